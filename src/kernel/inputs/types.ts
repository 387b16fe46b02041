// The typed object every mode receives, and the words its inputs accept. Types and word lists only, so
// each parser in this folder, and every mode, can import them without importing one another.

export const MODES = ['agent', 'analytics', 'deploy', 'preview', 'automation'] as const
export type Mode = (typeof MODES)[number]

export const FAIL_ON_VALUES = ['failed', 'archived', 'no-pr', 'timeout'] as const
export type FailOn = (typeof FAIL_ON_VALUES)[number]
/** The `fail-on` words a deployment or a preview can meet: it fails, or it is not over in time. */
export const DEPLOY_FAIL_ON_VALUES = ['failed', 'timeout'] as const satisfies readonly FailOn[]
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
  /** Who may start the agent, and on which comments and pull requests (github/admission.ts). */
  admission: AdmissionInputs
}

/** The roles of the collaborator-permission endpoint, weakest first. */
export const MIN_PERMISSIONS = ['read', 'triage', 'write', 'maintain', 'admin'] as const

export interface AdmissionInputs {
  /** `command`: the comment command, matched case-insensitively at the start of a comment. */
  command: string
  allowEditedComments: boolean
  minPermission: (typeof MIN_PERMISSIONS)[number]
  /** Allowed whatever their permission (`*`: everyone). */
  allowedUsers: string[]
  /** Bots are refused unless listed (`*`: every bot). */
  allowedBots: string[]
  /** Pull requests by these authors are the agent's own: skipped. */
  agentAuthors: string[]
  /** A pull request whose changed files all match one of these globs is skipped. */
  skipPaths: string[]
  /** The final result is also a reply that mentions who asked. */
  replyWhenDone: boolean
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
  feedbackFilter: FeedbackFilter
  /** Undefined: no report issue. */
  reportIssue?: ReportIssueTarget
  /** For `report-issue` only. */
  githubToken: string
  /** Undefined: no limit but the API's. */
  maxRequests?: number
  /** A checkpoint to continue, absolute. */
  resumeFrom?: string
  /** An export that stopped early does not fail the step. */
  allowIncomplete: boolean
}

/** How a mode that starts something waits for it: `wait`, `poll-interval-seconds`, `fail-on`. */
export interface WaitInputs {
  wait: boolean
  pollIntervalMs: number
  failOn: ReadonlySet<FailOn>
}

export interface DeployInputs extends CommonInputs, WaitInputs {
  mode: 'deploy'
}

export interface PreviewInputs extends CommonInputs, WaitInputs {
  mode: 'preview'
  /** `branch`, or the pull request's head branch. */
  branch: string
  commentOnPr: boolean
  githubToken: string
}

export interface AutomationInputs extends CommonInputs, WaitInputs {
  mode: 'automation'
  automationId: string
}

export type Inputs = AgentInputs | AnalyticsInputs | DeployInputs | PreviewInputs | AutomationInputs
