import { isApiError, type ApiError } from '../api/errors.js'
import { formatWait } from '../api/failures.js'
import { backoffDelay } from '../api/retry-policy.js'
import { realClock, type Clock } from '../time/clock.js'
import { FINAL_READ_GRACE_MS, MAX_POLL_INTERVAL_MS, WAIT_LINE_EVERY_MS } from '../time/limits.js'

// The one wait: every poll (an agent job, a deployment's status, an automation's job) runs through
// waitFor, with the same rules. The record read must be the one the run named; a status the action
// does not know means still running (warned about once); a read that fails (network, 5xx, 429, a body
// that is not JSON) says nothing about what is being waited for, so it is retried, honouring
// Retry-After, until the deadline; the intervals grow with the time waited; per-poll detail goes to
// the debug log. Only errors that retrying cannot fix (400/401/403/404, a broken contract) end the
// wait by throwing. It returns a result, never throws for a failed read. What is read, its id, its
// status and the words of the log are the caller's.

export type WaitResult<T> =
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

export type PollResult<T> = WaitResult<T>

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
  /** Before each sleep: how long until the next read, and the last record read. */
  onSleep?: (delayMs: number, record?: T) => void
}

/** The bare loop under waitFor: reads until `isTerminal`, the deadline or cancellation. */
export async function pollUntil<T>(options: PollLoopOptions<T>): Promise<WaitResult<T>> {
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
    options.onSleep?.(Math.min(delay, remaining), job)
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

/** What a wait is for, and how its log lines say it. Outside values in the words go through forLog. */
export interface Watched<T> {
  /** The id the run named or created: a record of another id is never followed. */
  id: string
  /** A record's own id; undefined when the record names none (then it is not checked). */
  idOf: (record: T) => string | undefined
  statusOf: (record: T) => string
  isKnownStatus: (status: string) => boolean
  isTerminal: (record: T) => boolean
  /** What is waited for, as log lines name it: `job job_1`, `deployment 65f0…`. */
  name: string
  /** A record for a log line: its status, and whatever else helps. */
  describe: (record: T) => string
  /** The warning for a status the action does not know. */
  unknownStatus: (record: T) => string
  /** The error for a record of another id (a broken contract). */
  wrongRecord: (record: T) => Error
  /** The log line for a failed read, `retryIn` already formatted. */
  readFailed: (error: ApiError, retryIn: string) => string
}

/**
 * The checks every record passes, in the wait and in a mode's own reads before it (a create, a
 * follow-up): the same instance keeps the unknown statuses already warned about.
 */
export class RecordCheck<T> {
  /** Statuses the action does not know, in the order seen; each was taken as still running. */
  readonly unknownStatuses: string[] = []
  constructor(
    readonly watched: Watched<T>,
    /** The run's log: an unknown status is a warning. */
    private readonly log: WaitLog
  ) {}

  check(record: T): T {
    const { watched } = this
    const id = watched.idOf(record)
    if (id !== undefined && id !== watched.id) throw watched.wrongRecord(record)
    const status = watched.statusOf(record)
    if (!watched.isKnownStatus(status) && !this.unknownStatuses.includes(status)) {
      this.unknownStatuses.push(status)
      this.log.warning(watched.unknownStatus(record))
    }
    return record
  }
}

/** The run's log, as the wait writes it: a status change, a failed read, per-poll detail. */
export interface WaitLog {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

export interface WaitOptions<T> {
  log: WaitLog
  read: (call: { deadline: number; signal?: AbortSignal }) => Promise<T>
  /** The last known record; the wait starts with a sleep. Undefined: read at once. */
  initial?: T
  /** Where the wait stops; default: a terminal status. */
  stopAt?: (record: T) => boolean
  /** What the caller makes of a checked record (e.g. drops a link that is not https). */
  adopt?: (record: T) => T
  deadline: number
  intervalMs: number
  signal?: AbortSignal
  clock?: Clock
  /** Epoch ms on `clock`: the log lines give the time since then. */
  started: number
}

/** Waits for the record `check` watches, by its rules; see the top of this file. */
export function waitFor<T>(check: RecordCheck<T>, options: WaitOptions<T>): Promise<WaitResult<T>> {
  const { watched } = check
  const clock = options.clock ?? realClock
  const elapsed = () => formatWait(clock.now() - options.started)
  let polls = 0
  let failedReads = 0
  let last = options.initial
  // When the normal log last said where the wait stands: a person sees it move at a steady pace.
  let shown = clock.now()
  return pollUntil({
    initial: options.initial,
    read: async call => {
      polls += 1
      const checked = check.check(await options.read(call))
      const record = options.adopt ? options.adopt(checked) : checked
      failedReads = 0
      // A read whose status changed gets its line in the normal log (onStatusChange); the others, here.
      if (last !== undefined && watched.statusOf(record) === watched.statusOf(last))
        options.log.debug(`Poll ${polls}: ${watched.name} is ${watched.describe(record)} after ${elapsed()}`)
      last = record
      return record
    },
    isTerminal: options.stopAt ?? watched.isTerminal,
    statusOf: watched.statusOf,
    deadline: options.deadline,
    intervalMs: options.intervalMs,
    signal: options.signal,
    clock,
    onStatusChange: next => {
      shown = clock.now()
      options.log.info(`Status: ${watched.describe(next)} (after ${elapsed()})`)
    },
    onSleep: (delayMs, record) => {
      if (clock.now() - shown < WAIT_LINE_EVERY_MS) return
      shown = clock.now()
      const status = record ? watched.describe(record) : 'not read yet'
      const left = formatWait(Math.max(0, options.deadline - clock.now()))
      options.log.info(
        `Still waiting for ${watched.name}: ${status}, ${elapsed()} so far; next poll in ${formatWait(delayMs)}, stops waiting in ${left}`
      )
    },
    // The first failed read of a streak is a warning that says the wait goes on; the rest, debug.
    onReadError: (error, retryInMs) => {
      const text = watched.readFailed(error, formatWait(retryInMs))
      if (failedReads++ === 0) options.log.warning(text)
      else options.log.debug(text)
    }
  })
}
