import type { Run, RunLog } from '../../kernel/run/run.js'
import { errorMessage } from '../../kernel/error-message.js'
import type { PullRequestJob } from '../../pr-job/job.js'
import { setJobIdOutput } from './outputs.js'
import type { DocsApiClient } from '../../kernel/api/client.js'
import { isApiError } from '../../kernel/api/errors.js'
import type { AgentJob } from '../../kernel/api/schemas.js'
import {
  describeJob,
  isJobTerminal,
  readAgentJob,
  watchedJob,
  WrongJobError,
  type JobWaitReport
} from '../../kernel/wait/agent-job.js'
import {
  describeApiFailure,
  formatWait,
  type FailureContext,
  type Operation
} from '../../kernel/api/failures.js'
import { forLog, httpsUrl } from '../../kernel/safe-text.js'
import type { AgentInputs } from './input-types.js'
import { realClock, type Clock } from '../../kernel/time/clock.js'
import { waitFields } from '../../kernel/wait/outcome.js'
import { RecordCheck, waitFor } from '../../kernel/wait/wait.js'

// Agent mode: create a job, send a follow-up, or pick up an existing one; then wait for it.

/** What was done to get a job: a new job, a follow-up, waiting for a known job, or one status read. */
export type AgentAction = 'created' | 'follow-up' | 'resumed' | 'checked'

/** The job's wait (its id, the last record the API returned, how the wait ended) and what was done. */
export interface AgentReport extends JobWaitReport {
  action: AgentAction
  /** Statuses the action does not know, in the order seen; each was taken as still running. */
  unknownStatuses?: string[]
}

export interface AgentDeps {
  client: DocsApiClient
  signal?: AbortSignal
  clock?: Clock
  /** Epoch ms: the run's deadline (RunBudget.deadline). Default: `timeout-minutes` from now. */
  deadline?: number
  /** Called the moment the job id is known, before any polling, so it is never lost. */
  onJobKnown: (jobId: string) => void | Promise<void>
  /** The run's log. */
  log: RunLog
}

export class AgentFailure extends Error {
  constructor(
    message: string,
    /** The job id, when it is known: outputs are still written. */
    readonly jobId?: string
  ) {
    super(message)
    this.name = 'AgentFailure'
  }
}

/**
 * The job as the action uses it: checked as the wait checks every record (the job the run named or
 * created, never another; an unknown status warned about once and taken as still running), and
 * without a `prLink` that is not an https:// URL (or holds part of the key): that one is dropped with
 * a warning, so it never becomes the `pr-link` output, a link or a comment.
 */
function usableJob(job: AgentJob, check: RecordCheck<AgentJob>, warned: Warned): AgentJob {
  try {
    check.check(job)
  } catch (error) {
    throw asAgentFailure(error)
  }
  return withSafeLink(job, warned)
}

/** What the run warned about once, and its log. */
interface Warned {
  prLink?: boolean
  log: RunLog
}

function withSafeLink(job: AgentJob, warned: Warned): AgentJob {
  if (!job.prLink || httpsUrl(job.prLink)) return job
  if (!warned.prLink)
    warned.log.warning(`Ignoring the job's prLink, which is not an https:// URL: ${forLog(job.prLink, 200)}`)
  warned.prLink = true
  return { ...job, prLink: null }
}

/** Another job's record: reported with both ids, and the job id kept for the outputs. */
function asAgentFailure(error: unknown): unknown {
  return error instanceof WrongJobError ? new AgentFailure(error.message, error.jobId) : error
}

async function attempt<T>(
  operation: Operation,
  jobId: string | undefined,
  context: FailureContext,
  call: () => Promise<T>,
  onSalvagedId?: (jobId: string) => Promise<void>
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    // A success whose body broke the contract may still name the job: report it before failing.
    const salvaged = isApiError(error) && jobId === undefined ? error.jobId : undefined
    if (salvaged !== undefined) await onSalvagedId?.(salvaged)
    throw new AgentFailure(describeApiFailure(error, operation, context), jobId ?? salvaged)
  }
}

/** What the inputs ask for: a new job, a follow-up, waiting for a known job, or one status read. */
export function actionFor(inputs: Pick<AgentInputs, 'prompt' | 'jobId' | 'wait'>): AgentAction {
  if (inputs.prompt === undefined) return inputs.wait ? 'resumed' : 'checked'
  return inputs.jobId === undefined ? 'created' : 'follow-up'
}

/** One run's context: its clock, deadline and calls, and the checks its records pass. */
interface JobRun {
  inputs: AgentInputs
  deps: AgentDeps
  clock: Clock
  started: number
  deadline: number
  call: { deadline: number; signal?: AbortSignal }
  context: FailureContext
  /** Set once the job id is known: the same checks (and warnings) for every record of the run. */
  check?: RecordCheck<AgentJob>
  warned: Warned
}

const checkFor = (run: JobRun, jobId: string): RecordCheck<AgentJob> =>
  (run.check ??= new RecordCheck(watchedJob(jobId), run.deps.log))

/** Creates the job, sends the follow-up or reads the job once, as the inputs ask; undefined for a resume. */
async function startJob(run: JobRun, action: AgentAction): Promise<AgentJob | undefined> {
  const { inputs, deps, call, context, warned } = run
  const { client, log } = deps
  const { prompt = '', projectId } = inputs
  if (action === 'created') {
    const job = await log.group('Creating the agent job', async () => {
      const created = await attempt(
        'create',
        undefined,
        context,
        () => client.createJob(projectId, prompt, call),
        async id => deps.onJobKnown(id)
      )
      log.info(`Created job ${forLog(created.id)} (${describeJob(created)})`)
      return usableJob(created, checkFor(run, created.id), warned)
    })
    await deps.onJobKnown(job.id)
    return job
  }
  const known = inputs.jobId as string
  await deps.onJobKnown(known)
  if (action === 'follow-up') {
    return log.group(`Sending a follow-up to job ${forLog(known)}`, async () => {
      const updated = await attempt('follow-up', known, context, () =>
        client.sendMessage(projectId, known, prompt, call)
      )
      const usable = usableJob(updated, checkFor(run, known), warned)
      log.info(`Follow-up sent; job ${forLog(known)} is ${describeJob(usable)}`)
      return usable
    })
  }
  if (action !== 'checked') return undefined
  const read = await attempt('get', known, context, () => readAgentJob(client, projectId, known, call))
  const job = usableJob(read, checkFor(run, known), warned)
  log.info(`Job ${forLog(known)} is ${describeJob(job)}`)
  return job
}

/** Waits for the job through the one wait (src/kernel/wait/wait.ts), from its last known record. */
async function waitForJob(run: JobRun, jobId: string, job: AgentJob | undefined) {
  const { inputs, deps, clock } = run
  const { log } = deps
  const shownId = forLog(jobId)
  const result = await log.group(`Waiting for job ${shownId}`, async () => {
    log.info(job ? `Status: ${forLog(job.status)}` : `Reading job ${shownId}`)
    try {
      return await waitFor(checkFor(run, jobId), {
        log,
        initial: job,
        read: c => readAgentJob(deps.client, inputs.projectId, jobId, c),
        adopt: read => withSafeLink(read, run.warned),
        deadline: run.deadline,
        intervalMs: inputs.pollIntervalMs,
        signal: deps.signal,
        clock,
        started: run.started
      })
    } catch (error) {
      if (error instanceof AgentFailure || error instanceof WrongJobError) throw asAgentFailure(error)
      throw new AgentFailure(describeApiFailure(error, 'get', run.context), jobId)
    }
  })
  const elapsed = formatDuration(clock.now() - run.started)
  if (result.kind === 'terminal')
    log.info(`Job ${shownId} finished as ${forLog(result.job.status)} after ${elapsed}`)
  else log.info(`Stopped waiting for job ${shownId} after ${elapsed} (${result.kind})`)
  return result
}

export async function runAgent(inputs: AgentInputs, deps: AgentDeps): Promise<AgentReport> {
  const clock = deps.clock ?? realClock
  const started = clock.now()
  const deadline = deps.deadline ?? started + inputs.timeoutMs
  const run: JobRun = {
    inputs,
    deps,
    clock,
    started,
    deadline,
    call: { deadline, signal: deps.signal },
    context: { timeoutMs: inputs.timeoutMs, deadline },
    warned: { log: deps.log }
  }
  const action = actionFor(inputs)
  const report = (fields: Omit<AgentReport, 'elapsedMs' | 'action'>): AgentReport => {
    const unknown = run.check?.unknownStatuses ?? []
    return {
      action,
      elapsedMs: clock.now() - started,
      ...(unknown.length > 0 ? { unknownStatuses: [...unknown] } : {}),
      ...fields
    }
  }

  // The job as the API last described it; undefined for a resumed job until the first read.
  const job = await startJob(run, action)
  // The job this run named, or the one it created: never an id a later answer brings.
  const jobId = action === 'created' && job ? job.id : (inputs.jobId as string)
  const finished = job !== undefined && isJobTerminal(job)
  if (!inputs.wait || finished)
    return report({ jobId, job, outcome: finished ? 'terminal' : 'not-waited', polls: 0 })
  const result = await waitForJob(run, jobId, job)
  return report({ jobId, job: result.job ?? job, ...waitFields(result) })
}

/** A duration for messages: `45 s`, `12 min 5 s`, `3 h 20 min`. */
export const formatDuration = formatWait

export type Sent =
  /** The job exists (or may): its report, and the error the run failed with, if any. */
  | { kind: 'reported'; report: AgentReport; error?: string }
  /** No job came of this run. */
  | { kind: 'not-created'; failure: unknown }

/** Create, follow up or read the job, then wait for it. The job id is recorded the moment it is known. */
export async function sendAndWait(
  run: Run,
  job: AgentInputs,
  client: DocsApiClient,
  github: PullRequestJob,
  started: number
): Promise<Sent> {
  const { budget } = run
  const action = actionFor(job)
  let knownJobId: string | undefined
  try {
    const report = await runAgent(job, {
      client,
      log: run.log,
      signal: budget.cancel,
      // The step's deadline, counted from its start: GitHub reads before this point spent part of it.
      deadline: budget.deadline,
      onJobKnown: async jobId => {
        knownJobId = jobId
        setJobIdOutput(run.outputs, jobId)
        run.log.info(`Job id: ${forLog(jobId, 128)}`)
        await github.jobStarted(jobId, action)
      }
    })
    return { kind: 'reported', report }
  } catch (failure) {
    const jobId = failure instanceof AgentFailure ? (failure.jobId ?? knownJobId) : knownJobId
    if (jobId === undefined) return { kind: 'not-created', failure }
    // The job exists (or may): report it, then fail.
    const report: AgentReport = {
      action,
      jobId,
      outcome: 'not-waited',
      elapsedMs: Date.now() - started,
      polls: 0
    }
    return { kind: 'reported', report, error: errorMessage(failure) }
  }
}
