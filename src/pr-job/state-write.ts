import { forLog } from '../kernel/safe-text.js'
import { describeGitHubError, gitHubWarning, isPermissionProblem } from '../kernel/github/api.js'
import type { IssueComment } from '../kernel/github/comment.js'
import type { CommentStore } from '../kernel/github/comment-store.js'
import type { StateOwner } from '../kernel/github/state-seal.js'
import { renderCommentBody, renderKeepingTop } from './comment-body.js'
import { listOwnComments } from './lookup.js'
import { parseState, type CommentState } from './history.js'
import type { JobAction, JobReport } from './job.js'
import {
  adopted,
  failedWrite,
  listedWithout,
  planWrite,
  type Lifecycle,
  type PendingPlan,
  type WriteAnswer,
  type WriteOutcome,
  type WritePlan
} from './lifecycle.js'
import { describePullRequest, type SessionContext } from './options.js'

// Every write of a pull request's sealed state, by a run or by a sweep, goes through here: read the
// comment again, merge this writer's change into the state as it is now, decide whose top line stands,
// write. GitHub's comment updates take no condition, so precedence comes from order: the state names
// the run whose top line the comment shows (`writer`), the last run to start its job takes it over,
// and a writer that is no longer the newest merges its history line and leaves the newer run's top
// line and state alone. A state sealed without `writer` (before runs named themselves) is anyone's.

export interface StateWriter {
  /** The run this write is for (a sweep writes for the run that left the job). */
  token: string
  /** A run that starts its job takes the top line over; any other write keeps it only if it has it. */
  takesOver: boolean
  /** This writer's change to the state as it is now; undefined writes nothing. */
  merge(current: CommentState, newest: boolean): CommentState | undefined
  /** The whole body with this writer's top line, sealed for comment `commentId`. */
  render(state: CommentState, commentId?: number): string
}

export type StateWritten =
  /** Written (`comment` undefined when GitHub answered with something that is not a comment); `read`
   * is the state as it was just before. */
  | { kind: 'written'; state: CommentState; read: CommentState; newest: boolean; comment?: IssueComment }
  /** Nothing to write: the writer's change is in the state already, or it has none to make. */
  | { kind: 'left'; state: CommentState; read: CommentState; newest: boolean }
  /** The comment is gone: deleting it resets the pull request's memory. */
  | { kind: 'deleted' }

/** Whether `token`'s top line stands in `state`. */
export const holdsTop = (state: CommentState, token: string): boolean =>
  state.writer === undefined || state.writer === token

/** The one write path of the state in comment `commentId`; `known` stands when the read brings no comment. */
export async function writeState(
  /** `claim`: the comment is this run's own, posted moments ago (its claim, or a new comment), which no
   * other run writes: not read again. */
  place: { store: CommentStore; owner: StateOwner; commentId: number; claim?: boolean },
  known: CommentState,
  writer: StateWriter,
  signal?: AbortSignal
): Promise<StateWritten> {
  const { store, owner, commentId } = place
  const now = place.claim ? undefined : await store.read(commentId, signal)
  if (now === 'deleted') return { kind: 'deleted' }
  const current = (now && parseState(now.body, owner, now.id)) ?? known
  const newest = writer.takesOver || holdsTop(current, writer.token)
  const merged = writer.merge(current, newest)
  if (!merged) return { kind: 'left', state: current, read: current, newest }
  const state = newest ? { ...merged, writer: writer.token } : merged
  const unchanged = JSON.stringify(state) === JSON.stringify(current)
  if (!newest && (unchanged || !now)) return { kind: 'left', state: current, read: current, newest }
  // The newer run's top line stands as it is; only the sealed state and the history below it change.
  const body =
    newest || !now ? writer.render(state, commentId) : renderKeepingTop(now.body, state, { owner, commentId })
  try {
    const comment = await store.write(commentId, body, signal)
    return { kind: 'written', state, read: current, newest, ...(comment ? { comment } : {}) }
  } catch (error) {
    if (describeGitHubError(error).status === 404) return { kind: 'deleted' }
    throw error
  }
}

// Writing this run's comment (writeComment): list the comments once to find the pull request's, then
// write through writeState, the one write path. A failure is a warning: the agent job matters more
// than the comment. What the write came to goes back to the session, which folds it into its lifecycle
// (lifecycle.ts's `wrote`).

export interface CommentWrite {
  jobId: string
  action: JobAction
  finished?: { report: JobReport; error?: string }
  signal?: AbortSignal
  /** What this write does to the state's pending record. */
  pending?: PendingPlan
}

/** Writes this run's comment through writeState; undefined when no comment is written. Never throws. */
export async function writeComment(
  context: SessionContext,
  state: Lifecycle,
  write: CommentWrite
): Promise<WriteAnswer | undefined> {
  let phase = state.comment
  if (phase.kind === 'off') return undefined
  let attempt: Omit<WriteAnswer, 'phase'>
  try {
    if (phase.kind === 'unlisted') {
      const { sticky } = await listOwnComments(context, write.signal)
      phase = sticky ? adopted(phase, sticky) : listedWithout(phase)
    }
    const plan = planWrite(state, phase, write.pending)
    attempt = await writeThrough(context, state, plan, write)
  } catch (error) {
    const permission = failed(context, error, write)
    attempt = failedWrite(planWrite(state, phase, write.pending), permission)
  }
  // Deleted while this run held it: a reset, said once; no comment is written again.
  if (attempt.outcome.kind === 'deleted')
    context.options.log.info(
      `This action's comment on ${describePullRequest(context)} was deleted while this run held it: that resets the pull request's memory, so this run writes no comment again, and the next run starts a new job.`
    )
  return { phase, ...attempt }
}

/**
 * The comment this run holds (another run of this pull request may have written since this one read,
 * so the line is merged into the comment as it is now), its claim, or a comment posted now (the seal
 * names the comment, so it gets its state once GitHub has numbered it).
 */
async function writeThrough(
  context: SessionContext,
  state: Lifecycle,
  plan: WritePlan,
  write: CommentWrite
): Promise<Omit<WriteAnswer, 'phase'>> {
  const { store, options, token } = context
  const { known } = plan
  // A follow-up keeps the marker of the workflow that wrote the comment, so that workflow finds it again.
  const key = plan.comment?.key ?? options.key
  const writer: StateWriter = {
    token,
    takesOver: write.finished === undefined,
    merge: plan.merge,
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
  let id = plan.comment?.id
  const posted =
    id === undefined
      ? await store.write(undefined, writer.render(plan.merge(known.state, true)), write.signal)
      : undefined
  id ??= posted?.id
  if (id === undefined) return { outcome: { kind: 'written', known, key, comment: undefined } }
  const fresh = posted !== undefined || plan.phase.kind === 'claimed'
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
