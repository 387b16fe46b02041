import { forLog } from '../safe-text.js'
import type { RunBudget } from '../time/run-budget.js'
import { boundedRequest, type GitHubRequest, type GitHubResponse } from './api.js'
import type { GitHubCalls } from './retry.js'
import { boundedFetch } from './bounded-fetch.js'

// The one way this action talks to GitHub's REST API: Octokit from @actions/github, every answer read
// through boundedFetch (its decoded size capped), every call under the run's deadline and cancellation,
// retried within the budget (retry.ts), every attempt counted.

const USER_AGENT = 'docs-agent-action'

export interface OpenedGitHub {
  request: GitHubRequest
  /** Every attempt this run sent, retries included. */
  calls: GitHubCalls
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
  info: (message: string) => void,
  /** The mode, named in the message of a call GitHub refuses. */
  mode?: string
): Promise<OpenedGitHub> {
  const github = await import('@actions/github')
  // @actions/github adds no retry or throttling plugin: boundedRequest retries, within the budget.
  const octokit = github.getOctokit(token, { userAgent: USER_AGENT, request: { fetch: boundedFetch() } })
  const raw: GitHubRequest = (route, params) =>
    octokit.request(route, params) as unknown as Promise<GitHubResponse>
  const calls: GitHubCalls = { attempts: 0, retries: 0, ...(mode ? { mode } : {}) }
  const request = boundedRequest(
    raw,
    budget,
    (route, why, attempt, delayMs) =>
      info(`GitHub ${route}: ${forLog(why, 200)}; retry ${attempt} in ${Math.ceil(delayMs / 1000)} s`),
    calls
  )
  return { request, calls }
}
