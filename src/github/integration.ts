import { errorMessage } from '../shared/error-message.js'
import * as core from '@actions/core'
import type { AgentAction, AgentReport } from '../agent/run.js'
import type { AgentInputs } from '../inputs/index.js'
import { forLog } from '../shared/outside.js'
import type { RunBudget } from '../time/run-budget.js'
import { boundedRequest, type GitHubRequest, type GitHubResponse } from './api.js'
import { PULL_REQUEST_EVENTS, pullRequestTarget, workflowRunUrl } from './context.js'
import { CODE_EVENTS, pushContext, releaseContext } from './event-context.js'
import { PullRequestSession } from './session.js'

// The seam between agent mode and GitHub (event context, the pull request's job and its comment).
// Agent mode calls these at fixed points. GitHub failures never lose an agent job: they become
// warnings, except a follow-up that cannot find its job, which fails before any job is created.

export interface EarlierJob {
  jobId: string
  /** The head SHA the job last saw (pull request follow-ups): the base of the next range. */
  lastHead?: string
  /** Found for a `/docs` comment (any workflow's comment) rather than this workflow job's own. */
  fromComment: boolean
}

export interface PullRequestIntegration {
  /**
   * The job this run follows up, from this action's comment: a `/docs` comment's most recently updated
   * one, or (pull request events, `pr-updates: follow-up`) this workflow job's. Throws when the comments
   * cannot be read, rather than create a second job.
   */
  findEarlierJob(): Promise<EarlierJob | undefined>
  /** The earlier job cannot take a follow-up: this run creates a new one, and the comment says why. */
  replaceJob(reason: string): void
  /** The prompt with the event's context appended (`event-context`); `since` is the last head the job saw. */
  preparePrompt(prompt: string, since?: string): Promise<string>
  /** The job id is known (created, followed up or resumed). */
  jobStarted(jobId: string, action: AgentAction): Promise<void>
  /** The run is over (terminal, timeout, cancelled, not waited, or failed with `error`). */
  jobFinished(report: AgentReport, error?: string): Promise<void>
  /** The sticky comment's URL, once one was written. */
  readonly commentUrl: string | undefined
}

/** Outside these events (or with the features off): nothing to add, nothing to comment. */
export const noPullRequest: PullRequestIntegration = {
  findEarlierJob: async () => undefined,
  replaceJob: () => undefined,
  preparePrompt: async prompt => prompt,
  jobStarted: async () => undefined,
  jobFinished: async () => undefined,
  commentUrl: undefined
}

const USER_AGENT = 'docs-agent-action'

/**
 * Builds the integration for this run's event. Decides on GITHUB_EVENT_NAME first, so a run outside
 * these events never loads Octokit (start-up time) and never calls GitHub.
 */
export async function pullRequestIntegration(
  inputs: AgentInputs,
  /** The run's deadline and cancellation: every GitHub call runs under them. */
  budget?: RunBudget,
  env: NodeJS.ProcessEnv = process.env
): Promise<PullRequestIntegration> {
  const eventName = env.GITHUB_EVENT_NAME ?? ''
  const onPullRequest = PULL_REQUEST_EVENTS.has(eventName)
  const onCode = CODE_EVENTS.has(eventName) && inputs.eventContext && inputs.prompt !== undefined
  if (!onPullRequest && !onCode) return noPullRequest
  // A comment without `job-id` looks up the earlier job even with both features off.
  const followUpLookup = eventName === 'issue_comment' && inputs.jobId === undefined
  if (onPullRequest && !inputs.eventContext && !inputs.commentOnPr && !followUpLookup) return noPullRequest
  if (!inputs.githubToken) {
    core.warning(
      '`github-token` is empty: no event context and no comment. Leave the input at its default ' +
        '(`${{ github.token }}`) or pass a token with `pull-requests: write`.'
    )
    return noPullRequest
  }

  // github.context reads GITHUB_EVENT_PATH, GITHUB_REPOSITORY, … and getOctokit takes its base URL from
  // GITHUB_API_URL (GHES, tests) when the module loads: import it only now, after the env is final.
  let github: typeof import('@actions/github')
  try {
    github = await import('@actions/github')
    void github.context.payload
  } catch (error) {
    // A broken payload file (or bundle) costs the GitHub features, not the agent job.
    const why = errorMessage(error)
    core.warning(`Skipping the event context and comment: ${forLog(why, 300)}`)
    return noPullRequest
  }
  // @actions/github adds no retry or throttling plugin: boundedRequest retries reads, within the budget.
  const octokit = github.getOctokit(inputs.githubToken, { userAgent: USER_AGENT })
  const raw: GitHubRequest = (route, params) =>
    octokit.request(route, params) as unknown as Promise<GitHubResponse>
  const request = boundedRequest(raw, budget, (route, why, attempt, delayMs) =>
    core.info(
      `GitHub ${route.split(' ')[1]}: ${forLog(why, 200)}; retry ${attempt} in ${Math.ceil(delayMs / 1000)} s`
    )
  )

  if (onCode) {
    const context = { eventName, payload: github.context.payload, repo: github.context.repo }
    return {
      ...noPullRequest,
      preparePrompt: async prompt =>
        `${prompt}\n\n${await (eventName === 'push' ? pushContext(request, context) : releaseContext(request, context))}`
    }
  }
  const target = pullRequestTarget(github.context)
  if (!target) return noPullRequest
  return new PullRequestSession({
    eventContext: inputs.eventContext,
    commentOnPr: inputs.commentOnPr,
    prUpdates: inputs.prUpdates,
    jobId: inputs.jobId,
    target,
    key: { workflow: github.context.workflow || 'workflow', job: github.context.job || 'job' },
    runUrl: workflowRunUrl(env, target),
    request,
    budget
  })
}
