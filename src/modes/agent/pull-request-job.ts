import type { RunLog } from '../../kernel/run/run.js'
import type { AgentInputs } from './input-types.js'
import { errorMessage } from '../../kernel/error-message.js'
import { forLog } from '../../kernel/safe-text.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'
import type { GitHubRequest } from '../../kernel/github/api.js'
import { openGitHub } from '../../kernel/github/octokit.js'
import type { Trigger } from '../../kernel/trigger/index.js'
import { pullRequestTarget, workflowRunUrl } from '../../kernel/github/context.js'
import { pushContext, releaseContext } from './prompt/event-context.js'
import { noPullRequest, type PullRequestJob } from '../../pr-job/job.js'
import { PullRequestSession } from '../../pr-job/session.js'
import { pullRequestPrompt } from './prompt/pr-prompt.js'
import { stateOwner } from '../../kernel/github/state-seal.js'
import { CheckRuns } from '../../pr-job/check-run.js'
import { CommentStore } from '../../kernel/github/comment-store.js'
import { TokenIdentity } from '../../kernel/github/identity.js'

// Builds the seam between agent mode and GitHub (event context, the pull request's job and its
// comment; the interface is pr-job/job.ts). GitHub failures never lose an agent job: they become
// warnings, except a follow-up that cannot find its job, which fails before any job is created.

/** What the event asks of GitHub: a pull request's context and comment, or a push or release's context. */
export type GitHubNeed = 'pull-request' | 'code'

/** The integration for this run's event, which open.ts found needs GitHub (`need`), with a token. */
export async function pullRequestJobFor(
  inputs: AgentInputs,
  need: GitHubNeed,
  trigger: Trigger,
  /** The run's log, and its deadline and cancellation: every GitHub call runs under them. */
  run: { log: RunLog; budget?: RunBudget },
  env: NodeJS.ProcessEnv = process.env
): Promise<PullRequestJob> {
  const { log, budget } = run
  if (trigger.kind === 'other' && trigger.problem !== undefined) {
    // A broken payload file costs the GitHub features, not the agent job.
    log.warning(`Skipping the event context and comment: ${forLog(trigger.problem, 300)}`)
    return noPullRequest
  }
  let request: GitHubRequest
  try {
    ;({ request } = await openGitHub(inputs.githubToken, budget, message => log.info(message), 'agent'))
  } catch (error) {
    // A broken bundle costs the GitHub features, not the agent job.
    const why = errorMessage(error)
    log.warning(`Skipping the event context and comment: ${forLog(why, 300)}`)
    return noPullRequest
  }

  if (need === 'code') {
    if (trigger.kind !== 'push' && trigger.kind !== 'release') return noPullRequest
    return {
      ...noPullRequest,
      preparePrompt: async prompt =>
        `${prompt}\n\n${await (trigger.kind === 'push' ? pushContext(request, trigger, log) : releaseContext(request, trigger, log))}`
    }
  }
  const target = pullRequestTarget(trigger)
  if (!target) return noPullRequest
  const { eventContext, commentOnPr } = inputs
  // The seal and the store of the pull request's comments, first: the session starts from them.
  const owner = stateOwner([inputs.apiKey, inputs.previousApiKey], {
    repository: `${target.owner}/${target.repo}`,
    pullRequest: target.number,
    project: inputs.projectId
  })
  const identity = new TokenIdentity(request, inputs.githubToken)
  const store = new CommentStore(request, target, log.info, identity)
  return new PullRequestSession(
    {
      prompt: (prompt, since) =>
        pullRequestPrompt({ eventContext, target, request, commentOnPr, log }, prompt, since),
      commentOnPr,
      prUpdates: inputs.prUpdates,
      jobId: inputs.jobId,
      target,
      key: { workflow: trigger.workflow || 'workflow', job: trigger.job || 'job' },
      owner,
      runUrl: workflowRunUrl(env, target),
      request,
      budget,
      log,
      checks: inputs.checkRun
        ? new CheckRuns(
            request,
            { owner: target.owner, repo: target.repo },
            message => log.warning(message),
            {
              tokenKind: identity.kind,
              info: log.info
            }
          )
        : undefined,
      wait: inputs.wait
    },
    store
  )
}
