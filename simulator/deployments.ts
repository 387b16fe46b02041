// Deployments, previews and automations: the admin endpoints of shared/API.md's "Deployments,
// previews and automations", their two rate limits, and the scenario that steers how a deployment
// goes (queued → in_progress → success | failure over a number of status reads).
import { randomBytes } from 'node:crypto'
import { SlidingWindow } from './rate-limit.js'
import type {
  AdminSettings,
  AutomationState,
  DeploymentScenario,
  RateLimit,
  Route,
  SimAutomationRun,
  SimDeployment,
  SimResponse
} from './types.js'

export const DEFAULT_DEPLOYMENT_SCENARIO: DeploymentScenario = { outcome: 'success', pollsUntilDone: 2 }
/** The deployment branch of the simulated project. */
export const SIM_DEPLOY_BRANCH = 'main'
/** Automations of the simulated organization: one that can be triggered, and one of each 400 case. */
export const SIM_AUTOMATIONS = {
  custom: '64f1c0ffee00000000000001',
  inactive: '64f1c0ffee00000000000002',
  scheduled: '64f1c0ffee00000000000003'
} as const
export const ADMIN_MESSAGES = {
  malformed: 'Invalid automation id: expected 24 hexadecimal characters',
  inactive: 'Automation is not active',
  scheduled: 'Only automations with a custom schedule can be triggered',
  unknownAutomation: 'Automation not found',
  noPreviews: 'Preview deployments are not available on your plan',
  rateLimited: 'Too many requests, please try again later.'
} as const
const DEFAULT_LOGS = [
  'Installing dependencies',
  'Building 42 pages',
  'Error: broken link /guides/missing in docs/quickstart.mdx',
  'Build failed'
]
const DEFAULT_FILES = {
  added: ['docs/guides/webhooks.mdx'],
  modified: ['docs/quickstart.mdx', 'docs.json'],
  removed: ['docs/legacy.mdx']
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex')
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'branch'

function json(status: number, body: unknown): SimResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body)
  }
}

export const ADMIN_ROUTES: readonly Route[] = ['deploy', 'deploy-status', 'preview', 'automation']

export interface AdminOptions {
  settings?: Partial<AdminSettings>
  triggerLimit?: RateLimit
  previewLimit?: RateLimit
  automations?: Record<string, AutomationState>
  /** Starts an agent job for an automation run whose job can be read; returns its id. */
  createAgentJob: (projectId: string) => string
}

export class Deployments {
  readonly deployments = new Map<string, SimDeployment>()
  readonly automationRuns: SimAutomationRun[] = []
  settings: AdminSettings
  private readonly triggers: SlidingWindow
  private readonly previews: SlidingWindow
  private readonly automations: Record<string, AutomationState>

  constructor(private readonly options: AdminOptions) {
    this.settings = {
      deployment: DEFAULT_DEPLOYMENT_SCENARIO,
      previews: true,
      automationJobReadable: false,
      retryAfter: 'window',
      ...options.settings
    }
    const trigger = options.triggerLimit ?? { requests: 10, windowMs: 10_000 }
    const preview = options.previewLimit ?? { requests: 5, windowMs: 60_000 }
    this.triggers = new SlidingWindow(trigger.requests, trigger.windowMs)
    this.previews = new SlidingWindow(preview.requests, preview.windowMs)
    this.automations = options.automations ?? {
      [SIM_AUTOMATIONS.custom]: 'custom',
      [SIM_AUTOMATIONS.inactive]: 'inactive',
      [SIM_AUTOMATIONS.scheduled]: 'scheduled'
    }
  }

  set(settings: Partial<AdminSettings>): void {
    const scenario = settings.deployment
    if (scenario && (!Number.isInteger(scenario.pollsUntilDone) || scenario.pollsUntilDone < 0))
      throw new Error(`pollsUntilDone must be an integer >= 0, got ${scenario.pollsUntilDone}`)
    this.settings = { ...this.settings, ...settings }
  }

  /** One request to an admin route, authorized and (but for the status) for a known project. */
  handle(route: Route, params: Record<string, string>, body: unknown, isJson: boolean, now: number) {
    const projectId = params.projectId ?? ''
    switch (route) {
      case 'deploy':
        return this.limited(this.triggers, now) ?? this.trigger(projectId, 'deploy', SIM_DEPLOY_BRANCH)
      case 'preview': {
        const limited = this.limited(this.previews, now)
        if (limited) return limited
        const branch = validateBranch(body, isJson)
        if (typeof branch !== 'string') return json(400, branch)
        if (!this.settings.previews) return json(403, { error: ADMIN_MESSAGES.noPreviews })
        return this.trigger(projectId, 'preview', branch)
      }
      case 'automation':
        return this.limited(this.triggers, now) ?? this.automation(projectId, params.automationId ?? '')
      default:
        return this.status(params.statusId ?? '')
    }
  }

  clear(): void {
    this.deployments.clear()
    this.automationRuns.length = 0
    this.triggers.clear()
    this.previews.clear()
  }

  private limited(window: SlidingWindow, now: number): SimResponse | undefined {
    if (window.tryTake('org', now)) return undefined
    const r = json(429, { error: ADMIN_MESSAGES.rateLimited })
    const after = this.settings.retryAfter
    if (after === 'window') r.headers['retry-after'] = String(Math.ceil(window.waitMs('org', now) / 1000))
    else if (after !== 'none') r.headers['retry-after'] = String(after)
    return r
  }

  private trigger(projectId: string, kind: 'deploy' | 'preview', branch: string): SimResponse {
    const scenario = this.settings.deployment
    const deployment: SimDeployment = {
      statusId: hex(12),
      projectId,
      kind,
      branch,
      ...(kind === 'preview' ? { previewUrl: `https://acme-${slug(branch)}.mintlify.app` } : {}),
      scenario,
      reads: 0,
      createdAt: new Date().toISOString(),
      commitSha: hex(20)
    }
    this.deployments.set(deployment.statusId, deployment)
    const ids: Record<string, unknown> = { statusId: deployment.statusId }
    if (deployment.previewUrl) ids.previewUrl = deployment.previewUrl
    return json(202, bend(ids, scenario.drift ?? []))
  }

  private automation(projectId: string, automationId: string): SimResponse {
    if (!/^[0-9a-f]{24}$/.test(automationId)) return json(400, { error: ADMIN_MESSAGES.malformed })
    const state = this.automations[automationId]
    if (state === undefined) return json(404, { error: ADMIN_MESSAGES.unknownAutomation })
    if (state === 'inactive') return json(400, { error: ADMIN_MESSAGES.inactive })
    if (state === 'scheduled') return json(400, { error: ADMIN_MESSAGES.scheduled })
    const run: SimAutomationRun = {
      schemaId: automationId,
      instanceId: hex(12),
      jobId: this.settings.automationJobReadable ? this.options.createAgentJob(projectId) : `job_${hex(8)}`,
      projectId
    }
    this.automationRuns.push(run)
    const { schemaId, instanceId, jobId } = run
    return json(202, bend({ schemaId, instanceId, jobId }, this.settings.deployment.drift ?? []))
  }

  private status(statusId: string): SimResponse {
    const d = this.deployments.get(statusId)
    if (!d) return json(404, { error: 'Deployment status not found' })
    d.reads++
    const drift = d.scenario.drift ?? []
    const done = d.reads > d.scenario.pollsUntilDone
    const running = d.reads === 1 ? 'queued' : drift.includes('unknown-status') ? 'building' : 'in_progress'
    const status = done ? d.scenario.outcome : running
    if (drift.includes('missing')) return json(200, { status })
    return json(200, statusBody(d, status, done, drift.includes('extra')))
  }
}

function statusBody(d: SimDeployment, status: string, done: boolean, extra: boolean) {
  const { scenario } = d
  const failed = done && scenario.outcome === 'failure'
  const shot = scenario.screenshots ?? true
  const url = (theme: string) =>
    typeof shot === 'string' ? shot : `https://screenshots.mintlify.example/${d.statusId}-${theme}.png`
  const screenshots =
    done && !failed && shot !== false
      ? { screenshot: url('default'), screenshotLight: url('light'), screenshotDark: url('dark') }
      : { screenshot: null, screenshotLight: null, screenshotDark: null }
  const logs = failed ? (scenario.logs ?? DEFAULT_LOGS) : DEFAULT_LOGS.slice(0, done ? 2 : 1)
  return {
    _id: d.statusId,
    projectId: d.projectId,
    createdAt: d.createdAt,
    endedAt: done ? new Date().toISOString() : null,
    status,
    summary: done ? (failed ? 'Build failed: 1 broken link' : 'Deployed 4 changed files') : '',
    logs,
    subdomain: 'acme',
    ...screenshots,
    author: { name: 'Ada Lovelace', avatarUrl: 'https://avatars.example/ada.png', githubUserId: 1815 },
    commit: {
      sha: d.commitSha,
      ref: d.branch,
      message: scenario.commitMessage ?? 'Document the webhooks API',
      filesChanged: scenario.filesChanged ?? DEFAULT_FILES
    },
    source: 'api',
    ...(extra ? { region: 'eu-west-1', buildMinutes: 3, labels: ['simulated'] } : {})
  }
}

/** A trigger's answer, bent by the scenario's drift. */
function bend(ids: Record<string, unknown>, drift: readonly string[]): Record<string, unknown> {
  if (drift.includes('no-id')) return 'previewUrl' in ids ? { previewUrl: ids.previewUrl } : {}
  if (drift.includes('wrapped')) return { data: ids }
  return drift.includes('extra') ? { ...ids, queuedAt: new Date().toISOString(), position: 3 } : ids
}

/** `{branch}` with minLength 1, worded as the service's zod validation. */
function validateBranch(body: unknown, isJson: boolean): string | { error: string } {
  if (!isJson || typeof body !== 'object' || body === null) return { error: 'branch: Required' }
  const branch = (body as { branch?: unknown }).branch
  if (branch === undefined) return { error: 'branch: Required' }
  if (typeof branch !== 'string') return { error: `branch: Expected string, received ${typeof branch}` }
  if (branch.length < 1) return { error: 'branch: String must contain at least 1 character(s)' }
  return branch
}
