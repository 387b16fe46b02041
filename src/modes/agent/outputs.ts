import type { Outputs } from '../../kernel/io/outputs.js'

// Agent mode's outputs: each is set through the run's Outputs (redacted, bounded).

/** Set before any polling, so a job is never lost, even if the step then fails or is cancelled. */
export function setJobIdOutput(out: Outputs, jobId: string): void {
  out.set('job-id', jobId)
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

export function setAgentOutputs(out: Outputs, outputs: AgentOutputs): void {
  out.set('job-id', outputs.jobId)
  out.set('action', outputs.action)
  out.set('status', outputs.status ?? '')
  out.set('pr-link', outputs.prLink ?? '')
  out.set('model', outputs.model ?? '')
  out.set('job', outputs.job ?? '')
  out.set('branch', outputs.branch ?? '')
  out.set('repository', outputs.repository ?? '')
  // The number at the end of a pull request URL (GitHub's /pull/N, GitLab's /merge_requests/N).
  out.set(
    'docs-pr-number',
    /\/(?:pull|pulls|merge_requests)\/(\d{1,9})(?:[/?#]|$)/.exec(outputs.prLink ?? '')?.[1] ?? ''
  )
}

/** Agent mode did nothing, on purpose: `action` is `skipped`, and the reason is one line. */
export function setSkippedOutputs(out: Outputs, reason: string): void {
  out.set('action', 'skipped')
  out.set('skipped-reason', reason)
}

export function setCommentUrlOutput(out: Outputs, url: string): void {
  out.set('comment-url', url)
}
