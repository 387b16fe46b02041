import type { CommonInputs } from '../../kernel/inputs/types.js'
import type { AdmissionRules } from '../../kernel/inputs/admission.js'
import type { ReaderTextMode } from '../../kernel/reader-text.js'
import type { HistoryOptions } from './history/inputs.js'

// Analytics mode's typed inputs and the words they accept.

export const EXPORT_FORMATS = ['csv', 'json'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]
/** The values of `datasets` (besides `all`); a run takes the ones asked for in this order. */
export const DATASETS = [
  'views',
  'visitors',
  'searches',
  'feedback',
  'feedback-by-page',
  'assistant'
] as const
export type DatasetName = (typeof DATASETS)[number]
/** The feedback endpoints' documented `source` filter (analytics.openapi.json). */
export const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const
/** The feedback endpoints' `status` values; the API takes a comma-separated list. */
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const
/** `report-issue`: an issue by number, or one found (or created) by title. */
export type ReportIssueTarget = { number: number } | { title: string }
/** Which feedback `/feedback` and `/feedback/by-page` return: empty means all. */
export interface FeedbackFilter {
  /** The API filters by one source at a time. */
  source?: (typeof FEEDBACK_SOURCES)[number]
  statuses: (typeof FEEDBACK_STATUSES)[number][]
}

/** The analytics report's extras: each costs requests only when asked for. */
export interface ReportOptions {
  /** `previous-period`: one limit=1 request per exported dataset with totals (views, visitors, searches). */
  compare: 'previous-period' | 'none'
  /** One request per day of the range (per dataset with totals) for the trend and daily.csv/json. */
  daily: boolean
  /** A previous export's page-views.json, or the folder holding it; gives per-page comparisons for free. */
  previousExport?: string
  /** Fetch the previous period's per-page views: ceil(pages / 250) requests. */
  comparePages: boolean
}

/** The docs-gap loop (src/modes/analytics/gaps/). */
export interface GapsOptions {
  /** Find and rank what readers could not find (adds searches, feedback and assistant to `datasets`). */
  gaps: boolean
  /** One agent job for the top N gaps; 0: none. */
  gapsAgent: number
  /** What happens to text readers typed before it reaches a place others read. */
  readerText: ReaderTextMode
  /** An assistant key (`mint_dsc_`), for the discovery search that checks last period's gaps. */
  assistantApiKey?: string
  /** The docs site's domain, as the discovery search takes it. */
  docsDomain?: string
  /** The discovery search's `scoreThreshold`: a result under it does not count as found. */
  scoreThreshold: number
  /** `previous-api-key`: the loop's state sealed with it still opens, and is sealed again with `api-key`. */
  previousApiKey?: string
  /** `history-dir`, absolute: the folder that keeps the loop's memory instead of the report issue. */
  historyDir?: string
}

export interface AnalyticsInputs extends CommonInputs, ReportOptions, GapsOptions, HistoryOptions {
  mode: 'analytics'
  dateFrom: string
  dateTo: string
  /** `date-from` and `date-to` as written (`-7d`), which a checkpoint keeps to recognise its range. */
  dateInputs: { from: string; to: string }
  pageSize: number
  formats: ExportFormat[]
  outputDir: string
  /** Undefined: no upload. */
  artifactName?: string
  retentionDays?: number
  /** In the order of DATASETS. */
  datasets: DatasetName[]
  /** Keep feedback `contact` (an email address). */
  includeContact: boolean
  feedbackFilter: FeedbackFilter
  /** Undefined: no report issue. */
  reportIssue?: ReportIssueTarget
  /** For `report-issue`, and the permission of a commenter who starts the export. */
  githubToken: string
  /** Who may start the export from a comment (kernel/admission/). */
  admission: AdmissionRules
  /** Undefined: no limit but the API's. */
  maxRequests?: number
  /** A checkpoint to continue, absolute. */
  resumeFrom?: string
  /** An export that stopped early does not fail the step. */
  allowIncomplete: boolean
}

/** What the docs-gap loop reads of the inputs, when `gaps: true`. */
export type GapsRunOptions = Omit<GapsOptions, 'gaps'> &
  Pick<
    AnalyticsInputs,
    'apiKey' | 'projectId' | 'baseUrl' | 'maxRequests' | 'outputDir' | 'reportIssue' | 'githubToken'
  >
