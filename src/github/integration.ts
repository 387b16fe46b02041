import * as core from '@actions/core'
import type { AgentAction, AgentReport } from '../agent/run.js'
import type { AgentInputs } from '../inputs.js'
import type { GitHubRequest, GitHubResponse } from './api.js'
import { PULL_REQUEST_EVENTS, pullRequestTarget, workflowRunUrl } from './context.js'
import { PullRequestSession } from './session.js'

// The seam between agent mode and GitHub (pull request context and the sticky comment). Agent mode
// calls these at fixed points; GitHub failures must never fail the step or lose the agent job, so
// implementations turn them into warnings.

export interface PullRequestIntegration {
  /** The prompt to send, with the PR's context appended when `pr-context` applies. */
  preparePrompt(prompt: string): Promise<string>
  /** On a comment event without `job-id`: the job id found in this action's most recent comment on the PR. */
  findJobIdFromComments(): Promise<string | undefined>
  /** The job id is known (created, followed up or resumed). */
  jobStarted(jobId: string, action: AgentAction): Promise<void>
  /** The run is over (terminal, timeout, cancelled, not waited, or failed with `error`). */
  jobFinished(report: AgentReport, error?: string): Promise<void>
  /** The sticky comment's URL, once one was written. */
  readonly commentUrl: string | undefined
}

/** Outside a pull request (or with both features off): nothing to add, nothing to comment. */
export const noPullRequest: PullRequestIntegration = {
  preparePrompt: async prompt => prompt,
  findJobIdFromComments: async () => undefined,
  jobStarted: async () => undefined,
  jobFinished: async () => undefined,
  commentUrl: undefined
}

const USER_AGENT = 'docs-agent-action'

/**
 * Builds the integration for this run's event. Decides on GITHUB_EVENT_NAME first, so a run outside
 * pull requests never loads Octokit (start-up time) and never calls GitHub.
 */
export async function pullRequestIntegration(
  inputs: AgentInputs,
  /** The run's cancellation (SIGINT/SIGTERM, handled in main.ts): pending GitHub reads stop with it. */
  cancel?: AbortSignal,
  env: NodeJS.ProcessEnv = process.env
): Promise<PullRequestIntegration> {
  const eventName = env.GITHUB_EVENT_NAME ?? ''
  if (!PULL_REQUEST_EVENTS.has(eventName)) return noPullRequest
  // A comment without `job-id` looks up the earlier job even with both features off.
  const followUpLookup = eventName === 'issue_comment' && inputs.jobId === undefined
  if (!inputs.prContext && !inputs.commentOnPr && !followUpLookup) return noPullRequest
  if (!inputs.githubToken) {
    core.warning(
      '`github-token` is empty: no pull request context and no comment. Leave the input at its default ' +
        '(`${{ github.token }}`) or pass a token with `pull-requests: write`.'
    )
    return noPullRequest
  }

  // github.context reads GITHUB_EVENT_PATH, GITHUB_REPOSITORY, … and getOctokit takes its base URL from
  // GITHUB_API_URL (GHES, tests) when the module loads: import it only now, after the env is final.
  let github: typeof import('@actions/github')
  let target
  try {
    github = await import('@actions/github')
    target = pullRequestTarget(github.context)
  } catch (error) {
    // A broken payload file (or bundle) costs the PR features, not the agent job.
    const why = error instanceof Error ? error.message : String(error)
    core.warning(`Skipping the pull request context and comment: ${why}`)
    return noPullRequest
  }
  if (!target) return noPullRequest

  // @actions/github adds no retry or throttling plugin, so nothing waits behind our timeouts.
  const octokit = github.getOctokit(inputs.githubToken, { userAgent: USER_AGENT })
  const request: GitHubRequest = (route, params) =>
    octokit.request(route, params) as unknown as Promise<GitHubResponse>
  return new PullRequestSession({
    prContext: inputs.prContext,
    commentOnPr: inputs.commentOnPr,
    jobId: inputs.jobId,
    target,
    key: { workflow: github.context.workflow || 'workflow', job: github.context.job || 'job' },
    runUrl: workflowRunUrl(env, target),
    request,
    cancel
  })
}
