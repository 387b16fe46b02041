import * as core from '@actions/core'
import type { DocsApiClient } from '../../kernel/api/client.js'
import { isApiError, type ApiError } from '../../kernel/api/errors.js'
import { isKnownStatus, type AgentJob } from '../../kernel/api/schemas.js'
import {
  describeApiFailure,
  formatWait,
  type FailureContext,
  type Operation
} from '../../kernel/api/failures.js'
import { forLog, httpsUrl } from '../../kernel/outside.js'
import type { AgentInputs } from './input-types.js'
import { realClock, type Clock } from '../../kernel/time/clock.js'
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
  /** Epoch ms: polling stopped because the API asked to wait until then, past the deadline. */
  rateLimitedUntil?: number
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

/** The job's status (and pull request) for a log line: every outside value through forLog. */
function describeJob(job: AgentJob): string {
  const pr = job.prLink ? `, pull request ${forLog(job.prLink)}` : ''
  return `${forLog(job.status)}${pr}`
}

interface Seen {
  prLink?: boolean
  /** Unknown statuses already warned about. */
  statuses: string[]
}

/**
 * The job as the action uses it. The record must be the job the run named or created: another id is a
 * broken contract, reported with both ids, never a job to follow. An unknown status is warned about
 * once and taken as still running. A `prLink` that is not an https:// URL (or holds part of the key)
 * is dropped with a warning, so it never becomes the `pr-link` output, a link or a comment.
 */
function usableJob(job: AgentJob, warned: Seen, expectedId?: string): AgentJob {
  if (expectedId !== undefined && job.id !== expectedId) {
    throw new AgentFailure(
      `The API answered for job ${forLog(expectedId)} with a record of another job, ${forLog(job.id)}: a broken contract. ` +
        `The action keeps to job ${forLog(expectedId)}, the one this run named, and does not follow the other.`,
      expectedId
    )
  }
  if (!isKnownStatus(job.status) && !warned.statuses.includes(job.status)) {
    warned.statuses.push(job.status)
    core.warning(
      `Job ${forLog(job.id)} has a status the action does not know, ${forLog(job.status, 64)}: taking it as still running and waiting for a known final status or the timeout.`
    )
  }
  if (!job.prLink || httpsUrl(job.prLink)) return job
  if (!warned.prLink)
    core.warning(`Ignoring the job's prLink, which is not an https:// URL: ${forLog(job.prLink, 200)}`)
  warned.prLink = true
  return { ...job, prLink: null }
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

export async function runAgent(inputs: AgentInputs, deps: AgentDeps): Promise<AgentReport> {
  const clock = deps.clock ?? realClock
  const started = clock.now()
  const deadline = deps.deadline ?? started + inputs.timeoutMs
  const elapsedSoFar = () => formatDuration(clock.now() - started)
  const { client, signal } = deps
  const call = { deadline, signal }
  const context: FailureContext = { timeoutMs: inputs.timeoutMs, deadline }
  const warned: Seen = { statuses: [] }
  const onJobKnown = async (id: string) => {
    await deps.onJobKnown(id)
  }
  const { prompt = '', projectId } = inputs
  const action = actionFor(inputs)
  const report = (fields: Omit<AgentReport, 'elapsedMs' | 'action'>): AgentReport => ({
    action,
    elapsedMs: clock.now() - started,
    ...(warned.statuses.length > 0 ? { unknownStatuses: [...warned.statuses] } : {}),
    ...fields
  })

  // The job as the API last described it; undefined for a resumed job until the first read.
  let job: AgentJob | undefined
  if (action === 'created') {
    job = await core.group('Creating the agent job', async () => {
      const created = await attempt(
        'create',
        undefined,
        context,
        () => client.createJob(projectId, prompt, call),
        onJobKnown
      )
      core.info(`Created job ${forLog(created.id)} (${describeJob(created)})`)
      return usableJob(created, warned)
    })
    await deps.onJobKnown(job.id)
  } else {
    const known = inputs.jobId as string
    await deps.onJobKnown(known)
    if (action === 'follow-up') {
      job = await core.group(`Sending a follow-up to job ${forLog(known)}`, async () => {
        const updated = await attempt('follow-up', known, context, () =>
          client.sendMessage(projectId, known, prompt, call)
        )
        const usable = usableJob(updated, warned, known)
        core.info(`Follow-up sent; job ${forLog(known)} is ${describeJob(usable)}`)
        return usable
      })
    } else if (action === 'checked') {
      job = usableJob(
        await attempt('get', known, context, () => client.getJob(projectId, known, call)),
        warned,
        known
      )
      core.info(`Job ${forLog(known)} is ${describeJob(job)}`)
    }
  }

  // The job this run named, or the one it created: never an id a later answer brings.
  const jobId = action === 'created' && job ? job.id : (inputs.jobId as string)
  const finished = job !== undefined && isTerminal(job)
  if (!inputs.wait || finished)
    return report({ jobId, job, outcome: finished ? 'terminal' : 'not-waited', polls: 0 })

  const shownId = forLog(jobId)
  // Per-poll detail goes to the debug log (ACTIONS_STEP_DEBUG); the normal log keeps the status
  // changes and the first failed read of a streak, whose warning says polling goes on.
  let polls = 0
  let failedReads = 0
  const result = await core.group(`Waiting for job ${shownId}`, async () => {
    core.info(job ? `Status: ${forLog(job.status)}` : `Reading job ${shownId}`)
    try {
      return await pollUntilTerminal({
        initial: job,
        read: async c => {
          polls += 1
          const read = usableJob(await client.getJob(projectId, jobId, c), warned, jobId)
          failedReads = 0
          core.debug(`Poll ${polls}: job ${shownId} is ${describeJob(read)} after ${elapsedSoFar()}`)
          return read
        },
        deadline,
        intervalMs: inputs.pollIntervalMs,
        signal,
        clock,
        onStatusChange: next => core.info(`Status: ${describeJob(next)} (after ${elapsedSoFar()})`),
        onReadError: (error, retryInMs) => {
          const text = `Reading job ${shownId} failed (${forLog(error.message)}); polling again in ${formatDuration(retryInMs)}`
          if (failedReads++ === 0) core.warning(text)
          else core.debug(text)
        }
      })
    } catch (error) {
      if (error instanceof AgentFailure) throw error
      throw new AgentFailure(describeApiFailure(error, 'get', context), jobId)
    }
  })
  const elapsed = elapsedSoFar()
  if (result.kind === 'terminal')
    core.info(`Job ${shownId} finished as ${forLog(result.job.status)} after ${elapsed}`)
  else if (result.kind === 'timeout')
    core.info(`Stopped waiting for job ${shownId} after ${elapsed} (timeout)`)
  else core.info(`Stopped waiting for job ${shownId} after ${elapsed} (cancelled)`)
  const timedOut = result.kind === 'timeout' ? result : undefined
  return report({
    jobId,
    job: result.job ?? job,
    outcome: result.kind,
    polls: result.polls,
    lastError: timedOut?.lastError,
    rateLimitedUntil: timedOut?.rateLimitedUntil
  })
}

/** A duration for messages: `45 s`, `12 min 5 s`, `3 h 20 min`. */
export const formatDuration = formatWait
