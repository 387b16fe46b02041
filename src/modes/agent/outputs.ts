import type { Outputs } from '../../kernel/io/outputs.js'
import { outputSetter, sharedOutputs } from '../../kernel/run/outputs-spec.js'

// Agent mode's outputs: each is set through the run's Outputs (redacted, bounded), and only if the
// spec lists it (kernel/run/outputs-spec.ts).

export const AGENT_OUTPUTS = {
  ...sharedOutputs('job-id'),
  action:
    'What the step did: `created` (a new job), `follow-up` (a message to an existing job), `resumed` (waited for a job), `checked` (read it once) or `skipped` (nothing: see `skipped-reason`).',
  ...sharedOutputs('status', 'pr-link'),
  model: 'The model the job used.',
  job: 'The last job record, as JSON.',
  ...sharedOutputs('comment-url', 'skipped-reason'),
  branch: "Agent mode: the branch the agent works on (the job's `source.ref`), when the API gives it.",
  repository:
    "Agent mode: the docs repository the agent works in (the job's `source.repository`), when the API gives it.",
  'docs-pr-number': 'Agent mode: the number of the docs pull request (from `pr-link`), when there is one.'
} as const

const setter = (out: Outputs) => outputSetter(out, AGENT_OUTPUTS)

/** Set before any polling, so a job is never lost, even if the step then fails or is cancelled. */
export function setJobIdOutput(out: Outputs, jobId: string): void {
  setter(out)('job-id', jobId)
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
  const set = setter(out)
  set('job-id', outputs.jobId)
  set('action', outputs.action)
  set('status', outputs.status ?? '')
  set('pr-link', outputs.prLink ?? '')
  set('model', outputs.model ?? '')
  set('job', outputs.job ?? '')
  set('branch', outputs.branch ?? '')
  set('repository', outputs.repository ?? '')
  // The number at the end of a pull request URL (GitHub's /pull/N, GitLab's /merge_requests/N).
  set(
    'docs-pr-number',
    /\/(?:pull|pulls|merge_requests)\/(\d{1,9})(?:[/?#]|$)/.exec(outputs.prLink ?? '')?.[1] ?? ''
  )
}

/** Agent mode did nothing, on purpose: `action` is `skipped`, and the reason is one line. */
export function setSkippedOutputs(out: Outputs, reason: string): void {
  const set = setter(out)
  set('action', 'skipped')
  set('skipped-reason', reason)
}

export function setCommentUrlOutput(out: Outputs, url: string): void {
  setter(out)('comment-url', url)
}
