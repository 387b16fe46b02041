// Agent mode's wait for its job, as the product runs it (src/modes/agent/run.ts's waitForJob): the one
// wait of src/kernel/wait/ with the record checks of an agent job, from the job as created, on a clock
// the benchmark drives. The log is dropped: a benchmark measures the schedule, not the lines.
import type { AgentJob } from '../src/kernel/api/schemas.js'
import type { Clock } from '../src/kernel/time/clock.js'
import { watchedJob } from '../src/kernel/wait/agent-job.js'
import { RecordCheck, waitFor, type WaitLog, type WaitResult } from '../src/kernel/wait/wait.js'

export type { Clock }

export const BENCH_JOB_ID = 'bench-job'

const quiet: WaitLog = { info: () => undefined, warning: () => undefined, debug: () => undefined }

export const benchJob = (status: AgentJob['status']): AgentJob => ({ id: BENCH_JOB_ID, status })

/** Waits for the bench job, created (active) at `clock.now()`, until it ends or `deadline`. */
export function waitForAgentJob(options: {
  read: () => Promise<AgentJob>
  deadline: number
  intervalMs: number
  clock: Clock
}): Promise<WaitResult<AgentJob>> {
  const { read, deadline, intervalMs, clock } = options
  return waitFor(new RecordCheck(watchedJob(BENCH_JOB_ID), quiet), {
    log: quiet,
    initial: benchJob('active'),
    read,
    deadline,
    intervalMs,
    clock,
    started: clock.now()
  })
}
