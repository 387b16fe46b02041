// Benchmark 5: waiting for an agent job. The action's wait (agent mode's, adaptive interval)
// against a fixed 10 s poller, on a simulated clock: no real waiting, and the same numbers on every
// machine. A read takes no simulated time, so "noticing delay" is purely the polling schedule's.
import { benchJob as job, waitForAgentJob, type Clock } from './agent-wait.js'
import { count, mark, ratio, seconds, type Table } from './stats.js'

/** `poll-interval-seconds` default, and the fixed poller's period. */
const INTERVAL_MS = 10_000
const JOBS_MS = [30_000, 5 * 60_000, 20 * 60_000]
/** The goal is stated for the 20-minute job. */
const GOAL_JOB_MS = 20 * 60_000
/** Every whole second from 1 s to 60 min is also checked against the delay bound. */
const SWEEP_MAX_MS = 60 * 60_000
/** Far enough that no benchmarked job times out: the measure is polling, not `timeout-minutes`. */
const DEADLINE_SLACK_MS = 60 * 60_000

export interface PollRun {
  gets: number
  /** From the job's end to the read that saw it end. */
  delayMs: number
}

/** Time moves only when the poller sleeps. */
class SimulatedClock implements Clock {
  private t = 0
  now(): number {
    return this.t
  }
  async sleep(ms: number): Promise<void> {
    this.t += ms
  }
}

/** The action's poller, started right after the job was created at t = 0 (as agent mode does). */
export async function adaptivePoller(jobMs: number): Promise<PollRun> {
  const clock = new SimulatedClock()
  let gets = 0
  let noticedAt = NaN
  const result = await waitForAgentJob({
    read: async () => {
      gets++
      const done = clock.now() >= jobMs
      if (done) noticedAt = clock.now()
      return job(done ? 'completed' : 'active')
    },
    deadline: jobMs + DEADLINE_SLACK_MS,
    intervalMs: INTERVAL_MS,
    clock
  })
  if (result.kind !== 'terminal') throw new Error(`polling a ${jobMs} ms job ended with ${result.kind}`)
  return { gets, delayMs: noticedAt - jobMs }
}

/** The baseline: a GET every 10 s until the job is over. */
export function fixedPoller(jobMs: number): PollRun {
  const maxGets = Math.ceil((jobMs + DEADLINE_SLACK_MS) / INTERVAL_MS)
  for (let gets = 1; gets <= maxGets; gets++) {
    const t = gets * INTERVAL_MS
    if (t >= jobMs) return { gets, delayMs: t - jobMs }
  }
  throw new Error('fixed poller did not finish')
}

/** The goal's bound on the noticing delay: the larger of the interval and 10% of the job. */
export const delayBoundMs = (jobMs: number): number => Math.max(INTERVAL_MS, 0.1 * jobMs)

export interface PollingResult {
  table: Table
  /** Hard invariants that failed (the polling goal). */
  failures: string[]
}

export async function pollingBenchmark(): Promise<PollingResult> {
  const failures: string[] = []
  const rows: string[][] = []
  for (const jobMs of JOBS_MS) {
    const adaptive = await adaptivePoller(jobMs)
    const fixed = fixedPoller(jobMs)
    const bound = delayBoundMs(jobMs)
    const delayOk = adaptive.delayMs <= bound
    const getsOk = jobMs === GOAL_JOB_MS ? adaptive.gets * 3 <= fixed.gets : undefined
    if (!delayOk) failures.push(`polling: ${jobMs / 1000} s job noticed after ${adaptive.delayMs / 1000} s`)
    if (getsOk === false)
      failures.push(`polling: ${adaptive.gets} GETs is more than a third of ${fixed.gets}`)
    rows.push([
      jobLabel(jobMs),
      count(adaptive.gets),
      count(fixed.gets),
      ratio(adaptive.gets / fixed.gets),
      seconds(adaptive.delayMs / 1000),
      seconds(fixed.delayMs / 1000),
      seconds(bound / 1000),
      mark(delayOk && getsOk !== false)
    ])
  }

  // The goal says "never": check every job length on a 1 s grid, not just three.
  let worst = { jobMs: 0, share: 0, delayMs: 0 }
  let fixedWorstMs = 0
  for (let jobMs = 1000; jobMs <= SWEEP_MAX_MS; jobMs += 1000) {
    const { delayMs } = await adaptivePoller(jobMs)
    const share = delayMs / delayBoundMs(jobMs)
    if (share > worst.share) worst = { jobMs, share, delayMs }
    fixedWorstMs = Math.max(fixedWorstMs, fixedPoller(jobMs).delayMs)
  }
  if (worst.share > 1) failures.push(`polling: a ${worst.jobMs / 1000} s job was noticed too late`)

  return {
    failures,
    table: {
      title: '5. Polling: GETs and noticing delay (simulated clock)',
      head: [
        'job',
        'action GETs',
        'fixed 10 s GETs',
        'ratio',
        'action delay',
        'fixed delay',
        'bound',
        'goal met'
      ],
      rows,
      notes: [
        'The action: agent mode\u2019s wait (`waitFor` of src/kernel/wait/wait.ts, as src/modes/agent/run.ts calls it) with `poll-interval-seconds` 10, the job created at t = 0; ' +
          'a read costs no simulated time. Baseline: a GET every 10 s. Deterministic, so one run.',
        'Goal: for the 20-minute job at most a third of the fixed poller\u2019s GETs; the delay (job end \u2192 the GET ' +
          'that sees it) never above max(10 s, 10% of the job).',
        `Every job length from 1 s to 60 min on a 1 s grid: worst delay ${(worst.delayMs / 1000).toFixed(1)} s ` +
          `for a ${seconds(worst.jobMs / 1000)} job, ${(worst.share * 100).toFixed(1)}% of its bound ` +
          `(${mark(worst.share <= 1)}). The fixed poller\u2019s worst: ${seconds(fixedWorstMs / 1000)} ` +
          '(the three lengths above are multiples of 10 s, its best case: 0 s).'
      ]
    }
  }
}

const jobLabel = (jobMs: number): string => (jobMs >= 60_000 ? `${jobMs / 60_000} min` : `${jobMs / 1000} s`)
