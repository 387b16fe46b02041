// Agent job state machine, `[sim:...]` prompt directives and the AgentJob JSON (with optional drift).
import { randomBytes } from 'node:crypto'
import type { Drift, JobScenario, SimJob } from './types.js'

const OUTCOMES: ReadonlySet<string> = new Set(['completed-pr', 'completed-no-pr', 'failed', 'archived'])
const DRIFTS: ReadonlySet<string> = new Set(['extra', 'missing', 'unknown-status', 'no-id'])
export const SIM_REPOSITORY = 'https://github.com/acme/docs'
export const SIM_MODEL = 'claude-sim-1'

export interface Directives {
  outcome?: JobScenario['outcome']
  polls?: number
  drift: Drift[]
}

/**
 * Reads `[sim:OUTCOME]`, `[sim:OUTCOME polls=N]`, `[sim:polls=N]` and `[sim:drift=KIND]` out of a prompt,
 * so a test or demo can steer one job without reconfiguring the simulator. Unknown tokens are ignored.
 */
export function parseDirectives(prompt: string): Directives {
  const out: Directives = { drift: [] }
  for (const m of prompt.matchAll(/\[sim:([^\]]*)\]/g)) {
    for (const token of (m[1] ?? '').trim().split(/\s+/)) {
      const [key, value] = token.split('=', 2)
      if (value === undefined && key && OUTCOMES.has(key)) out.outcome = key as JobScenario['outcome']
      else if (key === 'polls' && value && /^\d+$/.test(value)) out.polls = Number(value)
      else if (key === 'drift' && value && DRIFTS.has(value) && !out.drift.includes(value as Drift)) {
        out.drift.push(value as Drift)
      }
    }
  }
  return out
}

function applyDirectives(base: JobScenario, d: Directives): JobScenario {
  return { outcome: d.outcome ?? base.outcome, pollsUntilDone: d.polls ?? base.pollsUntilDone }
}

/** Same message shape as the service's zod validation, so clients can show it as-is. */
export function validatePrompt(body: unknown, isJson: boolean): string | { error: string } {
  if (!isJson && body !== undefined) return { error: 'prompt: Required (request body is not valid JSON)' }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'prompt: Required' }
  const prompt = (body as { prompt?: unknown }).prompt
  if (prompt === undefined) return { error: 'prompt: Required' }
  if (typeof prompt !== 'string') return { error: `prompt: Expected string, received ${typeof prompt}` }
  if (prompt.length < 1) return { error: 'prompt: String must contain at least 1 character(s)' }
  return prompt
}

export class AgentJobs {
  readonly jobs = new Map<string, SimJob>()
  private prCounter = 0

  create(projectId: string, prompt: string, scenario: JobScenario): SimJob {
    const d = parseDirectives(prompt)
    const job: SimJob = {
      id: `job_${randomBytes(8).toString('hex')}`,
      projectId,
      status: 'active',
      prompts: [prompt],
      scenario: applyDirectives(scenario, d),
      pollsSinceActive: 0,
      prLink: null,
      model: SIM_MODEL,
      createdAt: new Date().toISOString(),
      archivedAt: null,
      source: { repository: SIM_REPOSITORY, ref: 'main' },
      drift: d.drift
    }
    this.jobs.set(job.id, job)
    return job
  }

  find(projectId: string, jobId: string): SimJob | undefined {
    const job = this.jobs.get(jobId)
    return job && job.projectId === projectId ? job : undefined
  }

  /** A follow-up restarts the job; a directive in the follow-up prompt may re-steer it. */
  followUp(job: SimJob, prompt: string): void {
    const d = parseDirectives(prompt)
    job.prompts.push(prompt)
    job.status = 'active'
    job.pollsSinceActive = 0
    job.archivedAt = null
    job.scenario = applyDirectives(job.scenario, d)
    for (const kind of d.drift) if (!job.drift.includes(kind)) job.drift.push(kind)
  }

  /** One GET: an active job turns terminal on the GET where the counter exceeds pollsUntilDone. */
  poll(job: SimJob): void {
    if (job.status !== 'active') return
    job.pollsSinceActive++
    if (job.pollsSinceActive <= job.scenario.pollsUntilDone) return
    switch (job.scenario.outcome) {
      case 'completed-pr':
        job.status = 'completed'
        // A follow-up on a job that already opened a PR updates that PR rather than opening another.
        job.prLink ??= `${SIM_REPOSITORY}/pull/${++this.prCounter}`
        break
      case 'completed-no-pr':
        job.status = 'completed'
        break
      case 'failed':
        job.status = 'failed'
        break
      case 'archived':
        job.status = 'archived'
        job.archivedAt = new Date().toISOString()
        break
    }
  }

  clear(): void {
    this.jobs.clear()
  }
}

/** The AgentJob body as the API would send it, bent by the job's drift directives. */
export function jobJson(job: SimJob, forGet: boolean): Record<string, unknown> {
  const missing = job.drift.includes('missing')
  const out: Record<string, unknown> = {}
  if (!job.drift.includes('no-id')) out.id = job.id
  out.status = forGet && job.drift.includes('unknown-status') ? 'paused' : job.status
  if (!missing) {
    out.source = { ...job.source }
    out.model = job.model
  }
  out.prLink = job.prLink
  if (!missing) {
    out.createdAt = job.createdAt
    out.archivedAt = job.archivedAt
  }
  if (job.drift.includes('extra')) {
    out.sessionUrl = `https://dashboard.example.com/agent/${encodeURIComponent(job.id)}`
    out.usage = { inputTokens: 1234, outputTokens: 567 }
    out.labels = ['simulated']
  }
  return out
}
