import * as core from '@actions/core'
import type { AgentInputs } from '../input-types.js'
import { errorMessage } from '../../../kernel/error-message.js'
import { forLog } from '../../../kernel/outside.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import type { GitHubRequest } from '../../../kernel/github/api.js'
import { openGitHub, type OpenedGitHub } from '../../../kernel/github/octokit.js'
import { pullRequestTarget, workflowRunUrl } from '../../../kernel/github/context.js'
import { noPullRequest, type PullRequestIntegration } from '../../../kernel/github/seam.js'
import { stateOwner } from '../../../kernel/github/state-seal.js'
import { pushContext, releaseContext } from '../prompt/event-context.js'
import { PullRequestSession } from './session.js'

// Builds the seam between agent mode and GitHub (event context, the pull request's job and its
// comment; the interface is in seam.ts) once open.ts has found that the event needs it: loaded
// lazily, with Octokit. GitHub failures never lose an agent job: they become warnings, except a
// follow-up that cannot find its job, which fails before any job is created.

/** What the event asks of GitHub: a pull request's context and comment, or a push or release's context. */
export type GitHubNeed = 'pull-request' | 'code'

export async function pullRequestIntegration(
  inputs: AgentInputs,
  need: GitHubNeed,
  /** The run's deadline and cancellation: every GitHub call runs under them. */
  budget?: RunBudget,
  env: NodeJS.ProcessEnv = process.env
): Promise<PullRequestIntegration> {
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

  const eventName = env.GITHUB_EVENT_NAME ?? ''
  if (need === 'code') {
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
