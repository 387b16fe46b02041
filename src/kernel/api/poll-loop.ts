import { isApiError, type ApiError } from './errors.js'
import { backoffDelay } from './retry-policy.js'
import { realClock, type Clock } from '../time/clock.js'
import { FINAL_READ_GRACE_MS, MAX_POLL_INTERVAL_MS } from '../time/limits.js'

// Polling as a loop with a deadline that returns a result, never throws for a failed read: a read
// that fails (network, 5xx, 429, a body that is not JSON) says nothing about what is being waited
// for. Only errors that retrying cannot fix (400/401/403/404, a broken contract) end the loop by
// throwing. What is read (an agent job, a deployment's status) and when it is over are the caller's.

export type PollResult<T> =
  | { kind: 'terminal'; job: T; polls: number }
  // `job` (the last record read) is undefined when not one read succeeded.
  // `rateLimitedUntil` (epoch ms): the API asked to wait past the deadline, so polling stopped early.
  | { kind: 'timeout'; job?: T; polls: number; lastError?: ApiError; rateLimitedUntil?: number }
  | { kind: 'cancelled'; job?: T; polls: number }

/**
 * The wait before the next poll: the configured interval at first, then 10% of the time waited so
 * far, capped. A long wait costs few requests; the delay in noticing its end stays within
 * max(interval, 10% of the time waited).
 */
export function nextPollDelay(baseIntervalMs: number, waitedMs: number): number {
  const cap = Math.max(baseIntervalMs, MAX_POLL_INTERVAL_MS)
  return Math.min(cap, Math.max(baseIntervalMs, Math.round(waitedMs * 0.1)))
}

export interface PollLoopOptions<T> {
  /** The last known record; polling starts with a wait. Undefined: read at once. */
  initial?: T
  read: (call: { deadline: number; signal?: AbortSignal }) => Promise<T>
  /** True once the record is final: the loop returns it. */
  isTerminal: (record: T) => boolean
  /** The record's status, compared between reads for onStatusChange. */
  statusOf: (record: T) => unknown
  deadline: number
  intervalMs: number
  signal?: AbortSignal
  clock?: Clock
  onStatusChange?: (record: T, previous?: T) => void
  onReadError?: (error: ApiError, retryInMs: number) => void
}

export async function pollUntil<T>(options: PollLoopOptions<T>): Promise<PollResult<T>> {
  const clock = options.clock ?? realClock
  const { signal, deadline, intervalMs, isTerminal, statusOf } = options
  const start = clock.now()
  let job = options.initial
  let polls = 0
  let failures = 0
  let lastError: ApiError | undefined
  let delay = job ? nextPollDelay(intervalMs, 0) : 0

  while (job === undefined || !isTerminal(job)) {
    const remaining = deadline - clock.now()
    if (signal?.aborted) return { kind: 'cancelled', job, polls }
    if (remaining <= 0) return { kind: 'timeout', job, polls, lastError }
    // The last wait is cut short so one final read happens at the deadline.
    await clock.sleep(Math.min(delay, remaining), signal)
    if (signal?.aborted) return { kind: 'cancelled', job, polls }

    polls += 1
    try {
      const next = await options.read({
        deadline: Math.max(deadline, clock.now() + FINAL_READ_GRACE_MS),
        signal
      })
      if (job === undefined || statusOf(next) !== statusOf(job)) options.onStatusChange?.(next, job)
      job = next
      failures = 0
      lastError = undefined
      delay = nextPollDelay(intervalMs, clock.now() - start)
    } catch (error) {
      if (signal?.aborted) return { kind: 'cancelled', job, polls }
      if (!isApiError(error) || !error.retryable) throw error
      failures += 1
      lastError = error
      // A Retry-After that ends past the deadline: no later read can succeed in time, so stop now.
      const waitAsked = error.retryAfterMs ?? 0
      if (clock.now() + waitAsked >= deadline && error.retryAfterMs !== undefined)
        return { kind: 'timeout', job, polls, lastError, rateLimitedUntil: clock.now() + waitAsked }
      delay = Math.max(
        waitAsked,
        backoffDelay(failures, { maxRetries: 0, baseDelayMs: intervalMs, maxDelayMs: MAX_POLL_INTERVAL_MS })
      )
      if (clock.now() < deadline) options.onReadError?.(error, Math.min(delay, deadline - clock.now()))
    }
  }
  return { kind: 'terminal', job, polls }
}
