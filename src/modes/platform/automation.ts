import * as core from '@actions/core'
import { failureFor } from '../agent/outcome.js'
import { isTerminal, pollUntilTerminal } from '../agent/poll.js'
import type { AgentReport } from '../agent/run.js'
import { AdminContractError, triggerAutomation, type SalvagedIds } from '../../kernel/api/admin.js'
import type { DocsApiClient } from '../../kernel/api/client.js'
import { isApiError } from '../../kernel/api/errors.js'
import type { AgentJob } from '../../kernel/api/schemas.js'
import type { AutomationInputs } from './input-types.js'
import { describeApiFailure, formatWait, type FailureContext } from '../../kernel/api/failures.js'
import { setAutomationOutputs } from '../../kernel/io/outputs.js'
import { errorMessage } from '../../kernel/error-message.js'
import { forLog, httpsUrl } from '../../kernel/outside.js'
import { pollUntil } from '../../kernel/api/poll-loop.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'
import { describeAdminFailure } from './failures.js'
import type { AutomationReport } from './report.js'
import { writeAutomationSummary } from './summary.js'

// Automation mode: trigger an automation on a custom schedule and report its three ids at once. The
// API documents no status for an automation run, and not whether its `jobId` is an agent job the
// v2 get-job endpoint can read. So with `wait: true` the action tries that read: if it works, it
// waits for the job as agent mode does, and says so; if it does not, it says why and that the run
// can be followed in the dashboard, and the step succeeds (the trigger did).

type Ids = Pick<SalvagedIds, 'schemaId' | 'instanceId' | 'jobId'>

const DASHBOARD = 'the API documents no status for automation runs; follow the run in the dashboard'

/** The run's job through the agent job endpoint: its first record, or why it cannot be read. */
async function firstRead(
  inputs: AutomationInputs,
  client: DocsApiClient,
  budget: RunBudget,
  jobId: string
): Promise<
  { job: AgentJob; polls: number } | { why: string; polls: number; cancelled?: boolean; timedOut?: boolean }
> {
  const shown = forLog(jobId)
  try {
    // The shared loop, stopping at the first record: failed reads are retried until the deadline.
    const result = await pollUntil<AgentJob>({
      read: call => client.getJob(inputs.projectId, jobId, call),
      isTerminal: () => true,
      statusOf: job => job.status,
      deadline: budget.deadline,
      intervalMs: inputs.pollIntervalMs,
      signal: budget.cancel,
      onReadError: (error, retryInMs) =>
        core.warning(
          `Reading job ${shown} failed (${forLog(error.message)}); trying again in ${formatWait(retryInMs)}`
        )
    })
    if (result.kind === 'cancelled')
      return { why: 'the workflow was cancelled', polls: result.polls, cancelled: true }
    if (result.kind === 'timeout')
      return {
        why: `no read of job ${shown} succeeded before \`timeout-minutes\``,
        polls: result.polls,
        timedOut: true
      }
    if (result.job.id !== jobId)
      return {
        why: `the agent job endpoint answered with another job (${forLog(result.job.id)})`,
        polls: result.polls
      }
    return { job: result.job, polls: result.polls }
  } catch (error) {
    const status = isApiError(error) && error.status ? `HTTP ${error.status}` : errorMessage(error)
    return { why: `the agent job endpoint could not read job ${shown} (${forLog(status, 300)})`, polls: 1 }
  }
}

/** Runs automation mode. Returns the reason the step fails, if it does; outputs are written either way. */
export async function automationMode(
  inputs: AutomationInputs,
  client: DocsApiClient,
  budget: RunBudget
): Promise<string | undefined> {
  const started = Date.now()
  const context: FailureContext = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline }
  const call = { deadline: budget.deadline, signal: budget.cancel }
  const report: AutomationReport = {
    automationId: inputs.automationId,
    outcome: 'not-waited',
    elapsedMs: 0,
    polls: 0
  }
  const finish = async (error?: string) => {
    report.elapsedMs = Date.now() - started
    setAutomationOutputs({ ...report, status: report.job?.status, prLink: httpsUrl(report.job?.prLink) })
    await writeAutomationSummary(report, error)
  }

  let ids: Ids
  try {
    ids = await core.group(`Triggering automation ${forLog(inputs.automationId)}`, () =>
      triggerAutomation(client, inputs.projectId, inputs.automationId, call)
    )
  } catch (error) {
    const message = describeAdminFailure(error, 'automation', context)
    const salvaged = error instanceof AdminContractError ? error.ids : {}
    if (!salvaged.schemaId && !salvaged.instanceId && !salvaged.jobId)
      throw new Error(message, { cause: error })
    Object.assign(report, salvaged)
    await finish(message)
    return message
  }
  // Reported before anything else: whatever happens next, the run can be found.
  Object.assign(report, { schemaId: ids.schemaId, instanceId: ids.instanceId, jobId: ids.jobId })
  setAutomationOutputs(ids)
  core.info(
    `Automation run started: schema ${forLog(ids.schemaId ?? '—')}, instance ${forLog(ids.instanceId ?? '—')}, job ${forLog(ids.jobId ?? '—')}`
  )
  if (!inputs.wait) {
    await finish()
    return undefined
  }
  if (!ids.jobId) {
    report.followed = { readable: false, why: "the trigger's answer named no job id" }
    core.info(`Not waiting: ${report.followed.why}; ${DASHBOARD}.`)
    await finish()
    return undefined
  }

  const jobId = ids.jobId
  const first = await core.group(`Trying the agent job endpoint for job ${forLog(jobId)}`, () =>
    firstRead(inputs, client, budget, jobId)
  )
  report.polls = first.polls
  if ('why' in first) {
    if (first.cancelled) {
      report.outcome = 'cancelled'
      await finish()
      return `Cancelled while reading the automation's job ${forLog(jobId)}. The run goes on: follow it in the dashboard.`
    }
    report.followed = { readable: false, why: first.why }
    // Reads that kept failing say nothing of the run: worth a warning, not a red step.
    const say = first.timedOut ? core.warning : core.info
    say(`Not waiting: ${first.why}; ${DASHBOARD}.`)
    await finish()
    return undefined
  }

  report.followed = { readable: true }
  report.job = first.job
  core.info(
    `The automation's job ${forLog(jobId)} can be read with the agent job endpoint (status ${forLog(first.job.status)}): waiting for it as agent mode does.`
  )
  let error: string | undefined
  if (!isTerminal(first.job)) {
    try {
      const result = await core.group(`Waiting for job ${forLog(jobId)}`, () =>
        pollUntilTerminal({
          initial: first.job,
          read: c => client.getJob(inputs.projectId, jobId, c),
          deadline: budget.deadline,
          intervalMs: inputs.pollIntervalMs,
          signal: budget.cancel,
          onStatusChange: next =>
            core.info(`Status: ${forLog(next.status)} (after ${formatWait(Date.now() - started)})`),
          onReadError: (e, retryInMs) =>
            core.warning(
              `Reading job ${forLog(jobId)} failed (${forLog(e.message)}); polling again in ${formatWait(retryInMs)}`
            )
        })
      )
      Object.assign(report, {
        job: result.job ?? first.job,
        outcome: result.kind,
        polls: report.polls + result.polls
      })
      if (result.kind === 'timeout')
        Object.assign(report, { lastError: result.lastError, rateLimitedUntil: result.rateLimitedUntil })
    } catch (failure) {
      error = describeApiFailure(failure, 'get', context)
    }
  } else {
    report.outcome = 'terminal'
  }
  await finish(error)
  if (error) return error
  // The job is an agent job: its outcome is decided as agent mode decides it.
  const agentReport: AgentReport = { ...report, action: 'resumed', jobId, job: report.job }
  return failureFor(agentReport, inputs.failOn)
}
