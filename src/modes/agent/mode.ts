import * as core from '@actions/core'
import type { DocsApiClient } from '../../kernel/api/client.js'
import { isApiError } from '../../kernel/api/errors.js'
import { describeApiFailure } from '../../kernel/api/failures.js'
import { admit } from './admission.js'
import { pullRequestIntegration } from './pull-request/integration.js'
import type { PullRequestIntegration } from '../../kernel/github/seam.js'
import type { AgentInputs } from '../../kernel/inputs/index.js'
import { errorMessage } from '../../kernel/error-message.js'
import { forLog } from '../../kernel/outside.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'
import { readTrigger, type Trigger } from '../../kernel/trigger/index.js'
import {
  setAgentOutputs,
  setCommentUrlOutput,
  setJobIdOutput,
  setSkippedOutputs
} from '../../kernel/io/outputs.js'
import { failureFor } from './outcome.js'
import { actionFor, AgentFailure, runAgent, type AgentReport } from './run.js'
import { writeAgentSummary, writeSkippedSummary } from './summary.js'

// Agent mode end to end: which job (the `job-id` input, the job this pull request already has, or a
// new one), the prompt with its event context, then create / follow up / wait, outputs, comment, summary.

/** Why a pull request's job cannot take a follow-up, or undefined when it can. Reads its status first:
 * the status the comment last recorded may be stale (a job can be archived from the dashboard). */
async function unusableBecause(
  client: DocsApiClient,
  inputs: AgentInputs,
  jobId: string,
  budget: RunBudget
): Promise<string | undefined> {
  try {
    const job = await client.getJob(inputs.projectId, jobId, {
      deadline: budget.deadline,
      signal: budget.signal
    })
    if (job.status === 'archived' || job.status === 'failed')
      return `the previous job ${jobId} is ${job.status}, so it cannot take a follow-up`
    return undefined
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      return `the previous job ${jobId} no longer exists (HTTP 404)`
    // Unknown state: a new job could duplicate a running one, so stop here and say so.
    throw new Error(
      `${describeApiFailure(error, 'get')} (reading job ${jobId}, which this pull request's comment names, ` +
        'to decide between a follow-up and a new job). No job was created; re-run the workflow.',
      { cause: error }
    )
  }
}

/** The job id to use (input, or this pull request's job) and the prompt to send. */
async function resolveJob(
  inputs: AgentInputs,
  client: DocsApiClient,
  budget: RunBudget,
  github: PullRequestIntegration
): Promise<AgentInputs> {
  if (inputs.jobId !== undefined || inputs.prompt === undefined)
    return { ...inputs, prompt: inputs.prompt && (await github.preparePrompt(inputs.prompt)) }
  const earlier = await github.findEarlierJob()
  let since: string | undefined
  let jobId: string | undefined
  if (earlier) {
    // `/docs` follows up as asked; a push checks first that the job can still take one.
    const why = earlier.fromComment ? undefined : await unusableBecause(client, inputs, earlier.jobId, budget)
    if (why) {
      core.info(`Creating a new job: ${forLog(why)}.`)
      github.replaceJob(why)
    } else {
      jobId = earlier.jobId
      since = earlier.lastHead
      core.info(
        `Following up on job ${forLog(jobId, 128)}, found in this action's comment on the pull request`
      )
    }
  }
  return { ...inputs, jobId, prompt: await github.preparePrompt(inputs.prompt, since) }
}

/** Runs agent mode end to end. Returns the reason the step fails, if it does; outputs are written either way. */
export async function agentMode(
  inputs: AgentInputs,
  client: DocsApiClient,
  budget: RunBudget,
  /** What started the run, read once by main.ts. */
  trigger: Trigger = readTrigger()
): Promise<string | undefined> {
  const started = Date.now()
  const admission = await admit(inputs, trigger, budget)
  if (admission.skipped !== undefined) {
    core.info(`Skipped: ${forLog(admission.skipped, 300)}. Nothing was sent to the agent.`)
    setSkippedOutputs(admission.skipped)
    await writeSkippedSummary(admission.skipped)
    return undefined
  }
  const { command } = admission
  if (command) core.info(`Command from ${forLog(command.author, 60)} accepted.`)
  const asked = admission.instruction !== undefined ? { ...inputs, prompt: admission.instruction } : inputs
  const github = await pullRequestIntegration(asked, trigger, budget)
  const resolved = await resolveJob(asked, client, budget, github)

  let knownJobId: string | undefined
  let report: AgentReport
  let error: string | undefined
  try {
    report = await runAgent(resolved, {
      client,
      signal: budget.cancel,
      // The step's deadline, counted from its start: GitHub reads before this point spent part of it.
      deadline: budget.deadline,
      onJobKnown: async jobId => {
        knownJobId = jobId
        setJobIdOutput(jobId)
        core.info(`Job id: ${forLog(jobId, 128)}`)
        await github.jobStarted(jobId, actionFor(resolved))
      }
    })
  } catch (failure) {
    const jobId = failure instanceof AgentFailure ? (failure.jobId ?? knownJobId) : knownJobId
    if (jobId === undefined) {
      await github.jobNotCreated(errorMessage(failure))
      await command?.react('confused')
      throw failure
    }
    // The job exists (or may): report it, then fail.
    error = errorMessage(failure)
    report = {
      action: actionFor(resolved),
      jobId,
      outcome: 'not-waited',
      elapsedMs: Date.now() - started,
      polls: 0
    }
  }
  setAgentOutputs({
    jobId: report.jobId,
    action: report.action,
    status: report.job?.status,
    prLink: report.job?.prLink,
    model: report.job?.model,
    job: report.job && JSON.stringify(report.job),
    branch: report.job?.source?.ref,
    repository: report.job?.source?.repository
  })
  await github.jobFinished(report, error)
  if (github.commentUrl) setCommentUrlOutput(github.commentUrl)
  await writeAgentSummary(report, asked.prompt, error)
  const failure = error ?? failureFor(report, inputs.failOn)
  await command?.finished(report, failure !== undefined, inputs.admission.replyWhenDone)
  return failure
}
