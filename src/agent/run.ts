import * as core from '@actions/core'
import type { DocsApiClient } from '../api/client.js'
import type { ApiError } from '../api/errors.js'
import type { AgentJob } from '../api/schemas.js'
import { describeApiFailure, type Operation } from '../failures.js'
import type { AgentInputs } from '../inputs.js'
import { isTerminal, pollUntilTerminal, realClock, type Clock } from './poll.js'

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

export async function runAgent(inputs: AgentInputs, deps: AgentDeps): Promise<AgentReport> {
  const clock = deps.clock ?? realClock
  const started = clock.now()
  const deadline = started + inputs.timeoutMs
  const { client, signal } = deps
  const call = () => ({ deadline, signal })
  const report = (fields: Omit<AgentReport, 'elapsedMs' | 'action' | 'jobId'> & { jobId: string }) => ({
    action,
    elapsedMs: clock.now() - started,
    ...fields
  })

  let action: AgentAction
  let job: AgentJob | undefined
  const { prompt, jobId: givenJobId, projectId } = inputs

  if (prompt !== undefined && givenJobId === undefined) {
    action = 'created'
    job = await core.group('Creating the agent job', async () => {
      const created = await attempt('create', undefined, () => client.createJob(projectId, prompt, call()))
      core.info(`Created job ${created.id} (${describeJob(created)})`)
      return created
    })
    await deps.onJobKnown(job.id)
  } else if (prompt !== undefined && givenJobId !== undefined) {
    action = 'follow-up'
    await deps.onJobKnown(givenJobId)
    job = await core.group(`Sending a follow-up to job ${givenJobId}`, async () => {
      const updated = await attempt('follow-up', givenJobId, () =>
        client.sendMessage(projectId, givenJobId, prompt, call())
      )
      core.info(`Follow-up sent; job ${updated.id} is ${describeJob(updated)}`)
      return updated
    })
  } else {
    action = inputs.wait ? 'resumed' : 'checked'
    await deps.onJobKnown(givenJobId as string)
    if (!inputs.wait) {
      const id = givenJobId as string
      job = await attempt('get', id, () => client.getJob(projectId, id, call()))
      core.info(`Job ${id} is ${describeJob(job)}`)
    }
  }

  const jobId = job?.id ?? (givenJobId as string)
  if (!inputs.wait)
    return report({ jobId, job, outcome: job && isTerminal(job) ? 'terminal' : 'not-waited', polls: 0 })
  if (job && isTerminal(job)) return report({ jobId, job, outcome: 'terminal', polls: 0 })

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
