import type { DateRange } from '../datasets/model.js'
import {
  HISTORY_VERSION,
  type BackfillCursor,
  type HistoryIndex,
  type HistoryWrite,
  type PeriodEntry,
  type PeriodFileName
} from './model.js'

// One backfilled period's write: its folder, and index.json with its entry and the cursor that no
// longer holds it, in the same commit (or, in a folder, index.json renamed last), so the cursor never
// says a period is in the history before it is. Another run may have written meanwhile: its periods
// are kept, and a period either run has fetched leaves the cursor.

/** A period the backfill fetched whole: its range and files, as the run's own period writes them. */
export interface FetchedPeriod {
  readonly range: DateRange
  readonly complete: boolean
  readonly files: ReadonlyMap<PeriodFileName, string | Uint8Array>
}

export interface BackfillWriteContext {
  readonly project: string
  readonly now?: () => Date
}

/** The store's `build` for the cursor alone, or for `period` and the cursor that follows it. */
export function backfillWrite(
  context: BackfillWriteContext,
  cursor: BackfillCursor,
  period?: FetchedPeriod
): (index: HistoryIndex | undefined) => Promise<HistoryWrite> {
  return async index => {
    const base: HistoryIndex = index ?? { version: HISTORY_VERSION, project: context.project, periods: [] }
    const backfill = mergedCursor(base.backfill, cursor)
    if (!period) {
      return {
        message: `History backfill to ${cursor.until}: ${backfill.remaining.length} period(s) to fetch`,
        index: { ...base, backfill }
      }
    }
    const entry: PeriodEntry = {
      dateFrom: period.range.dateFrom,
      dateTo: period.range.dateTo,
      complete: period.complete,
      writtenAt: (context.now?.() ?? new Date()).toISOString(),
      backfilled: true
    }
    return {
      message: `History backfill: ${period.range.dateFrom} to ${period.range.dateTo}`,
      index: { ...base, periods: withEntry(base.periods, entry), backfill },
      period: { range: period.range, files: period.files }
    }
  }
}

const keyOf = (p: DateRange) => `${p.dateFrom}_${p.dateTo}`

/** Ours, without what another run's cursor (to the same date) has fetched meanwhile. */
function mergedCursor(theirs: BackfillCursor | undefined, ours: BackfillCursor): BackfillCursor {
  if (!theirs || theirs.until !== ours.until) return ours
  const open = new Set(theirs.remaining.map(keyOf))
  return { until: ours.until, remaining: ours.remaining.filter(p => open.has(keyOf(p))) }
}

/** The periods with `entry` in place of its range's, oldest first. */
function withEntry(periods: readonly PeriodEntry[], entry: PeriodEntry): PeriodEntry[] {
  const others = periods.filter(p => keyOf(p) !== keyOf(entry))
  return [...others, entry].sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : 0))
}
