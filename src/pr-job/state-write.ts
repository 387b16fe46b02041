import { describeGitHubError } from '../kernel/github/api.js'
import type { IssueComment } from '../kernel/github/comment.js'
import type { CommentStore } from '../kernel/github/comment-store.js'
import type { StateOwner } from '../kernel/github/state-seal.js'
import { renderKeepingTop } from './comment-body.js'
import { parseState, type CommentState } from './history.js'

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
