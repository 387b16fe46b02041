import type { CallOptions, DocsApiClient } from '../api/client.js'
import { isKnownStatus, TERMINAL_STATUSES, type AgentJob } from '../api/schemas.js'
import { perFailOn, unfinishedOutcome, type FailOnSet, type StepOutcome, type WaitReport } from './outcome.js'
import { forLog } from '../safe-text.js'
import type { Watched } from './wait.js'

// An agent job as a thing to wait for and to judge: agent mode's job, and an automation run's job
// (read through the same endpoint). Its identity, statuses and log words for the one wait
// (wait.ts), and whether it fails the step per `fail-on` (outcome.ts).

/** A record of another job than the one the run named: a broken contract, never a job to follow. */
export class WrongJobError extends Error {
  constructor(
    message: string,
    /** The job the run named. */
    readonly jobId: string,
    /** The job the record was of. */
    readonly otherId: string
  ) {
    super(message)
    this.name = 'WrongJobError'
  }
}

export function isJobTerminal(job: AgentJob): boolean {
  return TERMINAL_STATUSES.has(job.status)
}

/** The job's status (and pull request) for a log line: every outside value through forLog. */
export function describeJob(job: AgentJob): string {
  const pr = job.prLink ? `, pull request ${forLog(job.prLink)}` : ''
  return `${forLog(job.status)}${pr}`
}

/** The job `jobId` as the one wait follows it. */
export function watchedJob(jobId: string): Watched<AgentJob> {
  const shown = forLog(jobId)
  return {
    id: jobId,
    idOf: job => job.id,
    statusOf: job => job.status,
    isKnownStatus,
    isTerminal: isJobTerminal,
    name: `job ${shown}`,
    describe: describeJob,
    unknownStatus: job =>
      `Job ${forLog(job.id)} has a status the action does not know, ${forLog(job.status, 64)}: taking it as still running and waiting for a known final status or the timeout.`,
    wrongRecord: job =>
      new WrongJobError(
        `The API answered for job ${shown} with a record of another job, ${forLog(job.id)}: a broken contract. ` +
          `The action keeps to job ${shown}, the one this run named, and does not follow the other.`,
        jobId,
        job.id
      ),
    readFailed: (error, retryIn) =>
      `Reading job ${shown} failed (${forLog(error.message)}); polling again in ${retryIn}`
  }
}

/**
 * The one way any mode reads an agent job (`GET .../job/{id}`): the record must be of the job asked
 * for. A record of another id is a broken contract (WrongJobError), never that job's state.
 */
export async function readAgentJob(
  client: Pick<DocsApiClient, 'getJob'>,
  projectId: string,
  jobId: string,
  call?: CallOptions
): Promise<AgentJob> {
  const job = await client.getJob(projectId, jobId, call)
  if (job.id !== jobId) throw watchedJob(jobId).wrongRecord(job)
  return job
}

export function resumeHint(jobId: string): string {
  return `It keeps running on the service; to wait for it again, run with \`job-id: ${forLog(jobId)}\` and no \`prompt\`.`
}

/** What the user can do about a job that ended badly. */
function nextSteps(jobId: string): string {
  const id = forLog(jobId)
  return `Open the job in the Mintlify dashboard to see what the agent did; to ask for changes, send a follow-up with \`job-id: ${id}\` and a new \`prompt\`, or start a new job with \`prompt\` alone.`
}

/** A wait for a job: the job it named, and the last record read (undefined if no read succeeded). */
export interface JobWaitReport extends WaitReport {
  jobId: string
  job?: AgentJob
}

/** Whether the job's wait fails the step, per `fail-on` (`failed`, `archived`, `no-pr`, `timeout`). */
export function jobOutcome(report: JobWaitReport, failOn: FailOnSet): StepOutcome {
  const { job } = report
  const jobId = forLog(report.jobId)
  const last = forLog(job?.status ?? 'unknown')
  const next = resumeHint(report.jobId)
  const unfinished = unfinishedOutcome(
    report,
    { what: `job ${jobId}`, last, next, stopped: 'polling' },
    failOn
  )
  if (unfinished) return unfinished
  if (report.outcome !== 'terminal' || !job) return {}
  let warning: string | undefined
  if (job.status === 'failed' || job.status === 'archived') {
    const text =
      job.status === 'failed'
        ? `Job ${jobId} failed. ${nextSteps(report.jobId)}`
        : `Job ${jobId} was archived before it finished. ${nextSteps(report.jobId)}`
    const judged = perFailOn(text, job.status, failOn)
    if (judged.failure) return judged
    warning = judged.warning
  }
  if (!job.prLink && failOn.has('no-pr'))
    return { failure: `Job ${jobId} finished as ${last} without a pull request (\`fail-on: no-pr\`).` }
  return { warning }
}
