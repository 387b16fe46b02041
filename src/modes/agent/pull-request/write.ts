import * as core from '../../../kernel/io/workflow-commands.js'
import { forLog } from '../../../kernel/outside.js'
import { describeGitHubError, gitHubWarning, isPermissionProblem } from '../../../kernel/github/api.js'
import {
  ownComments,
  pullRequestComment,
  renderClaimBody,
  renderCommentBody,
  type CommentKey,
  type IssueComment
} from '../../../kernel/github/comment.js'
import type { CommentState, PendingJob } from '../../../kernel/github/history.js'
import type { JobAction, JobReport } from '../../../kernel/github/seam.js'
import {
  adopted,
  commentOf,
  deleted,
  knownOf,
  listedWithout,
  merged,
  reread,
  turnedOff,
  writeFailed,
  written,
  withKnown,
  type CommentPhase,
  type Known,
  type Lifecycle
} from './lifecycle.js'
import { describePullRequest, type SessionContext } from './options.js'

// Writing this run's comment: list the comments once (to find the pull request's), read the comment
// again just before each write and merge this run's line into it as it is now, then PATCH it (or POST
// a new one). A failure is a warning: the agent job matters more than the comment.

export interface CommentWrite {
  jobId: string
  action: JobAction
  finished?: { report: JobReport; error?: string }
  signal?: AbortSignal
  /** The state's pending job after this write, from the one the comment holds now. */
  pending?: (current: PendingJob | undefined) => PendingJob | undefined
}

/** Writes the comment; returns the lifecycle the answers lead to. Never throws. */
export async function writeComment(
  context: SessionContext,
  state: Lifecycle,
  write: CommentWrite
): Promise<Lifecycle> {
  let phase = state.comment
  if (phase.kind === 'off') return state
  const { store, options } = context
  /** This run's line merged into the comment's history, once it is. */
  let known: Known | undefined
  try {
    if (phase.kind === 'unlisted') phase = await locate(context, phase, write.signal)
    // Another run of this pull request may have written since this one read: merge into the comment
    // as it is now, so no history line is lost and the head never goes back.
    if (phase.kind === 'held') {
      phase = reread(phase, await store.read(phase.comment.id, write.signal), options.owner)
      if (phase.kind === 'off') return reset(context, state)
    }
    known = merged(phase, state.run)
    if (write.pending) {
      const pending = write.pending(known.state.pending)
      const { pending: _old, ...rest } = known.state
      known = { ...known, state: pending ? { ...rest, pending } : rest }
    }
    const render = renderer(context, state, known.state, write)
    let comment: IssueComment | undefined
    const existing = commentOf(phase)
    if (existing) {
      // A follow-up keeps the marker of the workflow that wrote the comment, so that workflow finds it again.
      try {
        comment = await store.write(existing.id, render(existing.key, existing.id), write.signal)
      } catch (error) {
        if (describeGitHubError(error).status !== 404) throw error
        return reset(context, state)
      }
    }
    if (!commentOf(phase)) {
      // The seal names the comment, so a new comment gets its state once GitHub has numbered it.
      const posted = await store.write(undefined, render(options.key), write.signal)
      comment =
        posted && ((await store.write(posted.id, render(options.key, posted.id), write.signal)) ?? posted)
    }
    if (!comment) return { ...state, comment: withKnown(phase, known) }
    return { ...state, comment: written(phase, comment, options.key, known), url: comment.url || state.url }
  } catch (error) {
    return { ...state, comment: failed(context, error, write, writeFailed(phase, known ?? knownOf(phase))) }
  }
}

/** The comment's body for `key`, sealed for `commentId` once GitHub has numbered the comment. */
function renderer(context: SessionContext, state: Lifecycle, history: CommentState, write: CommentWrite) {
  const { runUrl, owner } = context.options
  return (key: CommentKey, commentId?: number) =>
    renderCommentBody({
      key,
      jobId: write.jobId,
      action: write.action,
      runUrl,
      finished: write.finished,
      state: history,
      notice: state.run.asked.notice,
      seal: commentId === undefined ? undefined : { owner, commentId }
    })
}

/** The comment was deleted while this run held it: a reset, said once; no comment is written again. */
function reset(context: SessionContext, state: Lifecycle): Lifecycle {
  context.options.info(
    `This action's comment on ${describePullRequest(context)} was deleted while this run held it: that resets the pull request's memory, so this run writes no comment again, and the next run starts a new job.`
  )
  return { ...state, comment: deleted(), url: undefined }
}

/** A failed write is a warning; `next` is where the comment stands unless comments are now off. */
function failed(
  context: SessionContext,
  error: unknown,
  write: CommentWrite,
  next: CommentPhase
): CommentPhase {
  core.warning(
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
  return isPermissionProblem(describeGitHubError(error)) ? turnedOff() : next
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

/** No job came of this run: the claim comment says so, and no longer holds another run up. */
export async function writeNoJob(
  context: SessionContext,
  claim: number,
  error: string,
  signal: AbortSignal
): Promise<void> {
  const { key, runUrl } = context.options
  try {
    await context.store.write(claim, renderClaimBody(key, runUrl, { error }), signal)
  } catch (failure) {
    core.warning(
      gitHubWarning(`update this action's comment on ${describePullRequest(context)}`, failure, true, '')
    )
  }
}
