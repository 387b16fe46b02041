import { API_RETRY_BASE_MS, API_RETRY_MAX_MS } from '../time/limits.js'
/**
 * The one retry policy of the API client, as a pure function so it can be tested without a server.
 *
 * Why POSTs are different: create and follow-up have no idempotency key, and v2 has no list-jobs
 * endpoint. A repeated create that the server had already accepted starts a second agent, and the
 * first job's id would be lost. So a POST is repeated only when the first attempt certainly did not
 * reach the server's handler:
 *  - 429: the server refused it (rate limit) without acting on it;
 *  - the connection was refused or never established (ECONNREFUSED, DNS failure, connect timeout).
 * A reset, a hang, a 5xx or a timeout after the request was sent may have been handled: never repeat.
 *
 * GETs are safe to repeat: network errors, 429 and 5xx are retried with capped exponential backoff
 * plus jitter, honouring Retry-After. Nothing waits past the caller's deadline: when the next wait
 * would end after it, the policy gives up at once rather than sleep uselessly.
 */

export interface RetryPolicyOptions {
  /** Attempts after the first. */
  maxRetries: number
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicyOptions = {
  maxRetries: 4,
  baseDelayMs: API_RETRY_BASE_MS,
  maxDelayMs: API_RETRY_MAX_MS
}

export interface FailedAttempt {
  method: string
  /** 1 for the first retry decision. */
  attempt: number
  statusCode?: number
  /** Node / undici error code, e.g. ECONNREFUSED, UND_ERR_SOCKET. */
  errorCode?: string
  retryAfterHeader?: string
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason: string }

const RETRYABLE_STATUS: ReadonlySet<number> = new Set([429, 500, 502, 503, 504])

/** Errors raised before a single byte of the request could reach the server. */
const NOT_SENT_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'EHOSTDOWN',
  'UND_ERR_CONNECT_TIMEOUT'
])

/** Transport errors worth retrying for a GET. */
const RETRYABLE_NETWORK_CODES: ReadonlySet<string> = new Set([
  ...NOT_SENT_CODES,
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CLOSED'
])

export function requestNeverSent(errorCode: string | undefined): boolean {
  return errorCode !== undefined && NOT_SENT_CODES.has(errorCode)
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. Undefined when absent or unusable. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const trimmed = value.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000)
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/** Capped exponential backoff with "equal jitter": half fixed, half random, so waits never collapse to 0. */
export function backoffDelay(attempt: number, options: RetryPolicyOptions, random = Math.random): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(ceiling / 2 + (ceiling / 2) * random())
}

export function decideRetry(
  failure: FailedAttempt,
  context: { now: number; deadline: number; options?: RetryPolicyOptions; random?: () => number }
): RetryDecision {
  const options = context.options ?? DEFAULT_RETRY_POLICY
  const isPost = failure.method !== 'GET' && failure.method !== 'HEAD'

  if (failure.statusCode !== undefined) {
    if (!RETRYABLE_STATUS.has(failure.statusCode))
      return { retry: false, reason: `status ${failure.statusCode}` }
    if (isPost && failure.statusCode !== 429) {
      return {
        retry: false,
        reason: `status ${failure.statusCode} on ${failure.method} may have been handled`
      }
    }
  } else {
    const code = failure.errorCode
    if (code === undefined || !RETRYABLE_NETWORK_CODES.has(code)) {
      return { retry: false, reason: `error ${code ?? 'unknown'}` }
    }
    if (isPost && !requestNeverSent(code)) {
      return { retry: false, reason: `${code} on ${failure.method} may have reached the server` }
    }
  }

  if (failure.attempt > options.maxRetries) return { retry: false, reason: 'retries exhausted' }

  const retryAfter = parseRetryAfter(failure.retryAfterHeader, context.now)
  const delayMs = retryAfter ?? backoffDelay(failure.attempt, options, context.random)
  if (context.now + delayMs >= context.deadline) {
    return {
      retry: false,
      reason: `the next attempt (in ${Math.ceil(delayMs / 1000)} s) would pass the deadline`
    }
  }
  return { retry: true, delayMs }
}
