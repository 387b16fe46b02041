// The few GitHub REST calls this action makes, behind one small function type so the rest of src/github
// never depends on Octokit's types (and tests can pass a fake). Every call is bounded in time: a slow or
// hanging GitHub API must not hold the step, least of all after cancellation.

export interface GitHubResponse {
  status: number
  headers: Record<string, string | number | undefined>
  data: unknown
}

/** `octokit.request(route, params)`; `params.request.signal` bounds the call. */
export type GitHubRequest = (route: string, params: Record<string, unknown>) => Promise<GitHubResponse>

/** Per request. GitHub answers these endpoints in well under a second; 10 s means something is wrong. */
export const REQUEST_TIMEOUT_MS = 10_000
/** After cancellation the runner sends SIGTERM ~7.5 s after SIGINT; the last comment update gets this much
 * (the step should be gone within ~2 s of SIGINT, and a PATCH normally takes well under a second). */
export const CANCELLED_BUDGET_MS = 1_000

/** A signal that aborts on timeout or when `cancel` (if given) aborts. */
export function boundedSignal(timeoutMs: number, cancel?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs)
  return cancel ? AbortSignal.any([cancel, timeout]) : timeout
}

/** GitHub paginates with a Link header; `rel="next"` is there until the last page. */
export function hasNextPage(headers: GitHubResponse['headers']): boolean {
  const link = headers.link ?? headers.Link
  return typeof link === 'string' && /<[^>]*>\s*;\s*rel="?next"?/.test(link)
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
  // A proxy's HTML error page can land in the message: keep it to one short line.
  const message = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_MESSAGE_CHARS) || 'unknown error'
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
  let text = `Could not ${what} (${status}${failure.message}). ${consequence}`
  if (isPermissionProblem(failure)) {
    text +=
      `\nThe github-token lacks the permission. Add this to the workflow (or the job):\n${permissionsBlock(needsWrite)}` +
      '\nOn pull requests from forks the GITHUB_TOKEN is read-only whatever the block says' +
      (needsWrite ? '; set `comment-on-pr: false` there to skip the comment.' : '.')
  }
  return text
}
