// The typed object every mode receives, and the words its inputs accept. Types and word lists only, so
// each parser in this folder, and every mode, can import them without importing one another.

export type Mode = 'agent' | 'analytics'

export const FAIL_ON_VALUES = ['failed', 'archived', 'no-pr', 'timeout'] as const
export type FailOn = (typeof FAIL_ON_VALUES)[number]
export const EXPORT_FORMATS = ['csv', 'json'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]
export const PR_UPDATES = ['follow-up', 'new-job'] as const
export type PrUpdates = (typeof PR_UPDATES)[number]
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

export interface CommonInputs {
  apiKey: string
  projectId: string
  baseUrl: string
  timeoutMs: number
}

export interface AgentInputs extends CommonInputs {
  mode: 'agent'
  prompt?: string
  jobId?: string
  wait: boolean
  pollIntervalMs: number
  failOn: ReadonlySet<FailOn>
  /** `event-context`: append the pull request, push or release context to the prompt. */
  eventContext: boolean
  /** `pr-updates`: on a pull request that already has a job, follow it up or create a new one. */
  prUpdates: PrUpdates
  commentOnPr: boolean
  githubToken: string
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

export interface AnalyticsInputs extends CommonInputs, ReportOptions {
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
  /** Undefined: no limit but the API's. */
  maxRequests?: number
  /** A checkpoint to continue, absolute. */
  resumeFrom?: string
  /** An export that stopped early does not fail the step. */
  allowIncomplete: boolean
}

export type Inputs = AgentInputs | AnalyticsInputs
