import type { z } from 'zod'
import { AttemptRefusedError, type DocsApiClient } from '../../../kernel/api/client.js'
import {
  AttemptLedger,
  type AttemptGate,
  type AttemptRefusal
} from '../../../kernel/ledger/attempt-ledger.js'
import { isApiError } from '../../../kernel/api/errors.js'
import { backoffDelay, type RetryPolicyOptions } from '../../../kernel/api/retry-policy.js'
import { realClock, type Clock } from '../../../kernel/time/clock.js'
import { clockTime } from '../../../kernel/time/dates.js'
import type { PhaseTime } from '../../../kernel/time/run-budget.js'
import {
  EXPORT_RETRY_BASE_MS,
  EXPORT_RETRY_MAX_MS,
  RATE_LIMIT_WINDOW_MS,
  RATE_LIMITED_BASE_MS,
  RATE_LIMITED_MAX_MS
} from '../../../kernel/time/limits.js'
import { describeApiFailure, type AnalyticsRead } from '../../../kernel/api/failures.js'
import { forLog } from '../../../kernel/safe-text.js'
import { labelOf } from '../datasets/index.js'
import { errorMessage } from '../../../kernel/error-message.js'

// Every analytics request of a run goes through the request ledger: each attempt is asked for in the
// kernel's attempt ledger before it is sent (the client asks, retries included), within `max-requests`,
// the run's deadline and the server's Retry-After (the API allows 100 requests per organization per
// hour, shared with every other tool: its 429 says when the window frees).
// The client makes one attempt per call and this loop decides about the next: it retries what undici's
// retry handler never sees (a 200 whose body is not JSON, a body cut mid-way) and knows the run's stop
// reasons (a rate-limit window that outlasts the deadline stops the run with a checkpoint).

/** What the ledger needs of the API client (a fake in unit tests). */
export type AnalyticsSource = Pick<DocsApiClient, 'getAnalytics'>

export interface ExportLog {
  /** Per-page detail: shown only in a debug run (`ACTIONS_STEP_DEBUG`). */
  debug(message: string): void
  info(message: string): void
  warning(message: string): void
}

/**
 * One analytics GET counted by the export's request ledger (within `max-requests`, the deadline and
 * any rate-limit wait), so that the extra fetches (daily trend, previous period) cost what the
 * ledger says: `GET /v1/analytics/{projectId}/{...endpoint}?query`, parsed with `schema`.
 */
export type AnalyticsGet = <T>(
  endpoint: string[],
  query: Record<string, string | number | undefined>,
  schema: z.ZodType<T>,
  bound?: FetchBound
) => Promise<T>

/** A bound on one fetch: at most `attempts` attempts, each asked of `share` (a part's own budget). */
export interface FetchBound {
  attempts?: number
  share?: AttemptGate & { refused?: AttemptRefusal }
}

/** Why an export stopped before it had everything. */
export type StopReason =
  | 'max-requests'
  | 'rate-limit'
  | 'deadline'
  | 'cancelled'
  | 'error'
  | 'limit'
  /** A part's own share of the requests (see FetchBound) is spent; the run goes on. */
  | 'share'

export class StopExport extends Error {
  constructor(
    readonly reason: StopReason,
    /** What happened, without the progress made (the pager adds that). */
    readonly detail: string,
    readonly status?: number
  ) {
    super(detail)
    this.name = 'StopExport'
  }
}

/** What a failure message names: the data and its endpoint (`page-size` sets only views' and visitors' limit). */
function readOf(endpoint: string[]): AnalyticsRead {
  const path = endpoint.join('/')
  return { data: labelOf(path) ?? path, endpoint: path, pageSize: path === 'views' || path === 'visitors' }
}

/** The client makes one attempt per call; this loop decides about the next. */
const ONE_ATTEMPT: RetryPolicyOptions = {
  maxRetries: 0,
  baseDelayMs: EXPORT_RETRY_BASE_MS,
  maxDelayMs: EXPORT_RETRY_BASE_MS
}
/** Transient failures (5xx, resets, proxy pages): retried at the same position until the deadline. */
const TRANSIENT: RetryPolicyOptions = {
  maxRetries: Infinity,
  baseDelayMs: EXPORT_RETRY_BASE_MS,
  maxDelayMs: EXPORT_RETRY_MAX_MS
}
/** A 429 without Retry-After when there is more than an hour left: waits from a minute up. */
const RATE_LIMITED: RetryPolicyOptions = {
  maxRetries: Infinity,
  baseDelayMs: RATE_LIMITED_BASE_MS,
  maxDelayMs: RATE_LIMITED_MAX_MS
}

export interface RequestLedgerOptions {
  client: AnalyticsSource
  projectId: string
  /**
   * The run's time: no request starts and no wait lasts past the deadline; `signal` (a plain timer)
   * ends a hanging request at the deadline on Node 20 too, whatever the client's own timeout does.
   */
  time: PhaseTime
  /** Undefined: no limit but the API's. */
  maxRequests?: number
  log: ExportLog
  clock?: Clock
  random?: () => number
}

export class RequestLedger {
  /** Attempts the server refused with 429. */
  rejected = 0
  /** Every attempt of the run, asked for before it is sent. */
  readonly attempts: AttemptLedger

  constructor(private readonly options: RequestLedgerOptions) {
    this.attempts = new AttemptLedger({ max: options.maxRequests })
  }

  /** Every HTTP attempt sent, rejected ones included. */
  get requests(): number {
    return this.attempts.attempts
  }

  /** The counted GET for other fetches (daily trend, previous period): same rules, same count. */
  readonly get: AnalyticsGet = (endpoint, query, schema, bound) => this.fetch(endpoint, query, schema, bound)

  async fetch<T>(
    endpoint: string[],
    query: Record<string, string | number | undefined>,
    schema: z.ZodType<T>,
    bound: FetchBound = {}
  ): Promise<T> {
    const { client, projectId, log } = this.options
    const { deadline, cancel, signal } = this.options.time
    const clock = this.options.clock ?? realClock
    const what = endpoint.join('/')
    const gate = bound.share ?? this.attempts
    let round = 0
    for (;;) {
      if (cancel.aborted) throw new StopExport('cancelled', 'cancelled')
      if (clock.now() >= deadline) throw new StopExport('deadline', 'the deadline passed')
      const call = { signal, deadline, retry: ONE_ATTEMPT, gate }
      try {
        return await client.getAnalytics(projectId, endpoint, query, schema, call)
      } catch (error) {
        if (cancel.aborted) throw new StopExport('cancelled', 'cancelled')
        if (gate.refused) throw refusedStop(gate.refused, error)
        const why = describeApiFailure(error, readOf(endpoint))
        if (!isApiError(error)) throw new StopExport('error', why)
        // Not cancelled, so the stop signal fired at the deadline.
        if (error.kind === 'cancelled')
          throw new StopExport('deadline', 'the deadline passed while waiting for an answer')
        if (!error.retryable) throw new StopExport('error', why, error.status)
        round++
        if (bound.attempts !== undefined && round >= bound.attempts) {
          const most = `${bound.attempts} attempt(s), the most this request gets`
          throw new StopExport('error', `${why.replace(/\.$/, '')} (${most}).`, error.status)
        }
        // The server's Retry-After is honoured as given for a few rounds; after that the backoff
        // sets a floor, so a server answering "retry in 0 s" forever cannot make this a busy loop.
        const backoff = backoffDelay(round, TRANSIENT, this.options.random)
        const asked = error.retryAfterMs
        let delayMs = asked !== undefined && round <= 5 ? asked : Math.max(asked ?? 0, backoff)
        if (error.status === 429) {
          this.rejected++
          const window = asked ?? RATE_LIMIT_WINDOW_MS
          if (clock.now() + window >= deadline) {
            const resetAt = clock.now() + window
            const when =
              asked === undefined
                ? 'The response had no Retry-After, and the API documents an hourly window'
                : `The limit resets at ${clockTime(resetAt)} UTC (in ${Math.ceil(window / 60_000)} min)`
            throw new StopExport(
              'rate-limit',
              `${why} ${when}, after this run's deadline, so no more requests were sent.`,
              429
            )
          }
          if (asked === undefined) delayMs = backoffDelay(round, RATE_LIMITED, this.options.random)
        }
        if (clock.now() + delayMs >= deadline) throw new StopExport('deadline', why, error.status)
        log.info(
          `${forLog(what)} failed (${forLog(error.message, 300)}); trying the same request again in ${Math.ceil(delayMs / 1000)} s.`
        )
        await clock.sleep(delayMs, signal)
      }
    }
  }
}

/** An attempt the ledger refused was not sent: the run stops at `max-requests`, or a part at its share. */
function refusedStop(refusal: AttemptRefusal, error: unknown): StopExport {
  if (refusal.reason === 'max-requests') return new StopExport('max-requests', refusal.message)
  const after = error instanceof AttemptRefusedError ? '' : ` after ${forLog(errorMessage(error), 300)}`
  return new StopExport('share', `${refusal.message}${after}`)
}
