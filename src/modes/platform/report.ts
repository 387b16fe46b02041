import type { DeploymentStatus } from '../../kernel/api/admin-schemas.js'
import type { AgentJob } from '../../kernel/api/schemas.js'
import type { ApiError } from '../../kernel/api/errors.js'
import type { DeploymentOutputs } from '../../kernel/io/outputs.js'
import { httpsUrl } from '../../kernel/outside.js'

// What a deploy, preview or automation run found out, as the outputs, the summary and the outcome
// read it. Types and pure helpers only.

export type DeployKind = 'deploy' | 'preview'
/** How waiting ended: a terminal status, the deadline, cancellation, or no waiting at all. */
export type WaitOutcome = 'terminal' | 'timeout' | 'cancelled' | 'not-waited'

export interface DeploymentReport {
  kind: DeployKind
  statusId: string
  /** Preview: the branch asked for. */
  branch?: string
  /** Preview: the URL from the trigger, https only. */
  previewUrl?: string
  /** The last status read; undefined if no read succeeded. */
  status?: DeploymentStatus
  outcome: WaitOutcome
  elapsedMs: number
  polls: number
  lastError?: ApiError
  /** Epoch ms: polling stopped because the API asked to wait until then, past the deadline. */
  rateLimitedUntil?: number
}

export interface AutomationReport {
  automationId: string
  schemaId?: string
  instanceId?: string
  jobId?: string
  /**
   * Whether the run's job could be read with the agent job endpoint: undefined when not tried
   * (`wait: false`, or no job id), else `readable` and, when it was not, why.
   */
  followed?: { readable: true } | { readable: false; why: string }
  job?: AgentJob
  outcome: WaitOutcome
  elapsedMs: number
  polls: number
  lastError?: ApiError
  rateLimitedUntil?: number
}

/** The deployment's screenshot as an https URL: the default one, else the light or the dark one. */
export function screenshotOf(status: DeploymentStatus | undefined): string | undefined {
  if (!status) return undefined
  return [status.screenshot, status.screenshotLight, status.screenshotDark]
    .map(url => httpsUrl(url))
    .find(Boolean)
}

export function deploymentOutputs(report: DeploymentReport): DeploymentOutputs {
  const { status } = report
  return {
    statusId: report.statusId,
    status: status?.status ?? undefined,
    previewUrl: report.previewUrl,
    commitSha: status?.commit?.sha ?? undefined,
    commitRef: status?.commit?.ref ?? undefined,
    commitMessage: status?.commit?.message ?? undefined,
    summary: status?.summary ?? undefined,
    screenshotUrl: screenshotOf(status)
  }
}

/** "deployment" or "preview deployment", for messages. */
export const noun = (kind: DeployKind): string => (kind === 'preview' ? 'preview deployment' : 'deployment')
