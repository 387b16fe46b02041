import { describeGitHubError, readPages, type GitHubRequest } from '../kernel/github/api.js'

// The label a pull request carries while a job runs that no run is waiting for: how a sweep finds the
// waiting jobs in ceil(L / 100) requests, L the labelled issues, however many pull requests were ever
// closed. Agent mode adds it when it leaves a job running; whoever finishes the job removes it.

export const WAITING_LABEL = 'docs-agent:waiting'

/** Issues listed per request, and the pages one sweep reads at most. */
export const LABELLED_PER_PAGE = 100
export const MAX_LABELLED_PAGES = 10

export interface LabelTarget {
  owner: string
  repo: string
  number: number
}

/** Adds the label (GitHub creates it in the repository the first time). */
export async function addWaitingLabel(
  request: GitHubRequest,
  target: LabelTarget,
  signal?: AbortSignal
): Promise<void> {
  await request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.number,
    labels: [WAITING_LABEL],
    ...(signal ? { request: { signal } } : {})
  })
}

/** Removes the label; a 404 (already removed, by another sweep say) is no failure. */
export async function removeWaitingLabel(
  request: GitHubRequest,
  target: LabelTarget,
  signal?: AbortSignal
): Promise<void> {
  try {
    await request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', {
      owner: target.owner,
      repo: target.repo,
      issue_number: target.number,
      name: WAITING_LABEL,
      ...(signal ? { request: { signal } } : {})
    })
  } catch (error) {
    if (describeGitHubError(error).status !== 404) throw error
  }
}

/** A labelled pull request, as the issue list gives it. */
export interface LabelledPullRequest {
  number: number
  state: 'open' | 'closed'
}

/** The labelled pull requests, open and closed (a pull request closed while its job ran keeps it). */
export async function listWaiting(
  request: GitHubRequest,
  repository: { owner: string; repo: string }
): Promise<{ pullRequests: LabelledPullRequest[]; capped: boolean }> {
  const { rows, capped } = await readPages(
    request,
    'GET /repos/{owner}/{repo}/issues',
    { ...repository, labels: WAITING_LABEL, state: 'all', sort: 'updated', direction: 'asc' },
    { perPage: LABELLED_PER_PAGE, maxPages: MAX_LABELLED_PAGES }
  )
  const pullRequests = rows.flatMap(row => {
    const issue = (row ?? {}) as { number?: unknown; state?: unknown; pull_request?: unknown }
    if (typeof issue.number !== 'number' || !issue.pull_request) return []
    return [{ number: issue.number, state: issue.state === 'closed' ? 'closed' : 'open' } as const]
  })
  return { pullRequests, capped }
}
