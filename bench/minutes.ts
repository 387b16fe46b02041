// Benchmark 6: runner minutes for a month of docs updates (issue 33). 100 docs updates, each an agent
// job of 15 minutes, on a simulated clock (no real waiting: the same numbers on every machine):
//   wait: true          one run per update, holding its runner until the action's poller sees the end;
//   wait: false + sweep the example's workflows (docs/examples/pr-docs-update.yml and docs-sweep.yml):
//                       the update's run ends once the job is created and sweeps the other pull
//                       requests in the same job; a sweep run starts when the agent's own pull
//                       request opens (same repository); a sparse schedule backs both up.
//   docs in another repository: the same, except that the agent's pull request opens in the docs
//                       repository (docs/examples/docs-repo-notify.yml): a notify run there sends a
//                       repository_dispatch, and the dispatched sweep runs in the code repository:
//                       two runs, each queued and set up, between the job's end and the outcome.
// Runner-seconds count every second a runner is held (set-up included); billed minutes round each
// run up to the minute, as GitHub bills, and include the schedule's runs with nothing waiting.
import { benchJob as job, waitForAgentJob, type Clock } from './agent-wait.js'
import { count, mark, type Table } from './stats.js'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
export const MODEL = {
  updates: 100,
  days: 30,
  jobMs: 15 * MINUTE,
  /** The share of jobs that open a docs pull request (the rest fail or change nothing): 4 in 5. */
  prShare: 0.8,
  /** Runner set-up and tear-down of a job (Set up job, Complete job), seconds. */
  setupS: 10,
  /** The action's own time in a run that does not wait: start-up, admission, the create request. */
  startS: 2,
  /** A sweep's own time: list, one read and a few writes per waiting pull request. */
  sweepS: 3,
  /** From an event to its run's start (queueing). */
  queueMs: 30_000,
  /** The example's fallback schedule: every 6 hours. */
  scheduleMs: 6 * HOUR,
  /** `poll-interval-seconds` default. */
  intervalMs: 10_000
}

/** Time moves only when the poller sleeps. */
class SimulatedClock implements Clock {
  t = 0
  now(): number {
    return this.t
  }
  async sleep(ms: number): Promise<void> {
    this.t += ms
  }
}

/** How long after its start a waiting run sees its job end: the action's own poller on the clock. */
async function waitedMs(jobMs: number): Promise<number> {
  const clock = new SimulatedClock()
  const result = await waitForAgentJob({
    read: async () => job(clock.now() >= jobMs ? 'completed' : 'active'),
    deadline: jobMs + HOUR,
    intervalMs: MODEL.intervalMs,
    clock
  })
  if (result.kind !== 'terminal') throw new Error(`a ${jobMs} ms job ended with ${result.kind}`)
  return clock.now()
}

interface Cost {
  runnerS: number
  billedMin: number
  runs: number
}

const run = (cost: Cost, seconds: number) => {
  cost.runnerS += seconds
  cost.billedMin += Math.ceil(seconds / 60)
  cost.runs += 1
}

/** Where the updates fall: evenly over the month, offset so none lands on a schedule tick. */
const updateTimes = () =>
  Array.from({ length: MODEL.updates }, (_, i) =>
    Math.round(((i + 0.37) * MODEL.days * 24 * HOUR) / MODEL.updates)
  )

export interface MinutesFigures {
  waiting: Cost
  swept: Cost
  /** From a job's end to the sweep that reported it: jobs that opened a pull request, and the others. */
  latencyPrMs: number
  latencyOtherMs: number
  scheduleRuns: number
  /** Docs in another repository: both repositories' runs, and the outcome's delay after a job's end. */
  twoRepos: Cost
  notifyRuns: number
  twoReposLatencyPrMs: number
  twoReposLatencyOtherMs: number
}

/**
 * From the job's end to the outcome on the code pull request, docs in another repository: the notify
 * run (queued, set up, its start and one dispatch request), then the dispatched sweep (queued, set
 * up, its own time). The agent opens its docs pull request as the job ends, so nothing is subtracted.
 */
export const notifiedDelayMs = (): number =>
  MODEL.queueMs + (MODEL.setupS + MODEL.startS) * 1000 + MODEL.queueMs + (MODEL.setupS + MODEL.sweepS) * 1000

export async function minutesModel(): Promise<MinutesFigures> {
  const waiting: Cost = { runnerS: 0, billedMin: 0, runs: 0 }
  const swept: Cost = { runnerS: 0, billedMin: 0, runs: 0 }
  const waited = await waitedMs(MODEL.jobMs)
  const starts = updateTimes()
  const month = MODEL.days * 24 * HOUR
  // Every sweep there is: the schedule's ticks, and the runs events start.
  const sweeps: number[] = []
  for (let t = MODEL.scheduleMs; t <= month; t += MODEL.scheduleMs) sweeps.push(t)
  const scheduleRuns = sweeps.length
  for (let i = 0; i < scheduleRuns; i++) run(swept, MODEL.setupS + MODEL.sweepS)
  const opensPr = (i: number) => i % 5 !== 4
  starts.forEach((start, i) => {
    run(waiting, MODEL.setupS + MODEL.startS + waited / 1000)
    // The update's run: create the job, then the sweep step of the same job (no new runner).
    run(swept, MODEL.setupS + MODEL.startS + MODEL.sweepS)
    sweeps.push(start + MODEL.queueMs)
    if (opensPr(i)) {
      // The agent's pull request opens as the job ends: a sweep run of its own.
      run(swept, MODEL.setupS + MODEL.sweepS)
      sweeps.push(start + MODEL.jobMs + MODEL.queueMs)
    }
  })
  sweeps.sort((a, b) => a - b)
  const latency = (end: number) => (sweeps.find(t => t >= end) ?? Infinity) - end
  const ends = starts.map((s, i) => ({ pr: opensPr(i), late: latency(s + MODEL.jobMs) }))
  const worst = (pr: boolean) => Math.max(0, ...ends.filter(e => e.pr === pr).map(e => e.late))
  const two = twoRepositories(starts, opensPr)
  return {
    waiting,
    swept,
    latencyPrMs: worst(true),
    latencyOtherMs: worst(false),
    scheduleRuns,
    ...two
  }
}

/** The same month with the docs in another repository: the notifier's runs and the dispatched sweeps. */
function twoRepositories(starts: number[], opensPr: (i: number) => boolean) {
  const twoRepos: Cost = { runnerS: 0, billedMin: 0, runs: 0 }
  const month = MODEL.days * 24 * HOUR
  const sweeps: number[] = []
  for (let t = MODEL.scheduleMs; t <= month; t += MODEL.scheduleMs) {
    sweeps.push(t)
    run(twoRepos, MODEL.setupS + MODEL.sweepS)
  }
  let notifyRuns = 0
  starts.forEach((start, i) => {
    run(twoRepos, MODEL.setupS + MODEL.startS + MODEL.sweepS)
    sweeps.push(start + MODEL.queueMs)
    if (!opensPr(i)) return
    // In the docs repository: the notifier (its own start and one request), billed there.
    run(twoRepos, MODEL.setupS + MODEL.startS)
    notifyRuns += 1
    // In the code repository: the dispatched sweep; the outcome is written at its end.
    run(twoRepos, MODEL.setupS + MODEL.sweepS)
    sweeps.push(start + MODEL.jobMs + notifiedDelayMs() - MODEL.sweepS * 1000)
  })
  sweeps.sort((a, b) => a - b)
  // A sweep writes the outcome at the end of its own time.
  const latency = (end: number) => (sweeps.find(t => t >= end) ?? Infinity) + MODEL.sweepS * 1000 - end
  const ends = starts.map((s, i) => ({ pr: opensPr(i), late: latency(s + MODEL.jobMs) }))
  const worst = (pr: boolean) => Math.max(0, ...ends.filter(e => e.pr === pr).map(e => e.late))
  return { twoRepos, notifyRuns, twoReposLatencyPrMs: worst(true), twoReposLatencyOtherMs: worst(false) }
}

function twoRepoGoals(f: MinutesFigures) {
  return [
    {
      goal: '6. Docs in another repository: billed minutes (both repositories) vs wait: true',
      target: '≤ 35 %',
      measured: pct(f.twoRepos.billedMin, f.waiting.billedMin),
      met: f.twoRepos.billedMin <= 0.35 * f.waiting.billedMin
    },
    {
      goal: "6. Docs in another repository: outcome after the job's end, agent PR opened / otherwise",
      target: `≤ 60 s / ≤ ${dur(MODEL.scheduleMs)}`,
      measured: `${dur(f.twoReposLatencyPrMs)} / ${dur(f.twoReposLatencyOtherMs)}`,
      met: f.twoReposLatencyPrMs <= MINUTE && f.twoReposLatencyOtherMs <= MODEL.scheduleMs
    }
  ]
}

/** Why the docs in another repository see the outcome later: what stands between the job's end and it. */
function twoRepoCause(f: MinutesFigures): string {
  if (f.twoReposLatencyPrMs <= MINUTE) return ''
  return `Two runs stand between the job's end and the outcome (the notifier in the docs repository, then the dispatched sweep), each queued ${MODEL.queueMs / 1000} s and set up ${MODEL.setupS} s in the model: ${(2 * MODEL.queueMs) / 1000} s of queueing alone, plus the notifier's ${MODEL.startS} s and the sweep's ${MODEL.sweepS} s. Within a minute needs queueing under about ${Math.floor((MINUTE / 1000 - 2 * MODEL.setupS - MODEL.startS - MODEL.sweepS) / 2)} s a run.`
}

export interface MinutesResult {
  table: Table
  failures: string[]
  /** Goals not met, each with its measured cause. */
  gaps: string[]
  goals: { goal: string; target: string; measured: string; met: boolean }[]
}

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`
const dur = (ms: number) => (ms < HOUR ? `${Math.round(ms / 1000)} s` : `${(ms / HOUR).toFixed(1)} h`)

export async function minutesBenchmark(): Promise<MinutesResult> {
  const f = await minutesModel()
  const { waiting, swept } = f
  const goals = [
    {
      goal: '6. Runner-seconds, wait: false + sweep vs wait: true',
      target: '≤ 5 %',
      measured: pct(swept.runnerS, waiting.runnerS),
      met: swept.runnerS <= 0.05 * waiting.runnerS
    },
    {
      goal: '6. Billed minutes (each run rounded up, schedule included), same comparison',
      target: '≤ 35 %',
      measured: pct(swept.billedMin, waiting.billedMin),
      met: swept.billedMin <= 0.35 * waiting.billedMin
    },
    {
      goal: "6. Outcome shown after the job's end: agent PR opened / otherwise",
      target: `≤ 60 s / ≤ ${dur(MODEL.scheduleMs)}`,
      measured: `${dur(f.latencyPrMs)} / ${dur(f.latencyOtherMs)}`,
      met: f.latencyPrMs <= MINUTE && f.latencyOtherMs <= MODEL.scheduleMs
    }
  ]
  const failures = goals.filter(g => !g.met).map(g => `minutes: ${g.goal}: ${g.measured} (goal ${g.target})`)
  // The two-repository layout's delay is set by the model's queueing of two runs, not by the action:
  // a goal not met with its cause (the report's gaps), not an invariant the code broke.
  const twoRepos = twoRepoGoals(f)
  goals.push(...twoRepos)
  const gaps = twoRepos
    .filter(g => !g.met)
    .map(g => `${g.goal}: ${g.measured} (goal ${g.target}). ${twoRepoCause(f)}`)
  const row = (name: string, c: Cost) => [
    name,
    count(c.runs),
    count(Math.round(c.runnerS)),
    count(c.billedMin)
  ]
  return {
    goals,
    failures,
    gaps,
    table: {
      title: '6. Runner minutes: a month of 100 docs updates, 15-minute jobs (simulated clock)',
      head: ['workflow', 'runs', 'runner-seconds', 'billed minutes'],
      rows: [
        row('`wait: true`', waiting),
        row('`wait: false` + sweep (example triggers)', swept),
        [
          'of which the schedule alone (nothing waiting)',
          count(f.scheduleRuns),
          count(f.scheduleRuns * (MODEL.setupS + MODEL.sweepS)),
          count(f.scheduleRuns)
        ],
        row('docs in another repository: notify + dispatched sweep', f.twoRepos),
        [
          'of which the notify runs (docs repository)',
          count(f.notifyRuns),
          count(f.notifyRuns * (MODEL.setupS + MODEL.startS)),
          count(f.notifyRuns)
        ]
      ],
      notes: [
        `Model: ${MODEL.updates} updates over ${MODEL.days} days; ${MODEL.prShare * 100} % of jobs open a docs pull request; runner set-up ${MODEL.setupS} s a run; queueing ${MODEL.queueMs / 1000} s; schedule every ${dur(MODEL.scheduleMs)}; \`wait: true\` holds the runner until the action's own poller (simulated) sees the end.`,
        `Docs in another repository: the outcome is written at the end of the dispatched sweep, after the notify run (queued ${MODEL.queueMs / 1000} s, set up ${MODEL.setupS} s, ${MODEL.startS} s of its own) and the sweep run (queued ${MODEL.queueMs / 1000} s, set up ${MODEL.setupS} s, ${MODEL.sweepS} s of its own); the same-repository figure above counts the queueing only (${(MODEL.queueMs + (MODEL.setupS + MODEL.sweepS) * 1000) / 1000} s counted this way).`,
        `Goals met: ${goals.map(g => mark(g.met)).join(', ')}.`
      ]
    }
  }
}
