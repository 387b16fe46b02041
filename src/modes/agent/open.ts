import type { RunLog } from '../../kernel/run/run.js'
import type { AgentInputs } from './input-types.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'
import { isCodeChange, isComment, mayConcernPullRequest, type Trigger } from '../../kernel/trigger/index.js'
import { noPullRequest, type PullRequestJob } from '../../pr-job/job.js'
// A type only: erased, so pull-request-job.ts still loads only when imported below.
import type { GitHubNeed } from './pull-request-job.js'

// Whether this run's event needs GitHub at all, decided on the event's name and the inputs alone.
// Only a run that does loads pull-request-job.ts, and with it Octokit, the comment store and the
// lifecycle: a push or workflow_dispatch run without event context reaches its first API request
// without them (the time to the job id).

export function gitHubNeed(inputs: AgentInputs, trigger: Trigger): GitHubNeed | undefined {
  if (mayConcernPullRequest(trigger)) {
    // A comment without `job-id` looks up the earlier job even with both features off.
    const followUpLookup = isComment(trigger) && inputs.jobId === undefined
    return inputs.eventContext || inputs.commentOnPr || followUpLookup ? 'pull-request' : undefined
  }
  if (isCodeChange(trigger) && inputs.eventContext && inputs.prompt !== undefined) return 'code'
  return undefined
}

/** The seam agent mode talks to GitHub through: `noPullRequest` unless the event needs GitHub. */
export async function openPullRequest(
  inputs: AgentInputs,
  trigger: Trigger,
  /** The run's log, and its deadline and cancellation: every GitHub call runs under them. */
  run: { log: RunLog; budget?: RunBudget },
  env: NodeJS.ProcessEnv = process.env
): Promise<PullRequestJob> {
  const need = gitHubNeed(inputs, trigger)
  if (need === undefined) return noPullRequest
  if (!inputs.githubToken) {
    run.log.warning(
      '`github-token` is empty: no event context and no comment. Leave the input at its default ' +
        '(`${{ github.token }}`) or pass a token with `pull-requests: write`.'
    )
    return noPullRequest
  }
  const { pullRequestJobFor } = await import('./pull-request-job.js')
  return pullRequestJobFor(inputs, need, trigger, run, env)
}
