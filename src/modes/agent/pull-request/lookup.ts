import * as core from '../../../kernel/io/workflow-commands.js'
import { forLog } from '../../../kernel/outside.js'
import { describeGitHubError, gitHubWarning, isPermissionProblem } from '../../../kernel/github/api.js'
import {
  findStickyComment,
  latestJobComment,
  ownComments,
  renderClaimBody,
  type OwnComment
} from '../../../kernel/github/comment.js'
import type { EarlierJob } from '../../../kernel/github/seam.js'
import { claimMarker, claimPullRequest } from './claim.js'
import { adopted, claimWon, turnedOff, type Lifecycle } from './lifecycle.js'
import { describePullRequest, type SessionContext } from './options.js'

// Looking up the job this pull request already has: the `/docs` comment's most recently updated
// comment of this action, or (pull request events, `pr-updates: follow-up`) this workflow job's
// sticky comment; with none yet, the claim. Each answer moves the comment phase on (lifecycle.ts).

export class LookupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LookupError'
  }
}

export interface Lookup {
  state: Lifecycle
  earlier?: EarlierJob
}

/** Whether this run looks up an earlier job at all: never with `job-id`, nor without a follow-up to make. */
export function looksUp(context: SessionContext): boolean {
  const { target, commentOnPr, prUpdates, jobId } = context.options
  if (jobId !== undefined) return false
  return target.fromComment || (prUpdates === 'follow-up' && commentOnPr)
}

export async function lookUpEarlierJob(context: SessionContext, state: Lifecycle): Promise<Lookup> {
  if (!looksUp(context)) return { state }
  const { store, options } = context
  const { target, commentOnPr, owner, key } = options
  let comments
  try {
    comments = await store.list()
  } catch (error) {
    return { state: { ...state, comment: listFailed(context, error) } }
  }
  const identities = await store.trustedIdentities(comments)
  const own = ownComments(comments, identities, owner)
  let found = target.fromComment ? latestJobComment(own) : findStickyComment(own, key)
  let next = state
  if (found) next = { ...state, comment: adopted(state.comment, found) }
  else if (!target.fromComment && commentOnPr) ({ state: next, joined: found } = await claim(context, state))
  const jobId = found?.state.job
  if (!found || jobId === undefined) {
    core.info(
      `No comment of this action names a job on ${describePullRequest(context)} for this project: creating a new job.`
    )
    return { state: next }
  }
  core.info(takingJob(context, found, jobId))
  return { state: next, earlier: { jobId, lastHead: found.state.head, fromComment: target.fromComment } }
}

/** The comments cannot be read: a pull request event goes on without them, a comment fails clearly. */
function listFailed(context: SessionContext, error: unknown): Lifecycle['comment'] {
  const failure = describeGitHubError(error)
  const pr = describePullRequest(context)
  if (!context.options.target.fromComment && isPermissionProblem(failure)) {
    core.warning(
      gitHubWarning(`read the comments of ${pr}`, error, true, 'Creating a new job; no comment is written.')
    )
    // Without read access the comment cannot be found (or written): one warning is enough.
    return turnedOff()
  }
  const status = failure.status ? `HTTP ${failure.status}: ` : ''
  throw new LookupError(
    `Could not read the comments of ${pr} to find its agent job (${status}${forLog(failure.message, 300)}). ` +
      'No job was created, so that this run does not start a second agent for the same pull request. ' +
      'Re-run the workflow, or pass the job with `job-id`.'
  )
}

function takingJob(context: SessionContext, found: OwnComment, jobId: string): string {
  const { target, commentOnPr } = context.options
  return (
    `Taking job ${forLog(jobId)} from this action's ${target.fromComment ? 'most recently updated ' : ''}comment on ${describePullRequest(context)} ` +
    `(${forLog(found.url || `comment ${found.id}`, 300)}, written by workflow "${forLog(found.key.workflow, 100)}", job "${forLog(found.key.job, 100)}"); ` +
    (commentOnPr ? 'that comment is updated as the follow-up runs.' : '`comment-on-pr` is off.')
  )
}

/** The pull request has no comment yet: claim it, so that two runs starting together make one job. */
async function claim(
  context: SessionContext,
  state: Lifecycle
): Promise<{ state: Lifecycle; joined?: OwnComment }> {
  const { store, options } = context
  const { owner, key, runUrl, budget } = options
  try {
    const outcome = await claimPullRequest({
      store,
      owner,
      key,
      body: renderClaimBody(key, runUrl, claimMarker(owner, Date.now())),
      signal: budget?.signal,
      deadline: budget?.deadline ?? Number.POSITIVE_INFINITY
    })
    if (outcome.kind === 'joined')
      return {
        state: { ...state, comment: adopted(state.comment, outcome.comment) },
        joined: outcome.comment
      }
    const url = outcome.comment.url || state.url
    return { state: { ...state, comment: claimWon(state.comment, outcome.comment, key), url } }
  } catch (error) {
    core.warning(
      gitHubWarning(
        `write this action's comment on ${describePullRequest(context)}`,
        error,
        true,
        'Creating the job.'
      )
    )
    store.forget()
    if (isPermissionProblem(describeGitHubError(error))) return { state: { ...state, comment: turnedOff() } }
    return { state }
  }
}
