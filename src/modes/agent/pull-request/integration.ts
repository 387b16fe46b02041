import * as core from '@actions/core'
import { COMMENT_EVENTS } from '../inputs.js'
import type { AgentInputs } from '../../../kernel/inputs/index.js'
import { errorMessage } from '../../../kernel/error-message.js'
import { forLog } from '../../../kernel/outside.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import type { GitHubRequest } from '../../../kernel/github/api.js'
import { openGitHub } from '../../../kernel/github/octokit.js'
import type { Trigger } from '../../../kernel/trigger/index.js'
import { PULL_REQUEST_EVENTS, pullRequestTarget, workflowRunUrl } from '../../../kernel/github/context.js'
import { CODE_EVENTS, pushContext, releaseContext } from '../prompt/event-context.js'
import { noPullRequest, type PullRequestIntegration } from '../../../kernel/github/seam.js'
import { PullRequestSession } from './session.js'
import { stateOwner } from '../../../kernel/github/state-seal.js'

// Builds the seam between agent mode and GitHub (event context, the pull request's job and its
// comment; the interface is in seam.ts). GitHub failures never lose an agent job: they become
// warnings, except a follow-up that cannot find its job, which fails before any job is created.

/**
 * Builds the integration for this run's event. Decides on the event's name first, so a run outside
 * these events never loads Octokit (start-up time) and never calls GitHub.
 */
export async function pullRequestIntegration(
  inputs: AgentInputs,
  trigger: Trigger,
  /** The run's deadline and cancellation: every GitHub call runs under them. */
  budget?: RunBudget,
  env: NodeJS.ProcessEnv = process.env
): Promise<PullRequestIntegration> {
  const eventName = trigger.event
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

  if (trigger.kind === 'other' && trigger.problem !== undefined) {
    // A broken payload file costs the GitHub features, not the agent job.
    core.warning(`Skipping the event context and comment: ${forLog(trigger.problem, 300)}`)
    return noPullRequest
  }
  let request: GitHubRequest
  try {
    ;({ request } = await openGitHub(inputs.githubToken, budget))
  } catch (error) {
    // A broken bundle costs the GitHub features, not the agent job.
    const why = errorMessage(error)
    core.warning(`Skipping the event context and comment: ${forLog(why, 300)}`)
    return noPullRequest
  }

  if (onCode && (trigger.kind === 'push' || trigger.kind === 'release')) {
    return {
      ...noPullRequest,
      preparePrompt: async prompt =>
        `${prompt}\n\n${await (trigger.kind === 'push' ? pushContext(request, trigger) : releaseContext(request, trigger))}`
    }
  }
  const target = pullRequestTarget(trigger)
  if (!target) return noPullRequest
  return new PullRequestSession({
    eventContext: inputs.eventContext,
    commentOnPr: inputs.commentOnPr,
    prUpdates: inputs.prUpdates,
    jobId: inputs.jobId,
    target,
    key: { workflow: trigger.workflow || 'workflow', job: trigger.job || 'job' },
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
