import * as core from '@actions/core'
import type { DocsApiClient } from '../api/client.js'
import type { ApiError } from '../api/errors.js'
import type { AgentJob } from '../api/schemas.js'
import { describeApiFailure, type Operation } from '../failures.js'
import type { AgentInputs } from '../inputs.js'
import { realClock, type Clock } from '../clock.js'
import { isTerminal, pollUntilTerminal } from './poll.js'

// Agent mode: create a job, send a follow-up, or pick up an existing one; then wait for it.

/** What was done to get a job: a new job, a follow-up, waiting for a known job, or one status read. */
export type AgentAction = 'created' | 'follow-up' | 'resumed' | 'checked'

export interface AgentReport {
  action: AgentAction
  jobId: string
  /** The last record the API returned; undefined if no read ever succeeded. */
  job?: AgentJob
  outcome: 'terminal' | 'timeout' | 'cancelled' | 'not-waited'
  elapsedMs: number
  polls: number
  lastError?: ApiError
}

export interface AgentDeps {
  client: DocsApiClient
  signal?: AbortSignal
  clock?: Clock
  /** Called the moment the job id is known, before any polling, so it is never lost. */
  onJobKnown: (jobId: string) => void | Promise<void>
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

function describeJob(job: AgentJob): string {
  const pr = job.prLink ? `, pull request ${job.prLink}` : ''
  return `${job.status}${pr}`
}

async function attempt<T>(
  operation: Operation,
  jobId: string | undefined,
  call: () => Promise<T>
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new AgentFailure(describeApiFailure(error, operation), jobId)
  }
}

/** What the inputs ask for: a new job, a follow-up, waiting for a known job, or one status read. */
export function actionFor(inputs: Pick<AgentInputs, 'prompt' | 'jobId' | 'wait'>): AgentAction {
  if (inputs.prompt === undefined) return inputs.wait ? 'resumed' : 'checked'
  return inputs.jobId === undefined ? 'created' : 'follow-up'
}

export async function runAgent(inputs: AgentInputs, deps: AgentDeps): Promise<AgentReport> {
  const clock = deps.clock ?? realClock
  const started = clock.now()
  const deadline = started + inputs.timeoutMs
  const { client, signal } = deps
  const call = { deadline, signal }
  const { prompt = '', projectId } = inputs
  const action = actionFor(inputs)
  const report = (fields: Omit<AgentReport, 'elapsedMs' | 'action'>): AgentReport => ({
    action,
    elapsedMs: clock.now() - started,
    ...fields
  })

  // The job as the API last described it; undefined for a resumed job until the first read.
  let job: AgentJob | undefined
  if (action === 'created') {
    job = await core.group('Creating the agent job', async () => {
      const created = await attempt('create', undefined, () => client.createJob(projectId, prompt, call))
      core.info(`Created job ${created.id} (${describeJob(created)})`)
      return created
    })
    await deps.onJobKnown(job.id)
  } else {
    const known = inputs.jobId as string
    await deps.onJobKnown(known)
    if (action === 'follow-up') {
      job = await core.group(`Sending a follow-up to job ${known}`, async () => {
        const updated = await attempt('follow-up', known, () =>
          client.sendMessage(projectId, known, prompt, call)
        )
        core.info(`Follow-up sent; job ${updated.id} is ${describeJob(updated)}`)
        return updated
      })
    } else if (action === 'checked') {
      job = await attempt('get', known, () => client.getJob(projectId, known, call))
      core.info(`Job ${known} is ${describeJob(job)}`)
    }
  }

  const jobId = job?.id ?? (inputs.jobId as string)
  const finished = job !== undefined && isTerminal(job)
  if (!inputs.wait || finished)
    return report({ jobId, job, outcome: finished ? 'terminal' : 'not-waited', polls: 0 })

  const result = await core.group(`Waiting for job ${jobId}`, async () => {
    core.info(job ? `Status: ${job.status}` : `Reading job ${jobId}`)
    try {
      return await pollUntilTerminal({
        initial: job,
        read: c => client.getJob(projectId, jobId, c),
        deadline,
        intervalMs: inputs.pollIntervalMs,
        signal,
        clock,
        onStatusChange: next =>
          core.info(`Status: ${describeJob(next)} (after ${formatDuration(clock.now() - started)})`),
        onReadError: (error, retryInMs) =>
          core.warning(
            `Reading job ${jobId} failed (${error.message}); polling again in ${formatDuration(retryInMs)}`
          )
      })
    } catch (error) {
      throw new AgentFailure(describeApiFailure(error, 'get'), jobId)
    }
  })
  const elapsed = formatDuration(clock.now() - started)
  if (result.kind === 'terminal') core.info(`Job ${jobId} finished as ${result.job.status} after ${elapsed}`)
  else if (result.kind === 'timeout') core.info(`Stopped waiting for job ${jobId} after ${elapsed} (timeout)`)
  else core.info(`Stopped waiting for job ${jobId} after ${elapsed} (cancelled)`)
  const lastError = result.kind === 'timeout' ? result.lastError : undefined
  return report({ jobId, job: result.job ?? job, outcome: result.kind, polls: result.polls, lastError })
}

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`
}
