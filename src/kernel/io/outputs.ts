import * as core from '@actions/core'
import { forOutput } from '../outside.js'

// Every output the action sets is set here, and every value passes forOutput on its way: redacted,
// one line, bounded. All outputs together are bounded too (the runner refuses oversized ones): a
// value that would take them past TOTAL_OUTPUT_BYTES is cut, with a visible note.

/** All outputs of one run together, in UTF-8 bytes: well under the runner's 1 MiB. */
export const TOTAL_OUTPUT_BYTES = 256 * 1024
/** Each output's value as written (an output set twice counts once, at its last value). */
const values = new Map<string, string>()

function output(name: string, value: string | number | undefined): void {
  let text = forOutput(value === undefined ? '' : String(value))
  let others = 0
  for (const [other, written] of values) if (other !== name) others += Buffer.byteLength(written, 'utf8')
  const room = TOTAL_OUTPUT_BYTES - others
  const size = Buffer.byteLength(text, 'utf8')
  if (size > room) {
    const note = ` [cut: all outputs together are limited to ${TOTAL_OUTPUT_BYTES / 1024} KiB]`
    text = room > note.length ? `${utf8Cut(text, room - note.length)}${note}` : ''
  }
  // The runner appends every setOutput to its file: a value already written is not written again
  // (the job id, set before polling, is set once).
  if (values.get(name) === text) return
  values.set(name, text)
  core.setOutput(name, text)
}

/** Forgets what was written: a new run (the runner starts a process per step; tests run modes in process). */
export function resetOutputs(): void {
  values.clear()
}

/** The value an output was last set to in this run (as written), if it was set. */
export function outputValue(name: string): string | undefined {
  return values.get(name)
}

/** The longest prefix within `maxBytes` of UTF-8, never splitting a character. */
function utf8Cut(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8')
  let end = maxBytes
  while (end > 0 && ((bytes[end] as number) & 0xc0) === 0x80) end--
  return bytes.subarray(0, end).toString('utf8')
}

/** Set before any polling, so a job is never lost, even if the step then fails or is cancelled. */
export function setJobIdOutput(jobId: string): void {
  output('job-id', jobId)
}

/** Agent mode's outputs; a value left undefined is set to ''. */
export interface AgentOutputs {
  jobId: string
  /** created, follow-up, resumed or checked. */
  action: string
  status?: string
  prLink?: string | null
  model?: string | null
  /** The job's last record from the API, as JSON. */
  job?: string
  /** The job's `source`: the agent's branch and docs repository. */
  branch?: string | null
  repository?: string | null
}

export function setAgentOutputs(outputs: AgentOutputs): void {
  output('job-id', outputs.jobId)
  output('action', outputs.action)
  output('status', outputs.status ?? '')
  output('pr-link', outputs.prLink ?? '')
  output('model', outputs.model ?? '')
  output('job', outputs.job ?? '')
  output('branch', outputs.branch ?? '')
  output('repository', outputs.repository ?? '')
  // The number at the end of a pull request URL (GitHub's /pull/N, GitLab's /merge_requests/N).
  output(
    'docs-pr-number',
    /\/(?:pull|pulls|merge_requests)\/(\d{1,9})(?:[/?#]|$)/.exec(outputs.prLink ?? '')?.[1] ?? ''
  )
}

/** Agent mode did nothing, on purpose: `action` is `skipped`, and the reason is one line. */
export function setSkippedOutputs(reason: string): void {
  output('action', 'skipped')
  output('skipped-reason', reason)
}

export function setCommentUrlOutput(url: string): void {
  output('comment-url', url)
}

export interface AnalyticsOutputs {
  /** Undefined when views were not exported (or not even their first page arrived). */
  totalViews?: number
  humanViews?: number
  aiViews?: number
  pageCount?: number
  exportDir: string
  artifactId?: number
  artifactUrl?: string
  searchesTotal?: number
  feedbackCount?: number
  /** Distinct conversation ids. */
  assistantConversations?: number
  /** Rows: one per turn. */
  assistantTurns?: number
  /** The datasets exported, comma-separated. */
  datasets: string
  /** Every HTTP attempt, retries included. */
  requests: number
  complete: boolean
  /** The checkpoint file; empty when the export is complete. */
  checkpoint?: string
  reportPath?: string
  /** The report's numbers on one plain line (numbers, dates and fixed words only). */
  headline: string
  /** The issue `report-issue` keeps, once written. */
  reportIssueUrl?: string
}

export function setAnalyticsOutputs(outputs: AnalyticsOutputs): void {
  output('total-views', outputs.totalViews)
  output('human-views', outputs.humanViews)
  output('ai-views', outputs.aiViews)
  output('page-count', outputs.pageCount)
  output('export-dir', outputs.exportDir)
  output('artifact-id', outputs.artifactId ?? '')
  output('artifact-url', outputs.artifactUrl ?? '')
  output('searches-total', outputs.searchesTotal)
  output('feedback-count', outputs.feedbackCount)
  output('assistant-conversations', outputs.assistantConversations)
  output('assistant-turns', outputs.assistantTurns)
  output('datasets', outputs.datasets)
  output('requests', outputs.requests)
  output('complete', String(outputs.complete))
  output('checkpoint', outputs.checkpoint)
  output('report-path', outputs.reportPath)
  output('headline', outputs.headline)
  output('report-issue-url', outputs.reportIssueUrl)
}

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

export function setDeploymentOutputs(outputs: DeploymentOutputs): void {
  output('status-id', outputs.statusId)
  output('status', outputs.status)
  output('preview-url', outputs.previewUrl)
  output('commit-sha', outputs.commitSha)
  output('commit-ref', outputs.commitRef)
  output('commit-message', outputs.commitMessage)
  output('summary', outputs.summary)
  output('screenshot-url', outputs.screenshotUrl)
}

/** Automation: the trigger's ids, set as soon as it answers; then the job's status, if it was followed. */
export interface AutomationOutputs {
  schemaId?: string
  instanceId?: string
  jobId?: string
  status?: string
  prLink?: string | null
}

export function setAutomationOutputs(outputs: AutomationOutputs): void {
  output('schema-id', outputs.schemaId)
  output('instance-id', outputs.instanceId)
  output('job-id', outputs.jobId)
  output('status', outputs.status)
  output('pr-link', outputs.prLink ?? undefined)
}
