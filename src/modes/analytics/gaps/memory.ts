import type { RunLog } from '../../../kernel/run/run.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import type { DateRange } from '../datasets/model.js'
import type { LoopState } from './state.js'

// The loop's memory has two homes: the report issue (its sealed state, claims as comments) and a
// folder (`history-dir`: claim.json, loop.json and index.json). Both answer the same questions:
// what the last run of this period or the period before kept, who creates this period's job, and
// where the next state goes.

/** A recorded job: its id and how many gaps it was asked to close. */
export interface RecordedJob {
  id: string
  asked: number
}

export type PeriodClaim =
  /** This run creates the job, then records it, or withdraws when it could not create one. */
  | {
      kind: 'won'
      record: (job: RecordedJob) => Promise<void>
      withdraw: () => Promise<void>
      /** Where the job is recorded, for a warning when recording fails. */
      where: string
    }
  /** The period's job, created by another run. */
  | { kind: 'joined'; job: RecordedJob }
  /** No job from this run: another run holds the claim, or the claim could not be made (`note` says). */
  | { kind: 'refused'; note: string }

/** Where the period's job is claimed and recorded. */
export interface JobRecorder {
  claim: (period: DateRange, run: { budget: RunBudget; log: RunLog }) => Promise<PeriodClaim>
}

export interface LoopMemory {
  /** The kept state: this period's, or an earlier period's (undefined: none yet). */
  state: LoopState | undefined
  /** Undefined: the job cannot be recorded (the report issue could not be read). */
  recorder?: JobRecorder
  /** False: nothing is kept (no report issue could be read). */
  keeps: boolean
  /** Where the memory is, for the report: "the report issue", "the history folder". */
  where: string
  /**
   * Keeps `next`, the state of this period: the issue's sealed line for its number (written with the
   * report), or written at once (the folder).
   */
  keep: (
    next: LoopState,
    run: { log: RunLog; proof?: { checked: number; found: number } }
  ) => Promise<((issueNumber: number) => string) | undefined>
}
