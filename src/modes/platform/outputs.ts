import type { Outputs } from '../../kernel/io/outputs.js'

// The outputs of deploy, preview and automation: each is set through the run's Outputs (redacted, bounded).

/** Deploy and preview. Set once the trigger answers (the id alone), then again when the run ends. */
export interface DeploymentOutputs {
  statusId: string
  /** The last status read; undefined when none was. */
  status?: string
  /** https only (checked by the mode). */
  previewUrl?: string
  commitSha?: string
  commitRef?: string
  commitMessage?: string
  summary?: string
  /** https only (checked by the mode). */
  screenshotUrl?: string
}

export function setDeploymentOutputs(out: Outputs, outputs: DeploymentOutputs): void {
  out.set('status-id', outputs.statusId)
  out.set('status', outputs.status)
  out.set('preview-url', outputs.previewUrl)
  out.set('commit-sha', outputs.commitSha)
  out.set('commit-ref', outputs.commitRef)
  out.set('commit-message', outputs.commitMessage)
  out.set('summary', outputs.summary)
  out.set('screenshot-url', outputs.screenshotUrl)
}

/** Preview on a pull request: the sticky comment's URL, once it is written. */
export function setPreviewCommentUrl(out: Outputs, url: string | undefined): void {
  if (url) out.set('comment-url', url)
}

/** Automation: the trigger's ids, set as soon as it answers; then the job's status, if it was followed. */
export interface AutomationOutputs {
  schemaId?: string
  instanceId?: string
  jobId?: string
  status?: string
  prLink?: string | null
}

export function setAutomationOutputs(out: Outputs, outputs: AutomationOutputs): void {
  out.set('schema-id', outputs.schemaId)
  out.set('instance-id', outputs.instanceId)
  out.set('job-id', outputs.jobId)
  out.set('status', outputs.status)
  out.set('pr-link', outputs.prLink ?? undefined)
}
