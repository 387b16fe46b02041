import type { GapData } from './gaps.js'
import type { AnalyticsQuirks } from './quirks.js'

// Public types of the local API simulator. Kept apart from the server so the action's tests can import
// them without pulling node:http into type-only code.

export interface JobScenario {
  outcome: 'completed-pr' | 'completed-no-pr' | 'failed' | 'archived'
  /** GETs of the job that return `active` before it turns terminal (0 = terminal on the first GET). */
  pollsUntilDone: number
}

export type Route =
  | 'create'
  | 'message'
  | 'get'
  | 'views'
  | 'visitors'
  | 'searches'
  | 'feedback'
  | 'feedback-by-page'
  | 'assistant'
  | 'caller-stats'
  | 'thread'
  | 'deploy'
  | 'deploy-status'
  | 'preview'
  | 'automation'
  | 'discovery-search'

export type Fault =
  /** Respond with this instead of handling (the request is NOT handled: no job created). */
  | { type: 'status'; status: number; body?: string; contentType?: string; headers?: Record<string, string> }
  /** Destroy the socket before handling (no job created). */
  | { type: 'reset-before' }
  /** Handle the request fully (job created, message applied, counters moved), then drop the socket. */
  | { type: 'reset-after' }
  /** Wait, then handle normally. */
  | { type: 'delay'; ms: number }
  /** Accept, never answer (until the server closes). */
  | { type: 'hang' }
  /** Handle normally but answer with an HTML body (default status 200). */
  | { type: 'non-json'; status?: number }

export interface FaultRule {
  route: Route
  fault: Fault
  /** Default 1; Infinity allowed. */
  times?: number
  /** Only requests whose query has these values (e.g. `{ dateFrom: '2026-01-04', limit: '250' }`). */
  match?: Record<string, string>
  /**
   * Default 0: the first `after` matching requests are answered as usual. The fault then starts at a
   * request the test names, not at a moment a test's timer happens to see.
   */
  after?: number
}

export interface RecordedRequest {
  method: string
  /** Exactly as received on the request line (before any decoding), including the query. */
  rawPath: string
  route: Route | 'unknown'
  /** Decoded path params: projectId, jobId. */
  params: Record<string, string>
  query: Record<string, string>
  /** Parsed JSON, or the raw string when it is not JSON, or undefined when empty. */
  body: unknown
  authorized: boolean
  at: number
}

export interface PageViewsDatasetOptions {
  /** Default 1234. */
  pages?: number
  /** Default 30: per-day counts for the `days` days ending with endDate (exclusive). */
  days?: number
  /** 'YYYY-MM-DD', default: today UTC + 1 day (so "today" has data). */
  endDate?: string
  /** Default 1; data is deterministic for a seed. */
  seed?: number
  /**
   * The paths of the first pages, which have views every day: default HOSTILE_PATHS (commas, quotes,
   * spaces, non-ASCII); `[]` for plain paths only (a showcase), or a test's own hostile paths.
   */
  firstPaths?: readonly string[]
}

/** The datasets of the other analytics endpoints (see simulator/analytics.ts). */
export interface AnalyticsDataOptions {
  /** Distinct search queries, default 137. */
  searches?: number
  /** Feedback entries, default 90, spread over `feedbackPaths` paths (default 40). */
  feedback?: number
  feedbackPaths?: number
  /** Assistant conversations, default 120. */
  conversations?: number
  /**
   * Conversations of several turns: every `every`-th conversation has `count` turns in all (rows that
   * share its `id`, a minute apart, the last one unanswered). Default: one turn each.
   */
  turns?: { every: number; count: number }
  /** Default 11. */
  seed?: number
  /** The docs-gap loop's data (simulator/gaps.ts): searches without a click, unanswered questions, thumbs-down. */
  gaps?: boolean | GapData
  /** More searches without a click, served with `gaps`: [query, hits per day]. */
  gapSearches?: readonly [string, number][]
  /**
   * Text put first into search queries, feedback comments and assistant queries: default
   * HOSTILE_TEXTS (spreadsheet formulas, tabs, quotes); `[]` for plain text only (a showcase).
   */
  texts?: readonly string[]
}

export interface SimulatorOptions {
  host?: string
  port?: number
  apiKeys?: string[]
  /** Assistant keys (mint_dsc_) the discovery search accepts; default [DEFAULT_ASSISTANT_KEY]. */
  assistantKeys?: string[]
  readOnlyKeys?: string[]
  projects?: string[]
  defaultScenario?: JobScenario
  agentLimitPerHour?: number
  analyticsLimitPerHour?: number
  /**
   * Retry-After of the analytics 429: seconds, or 'window' for the time until the hourly window lets
   * one more request through (as a real per-hour budget would), or 'none'. Default 1.
   */
  analyticsRetryAfter?: number | 'window' | 'none'
  analytics?: AnalyticsDataOptions
  pageViews?: PageViewsDatasetOptions
  /** What the real API may do and the simulator does not unless asked (see quirks.ts). */
  quirks?: AnalyticsQuirks
  /** Called once per request when its exchange ends (the CLI prints it); unset: quiet. */
  onRequestLog?: (entry: RequestLogEntry) => void
  /** Deployments, previews and automations (setAdmin changes them later). */
  admin?: Partial<AdminSettings>
  /** The organization's trigger limit, shared by deployments and automations: default 10 per 10 s. */
  triggerLimit?: RateLimit
  /** The preview limit: default 5 per 60 s. */
  previewLimit?: RateLimit
  /** Automations that exist, by id (24 hex digits, or the trigger answers 400). Default SIM_AUTOMATIONS. */
  automations?: Record<string, AutomationState>
  /**
   * The clock of the trigger, preview and analytics limits (before `passTime`); default `Date.now`. A test passes its own to decide
   * when a window ends by events (a request seen) rather than by how fast a loaded machine runs.
   */
  now?: () => number
}

export interface RateLimit {
  requests: number
  windowMs: number
}

/** `custom`: on a custom schedule, so it can be triggered; `inactive` and `scheduled` answer 400. */
export type AutomationState = 'custom' | 'inactive' | 'scheduled'

/** Response-shape drift of the deployment endpoints (see DeploymentScenario). */
export type DeploymentDrift = 'extra' | 'missing' | 'unknown-status' | 'no-id' | 'wrapped'

/** How the deployments and previews triggered from now on go. */
export interface DeploymentScenario {
  outcome: 'success' | 'failure'
  /** Status reads before the terminal one: the first answers `queued`, the others `in_progress`. */
  pollsUntilDone: number
  /** A failed deployment's log lines (default: a short build log ending in an error). */
  logs?: string[]
  /** Screenshot URLs once it succeeded: true (default) https URLs, false none, a string that value. */
  screenshots?: boolean | string
  commitMessage?: string
  filesChanged?: { added: string[]; modified: string[]; removed: string[] }
  /**
   * Bends the answers as a newer or broken API might: `extra` (unknown fields everywhere), `missing`
   * (a status with `status` alone), `unknown-status` (`building` instead of `in_progress`), `no-id`
   * (a trigger answer without its ids), `wrapped` (a trigger answer's ids inside `{"data": …}`).
   */
  drift?: DeploymentDrift[]
}

export interface AdminSettings {
  deployment: DeploymentScenario
  /** false: the plan has no preview deployments, and previews answer 403. Default true. */
  previews: boolean
  /**
   * Whether an automation run's `jobId` can be read with the v2 get-job endpoint (undocumented).
   * true: the run is an agent job that ends as the agent scenario says; false (default): 404.
   */
  automationJobReadable: boolean
  /** Retry-After of the trigger and preview 429s: seconds, 'window' (default) or 'none'. */
  retryAfter: number | 'window' | 'none'
}

/** One deployment or preview as the simulator keeps it. */
export interface SimDeployment {
  statusId: string
  projectId: string
  kind: 'deploy' | 'preview'
  branch: string
  previewUrl?: string
  scenario: DeploymentScenario
  reads: number
  createdAt: string
  commitSha: string
}

/** One automation run the trigger started. */
export interface SimAutomationRun {
  schemaId: string
  instanceId: string
  jobId: string
  projectId: string
}

/** One request as the simulator's log shows it. Known API keys in the path are already redacted. */
export interface RequestLogEntry {
  method: string
  path: string
  /** The status sent, or undefined when no answer was sent (a reset or hang fault, a client gone). */
  status: number | undefined
  auth: 'key' | 'no key' | 'unknown key'
  /** The injected fault that shaped this exchange, if any. */
  fault?: Fault['type']
}

export interface PageViewRow {
  path: string
  human: number
  ai: number
  total: number
}

export type JobStatus = 'active' | 'completed' | 'failed' | 'archived'

/** Response-shape drift a prompt can ask for with `[sim:drift=...]`. */
export type Drift = 'extra' | 'missing' | 'unknown-status' | 'no-id'

export interface SimJob {
  id: string
  projectId: string
  status: JobStatus
  prompts: string[]
  scenario: JobScenario
  pollsSinceActive: number
  prLink: string | null
  model: string
  createdAt: string
  archivedAt: string | null
  source: { repository: string; ref: string | null }
  drift: Drift[]
}

export interface PageViewsAggregate {
  totals: { human: number; ai: number; total: number }
  views: PageViewRow[]
}

export interface Simulator {
  url: string
  port: number
  requests: RecordedRequest[]
  jobs: Map<string, SimJob>
  injectFault(rule: FaultRule): void
  clearFaults(): void
  /** For jobs created from now on (unless the prompt has a `[sim:...]` directive). */
  setScenario(scenario: JobScenario): void
  /** The ground truth for a range, views in the simulator's own order. */
  aggregatePageViews(dateFrom: string, dateTo: string): PageViewsAggregate
  /**
   * Ground truth of another analytics endpoint for a query (dateFrom, dateTo, filters), in the API's
   * order: `{rows, totals?, totalSearches?}`, or the caller stats.
   */
  analyticsTruth(route: Route, query: Record<string, string>): unknown
  /** Deployments and previews by status id, and the automation runs, in trigger order. */
  deployments: Map<string, SimDeployment>
  automationRuns: SimAutomationRun[]
  /** Changes how deployments, previews and automations answer from now on. */
  setAdmin(settings: Partial<AdminSettings>): void
  /** Moves the simulator's clock for rate limits forward (e.g. an hour, between two runs). */
  passTime(ms: number): void
  /** Clear requests, jobs, deployments, faults and rate counters (scenarios and settings stay). */
  reset(): void
  /** Also destroys hanging/open sockets so it returns promptly. */
  close(): Promise<void>
}

/** What a handler produces; the server writes it, or a fault replaces/drops it. */
export interface SimResponse {
  status: number
  headers: Record<string, string>
  body: string
}
