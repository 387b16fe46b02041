import type { AgentAction, AgentReport } from '../agent/run.js'
import type { AgentInputs } from '../inputs.js'

// The seam between agent mode and GitHub (pull request context and the sticky comment). Agent mode
// calls these at fixed points; GitHub failures must never fail the step or lose the agent job, so
// implementations turn them into warnings.

export interface PullRequestIntegration {
  /** The prompt to send, with the PR's context appended when `pr-context` applies. */
  preparePrompt(prompt: string): Promise<string>
  /** On a comment event without `job-id`: the job id found in this action's most recent comment on the PR. */
  findJobIdFromComments(): Promise<string | undefined>
  /** The job id is known (created, followed up or resumed). */
  jobStarted(jobId: string, action: AgentAction): Promise<void>
  /** The run is over (terminal, timeout, cancelled, not waited, or failed with `error`). */
  jobFinished(report: AgentReport, error?: string): Promise<void>
  /** The sticky comment's URL, once one was written. */
  readonly commentUrl: string | undefined
}

/** Outside a pull request (or with both features off): nothing to add, nothing to comment. */
export const noPullRequest: PullRequestIntegration = {
  preparePrompt: async prompt => prompt,
  findJobIdFromComments: async () => undefined,
  jobStarted: async () => undefined,
  jobFinished: async () => undefined,
  commentUrl: undefined
}

/** Builds the integration for this run's event; replaced by the real one in src/github/. */
export async function pullRequestIntegration(_inputs: AgentInputs): Promise<PullRequestIntegration> {
  return noPullRequest
}
