import type { DeploymentStatus } from '../../kernel/api/admin-schemas.js'
import type { DeploymentOutputs } from './outputs.js'
import type { WaitReport } from '../../kernel/wait/outcome.js'
import { httpsUrl } from '../../kernel/safe-text.js'

// What a deploy or preview run found out, as the outputs, the summary and the outcome read it. Types
// and pure helpers only.

export type DeployKind = 'deploy' | 'preview'

/** A deployment's wait (how it ended, src/kernel/wait/outcome.ts) and what it found. */
export interface DeploymentReport extends WaitReport {
  kind: DeployKind
  statusId: string
  /** Preview: the branch asked for. */
  branch?: string
  /** Preview: the URL from the trigger, https only. */
  previewUrl?: string
  /** The last status read; undefined if no read succeeded. */
  status?: DeploymentStatus
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
