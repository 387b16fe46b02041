import { describeGitHubError, type GitHubRequest } from '../../kernel/github/api.js'
import { isGitHubRateLimit } from '../../kernel/github/refusal.js'
import { forLog } from '../../kernel/safe-text.js'
import type { RepositoryName } from './input-types.js'

// One `repository_dispatch` to one code repository, and what its refusal means in this step's words:
// GitHub answers 404 to a token that cannot see the repository and 403 to one that sees it without
// `contents: write`, and the workflow's GITHUB_TOKEN reaches no repository but its own.

export const DISPATCH_ROUTE = 'POST /repos/{owner}/{repo}/dispatches'

/** The hint the dispatch carries: which docs pull request opened (the sweep reads the job itself). */
export interface DocsPullRequestHint {
  repository: string
  number: number
  url: string
  'head-ref': string
}

export type DispatchResult =
  { repository: string; sent: true } | { repository: string; sent: false; why: string }

export const fullName = (r: RepositoryName): string => `${r.owner}/${r.name}`

/** Sends the dispatch to `target`; a refusal is a result, never a throw, so the others still go. */
export async function dispatchTo(
  request: GitHubRequest,
  target: RepositoryName,
  eventType: string,
  hint: DocsPullRequestHint
): Promise<DispatchResult> {
  const repository = fullName(target)
  try {
    await request(DISPATCH_ROUTE, {
      owner: target.owner,
      repo: target.name,
      event_type: eventType,
      client_payload: { 'docs-pull-request': hint }
    })
    return { repository, sent: true }
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error
    return { repository, sent: false, why: refusalWords(error, target, hint.repository) }
  }
}

/** Why GitHub refused: for a missing permission, which one on which repository, and how to get it. */
export function refusalWords(error: unknown, target: RepositoryName, ownRepository: string): string {
  if (isGitHubRateLimit(error)) return forLog(error.message, 300)
  const failure = describeGitHubError(error)
  const repository = fullName(target)
  const answered = `GitHub answered ${failure.status ? `HTTP ${failure.status}: ` : ''}${forLog(failure.message, 200)}`
  if (failure.status === 401)
    return `\`dispatch-token\` was refused as a token (${answered}): it has expired or was revoked; create a new one`
  if (failure.status !== 403 && failure.status !== 404) return answered
  const need = `\`dispatch-token\` needs \`contents: write\` on ${repository} to send it a dispatch (${answered})`
  if (repository.toLowerCase() === ownRepository.toLowerCase())
    return `${need}. With the workflow's GITHUB_TOKEN, add \`contents: write\` to the job's \`permissions:\``
  return `${need}. The workflow's GITHUB_TOKEN can send a dispatch only to its own repository (${ownRepository}): for ${repository}, pass a GitHub App installation token (the App installed on ${repository} with \`Contents: Read and write\`) or a fine-grained personal access token with \`Contents: Read and write\` on ${repository}`
}
