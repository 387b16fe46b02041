import type { Outputs } from '../../kernel/io/outputs.js'
import { outputSetter, setOutputs, sharedOutputs, type OutputValues } from '../../kernel/run/outputs-spec.js'

// Agent mode's outputs: set from the spec below (kernel/run/outputs-spec.ts) through the run's Outputs
// (redacted, bounded).

/** What a run that reached the job sets, in that order (setAgentOutputs). */
export const AGENT_JOB_SET = {
  ...sharedOutputs('job-id'),
  action:
    'What the step did: `created` (a new job), `follow-up` (a message to an existing job), `resumed` (waited for a job), `checked` (read it once) or `skipped` (nothing: see `skipped-reason`).',
  ...sharedOutputs('status', 'pr-link'),
  model: 'The model the job used.',
  job: 'The last job record, as JSON.',
  branch: "Agent mode: the branch the agent works on (the job's `source.ref`), when the API gives it.",
  repository:
    "Agent mode: the docs repository the agent works in (the job's `source.repository`), when the API gives it.",
  'docs-pr-number': 'Agent mode: the number of the docs pull request (from `pr-link`), when there is one.'
} as const

/** Every output of agent mode: the job's, the comment's URL, and why it skipped. */
export const AGENT_OUTPUTS = { ...AGENT_JOB_SET, ...sharedOutputs('comment-url', 'skipped-reason') } as const

const setter = (out: Outputs) => outputSetter(out, AGENT_OUTPUTS)

/** Set before any polling, so a job is never lost, even if the step then fails or is cancelled. */
export function setJobIdOutput(out: Outputs, jobId: string): void {
  setter(out)('job-id', jobId)
}

/**
 * The job's outputs, one field per output of AGENT_JOB_SET (`prLink` for `pr-link`); a value left
 * undefined is set to ''. `docs-pr-number` is read from `prLink`.
 */
export type AgentOutputs = Omit<OutputValues<typeof AGENT_JOB_SET>, 'docsPrNumber'> & {
  jobId: string
  /** created, follow-up, resumed or checked. */
  action: string
}

export function setAgentOutputs(out: Outputs, outputs: AgentOutputs): void {
  const prLink = typeof outputs.prLink === 'string' ? outputs.prLink : ''
  // The number at the end of a pull request URL (GitHub's /pull/N, GitLab's /merge_requests/N).
  const docsPrNumber = /\/(?:pull|pulls|merge_requests)\/(\d{1,9})(?:[/?#]|$)/.exec(prLink)?.[1]
  setOutputs(out, AGENT_JOB_SET, { ...outputs, docsPrNumber })
}

export function setCommentUrlOutput(out: Outputs, url: string): void {
  setter(out)('comment-url', url)
}
