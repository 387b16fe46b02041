import type { DateRange } from '../time/dates.js'
import type { z } from 'zod'

// The shapes the analytics export produces and the report reads: one place, so the datasets
// (src/analytics/datasets/) and the report (src/analytics/report/) agree without importing each other.

import type { DatasetName } from '../inputs/index.js'
export { DATASETS, type DatasetName } from '../inputs/index.js'

export type { DateRange } from '../time/dates.js'

export interface Counts {
  human: number
  ai: number
  total: number
}

/** A row of `/views` or `/visitors`. */
export interface PageRow extends Counts {
  path: string
}

export interface SearchRow {
  searchQuery: string
  hits: number
  ctr: number
  topClickedPage: string | null
  lastSearchedAt: string
}

export interface FeedbackRow {
  id: string
  path: string
  comment: string | null
  createdAt: string | null
  source: string
  status: string
  /** contextual entries. */
  helpful?: boolean
  /** contextual entries; personal data, present only when the `include-contact` input asks for it. */
  contact?: string | null
  /** code_snippet entries. */
  code?: string
  filename?: string | null
  lang?: string | null
}

export interface FeedbackByPageRow {
  path: string
  thumbsUp: number
  thumbsDown: number
  code: number
  total: number
}

export interface AssistantSource {
  title: string
  url: string
}

export interface AssistantRow {
  id: string
  timestamp: string
  query: string
  response: string
  /** 'answer' when the API leaves it out. */
  responseType: string
  sources: AssistantSource[]
  resolutionStatus: string
  queryCategory: string | null
  pageUrl: string | null
}

export interface CallerStats {
  web: number
  api: number
  other: number
  total: number
}

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
