import * as core from '@actions/core'
import { COMMENT_EVENTS } from '../inputs.js'
import type { AgentInputs } from '../input-types.js'
import { errorMessage } from '../../../kernel/error-message.js'
import { forLog } from '../../../kernel/outside.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import type { GitHubRequest } from '../../../kernel/github/api.js'
import { openGitHub, type OpenedGitHub } from '../../../kernel/github/octokit.js'
import { PULL_REQUEST_EVENTS, pullRequestTarget, workflowRunUrl } from '../../../kernel/github/context.js'
import { CODE_EVENTS, pushContext, releaseContext } from '../prompt/event-context.js'
import { noPullRequest, type PullRequestIntegration } from '../../../kernel/github/seam.js'
import { PullRequestSession } from './session.js'
import { stateOwner } from '../../../kernel/github/state-seal.js'

// Builds the seam between agent mode and GitHub (event context, the pull request's job and its
// comment; the interface is in seam.ts). GitHub failures never lose an agent job: they become
// warnings, except a follow-up that cannot find its job, which fails before any job is created.

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
  const followUpLookup = COMMENT_EVENTS.has(eventName) && inputs.jobId === undefined
  if (onPullRequest && !inputs.eventContext && !inputs.commentOnPr && !followUpLookup) return noPullRequest
  if (!inputs.githubToken) {
    core.warning(
      '`github-token` is empty: no event context and no comment. Leave the input at its default ' +
        '(`${{ github.token }}`) or pass a token with `pull-requests: write`.'
    )
    return noPullRequest
  }

  let github: OpenedGitHub['github']
  let request: GitHubRequest
  try {
    ;({ github, request } = await openGitHub(inputs.githubToken, budget))
  } catch (error) {
    // A broken payload file (or bundle) costs the GitHub features, not the agent job.
    const why = errorMessage(error)
    core.warning(`Skipping the event context and comment: ${forLog(why, 300)}`)
    return noPullRequest
  }

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
    owner: stateOwner(inputs.apiKey, {
      repository: `${target.owner}/${target.repo}`,
      pullRequest: target.number,
      project: inputs.projectId
    }),
    runUrl: workflowRunUrl(env, target),
    request,
    budget
  })
}
