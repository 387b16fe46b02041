import { isJobTerminal } from '../../kernel/wait/agent-job.js'
import type { AgentJob } from '../../kernel/api/schemas.js'
import { nextPollDelay, pollUntil, type PollLoopOptions, type WaitResult } from '../../kernel/wait/wait.js'
import type { Clock } from '../../kernel/time/clock.js'

export type { Clock }
export { nextPollDelay }

// The bare poll loop over an agent job (src/kernel/wait/wait.ts), until it is completed, archived or
// failed: what the polling benchmark and its tests drive on a simulated clock. Agent mode itself
// waits through waitFor, which adds the record checks and the log lines.

export type PollResult = WaitResult<AgentJob>

export type PollOptions = Omit<PollLoopOptions<AgentJob>, 'isTerminal' | 'statusOf'>

export const isTerminal = isJobTerminal

export function pollUntilTerminal(options: PollOptions): Promise<PollResult> {
  return pollUntil({ ...options, isTerminal, statusOf: job => job.status })
}
