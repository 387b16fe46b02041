import { forLog } from '../kernel/outside.js'
import { describeGitHubError, gitHubWarning, isPermissionProblem } from '../kernel/github/api.js'
import { ownComments, pullRequestComment, renderCommentBody } from './comment-body.js'
import type { CommentState, PendingJob } from './history.js'
import type { JobAction, JobReport } from './job.js'
import {
  adopted,
  afterWrite,
  failedWrite,
  commentOf,
  knownOf,
  listedWithout,
  merged,
  type CommentPhase,
  type Known,
  type Lifecycle,
  type PendingPlan,
  type WriteOutcome
} from './lifecycle.js'
import { describePullRequest, type SessionContext } from './options.js'
import { writeState } from './state-write.js'

// Writing this run's comment: list the comments once (to find the pull request's), read the comment
// again just before each write and merge this run's line into it as it is now, then PATCH it (or POST
// a new one). A failure is a warning: the agent job matters more than the comment.

export interface CommentWrite {
  jobId: string
  action: JobAction
  finished?: { report: JobReport; error?: string }
  signal?: AbortSignal
  /** What this write does to the state's pending record. */
  pending?: PendingPlan
}

/** Where the comment stands after a write, and the pending record the state held just before it. */
export interface CommentWritten {
  state: Lifecycle
  seen?: PendingJob
}

/** What a write came to, the pending record the state held just before it, and the comment's URL. */
interface Attempt {
  outcome: WriteOutcome
  seen?: PendingJob
  url?: string
}

/** Writes the comment; returns the lifecycle the answers lead to. Never throws. */
export async function writeComment(
  context: SessionContext,
  state: Lifecycle,
  write: CommentWrite
): Promise<CommentWritten> {
  let phase = state.comment
  if (phase.kind === 'off') return { state }
  let attempt: Attempt
  try {
    if (phase.kind === 'unlisted') phase = await locate(context, phase, write.signal)
    attempt = await writeThrough(context, { ...state, comment: phase }, knownOf(phase), write)
  } catch (error) {
    attempt = failedWrite(phase, state.run, failed(context, error, write), write.pending)
  }
  const { outcome, seen, url } = attempt
  // Deleted while this run held it: a reset, said once; no comment is written again.
  if (outcome.kind === 'deleted')
    context.options.log.info(
      `This action's comment on ${describePullRequest(context)} was deleted while this run held it: that resets the pull request's memory, so this run writes no comment again, and the next run starts a new job.`
    )
  const next = {
    ...state,
    comment: afterWrite(phase, outcome),
    url: outcome.kind === 'deleted' ? undefined : (url ?? state.url)
  }
  return { state: next, seen }
}

/**
 * Through the one write path: the comment this run holds (another run of this pull request may have
 * written since this one read, so the line is merged into the comment as it is now), its claim, or a
 * comment posted now (the seal names the comment, so it gets its state once GitHub has numbered it).
 */
async function writeThrough(
  context: SessionContext,
  state: Lifecycle,
  known: Known,
  write: CommentWrite
): Promise<Attempt> {
  const { store, options, token } = context
  const phase = state.comment
  // A follow-up keeps the marker of the workflow that wrote the comment, so that workflow finds it again.
  const key = commentOf(phase)?.key ?? options.key
  const writer = {
    token,
    takesOver: write.finished === undefined,
    merge: (current: CommentState, newest: boolean) =>
      merged(current, phase, state.run, newest, write.pending),
    render: (history: CommentState, commentId?: number) =>
      renderCommentBody({
        key,
        jobId: write.jobId,
        action: write.action,
        runUrl: options.runUrl,
        finished: write.finished,
        state: history,
        notice: state.run.asked.notice,
        seal: commentId === undefined ? undefined : { owner: options.owner, commentId }
      })
  }
  let id = commentOf(phase)?.id
  const posted =
    id === undefined
      ? await store.write(undefined, writer.render(writer.merge(known.state, true)), write.signal)
      : undefined
  id ??= posted?.id
  if (id === undefined) return { outcome: { kind: 'written', known, key, comment: undefined } }
  const fresh = posted !== undefined || phase.kind === 'claimed'
  const result = await writeState(
    { store, owner: options.owner, commentId: id, claim: fresh },
    known.state,
    writer,
    write.signal
  )
  if (result.kind === 'deleted') return { outcome: result }
  const comment = (result.kind === 'written' ? result.comment : undefined) ?? posted
  const url = result.newest ? comment?.url || undefined : undefined
  const outcome: WriteOutcome = {
    kind: 'written',
    known: { ...known, state: result.state },
    key: options.key,
    comment
  }
  return { outcome, seen: result.read.pending, url }
}

/** A failed write is a warning; true when the token may not write comments (they are left alone from now on). */
function failed(context: SessionContext, error: unknown, write: CommentWrite): boolean {
  context.options.log.warning(
    gitHubWarning(
      `write this action's comment on ${describePullRequest(context)}`,
      error,
      true,
      `The agent job ${forLog(write.jobId, 128)} is not affected.`
    )
  )
  // An aborted POST may still have created the comment: list afresh next time rather than add a twin.
  context.store.forget()
  // One warning is enough: without the permission every later attempt fails the same way.
  return isPermissionProblem(describeGitHubError(error))
}

/** The pull request's comment for this project (any workflow's), found among its comments. */
async function locate(
  context: SessionContext,
  phase: CommentPhase,
  signal?: AbortSignal
): Promise<CommentPhase> {
  const { store, options } = context
  const comments = await store.list(signal)
  const identities = await store.trustedIdentities(comments)
  const sticky = pullRequestComment(ownComments(comments, identities, options.owner))
  return sticky ? adopted(phase, sticky) : listedWithout(phase)
}
