import {
  isJobTerminal,
  jobOutcome,
  readAgentJob,
  watchedJob,
  WrongJobError
} from '../../kernel/wait/agent-job.js'
import { AdminContractError, triggerAutomation, type SalvagedIds } from '../../kernel/api/admin.js'
import type { DocsApiClient } from '../../kernel/api/client.js'
import { isApiError } from '../../kernel/api/errors.js'
import type { AgentJob } from '../../kernel/api/schemas.js'
import type { AutomationInputs } from './input-types.js'
import { describeApiFailure, type FailureContext } from '../../kernel/api/failures.js'
import type { Run, RunLog } from '../../kernel/run/run.js'
import { setAutomationOutputs } from './outputs.js'
import { errorMessage } from '../../kernel/error-message.js'
import { stepFailure, waitFields } from '../../kernel/wait/outcome.js'
import { forLog, httpsUrl } from '../../kernel/safe-text.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'
import { RecordCheck, waitFor, type WaitOptions } from '../../kernel/wait/wait.js'
import { describeAdminFailure } from '../../kernel/api/admin-failures.js'
import type { AutomationReport } from './report.js'
import { writeAutomationSummary } from './summary.js'

// Automation mode: trigger an automation on a custom schedule and report its three ids at once. The
// API documents no status for an automation run, and not whether its `jobId` is an agent job the
// v2 get-job endpoint can read. So with `wait: true` the action tries that read: if it works, it
// waits for the job as agent mode does (the one wait, src/kernel/wait/wait.ts, with the same checks of
// every record), and says so; if it does not, it says why and that the run can be followed in the
// dashboard, and the step succeeds (the trigger did).

type Ids = Pick<SalvagedIds, 'schemaId' | 'instanceId' | 'jobId'>

const DASHBOARD = 'the API documents no status for automation runs; follow the run in the dashboard'

type FirstRead =
  { job: AgentJob; polls: number } | { why: string; polls: number; cancelled?: boolean; timedOut?: boolean }

/** The run's job through the agent job endpoint: its first record, or why it cannot be read. */
async function firstRead(
  check: RecordCheck<AgentJob>,
  options: Omit<WaitOptions<AgentJob>, 'stopAt'>
): Promise<FirstRead> {
  const shown = forLog(check.watched.id)
  let reads = 0
  const read: WaitOptions<AgentJob>['read'] = call => {
    reads += 1
    return options.read(call)
  }
  try {
    // The one wait, stopping at the first record: failed reads are retried until the deadline.
    const result = await waitFor(check, { ...options, read, stopAt: () => true })
    if (result.kind === 'cancelled')
      return { why: 'the workflow was cancelled', polls: result.polls, cancelled: true }
    if (result.kind === 'timeout')
      return {
        why: `no read of job ${shown} succeeded before \`timeout-minutes\``,
        polls: result.polls,
        timedOut: true
      }
    return { job: result.job, polls: result.polls }
  } catch (error) {
    if (error instanceof WrongJobError)
      return {
        why: `the agent job endpoint answered with another job (${forLog(error.otherId)})`,
        polls: reads
      }
    const status = isApiError(error) && error.status ? `HTTP ${error.status}` : errorMessage(error)
    return {
      why: `the agent job endpoint could not read job ${shown} (${forLog(status, 300)})`,
      polls: reads
    }
  }
}

/** How following the run's job ended: an error (also in the summary), a cancelled first read, or a
 * wait whose outcome `fail-on` decides (`judge`). None of them: the job could not be read. */
interface Followed {
  error?: string
  cancelled?: string
  judge?: boolean
}

/** Follows the run's job `jobId` when the agent job endpoint can read it, filling in `report`. */
async function followJob(
  inputs: AutomationInputs,
  client: DocsApiClient,
  { budget, log }: { budget: RunBudget; log: RunLog },
  report: AutomationReport,
  jobId: string,
  started: number
): Promise<Followed> {
  const check = new RecordCheck(watchedJob(jobId), log)
  const options = {
    log,
    read: (call: { deadline: number; signal?: AbortSignal }) =>
      readAgentJob(client, inputs.projectId, jobId, call),
    deadline: budget.deadline,
    intervalMs: inputs.pollIntervalMs,
    signal: budget.cancel,
    clock: budget.clock,
    started
  }
  const first = await log.group(`Trying the agent job endpoint for job ${forLog(jobId)}`, () =>
    firstRead(check, options)
  )
  report.polls = first.polls
  if ('why' in first) {
    if (first.cancelled) {
      report.outcome = 'cancelled'
      return {
        cancelled: `Cancelled while reading the automation's job ${forLog(jobId)}. The run goes on: follow it in the dashboard.`
      }
    }
    report.followed = { readable: false, why: first.why }
    // Reads that kept failing say nothing of the run: worth a warning, not a red step.
    const line = `Not waiting: ${first.why}; ${DASHBOARD}.`
    if (first.timedOut) log.warning(line)
    else log.info(line)
    return {}
  }

  report.followed = { readable: true }
  report.job = first.job
  log.info(
    `The automation's job ${forLog(jobId)} can be read with the agent job endpoint (status ${forLog(first.job.status)}): waiting for it as agent mode does.`
  )
  try {
    if (isJobTerminal(first.job)) report.outcome = 'terminal'
    else {
      const result = await log.group(`Waiting for job ${forLog(jobId)}`, () =>
        waitFor(check, { ...options, initial: first.job })
      )
      Object.assign(report, {
        job: result.job ?? first.job,
        ...waitFields(result),
        polls: report.polls + result.polls
      })
    }
  } catch (failure) {
    const context: FailureContext = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline }
    return {
      error: failure instanceof WrongJobError ? failure.message : describeApiFailure(failure, 'get', context)
    }
  }
  return { judge: true }
}

/** Runs automation mode. Returns the reason the step fails, if it does; outputs are written either way. */
export async function automationMode(
  run: Run,
  inputs: AutomationInputs,
  client: DocsApiClient
): Promise<string | undefined> {
  const { budget, log } = run
  const started = budget.clock.now()
  const context: FailureContext = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline }
  const call = { deadline: budget.deadline, signal: budget.cancel }
  const report: AutomationReport = {
    automationId: inputs.automationId,
    outcome: 'not-waited',
    elapsedMs: 0,
    polls: 0
  }
  const finish = async (error?: string) => {
    report.elapsedMs = budget.clock.now() - started
    setAutomationOutputs(run.outputs, {
      ...report,
      status: report.job?.status,
      prLink: httpsUrl(report.job?.prLink)
    })
    await writeAutomationSummary(run.summary, report, error)
  }

  let ids: Ids
  try {
    ids = await log.group(`Triggering automation ${forLog(inputs.automationId)}`, () =>
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
  setAutomationOutputs(run.outputs, ids)
  log.info(
    `Automation run started: schema ${forLog(ids.schemaId ?? '—')}, instance ${forLog(ids.instanceId ?? '—')}, job ${forLog(ids.jobId ?? '—')}`
  )
  if (!inputs.wait) {
    await finish()
    return undefined
  }
  if (!ids.jobId) {
    report.followed = { readable: false, why: "the trigger's answer named no job id" }
    log.info(`Not waiting: ${report.followed.why}; ${DASHBOARD}.`)
    await finish()
    return undefined
  }

  const jobId = ids.jobId
  const { error, cancelled, judge } = await followJob(inputs, client, run, report, jobId, started)
  await finish(error)
  if (!judge) return error ?? cancelled
  // The job is an agent job: its outcome is decided as agent mode decides it.
  return stepFailure(jobOutcome({ ...report, jobId, job: report.job }, inputs.failOn), message =>
    log.warning(message)
  )
}
