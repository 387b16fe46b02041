// What a failed GitHub call was, read from its status, headers and message: a rate limit (primary or
// secondary), a refusal for want of a permission, a transient failure of GitHub or a proxy, or
// something else. A rate limit is never a missing permission: GitHub's secondary limits answer 403
// or 429, with `retry-after`, with `x-ratelimit-remaining: 0` and `x-ratelimit-reset`, or with
// neither (then the message names the secondary rate limit and GitHub asks for at least a minute).

export type GitHubRefusal =
  /** Wait `waitMs` before the next request; `why` says which limit and what it asked for. */
  | { kind: 'rate-limit'; waitMs: number; why: string }
  /** A 403 that is no rate limit: the token may not do this. */
  | { kind: 'permission' }
  /** 502/503/504, or no HTTP answer at all (network failure, per-request timeout). */
  | { kind: 'transient'; answered: boolean }
  | { kind: 'other' }

/** GitHub's documented wait after a secondary rate limit that names no time. */
export const SECONDARY_LIMIT_WAIT_MS = 60_000

interface ErrorShape {
  status?: unknown
  message?: unknown
  name?: unknown
  cause?: { name?: unknown }
  response?: { headers?: Record<string, unknown> }
}

const header = (headers: Record<string, unknown> | undefined, name: string): string | undefined => {
  const value = headers?.[name] ?? headers?.[name.toLowerCase()]
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined
}

/** `retry-after` in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined || value === '') return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

const seconds = (ms: number) => `${Math.ceil(ms / 1000)} s`

/** The rate limit a 403 or 429 says, or undefined when it is none (`now` on the run's clock). */
function rateLimit(
  status: number,
  headers: Record<string, unknown> | undefined,
  message: string,
  now: number
) {
  const asked = retryAfterMs(header(headers, 'retry-after'), now)
  const secondary = /secondary rate limit|abuse/i.test(message)
  const name =
    secondary || header(headers, 'x-ratelimit-remaining') !== '0' ? 'secondary rate limit' : 'rate limit'
  if (asked !== undefined)
    return { waitMs: asked, why: `GitHub's ${name} (HTTP ${status}, retry-after ${seconds(asked)})` }
  if (header(headers, 'x-ratelimit-remaining') === '0') {
    const reset = Number(header(headers, 'x-ratelimit-reset'))
    // One second past the reset: GitHub's clock and this runner's differ a little.
    const waitMs =
      Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) + 1000 : SECONDARY_LIMIT_WAIT_MS
    return {
      waitMs,
      why: `GitHub's rate limit (HTTP ${status}, x-ratelimit-remaining 0, resets in ${seconds(waitMs)})`
    }
  }
  if (status === 429 || /rate limit/i.test(message))
    return {
      waitMs: SECONDARY_LIMIT_WAIT_MS,
      why: `GitHub's ${name} (HTTP ${status}, no wait named: at least a minute, as GitHub asks)`
    }
  return undefined
}

/** Classifies a failed call; `now` is the run's clock (a `retry-after` date and the reset are read on it). */
export function classifyGitHubFailure(error: unknown, now: number): GitHubRefusal {
  const err = (error ?? {}) as ErrorShape
  const names = [err.name, err.cause?.name]
  if (names.includes('AbortError')) return { kind: 'other' }
  const status = typeof err.status === 'number' ? err.status : undefined
  // Octokit reports network failures as status 500 without a response: not an HTTP answer.
  if (err.response === undefined || status === undefined) return { kind: 'transient', answered: false }
  const message = typeof err.message === 'string' ? err.message : ''
  if (status === 403 || status === 429) {
    const limit = rateLimit(status, err.response.headers, message, now)
    if (limit) return { kind: 'rate-limit', ...limit }
    if (status === 403) return { kind: 'permission' }
  }
  if ([502, 503, 504].includes(status)) return { kind: 'transient', answered: true }
  return { kind: 'other' }
}

/**
 * A rate limit this run could not wait out: the wait does not fit before its deadline, or the attempts
 * allowed for one call are spent. It has no HTTP status on purpose: no reader takes it for a refusal.
 */
export class GitHubRateLimitError extends Error {
  constructor(
    readonly why: string,
    readonly waitMs: number,
    stopped: string
  ) {
    super(`${why}: ${stopped}`)
    this.name = 'GitHubRateLimitError'
  }
}

export const isGitHubRateLimit = (error: unknown): error is GitHubRateLimitError =>
  error instanceof Error && error.name === 'GitHubRateLimitError'
