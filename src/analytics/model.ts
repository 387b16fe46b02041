import type { z } from 'zod'
import type {
  AssistantRow,
  CallerStats,
  Counts,
  FeedbackByPageRow,
  FeedbackRow,
  PageRow,
  SearchRow
} from '../api/analytics-schemas.js'
import type { DateRange } from '../time/dates.js'

// The shapes the analytics export produces and the report reads: one place, so the datasets
// (src/analytics/datasets/) and the report (src/analytics/report/) agree without importing each other.

import type { DatasetName } from '../inputs/index.js'
export { DATASETS, type DatasetName } from '../inputs/index.js'

export type { DateRange } from '../time/dates.js'

// The rows and counts are the API's own shapes, inferred from the one schema of each.
export type {
  AssistantRow,
  CallerStats,
  Counts,
  FeedbackByPageRow,
  FeedbackRow,
  PageRow,
  SearchRow
} from '../api/analytics-schemas.js'

/** One day of the trend (`daily: true`): one `/views` (and `/visitors`) request with limit=1 per day. */
export interface DailyPoint {
  /** `YYYY-MM-DD`, the day's inclusive start. */
  date: string
  views: Counts
  visitors?: Counts
}

/** The previous period of the same length, for the report's comparisons. */
export interface PreviousPeriod {
  range: DateRange
  views?: Counts
  visitors?: Counts
  totalSearches?: number
  /** Per-page views of the previous period, from a previous export's JSON or a fetch the user asked for. */
  pages?: ReadonlyMap<string, Counts>
}

/** Everything the report (job summary and report.md) is made from. Each dataset is present only when exported. */
export interface ReportInput {
  range: DateRange
  complete: boolean
  /** Why the export stopped early, when `complete` is false. */
  incompleteReason?: string
  /** Every HTTP attempt, retries included. */
  requests: number
  /** Requests per dataset in this run (a resumed run counts its own). */
  datasetRequests?: Partial<Record<DatasetName, number>>
  /** The checkpoint file, when the export stopped early: pass it to `resume-from`. */
  checkpoint?: string
  views?: { totals: Counts; count: number; top: PageRow[]; all: () => Iterable<PageRow> }
  visitors?: { totals: Counts; count: number; top: PageRow[] }
  searches?: { totalSearches: number; rows: SearchRow[] }
  feedback?: { rows: FeedbackRow[] }
  feedbackByPage?: { rows: FeedbackByPageRow[]; truncated: boolean }
  assistant?: { rows: AssistantRow[]; callerStats?: CallerStats }
  previous?: PreviousPeriod
  daily?: DailyPoint[]
  exportDir?: string
  files: string[]
  artifact?: { name: string; id?: number; url?: string; note?: string }
}

/**
 * One analytics GET spent from the export's budget (counted, within `max-requests`, the deadline and any
 * rate-limit wait), provided by the export's pager so that extra fetches (daily trend, previous period)
 * cost what the budget says: `GET /v1/analytics/{projectId}/{...endpoint}?query`, parsed with `schema`.
 */
export type AnalyticsGet = <T>(
  endpoint: string[],
  query: Record<string, string | number | undefined>,
  schema: z.ZodType<T>
) => Promise<T>
