import * as core from '@actions/core'
import type { DocsApiClient } from '../api/client.js'
import type { AgentInputs } from '../inputs.js'
import { setAgentOutputs, setJobIdOutput } from '../outputs.js'
import { failureFor } from './outcome.js'
import { AgentFailure, runAgent, type AgentReport } from './run.js'
import { writeAgentSummary } from './summary.js'

/** Runs agent mode end to end. Returns the reason the step fails, if it does; outputs are written either way. */
export async function agentMode(
  inputs: AgentInputs,
  client: DocsApiClient,
  signal: AbortSignal
): Promise<string | undefined> {
  const started = Date.now()
  let knownJobId: string | undefined
  let report: AgentReport
  try {
    report = await runAgent(inputs, {
      client,
      signal,
      onJobKnown: jobId => {
        knownJobId = jobId
        setJobIdOutput(jobId)
        core.info(`Job id: ${jobId}`)
      }
    })
  } catch (error) {
    const jobId = error instanceof AgentFailure ? (error.jobId ?? knownJobId) : knownJobId
    if (jobId === undefined) throw error
    // The job exists (or may): report it, then fail.
    const message = error instanceof Error ? error.message : String(error)
    const partial: AgentReport = {
      action: inputs.prompt === undefined ? 'resumed' : inputs.jobId ? 'follow-up' : 'created',
      jobId,
      outcome: 'not-waited',
      elapsedMs: Date.now() - started,
      polls: 0
    }
    setAgentOutputs(partial)
    await writeAgentSummary(partial, inputs.prompt, message)
    return message
  }
  setAgentOutputs(report)
  const failure = failureFor(report, inputs.failOn)
  await writeAgentSummary(report, inputs.prompt)
  return failure
}
