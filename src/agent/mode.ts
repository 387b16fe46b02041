import * as core from '@actions/core'
import type { DocsApiClient } from '../api/client.js'
import { pullRequestIntegration } from '../github/integration.js'
import type { AgentInputs } from '../inputs.js'
import type { RunBudget } from '../run-budget.js'
import { setAgentOutputs, setCommentUrlOutput, setJobIdOutput } from '../outputs.js'
import { failureFor } from './outcome.js'
import { actionFor, AgentFailure, runAgent, type AgentReport } from './run.js'
import { writeAgentSummary } from './summary.js'

/** Runs agent mode end to end. Returns the reason the step fails, if it does; outputs are written either way. */
export async function agentMode(
  inputs: AgentInputs,
  client: DocsApiClient,
  budget: RunBudget
): Promise<string | undefined> {
  const signal = budget.cancel
  const started = Date.now()
  const github = await pullRequestIntegration(inputs, signal)
  const jobIdFromComment = inputs.jobId ? undefined : await github.findJobIdFromComments()
  if (jobIdFromComment)
    core.info(`Following up on job ${jobIdFromComment}, found in this action's comment on the pull request`)
  const resolved: AgentInputs = {
    ...inputs,
    jobId: inputs.jobId ?? jobIdFromComment,
    prompt: inputs.prompt === undefined ? undefined : await github.preparePrompt(inputs.prompt)
  }

  let knownJobId: string | undefined
  let report: AgentReport
  let error: string | undefined
  try {
    report = await runAgent(resolved, {
      client,
      signal,
      onJobKnown: async jobId => {
        knownJobId = jobId
        setJobIdOutput(jobId)
        core.info(`Job id: ${jobId}`)
        await github.jobStarted(jobId, actionFor(resolved))
      }
    })
  } catch (failure) {
    const jobId = failure instanceof AgentFailure ? (failure.jobId ?? knownJobId) : knownJobId
    if (jobId === undefined) throw failure
    // The job exists (or may): report it, then fail.
    error = failure instanceof Error ? failure.message : String(failure)
    report = {
      action: actionFor(resolved),
      jobId,
      outcome: 'not-waited',
      elapsedMs: Date.now() - started,
      polls: 0
    }
  }
  setAgentOutputs(report)
  await github.jobFinished(report, error)
  if (github.commentUrl) setCommentUrlOutput(github.commentUrl)
  await writeAgentSummary(report, inputs.prompt, error)
  return error ?? failureFor(report, inputs.failOn)
}
