import * as core from '@actions/core'
import { forLog } from '../outside.js'
import type { RunBudget } from '../time/run-budget.js'
import { boundedRequest, type GitHubRequest, type GitHubResponse } from './api.js'
import { boundedFetch } from './bounded-fetch.js'

// The one way this action talks to GitHub's REST API: Octokit from @actions/github, every answer read
// through boundedFetch (its decoded size capped), every call under the run's deadline and cancellation,
// reads retried within the budget.

const USER_AGENT = 'docs-agent-action'

export interface OpenedGitHub {
  github: typeof import('@actions/github')
  request: GitHubRequest
}

/**
 * github.context reads GITHUB_EVENT_PATH, GITHUB_REPOSITORY, … and getOctokit takes its base URL from
 * GITHUB_API_URL (GHES, tests) when the module loads: it is imported only here, once the env is final.
 * Throws when the module or the event payload cannot be read.
 */
export async function openGitHub(token: string, budget?: RunBudget): Promise<OpenedGitHub> {
  const github = await import('@actions/github')
  void github.context.payload
  // @actions/github adds no retry or throttling plugin: boundedRequest retries reads, within the budget.
  const octokit = github.getOctokit(token, { userAgent: USER_AGENT, request: { fetch: boundedFetch() } })
  const raw: GitHubRequest = (route, params) =>
    octokit.request(route, params) as unknown as Promise<GitHubResponse>
  const request = boundedRequest(raw, budget, (route, why, attempt, delayMs) =>
    core.info(
      `GitHub ${route.split(' ')[1]}: ${forLog(why, 200)}; retry ${attempt} in ${Math.ceil(delayMs / 1000)} s`
    )
  )
  return { github, request }
}
