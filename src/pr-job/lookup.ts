import { forLog } from '../kernel/safe-text.js'
import { describeGitHubError, isPermissionProblem, permissionsBlock } from '../kernel/github/api.js'
import { type CommentKey, type IssueComment } from '../kernel/github/comment.js'
import {
  otherKeyComments,
  ownComments,
  pullRequestComment,
  renderClaimBody,
  type OwnComment
} from './comment-body.js'
import type { EarlierJob } from './job.js'
import { claimMarker, claimPullRequest } from './claim.js'
import { adopted, claimWon, replaced, type Lifecycle } from './lifecycle.js'
import { describePullRequest, type SessionContext } from './options.js'

// Looking up the job this pull request already has: its one comment of this action for this project,
// whichever workflow wrote it (for a `/docs` comment, or a pull request event with `pr-updates:
// follow-up`); with none yet, the claim. Each answer moves the comment phase on (lifecycle.ts). A run
// that cannot read the comments, or cannot record its claim, creates no job: without that memory every
// push would start another one.

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
  const { commentOnPr, owner, target } = context.options
  let listed: OwnComments
  try {
    listed = await listOwnComments(context)
  } catch (error) {
    throw noMemory(context, `read the comments of ${describePullRequest(context)} to find`, error)
  }
  const { comments, identities, sticky } = listed
  let answer: LookupAnswer = sticky ? { kind: 'found', comment: sticky } : { kind: 'none' }
  const notice = sticky
    ? undefined
    : sealedWithAnotherKey(context, otherKeyComments(comments, identities, owner))
  if (!sticky && commentOnPr) answer = await claim(context)
  const found = answer.kind === 'found' ? answer.comment : undefined
  const jobId = found?.state.job
  const taken = found && jobId !== undefined ? takingJob(context, found, jobId) : undefined
  const next = lookedUp(state, answer, notice)
  if (!found || jobId === undefined || taken === undefined) {
    context.options.log.info(
      `No comment of this action names a job on ${describePullRequest(context)} for this project: creating a new job.`
    )
    return { state: next }
  }
  context.options.log.info(taken)
  if (found.previousKey)
    context.options.log.info(
      'Its state was sealed with `previous-api-key`: this run seals it again with `api-key` (the previous key can go once every open pull request has had a run).'
    )
  return { state: next, earlier: { jobId, lastHead: found.state.head, fromComment: target.fromComment } }
}

/** The pull request's comments, the trusted identities among their writers, and its one comment of
 * this action for this project (any workflow's), if it has one. */
interface OwnComments {
  comments: IssueComment[]
  identities: Awaited<ReturnType<SessionContext['store']['trustedIdentities']>>
  sticky?: OwnComment
}

export async function listOwnComments(context: SessionContext, signal?: AbortSignal): Promise<OwnComments> {
  const { store, options } = context
  const comments = await store.list(signal)
  const identities = await store.trustedIdentities(comments)
  return {
    comments,
    identities,
    sticky: pullRequestComment(ownComments(comments, identities, options.owner))
  }
}

/**
 * The comments cannot be read, or the claim cannot be written: no job is created rather than one the
 * pull request would forget (every later run would start another).
 */
function noMemory(context: SessionContext, what: string, error: unknown): LookupError {
  const failure = describeGitHubError(error)
  const status = failure.status ? `HTTP ${failure.status}: ` : ''
  const { commentOnPr, target } = context.options
  const permission = isPermissionProblem(failure)
    ? ` The github-token lacks the permission. Add this to the workflow (or the job):\n${permissionsBlock(true)}\n`
    : ' '
  const without =
    commentOnPr && !target.fromComment
      ? 'set `comment-on-pr: false` to go without the comment (every run then creates a new job), '
      : ''
  return new LookupError(
    `Could not ${what} its agent job (${status}${forLog(failure.message, 300)}). ` +
      'No job was created, so that this run does not start a second agent for the same pull request.' +
      `${permission}Re-run the workflow, ${without}or pass the job with \`job-id\`.`
  )
}

/** No state this run can open, but one sealed here with another key: say so; the new job's line says why. */
function sealedWithAnotherKey(context: SessionContext, sealed: IssueComment[]): string | undefined {
  const first = sealed[0]
  if (!first) return undefined
  context.options.log.warning(
    `This action's comment on ${describePullRequest(context)} (${forLog(first.url || `comment ${first.id}`, 300)}) ` +
      'holds a state sealed with another key than `api-key` (the key was rotated, or the comment was edited): ' +
      'its job cannot be trusted, so this run creates a new one. After a rotation, pass the old key as ' +
      '`previous-api-key` for a while to keep following the jobs of open pull requests.'
  )
  return 'the earlier state on this pull request was sealed with another key than `api-key`; pass the old key as `previous-api-key` to keep its job'
}

function takingJob(context: SessionContext, found: OwnComment, jobId: string): string {
  const { commentOnPr } = context.options
  return (
    `Taking job ${forLog(jobId)} from this action's comment on ${describePullRequest(context)} ` +
    `(${forLog(found.url || `comment ${found.id}`, 300)}, written by workflow "${forLog(found.key.workflow, 100)}", job "${forLog(found.key.job, 100)}"); ` +
    (commentOnPr ? 'that comment is updated as the follow-up runs.' : '`comment-on-pr` is off.')
  )
}

/** The pull request has no comment yet: claim it, so that two runs starting together make one job. */
async function claim(context: SessionContext): Promise<LookupAnswer> {
  const { store, options } = context
  const { owner, key, runUrl, budget } = options
  try {
    const outcome = await claimPullRequest({
      store,
      owner,
      body: renderClaimBody(key, runUrl, claimMarker(owner, Date.now())),
      signal: budget?.signal,
      deadline: budget?.deadline ?? Number.POSITIVE_INFINITY,
      log: options.log
    })
    return outcome.kind === 'joined'
      ? { kind: 'found', comment: outcome.comment }
      : { kind: 'claimed', comment: outcome.comment, key }
  } catch (error) {
    store.forget()
    throw noMemory(context, `write this action's comment on ${describePullRequest(context)} to record`, error)
  }
}

/** What looking up the pull request's job came to: its comment, this run's claim, or neither. */
export type LookupAnswer =
  | { kind: 'found'; comment: OwnComment }
  | { kind: 'claimed'; comment: IssueComment; key: CommentKey }
  | { kind: 'none' }

/** The lifecycle after the lookup; `notice` says why the run starts a new job. */
export function lookedUp(state: Lifecycle, answer: LookupAnswer, notice?: string): Lifecycle {
  const run = notice === undefined ? state.run : replaced(state.run, notice)
  switch (answer.kind) {
    case 'found':
      return { ...state, run, comment: adopted(state.comment, answer.comment) }
    case 'claimed': {
      const { comment, key } = answer
      return { ...state, run, comment: claimWon(state.comment, comment, key), url: comment.url || state.url }
    }
    case 'none':
      return { ...state, run }
  }
}
