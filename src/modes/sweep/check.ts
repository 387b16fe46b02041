import { describeGitHubError, type GitHubRequest } from '../../kernel/github/api.js'
import { isGitHubRateLimit } from '../../kernel/github/refusal.js'
import { forLog } from '../../kernel/safe-text.js'
import { CHECK_NAME, type CheckOutcome } from '../../pr-job/check-run.js'

// The sweep completes a job's check run before it writes the comment that forgets the job: the label
// and the pending record stay until both are written, so a failed completion is tried again by the
// next sweep (a completion with the same outcome is harmless twice). A refusal for want of
// `checks: write` is said once; the comment is then written without the check, which this token
// can never complete.

export type CheckWritten =
  | { kind: 'written' }
  /** The token may not write check runs (the message names `checks: write`). */
  | { kind: 'refused'; why: string }
  | { kind: 'failed'; why: string }

export async function completeCheck(
  request: GitHubRequest,
  repository: { owner: string; repo: string },
  id: number,
  outcome: CheckOutcome
): Promise<CheckWritten> {
  try {
    await request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
      ...repository,
      check_run_id: id,
      status: 'completed',
      conclusion: outcome.conclusion,
      ...(outcome.detailsUrl ? { details_url: outcome.detailsUrl } : {}),
      output: { title: outcome.title, summary: outcome.summary }
    })
    return { kind: 'written' }
  } catch (error) {
    const failure = describeGitHubError(error)
    const why = `${failure.status ? `HTTP ${failure.status}: ` : ''}${forLog(failure.message, 300)}`
    // Only a 401 or 403 that is no rate limit reaches here with that status (the kernel's retries
    // turn a rate limit it could not wait out into an error of its own, which the sweep stops at).
    if (failure.status === 401 || failure.status === 403)
      return { kind: 'refused', why: forLog(failure.message, 300) }
    if (isGitHubRateLimit(error)) throw error
    return { kind: 'failed', why: `completing the "${CHECK_NAME}" check run failed (${why})` }
  }
}
