import type { Repository } from '../trigger/facts.js'
import type { GitHubRequest } from './api.js'

// Whether what the action writes in the repository (an issue, the job summary) is public. The event
// payload usually says (`repository.private` or `visibility`); a scheduled run's may not, and then
// GitHub is asked once. Unknown counts as public: the safe guess for personal data.

export type Visibility = 'public' | 'private' | 'internal' | 'unknown'

export async function repositoryVisibility(
  repository: Repository,
  request: (() => Promise<GitHubRequest | undefined>) | undefined
): Promise<Visibility> {
  const known = asVisibility(repository.visibility)
  if (known) return known
  if (!repository.owner || !repository.name || !request) return 'unknown'
  try {
    const github = await request()
    if (!github) return 'unknown'
    const answer = await github('GET /repos/{owner}/{repo}', {
      owner: repository.owner,
      repo: repository.name
    })
    const data = answer.data as { visibility?: unknown; private?: unknown } | undefined
    return (
      asVisibility(data?.visibility) ??
      (typeof data?.private === 'boolean' ? (data.private ? 'private' : 'public') : 'unknown')
    )
  } catch {
    return 'unknown'
  }
}

function asVisibility(value: unknown): Exclude<Visibility, 'unknown'> | undefined {
  return value === 'public' || value === 'private' || value === 'internal' ? value : undefined
}
