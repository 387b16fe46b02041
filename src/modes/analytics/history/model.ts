import { z } from 'zod'
import type { DateRange } from '../datasets/model.js'
import { periodFolder } from '../gaps/dir-store.js'
import type { ReportHistory } from '../report/history-section.js'

export type { CohortRow, TrendPoint } from '../report/history-section.js'

// The history's vocabulary: one layout for the data branch (`history: true`) and the command line's
// folder (`--history-dir`), the files' shapes (checked by zod when read back: a branch is written by
// people too), and what the report and the page draw from it.
//
//   .nojekyll                          Pages serves the files as they are
//   index.json                         the periods held, the backfill's cursor, a watermark per dataset
//   index.html                         the page (drawn from index.json and the periods)
//   periods/<from>_<to>/summary.json   the period's totals: the trends read only these
//   periods/<from>_<to>/pages.csv.gz   per-page aggregates, as the export fetched them
//   periods/<from>_<to>/gaps.json      the gaps by key (no reader text) with their evidence counts
//   periods/<from>_<to>/gaps.sealed    the gaps' wordings, sealed (kernel/seal.ts): the checks search them
//   periods/<from>_<to>/checks.json    this run's discovery-search checks of earlier periods' open gaps
//   periods/<from>_<to>/loop.json      the loop's job and proof (gaps/dir-store.ts writes it)
//
// Reader text is only ever in `.sealed` files, whatever the repository's visibility: a Pages site
// serves every file of the branch.

export const HISTORY_VERSION = 1
/** The most periods the trends and the page read. */
export const TREND_PERIODS = 52
/** How many earlier periods' open gaps each run checks. */
export const COHORT_PERIODS = 12

export const INDEX_FILE = 'index.json'
export const PAGE_FILE = 'index.html'
export const NOJEKYLL_FILE = '.nojekyll'
export const PERIODS_FOLDER = 'periods'

export type PeriodFileName =
  'summary.json' | 'pages.csv.gz' | 'gaps.json' | 'gaps.sealed' | 'checks.json' | 'loop.json'

/** `periods/<from>_<to>`: POSIX, relative to the history's root. */
export const periodPath = (period: DateRange): string => `${PERIODS_FOLDER}/${periodFolder(period)}`
export const periodFilePath = (period: DateRange, file: PeriodFileName): string =>
  `${periodPath(period)}/${file}`

const date = z.string().min(1).max(40)
const count = z.number().int().nonnegative()

export const periodEntrySchema = z.object({
  dateFrom: date,
  dateTo: date,
  /** False when the export stopped before every dataset was read. */
  complete: z.boolean(),
  /** When the period was last written (ISO). */
  writtenAt: z.string().max(40),
  /** Written by a backfill rather than the period's own run. */
  backfilled: z.boolean().optional()
})
export type PeriodEntry = z.infer<typeof periodEntrySchema>

export const backfillCursorSchema = z.object({
  /** The earliest date the backfill reaches (`history-backfill` counted back from the first period). */
  until: date,
  /** The periods still to fetch, newest first; empty when done. */
  remaining: z.array(z.object({ dateFrom: date, dateTo: date })).max(1000)
})
export type BackfillCursor = z.infer<typeof backfillCursorSchema>

export const historyIndexSchema = z.object({
  version: z.literal(HISTORY_VERSION),
  project: z.string().max(200),
  /** Sorted by dateFrom, oldest first; one entry per period folder. */
  periods: z.array(periodEntrySchema).max(5000),
  backfill: backfillCursorSchema.optional(),
  /** Per dataset, the latest event time an export wrote (the warehouse output's incremental start). */
  watermarks: z.record(z.string().max(40), z.string().max(40)).optional()
})
export type HistoryIndex = z.infer<typeof historyIndexSchema>

const split = z.object({ human: count, ai: count, total: count })

/** A period's totals: what the trends draw, a few hundred bytes a period. */
export const periodSummarySchema = z.object({
  version: z.literal(HISTORY_VERSION),
  dateFrom: date,
  dateTo: date,
  complete: z.boolean(),
  views: split.optional(),
  visitors: split.optional(),
  /** Pages with at least one view. */
  pages: count.optional(),
  searches: z.object({ total: count, withoutClick: count }).optional(),
  assistant: z.object({ questions: count, unanswered: count }).optional(),
  feedback: z.object({ thumbsUp: count, thumbsDown: count }).optional()
})
export type PeriodSummary = z.infer<typeof periodSummarySchema>

const gapKey = z.string().regex(/^[qp]-[0-9a-f]{6,64}$/)

/** The period's gaps by key: counts only, no wording. `sent`: in the agent's prompt this period. */
export const periodGapsSchema = z.object({
  version: z.literal(HISTORY_VERSION),
  gaps: z
    .array(
      z.object({
        key: gapKey,
        rank: count,
        weight: count,
        searches: count,
        unanswered: count,
        thumbsDown: count,
        sent: z.boolean().optional()
      })
    )
    .max(500)
})
export type PeriodGaps = z.infer<typeof periodGapsSchema>

/** One run's checks of earlier periods' still-open gaps through the discovery search. */
export const periodChecksSchema = z.object({
  version: z.literal(HISTORY_VERSION),
  checkedAt: z.string().max(40),
  results: z.array(z.object({ period: z.string().max(100), key: gapKey, found: z.boolean() })).max(5000)
})
export type PeriodChecks = z.infer<typeof periodChecksSchema>

/** Where the history lives: the data branch or a folder. Both hold the layout above. */
export interface HistoryStore {
  /** For messages: "branch `docs-analytics-history`" or "folder `history`". */
  readonly where: string
  readIndex(): Promise<HistoryIndex | undefined>
  /** A file's bytes (paths as in the layout), or undefined when there is none. */
  read(path: string): Promise<Uint8Array | undefined>
  /**
   * Writes one period (its folder replaced whole) and whatever else `build` returns, in one commit
   * (branch) or one rename per file (folder). `build` may run again on a newer index when another run
   * wrote meanwhile: it must merge, never overwrite, the other periods' entries.
   */
  write(build: (index: HistoryIndex | undefined) => Promise<HistoryWrite>): Promise<void>
}

export interface HistoryWrite {
  readonly message: string
  readonly index: HistoryIndex
  /** The period whose folder this write replaces, with its files (names as in PeriodFileName). */
  readonly period?: {
    readonly range: DateRange
    readonly files: ReadonlyMap<PeriodFileName, string | Uint8Array>
  }
  /** Files at the root besides index.json (index.html, .nojekyll). */
  readonly root?: ReadonlyMap<string, string | Uint8Array>
}

/**
 * What the report and the page draw from the history, oldest period first: the report's shape
 * (report/history-section.ts, where the trends and cohorts are described) and the periods read.
 */
export interface HistoryView extends ReportHistory {
  readonly periods: readonly PeriodSummary[]
}
