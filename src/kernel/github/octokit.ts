import { forLog } from '../safe-text.js'
import type { RunBudget } from '../time/run-budget.js'
import { boundedRequest, type GitHubRequest, type GitHubResponse } from './api.js'
import { boundedFetch } from './bounded-fetch.js'

// The one way this action talks to GitHub's REST API: Octokit from @actions/github, every answer read
// through boundedFetch (its decoded size capped), every call under the run's deadline and cancellation,
// reads retried within the budget.

const USER_AGENT = 'docs-agent-action'

export interface OpenedGitHub {
  request: GitHubRequest
}

/**
 * getOctokit takes its base URL from GITHUB_API_URL (GHES, tests) when the module loads: it is imported
 * only here, once the env is final. The event is read from the run's Trigger (kernel/trigger), never
 * from the module's `context`, though loading the module still builds one (and throws when the event
 * file is not JSON: callers with a Trigger that could not read it stop before this).
 */
export async function openGitHub(
  token: string,
  budget: RunBudget | undefined,
  /** The run's log: each retry is a line. */
  info: (message: string) => void
): Promise<OpenedGitHub> {
  const github = await import('@actions/github')
  // @actions/github adds no retry or throttling plugin: boundedRequest retries reads, within the budget.
  const octokit = github.getOctokit(token, { userAgent: USER_AGENT, request: { fetch: boundedFetch() } })
  const raw: GitHubRequest = (route, params) =>
    octokit.request(route, params) as unknown as Promise<GitHubResponse>
  const request = boundedRequest(raw, budget, (route, why, attempt, delayMs) =>
    info(
      `GitHub ${route.split(' ')[1]}: ${forLog(why, 200)}; retry ${attempt} in ${Math.ceil(delayMs / 1000)} s`
    )
  )
  return { request }
}
