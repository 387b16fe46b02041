import { TERMINAL_STATUSES, type AgentJob } from '../../kernel/api/schemas.js'
import {
  nextPollDelay,
  pollUntil,
  type PollLoopOptions,
  type PollResult as LoopResult
} from '../../kernel/api/poll-loop.js'
import type { Clock } from '../../kernel/time/clock.js'

export type { Clock }
export { nextPollDelay }

// Waiting for an agent job: the shared poll loop (src/kernel/api/poll-loop.ts: a deadline, Retry-After,
// a failed read is not a failed job) over `GET .../job/{id}`, until the job is completed, archived
// or failed.

export type PollResult = LoopResult<AgentJob>

export type PollOptions = Omit<PollLoopOptions<AgentJob>, 'isTerminal' | 'statusOf'>

export function isTerminal(job: AgentJob): boolean {
  return TERMINAL_STATUSES.has(job.status)
}

export function pollUntilTerminal(options: PollOptions): Promise<PollResult> {
  return pollUntil({ ...options, isTerminal, statusOf: job => job.status })
}
