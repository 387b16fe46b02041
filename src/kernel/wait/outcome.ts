import type { ApiError } from '../api/errors.js'
import { describeReset, formatWait } from '../api/failures.js'
import { forLog } from '../safe-text.js'
import type { WaitResult } from './wait.js'

// Whether a finished run fails the step, per `fail-on`, for every mode that waits. Outputs and the
// summary are written first. A failure that `fail-on` excludes still gets a warning, so a green step
// never hides it.

/**
 * The `fail-on` values a step was given (FailOn of src/kernel/inputs, read as plain words here, so
 * the wait does not depend on how inputs are read).
 */
export type FailOnSet = ReadonlySet<string>

/** How waiting ended: a terminal status, the deadline, cancellation, or no waiting at all. */
export type WaitOutcome = 'terminal' | 'timeout' | 'cancelled' | 'not-waited'

/** What every report of a wait holds (an agent job's, a deployment's, an automation's). */
export interface WaitReport {
  outcome: WaitOutcome
  elapsedMs: number
  polls: number
  /** The last read's error, when the wait timed out after failed reads. */
  lastError?: ApiError
  /** Epoch ms: polling stopped because the API asked to wait until then, past the deadline. */
  rateLimitedUntil?: number
}

/** A wait's result as report fields (all but the elapsed time, which the caller measures). */
export function waitFields(result: WaitResult<unknown>): Omit<WaitReport, 'elapsedMs'> {
  const fields = { outcome: result.kind, polls: result.polls }
  if (result.kind !== 'timeout') return fields
  return { ...fields, lastError: result.lastError, rateLimitedUntil: result.rateLimitedUntil }
}

export interface StepOutcome {
  /** The reason the step fails, if it does. */
  failure?: string
  /** A failure that `fail-on` excludes: shown as a warning. */
  warning?: string
}

/** The one `fail-on` wording: `text` fails the step when `fail-on` includes `reason`, else warns. */
export function perFailOn(text: string, reason: string, failOn: FailOnSet): StepOutcome {
  return failOn.has(reason)
    ? { failure: text }
    : { warning: `${text} (\`fail-on\` does not include ${reason}, so the step succeeds.)` }
}

/** The reason the step fails, if any; a failure that `fail-on` excludes is logged as a warning. */
export function stepFailure(
  { failure, warning }: StepOutcome,
  /** The run's log. */
  warn: (message: string) => void
): string | undefined {
  if (warning) warn(warning)
  return failure
}

/** What a wait that stopped early was for, as its messages say it. */
export interface Unfinished {
  /** `job job_1`, `deployment 65f0…` (through forLog). */
  what: string
  /** The last status read, or `unknown` (through forLog). */
  last: string
  /** What the user can do now. */
  next: string
  /** What stopped at once when the API asked to wait past the deadline: `polling`, `reading`. */
  stopped: string
}

/** Why the wait stopped early: the API asked to wait past the deadline. */
function rateLimitNote(report: WaitReport, stopped: string): string {
  if (report.rateLimitedUntil === undefined) return ''
  const waitMs = Math.max(0, report.rateLimitedUntil - Date.now())
  const what =
    report.lastError?.status === 429 ? 'The API rate limit resets at' : 'The API asked to wait until'
  return ` ${what} ${describeReset(waitMs)}, after \`timeout-minutes\` runs out, so the action stopped ${stopped} at once.`
}

/** The outcome of a wait cancelled or timed out; undefined for one that reached a final status. */
export function unfinishedOutcome(
  report: WaitReport,
  waited: Unfinished,
  failOn: FailOnSet
): StepOutcome | undefined {
  const { what, last, next } = waited
  if (report.outcome === 'cancelled')
    return { failure: `Cancelled while waiting for ${what} (last status: ${last}). ${next}` }
  if (report.outcome !== 'timeout') return undefined
  const lastError = report.lastError ? ` The last read failed: ${forLog(report.lastError.message)}.` : ''
  const text = `Timed out after ${formatWait(report.elapsedMs)} waiting for ${what} (last status: ${last}).${rateLimitNote(report, waited.stopped)}${lastError} ${next}`
  return perFailOn(text, 'timeout', failOn)
}
