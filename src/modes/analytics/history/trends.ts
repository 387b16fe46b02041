import type { z } from 'zod'
import type { DateRange } from '../datasets/model.js'
import {
  periodFilePath,
  periodSummarySchema,
  TREND_PERIODS,
  type HistoryIndex,
  type HistoryStore,
  type HistoryView,
  type PeriodEntry,
  type PeriodFileName,
  type PeriodSummary,
  type TrendPoint
} from './model.js'

// The trends: from the history's index and at most TREND_PERIODS summary.json files (a few hundred
// bytes each), never the per-page files, so a year of history costs the run little memory. A period
// whose summary is missing or unreadable, or that did not export a dataset, is an undefined point:
// never a 0.

/** How many files are read at once. */
export const READS_AT_ONCE = 4

/** A JSON file of the store checked against `schema`; undefined when absent, not JSON or not valid. */
export async function readStoredJson<T>(
  store: Pick<HistoryStore, 'read'>,
  path: string,
  schema: z.ZodType<T>
): Promise<T | undefined> {
  const bytes = await store.read(path)
  if (!bytes) return undefined
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(bytes).toString('utf8'))
  } catch {
    return undefined
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? parsed.data : undefined
}

/** `read(item)` for every item, at most `atOnce` at a time, results in the items' order. */
export async function readAtMost<T, R>(
  items: readonly T[],
  atOnce: number,
  read: (item: T) => Promise<R>
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await read(items[i] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker))
  return results
}

/** The index's periods, oldest first, the last `limit` of them. */
export function lastPeriods(index: HistoryIndex | undefined, limit: number): PeriodEntry[] {
  const periods = [...(index?.periods ?? [])].sort((a, b) =>
    a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : 0
  )
  return periods.slice(-limit)
}

/** A period file's contents for each of `periods`, read a few at a time. */
export function readPeriodFiles<T>(
  store: Pick<HistoryStore, 'read'>,
  periods: readonly DateRange[],
  file: PeriodFileName,
  schema: z.ZodType<T>
): Promise<(T | undefined)[]> {
  return readAtMost(periods, READS_AT_ONCE, p =>
    readStoredJson(store, periodFilePath({ dateFrom: p.dateFrom, dateTo: p.dateTo }, file), schema)
  )
}

/** A period as the trends know it: its range, and its summary when one was read. */
export interface TrendPeriod {
  dateFrom: string
  dateTo: string
  summary?: PeriodSummary
}

/**
 * The last TREND_PERIODS periods with their summaries. `current` (this run's period, not yet
 * written) replaces the stored one of the same range or joins them.
 */
export async function readTrendPeriods(
  store: Pick<HistoryStore, 'read'>,
  index: HistoryIndex | undefined,
  current?: PeriodSummary
): Promise<TrendPeriod[]> {
  const held = lastPeriods(index, TREND_PERIODS + 1).filter(
    p => !current || p.dateFrom !== current.dateFrom || p.dateTo !== current.dateTo
  )
  const wanted = current ? held.filter(p => p.dateFrom < current.dateFrom) : held
  const stored = wanted.slice(-(current ? TREND_PERIODS - 1 : TREND_PERIODS))
  const summaries = await readPeriodFiles(store, stored, 'summary.json', periodSummarySchema)
  const periods: TrendPeriod[] = stored.map((p, i) => {
    const summary = summaries[i]
    // A summary of another range (a file copied by hand) is not this period's.
    const fits = summary && summary.dateFrom === p.dateFrom && summary.dateTo === p.dateTo
    return { dateFrom: p.dateFrom, dateTo: p.dateTo, ...(fits ? { summary } : {}) }
  })
  if (current) periods.push({ dateFrom: current.dateFrom, dateTo: current.dateTo, summary: current })
  return periods
}

const share = (part: number, total: number): number | undefined => (total > 0 ? part / total : undefined)

/** Each trend, one point per period, oldest first. */
export function trendsOf(periods: readonly TrendPeriod[]): HistoryView['trends'] {
  const series = (value: (s: PeriodSummary) => number | undefined): TrendPoint[] =>
    periods.map(p => ({
      dateFrom: p.dateFrom,
      dateTo: p.dateTo,
      value: p.summary ? value(p.summary) : undefined
    }))
  return {
    humanViews: series(s => s.views?.human),
    aiViews: series(s => s.views?.ai),
    searchesWithoutClick: series(s =>
      s.searches ? share(s.searches.withoutClick, s.searches.total) : undefined
    ),
    unanswered: series(s => (s.assistant ? share(s.assistant.unanswered, s.assistant.questions) : undefined)),
    thumbsDown: series(s => s.feedback?.thumbsDown)
  }
}
