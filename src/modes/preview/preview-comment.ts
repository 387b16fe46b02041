import type { PreviewInputs } from './input-types.js'
import { forLog, forMarkdown, markdownLink } from '../../kernel/safe-text.js'
import { timeoutSignal } from '../../kernel/time/run-budget.js'
import {
  GITHUB_CANCELLED_WRITE_MS,
  GITHUB_FINAL_WRITE_GRACE_MS,
  GITHUB_FINAL_WRITE_MS
} from '../../kernel/time/limits.js'
import { gitHubWarning } from '../../kernel/github/api.js'
import { CommentStore } from '../../kernel/github/comment-store.js'
import { pullRequestTarget, workflowRunUrl, type PullRequestTarget } from '../../kernel/github/context.js'
import { TokenIdentity } from '../../kernel/github/identity.js'
import { openGitHub } from '../../kernel/github/octokit.js'
import { findOwned, leftAlone, ownedMarker, type OwnedScope } from '../../kernel/github/owned.js'
import { mayConcernPullRequest } from '../../kernel/trigger/index.js'
import type { Run } from '../../kernel/run/run.js'

// Preview mode on a pull request: one sticky comment with the preview's link and state per project
// (and matrix leg), updated by every run. It is found by the owned-object rule (kernel/github/owned.ts):
// its marker names the repository, pull request, project and leg, and counts only at the start of a
// comment by this token's identity. A comment with the marker by anyone else is left alone.

/** What the comment shows; the mode decides the words (github/ knows nothing of deployments). */
export interface PreviewCommentFacts {
  branch: string
  /** One short phrase: "ready", "failed", "still building when the step stopped waiting", … */
  state: string
  previewUrl?: string
  statusId: string
}

/** The preview comment's scope: this repository, pull request, project and leg. */
export function previewScope(target: PullRequestTarget, projectId: string, leg: string): OwnedScope {
  return {
    kind: 'preview',
    repository: `${target.owner}/${target.repo}`,
    number: target.number,
    project: projectId,
    leg
  }
}

export function previewCommentBody(marker: string, facts: PreviewCommentFacts, runUrl?: string): string {
  const link = facts.previewUrl ? markdownLink(facts.previewUrl) : 'no preview URL yet'
  return [
    marker,
    '### Docs preview',
    '',
    `**${forMarkdown(facts.state, 200)}**: ${link}`,
    '',
    `Branch <code>${forMarkdown(facts.branch, 255)}</code> · status id <code>${forMarkdown(facts.statusId, 128)}</code>${runUrl ? ` · ${markdownLink(runUrl, 'workflow run')}` : ''}`
  ].join('\n')
}

/** Writes or updates the preview comment; a failure is a warning, never the step's failure. */
export async function publishPreviewComment(
  inputs: PreviewInputs,
  facts: PreviewCommentFacts,
  { budget, trigger, log }: Pick<Run, 'budget' | 'trigger' | 'log'>,
  env: NodeJS.ProcessEnv = process.env
): Promise<string | undefined> {
  if (!inputs.commentOnPr || !mayConcernPullRequest(trigger) || !inputs.githubToken) return undefined
  if (trigger.kind === 'other' && trigger.problem !== undefined) {
    log.warning(`Skipping the preview comment: ${forLog(trigger.problem, 300)}`)
    return undefined
  }
  const target = pullRequestTarget(trigger)
  if (!target) return undefined
  // The comment is the run's last word, whatever the end: past the deadline (a preview that outlasted
  // `timeout-minutes`) it gets the same short grace as agent mode's comment, and after cancellation
  // one short budget of its own, not tied to the (already aborted) cancel signal.
  const final = budget.cancel.aborted
    ? timeoutSignal(GITHUB_CANCELLED_WRITE_MS)
    : budget.bounded(GITHUB_FINAL_WRITE_MS, GITHUB_FINAL_WRITE_GRACE_MS)
  const { signal } = final
  try {
    const { request } = await openGitHub(inputs.githubToken, budget, message => log.info(message), 'preview')
    const identity = new TokenIdentity(request, inputs.githubToken)
    const store = new CommentStore(request, target, message => log.info(message), identity)
    const scope = previewScope(target, inputs.projectId, inputs.matrixLeg)
    const { mine, strangers } = await findOwned(await store.list(signal), scope, identity, signal)
    const ignored = leftAlone('comment(s)', strangers)
    if (ignored) log.info(ignored)
    const body = previewCommentBody(ownedMarker(scope), facts, workflowRunUrl(env, target))
    const written = await store.write(mine?.id, body, signal)
    return written?.url
  } catch (error) {
    log.warning(
      gitHubWarning(
        'write the preview comment',
        error,
        true,
        'The preview itself is unaffected: its link is in the outputs and the job summary.'
      )
    )
    return undefined
  } finally {
    final.dispose()
  }
}
