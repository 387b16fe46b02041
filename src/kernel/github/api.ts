// The few GitHub REST calls this action makes, behind one small function type so the rest of the code
// never depends on Octokit's types (and tests can pass a fake). Every call is bounded in time: a slow or
// hanging GitHub API must not hold the step, least of all after cancellation.
import { realClock } from '../time/clock.js'
import { cut, forLog, redact } from '../safe-text.js'
import { timeoutSignal, type RunBudget } from '../time/run-budget.js'
import { GITHUB_REQUEST_TIMEOUT_MS } from '../time/limits.js'
import { MAX_ATTEMPTS, planRetry, type GitHubCalls } from './retry.js'

export interface GitHubResponse {
  status: number
  headers: Record<string, string | number | undefined>
  data: unknown
}

/** `octokit.request(route, params)`; `params.request.signal` bounds the call. */
export type GitHubRequest = (route: string, params: Record<string, unknown>) => Promise<GitHubResponse>

/** GitHub paginates with a Link header; `rel="next"` is there until the last page. */
export function hasNextPage(headers: GitHubResponse['headers']): boolean {
  const link = headers.link ?? headers.Link
  return typeof link === 'string' && /<[^>]*>\s*;\s*rel="?next"?/.test(link)
}

/** One attempt's signal: the run's budget (deadline and cancellation) and the per-request timeout. */
function attemptSignal(budget: RunBudget | undefined): { signal: AbortSignal; dispose: () => void } {
  return budget ? budget.bounded(GITHUB_REQUEST_TIMEOUT_MS) : timeoutSignal(GITHUB_REQUEST_TIMEOUT_MS)
}

/**
 * Wraps Octokit's request so that every call runs under the run's deadline and cancellation with a
 * plain-timer timeout (which fires on Node 20, unlike `AbortSignal.any` with `AbortSignal.timeout`),
 * retried as retry.ts says, never past the deadline, each attempt counted in `calls`. A refusal names
 * the permission the call needs. A caller that passes its own `request.signal` (the last comment
 * update, which has a budget of its own) gets one attempt.
 */
export function boundedRequest(
  raw: GitHubRequest,
  budget?: RunBudget,
  onRetry?: (route: string, why: string, attempt: number, delayMs: number) => void,
  calls: GitHubCalls = { attempts: 0, retries: 0 }
): GitHubRequest {
  return async (route, params) => {
    const own = (params.request as { signal?: AbortSignal } | undefined)?.signal
    for (let attempt = 1; ; attempt++) {
      const bound = own ? undefined : attemptSignal(budget)
      try {
        calls.attempts++
        // Other request options (`redirect: 'manual'`, so a 301 is seen, not followed) are kept.
        const options = params.request as Record<string, unknown> | undefined
        return await raw(route, bound ? { ...params, request: { ...options, signal: bound.signal } } : params)
      } catch (error) {
        const plan = planRetry(route, error, { attempt, most: own ? 1 : MAX_ATTEMPTS }, budget, calls)
        if (plan.kind === 'stop') throw plan.error
        const failure = describeGitHubError(error)
        const why = plan.why ?? (failure.status ? `HTTP ${failure.status}` : failure.message)
        onRetry?.(route, why, attempt, plan.delayMs)
        calls.retries++
        await (budget?.clock ?? realClock).sleep(plan.delayMs, budget?.cancel)
        if (budget?.cancel.aborted) throw error
      } finally {
        bound?.dispose()
      }
    }
  }
}

export interface PagedRows {
  rows: unknown[]
  /** The page bound was reached while GitHub still announced a next page. */
  capped: boolean
}

/**
 * Reads a list page by page, at most `maxPages` requests whatever the server says: a server that
 * keeps announcing `rel="next"` (with rows or without) cannot keep the step busy.
 */
export async function readPages(
  request: GitHubRequest,
  route: string,
  params: Record<string, unknown>,
  options: { perPage: number; maxPages: number; enough?: (rows: unknown[]) => boolean }
): Promise<PagedRows> {
  const rows: unknown[] = []
  for (let page = 1; page <= options.maxPages; page++) {
    const response = await request(route, { ...params, per_page: options.perPage, page })
    const got = Array.isArray(response.data) ? response.data : []
    rows.push(...got)
    const more = hasNextPage(response.headers) && got.length > 0
    if (!more) return { rows, capped: false }
    if (options.enough?.(rows) || page === options.maxPages) return { rows, capped: true }
  }
  return { rows, capped: false }
}

export interface GitHubFailure {
  /** HTTP status; undefined for network errors, timeouts and cancellation. */
  status?: number
  message: string
}

const MAX_MESSAGE_CHARS = 300

/** Octokit's RequestError carries `status`; aborts surface as AbortError/TimeoutError (sometimes as `cause`). */
export function describeGitHubError(error: unknown): GitHubFailure {
  const err = error as { status?: unknown; name?: unknown; message?: unknown; cause?: unknown }
  const cause = (err?.cause ?? {}) as { name?: unknown }
  const names = [err?.name, cause.name]
  if (names.includes('TimeoutError')) return { message: 'no answer in time (timed out)' }
  if (names.includes('AbortError')) return { message: 'stopped (the run was cancelled)' }
  const raw = typeof err?.message === 'string' ? err.message : String(error)
  // A proxy's HTML error page can land in the message: keep it to one short line (redacted before the cut).
  const message = cut(redact(raw.replace(/\s+/g, ' ').trim()), MAX_MESSAGE_CHARS, '') || 'unknown error'
  const status =
    typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : undefined
  // Octokit reports network failures as status 500 without a response: not an HTTP answer.
  const hasResponse = (error as { response?: unknown })?.response !== undefined
  return { status: hasResponse ? status : undefined, message }
}

/** The exact block to add to the workflow, for a warning. */
export function permissionsBlock(write: boolean): string {
  return `permissions:\n  contents: read\n  pull-requests: ${write ? 'write' : 'read'}`
}

/** A 401/403/404 from these endpoints means the token may not do this (GitHub hides private resources as 404). */
export function isPermissionProblem(failure: GitHubFailure): boolean {
  return failure.status === 401 || failure.status === 403 || failure.status === 404
}

/**
 * The warning for a failed GitHub call: what failed, why, and for permission problems the exact
 * `permissions:` block (plus the fork caveat, where no block helps).
 */
export function gitHubWarning(
  what: string,
  error: unknown,
  needsWrite: boolean,
  consequence: string
): string {
  const failure = describeGitHubError(error)
  const status = failure.status ? `HTTP ${failure.status}: ` : ''
  let text = `Could not ${what} (${status}${forLog(failure.message, MAX_MESSAGE_CHARS)}). ${consequence}`
  if (isPermissionProblem(failure)) {
    text +=
      `\nThe github-token lacks the permission. Add this to the workflow (or the job):\n${permissionsBlock(needsWrite)}` +
      '\nOn pull requests from forks the GITHUB_TOKEN is read-only whatever the block says' +
      (needsWrite ? '; set `comment-on-pr: false` there to skip the comment.' : '.')
  }
  return text
}
