import type { AgentJob } from '../../kernel/api/schemas.js'
import type { WaitReport } from '../../kernel/wait/outcome.js'

// What an automation run found out, as the outputs and the summary read it. Types only.

/** An automation run's ids, and the wait for its job when there was one. */
export interface AutomationReport extends WaitReport {
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
}
