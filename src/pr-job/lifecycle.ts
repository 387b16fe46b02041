import type { CommentKey, IssueComment } from '../kernel/github/comment.js'
import type { OwnComment } from './comment-body.js'
import { mergeRun, runEntry, type CommentState, type PendingJob } from './history.js'
import type { JobAction } from './job.js'

// One run's pull request lifecycle as two small state machines: where this run's comment stands
// (CommentPhase) and how far the run got (RunPhase). Every transition here is a pure function from one
// state to the next; lookup.ts and state-write.ts make the GitHub requests, and session.ts keeps the
// current state (its one mutable field) and folds each write's answer in with `wrote`.

/** A comment this run writes to; `key` is the marker it keeps (a follow-up keeps the writer's). */
export interface CommentRef {
  id: number
  key: CommentKey
}

/** The comment's history as this run knows it, and the head it recorded when this run first read it. */
export interface Known {
  state: CommentState
  /** The version a write checks against: the head only moves if no other run moved it meanwhile. */
  readHead?: string
}

export type CommentPhase =
  /** No comment is written: `comment-on-pr` is off, the token may not write comments, or it was deleted. */
  | { kind: 'off' }
  /** The comments are not listed yet (or must be listed again: a failed post may have made one). */
  | { kind: 'unlisted'; known: Known }
  /** Listed, and the pull request has no comment of this action for this project: the next write posts one. */
  | { kind: 'absent'; known: Known }
  /** This run posted the pull request's first comment as a claim (claim.ts); it holds no state yet. */
  | { kind: 'claimed'; comment: CommentRef }
  /** A comment with a sealed state: found (sticky, or a `/docs` comment's) or written by this run. */
  | { kind: 'held'; comment: CommentRef; known: Known }

/** What a run handled, for its history line: the head, and how many files it described. */
export interface Handled {
  sha?: string
  files?: number
}

/** What this run asks: its history line is built from it once the job id is known. */
export interface Asked {
  /** The head and file count the prompt described. */
  handled: Handled
  /** The instruction sent (a comment's history line shows what was asked, not the raw comment). */
  instruction?: string
  /** Why the earlier job was replaced by a new one. */
  notice?: string
}

/** This run's history line and the head it moves to, merged into the comment at every write. */
export type RunLine = ReturnType<typeof runEntry>

export type RunPhase =
  /** Before the job id is known: the prompt is being prepared. */
  | { kind: 'asking'; asked: Asked }
  /** The job id is known: every write merges `line` into the comment. */
  | { kind: 'started'; asked: Asked; jobId: string; action: JobAction; line: RunLine }

/** This run's check run and the pending record a sweep finds its job by (with `check-run` and a comment). */
export type CheckPhase =
  /** No check run and no pending record: `check-run` is off, or no comment holds the state. */
  | { kind: 'none' }
  /** Opened: `replaced` is the record the comment held before this run's (another run's), `labelled`
   * whether the waiting label is this run's to remove. */
  | { kind: 'open'; pending: PendingJob; replaced?: PendingJob; labelled: boolean }

export type OpenCheck = Extract<CheckPhase, { kind: 'open' }>

export interface Lifecycle {
  comment: CommentPhase
  run: RunPhase
  check: CheckPhase
  /** The comment's URL, once this run posted or wrote one. */
  url?: string
}

/** What a write does to the state's pending record: this run's record goes in, or the run finishes. */
export type PendingPlan =
  | { kind: 'record'; mine: PendingJob }
  /** A run that saw the job end clears its own record; one that did not (`leaves`) keeps it. A newer
   * run's record stays whatever this run saw. */
  | { kind: 'finish'; mine: PendingJob; leaves: boolean }

/** The pending record after a write, from the one the comment holds now. */
export function pendingAfter(now: PendingJob | undefined, plan: PendingPlan): PendingJob | undefined {
  const { mine } = plan
  if (plan.kind === 'record') return mine
  if (plan.leaves) return now && now.token !== mine.token ? now : mine
  return now?.token === mine.token ? undefined : now
}

/** The check run is open: its record went into the comment, which held `seen` before. */
export function checkRecorded(pending: PendingJob, seen: PendingJob | undefined, wait: boolean): OpenCheck {
  const replaced = seen && seen.token !== pending.token ? seen : undefined
  // A job nobody waits for is a sweep's from the start; an earlier run's label is still there.
  return {
    kind: 'open',
    pending,
    ...(replaced ? { replaced } : {}),
    labelled: !wait || replaced !== undefined
  }
}

const emptyKnown = (): Known => ({ state: { entries: [] } })

export function initialLifecycle(commentOnPr: boolean): Lifecycle {
  return {
    comment: commentOnPr ? { kind: 'unlisted', known: emptyKnown() } : { kind: 'off' },
    run: { kind: 'asking', asked: { handled: {} } },
    check: { kind: 'none' }
  }
}

/** What this run knows of the comment's history in any phase (a claim holds none yet). */
export function knownOf(phase: CommentPhase): Known {
  return phase.kind === 'unlisted' || phase.kind === 'absent' || phase.kind === 'held'
    ? phase.known
    : emptyKnown()
}

/** Comments are left alone from now on: without the permission every later attempt fails the same way. */
export const turnedOff = (): CommentPhase => ({ kind: 'off' })

/** A comment of this action was found: its state is what this run knows, and the comment is its to write. */
export function adopted(phase: CommentPhase, found: OwnComment): CommentPhase {
  if (phase.kind === 'off') return phase
  return {
    kind: 'held',
    comment: { id: found.id, key: found.key },
    known: { state: found.state, readHead: found.state.head }
  }
}

/** Listed, and no comment of this workflow job: the first write posts one. */
export function listedWithout(phase: CommentPhase): CommentPhase {
  return phase.kind === 'unlisted' ? { kind: 'absent', known: phase.known } : phase
}

/** This run won the claim: its claim comment is the one it writes. */
export function claimWon(phase: CommentPhase, claim: IssueComment, key: CommentKey): CommentPhase {
  return phase.kind === 'off' ? phase : { kind: 'claimed', comment: { id: claim.id, key } }
}

/**
 * The comment this run holds was deleted meanwhile: deleting it resets the pull request's memory, so
 * this run writes no comment again (its old state would bring the old job back), and the next starts anew.
 */
export const deleted = (): CommentPhase => ({ kind: 'off' })

/**
 * The run's line merged into the state as it is now (`current`): no line is lost and the head never
 * goes back. A run whose top line no longer stands (`newest` false) adds its line and changes nothing else.
 */
export function merged(
  current: CommentState,
  phase: CommentPhase,
  run: RunPhase,
  newest = true,
  plan?: PendingPlan
): CommentState {
  const pending = plan ? pendingAfter(current.pending, plan) : current.pending
  const { readHead } = knownOf(phase)
  const line = run.kind === 'started' ? mergeRun(current, run.line, readHead) : current
  const { pending: _old, ...next } = newest ? line : { ...current, entries: line.entries }
  return pending ? { ...next, pending } : next
}

/** One write's view of the comment: its phase once listed, what this run knows, and its merge. */
export interface WritePlan {
  phase: CommentPhase
  known: Known
  /** The comment written to; undefined posts a new one. */
  comment?: CommentRef
  /** This run's change to the state as it is now (`merged`, with the write's pending record). */
  merge: (current: CommentState, newest: boolean) => CommentState
}

/** The plan of a write from `phase`, the comment's phase once listed. */
export function planWrite(state: Lifecycle, phase: CommentPhase, plan?: PendingPlan): WritePlan {
  const { run } = state
  const merge = (current: CommentState, newest: boolean) => merged(current, phase, run, newest, plan)
  return { phase, known: knownOf(phase), comment: commentOf(phase), merge }
}

/** The comment to write: none for a phase that posts a new one. */
export function commentOf(phase: CommentPhase): CommentRef | undefined {
  return phase.kind === 'held' || phase.kind === 'claimed' ? phase.comment : undefined
}

/** Written: the comment now holds `known`, and keeps the marker it had (a new one gets this job's). */
export function written(
  phase: CommentPhase,
  comment: IssueComment,
  key: CommentKey,
  known: Known
): CommentPhase {
  if (phase.kind === 'off') return phase
  return { kind: 'held', comment: { id: comment.id, key: commentOf(phase)?.key ?? key }, known }
}

/** The write was answered with something that is not a comment: what this run merged still stands. */
export function withKnown(phase: CommentPhase, known: Known): CommentPhase {
  return phase.kind === 'off' || phase.kind === 'claimed' ? phase : { ...phase, known }
}

/** A write failed: with no comment to write to, list afresh next time rather than post a twin. */
export function writeFailed(phase: CommentPhase, known: Known): CommentPhase {
  const next = withKnown(phase, known)
  return next.kind === 'absent' ? { kind: 'unlisted', known } : next
}

/** What one write of the comment came to. */
export type WriteOutcome =
  /** Written: the comment holds `known` (`comment` undefined: GitHub answered with something else). */
  | { kind: 'written'; known: Known; key: CommentKey; comment?: IssueComment }
  /** The comment was deleted while this run held it. */
  | { kind: 'deleted' }
  /** The write failed; `permission`: the token may not write comments at all. */
  | { kind: 'failed'; known: Known; permission: boolean }

/** A failed write: what this run merged still stands, and the pending record it knew of before. */
export function failedWrite(
  plan: WritePlan,
  permission: boolean
): { outcome: WriteOutcome; seen?: PendingJob } {
  const { known } = plan
  const state = plan.merge(known.state, true)
  return { outcome: { kind: 'failed', known: { ...known, state }, permission }, seen: known.state.pending }
}

/** Where the comment stands after a write: the one transition every write ends with. */
export function afterWrite(phase: CommentPhase, outcome: WriteOutcome): CommentPhase {
  switch (outcome.kind) {
    case 'written':
      return outcome.comment
        ? written(phase, outcome.comment, outcome.key, outcome.known)
        : withKnown(phase, outcome.known)
    case 'deleted':
      return deleted()
    case 'failed':
      return outcome.permission ? turnedOff() : writeFailed(phase, outcome.known)
  }
}

/** What one write of this run's comment came to (state-write.ts): the comment's phase once listed, the
 * outcome, the pending record the state held just before, and the URL if this run's top line stands. */
export interface WriteAnswer {
  phase: CommentPhase
  outcome: WriteOutcome
  seen?: PendingJob
  url?: string
}

/** The lifecycle after a write; the start's write (`opened`) opens this run's check on the record it wrote. */
export function wrote(
  state: Lifecycle,
  answer: WriteAnswer,
  opened?: { pending: PendingJob; wait: boolean }
): Lifecycle {
  const { outcome, url } = answer
  const comment = afterWrite(answer.phase, outcome)
  const next = { ...state, comment, url: outcome.kind === 'deleted' ? undefined : (url ?? state.url) }
  return opened ? { ...next, check: checkRecorded(opened.pending, answer.seen, opened.wait) } : next
}

/** The prompt is prepared: what it handled goes into the history line. */
export function prepared(run: RunPhase, instruction: string, handled: Handled): RunPhase {
  return { ...run, asked: { ...run.asked, instruction, handled } }
}

/** The earlier job cannot take a follow-up: the new job's line says why. */
export function replaced(run: RunPhase, notice: string): RunPhase {
  return { ...run, asked: { ...run.asked, notice } }
}

/** The job has started: the `/docs` comment it answers, and this run's pending record (with a check run). */
export interface JobStart {
  jobId: string
  action: JobAction
  comment?: { author: string; body: string }
  pending?: PendingJob
}

/** The job id is known: the run's history line is fixed, and the next write records the pending job. */
export function begun(state: Lifecycle, start: JobStart): { state: Lifecycle; plan?: PendingPlan } {
  const { asked } = state.run
  const { jobId, action, comment, pending } = start
  const line = runEntry(action, jobId, {
    ...asked.handled,
    reason: asked.notice,
    comment: comment && { author: comment.author, body: asked.instruction ?? comment.body }
  })
  const run: RunPhase = { kind: 'started', asked, jobId, action, line }
  return { state: { ...state, run }, ...(pending ? { plan: { kind: 'record', mine: pending } } : {}) }
}
