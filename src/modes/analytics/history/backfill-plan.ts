import type { DateRange } from '../datasets/model.js'
import type { BackfillSpan } from './backfill-span.js'
import type { BackfillCursor, HistoryIndex } from './model.js'

export { parseBackfillSpan, type BackfillSpan } from './backfill-span.js'

// The backfill's plan, before any request: the earlier periods `history-backfill` asks for (each as
// long as the run's own period, stepping back from it, newest first), the cursor index.json keeps
// across runs, and how many of the periods still to fetch this run's budget can finish.

const DAY_MS = 86_400_000
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/
/** The most periods a cursor holds (index.json's schema bounds it). */
export const BACKFILL_MAX_PERIODS = 1000
const instantOf = (date: string): number => Date.parse(PLAIN_DATE.test(date) ? `${date}T00:00:00Z` : date)

/** A period's length in ms. */
export const periodLength = (period: DateRange): number =>
  instantOf(period.dateTo) - instantOf(period.dateFrom)

/** The earliest date the backfill reaches: `span` before the start of `own`. */
export function backfillUntil(own: DateRange, span: BackfillSpan): string {
  return formatLike(own.dateFrom, instantOf(own.dateFrom) - span.days * DAY_MS)
}

/** How many periods as long as `own` fit in `span` before it. */
export function periodsInSpan(own: DateRange, span: BackfillSpan): number {
  const length = periodLength(own)
  return length > 0 ? Math.floor((span.days * DAY_MS) / length) : 0
}

/** A date written as `like` is: a plain date when `like` is one and `ms` is a day's start. */
function formatLike(like: string, ms: number): string {
  const iso = new Date(ms).toISOString()
  return PLAIN_DATE.test(like) && ms % DAY_MS === 0 ? iso.slice(0, 10) : iso
}

/** The periods from `own` back to `until` (each starting at or after it), newest first. */
export function periodsBack(own: DateRange, until: string): DateRange[] {
  const length = periodLength(own)
  const start = instantOf(own.dateFrom)
  const stop = instantOf(until)
  const periods: DateRange[] = []
  if (!(length > 0)) return periods
  for (let from = start - length; from >= stop && periods.length < BACKFILL_MAX_PERIODS; from -= length) {
    periods.push({ dateFrom: formatLike(own.dateFrom, from), dateTo: formatLike(own.dateTo, from + length) })
  }
  return periods
}

const keyOf = (period: DateRange) => `${period.dateFrom}_${period.dateTo}`

/** The periods the index holds whole: a backfill never fetches them again. */
export function heldPeriods(index: HistoryIndex | undefined): Set<string> {
  return new Set((index?.periods ?? []).filter(p => p.complete).map(keyOf))
}

export const isHeld = (held: ReadonlySet<string>, period: DateRange): boolean => held.has(keyOf(period))

/**
 * The cursor this run works from: the index's, while it reaches as far back as `span` asks from the
 * run's own period (later runs' periods move forward; the cursor stays); a new one when there is none
 * or `span` asks further back. Periods the index holds whole are dropped either way.
 */
export function backfillCursor(
  index: HistoryIndex | undefined,
  own: DateRange,
  span: BackfillSpan
): { cursor: BackfillCursor; started: boolean } {
  const held = heldPeriods(index)
  const until = backfillUntil(own, span)
  const kept = index?.backfill
  if (kept && instantOf(kept.until) <= instantOf(until)) {
    return {
      cursor: { until: kept.until, remaining: kept.remaining.filter(p => !isHeld(held, p)) },
      started: false
    }
  }
  return {
    cursor: { until, remaining: periodsBack(own, until).filter(p => !isHeld(held, p)) },
    started: true
  }
}

/**
 * The periods this run fetches: the newest of `remaining` not held, as many as `budget` requests
 * finish at `perPeriod` each. A period the budget cannot finish is not started.
 */
export function periodsThisRun(
  cursor: BackfillCursor,
  held: ReadonlySet<string>,
  perPeriod: number,
  budget: number
): DateRange[] {
  const fits = perPeriod > 0 ? Math.max(0, Math.floor(budget / perPeriod)) : 0
  return cursor.remaining.filter(p => !isHeld(held, p)).slice(0, fits)
}

/** The cursor once `done` is in the history: the same `until`, the rest still newest first. */
export function cursorAfter(cursor: BackfillCursor, done: DateRange): BackfillCursor {
  const key = keyOf(done)
  return { until: cursor.until, remaining: cursor.remaining.filter(p => keyOf(p) !== key) }
}
