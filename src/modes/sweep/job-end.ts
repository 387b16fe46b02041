import { errorMessage } from '../../kernel/error-message.js'
import { isApiError } from '../../kernel/api/errors.js'
import type { AgentJob } from '../../kernel/api/schemas.js'
import { jobCheckOutcome, neutralOutcome, type CheckOutcome } from '../../pr-job/check-run.js'
import type { PendingJob } from '../../pr-job/history.js'
import type { JobReport } from '../../pr-job/job.js'
import type { LabelledPullRequest } from '../../pr-job/waiting-label.js'
import { forLog, forMarkdown, httpsUrl } from '../../kernel/safe-text.js'
import { isJobTerminal, readAgentJob, watchedJob } from '../../kernel/wait/agent-job.js'
import { RecordCheck, waitFor } from '../../kernel/wait/wait.js'
import { DISPATCH_POLL_MS } from '../../kernel/time/limits.js'
import type { SweepContext } from './context.js'

// What became of a pending job, from one read: ended (its outcome and docs pull request, whether its
// pull request is open, merged or closed), still running, or unknown to the API. A job the API
// answers 404 for on MISSING_SWEEPS sweeps in a row, or for MISSING_FOR_MS since the first, is
// finished for the sweep: it would otherwise keep its label and its check in progress for ever.

export const MISSING_SWEEPS = 3
export const MISSING_FOR_MS = 24 * 60 * 60 * 1000

/** A 404 count, carried in the pending record from sweep to sweep. */
export type Missing = NonNullable<PendingJob['missing']>

export type Ended =
  /** The sweep finishes it: the comment and the check say `report` and `check` (`error` on the comment). */
  | { report: JobReport; check: CheckOutcome; error?: string; notFound?: Missing }
  | { running: string }
  /** The API answered 404 again, not yet often or long enough to give up. */
  | { missing: Missing }
  | { failed: string }

export async function endOf(
  context: SweepContext,
  pr: LabelledPullRequest,
  pending: PendingJob
): Promise<Ended> {
  const base = { action: pending.action, jobId: pending.job }
  let job: AgentJob
  try {
    job = await readAgentJob(context.client, context.inputs.projectId, pending.job, context.call)
  } catch (error) {
    if (isApiError(error) && error.status === 404) return missingJob(pending, base, context.now())
    // A key the API refuses fails every pull request alike: the sweep stops and says so.
    if (isApiError(error) && (error.status === 401 || error.status === 403)) throw error
    return { failed: `reading job ${forLog(pending.job)} failed: ${forLog(errorMessage(error), 200)}` }
  }
  if (!isJobTerminal(job) && pr.state === 'open') {
    try {
      job = await waitOnDispatch(context, pr, pending, job)
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) throw error
      return { running: job.status }
    }
  }
  if (!isJobTerminal(job)) {
    if (pr.state === 'open') return { running: job.status }
    return {
      report: { ...base, outcome: 'closed', job: { status: job.status } },
      check: neutralOutcome(
        'Pull request closed',
        `The pull request was closed while job <code>${forMarkdown(pending.job, 128)}</code> ran; the job keeps running on the service.`
      )
    }
  }
  // Ended: its outcome and its docs pull request, whatever became of the pull request since.
  const prLink = job.prLink && httpsUrl(job.prLink) ? job.prLink : null
  return {
    report: { ...base, outcome: 'terminal', job: { status: job.status, prLink } },
    check: jobCheckOutcome(pending.job, { status: job.status, prLink, model: job.model })
  }
}

/** A job a dispatch's hint points at gets polled by the one wait's rules, until the hint's deadline. */
async function waitOnDispatch(
  context: SweepContext,
  pr: LabelledPullRequest,
  pending: PendingJob,
  job: AgentJob
): Promise<AgentJob> {
  const wait = context.dispatch
  if (!wait || !wait.covers(pr.number, pending.job)) return job
  const deadline = Math.min(wait.deadline, context.call.deadline)
  if (deadline <= context.now()) return job
  context.log.info(
    `Pull request #${pr.number}: job ${forLog(pending.job)} is still ${forLog(job.status)}; the dispatch points at it, so the sweep waits for it until ${new Date(deadline).toISOString()}.`
  )
  const { projectId } = context.inputs
  const result = await waitFor(new RecordCheck(watchedJob(pending.job), context.log), {
    log: context.log,
    read: call => readAgentJob(context.client, projectId, pending.job, call),
    initial: job,
    deadline,
    intervalMs: DISPATCH_POLL_MS,
    signal: context.call.signal,
    clock: context.clock,
    started: context.now()
  })
  return result.job ?? job
}

/** One more 404 after `previous`: the count, and whether it is enough to stop following the thing. */
export function counted(previous: Missing | undefined, now: number): { missing: Missing; givesUp: boolean } {
  const first = previous ? Date.parse(previous.since) : NaN
  const since = Number.isNaN(first) || first > now ? now : first
  const missing: Missing = { count: (previous?.count ?? 0) + 1, since: new Date(since).toISOString() }
  return { missing, givesUp: missing.count >= MISSING_SWEEPS || now - since >= MISSING_FOR_MS }
}

function missingJob(pending: PendingJob, base: Pick<JobReport, 'action' | 'jobId'>, now: number): Ended {
  const { missing, givesUp } = counted(pending.missing, now)
  if (!givesUp) return { missing }
  const why = `the API answered 404 for job ${forLog(pending.job, 128)} on ${missing.count} sweep(s) in a row since ${missing.since}: it no longer knows the job, so the sweep stops following it`
  return {
    report: { ...base, outcome: 'terminal' },
    error: why,
    notFound: missing,
    check: neutralOutcome(
      'Job not found',
      `The API answered 404 for job <code>${forMarkdown(pending.job, 128)}</code> on ${missing.count} sweep(s) in a row since ${forMarkdown(missing.since, 40)}; the sweep no longer follows it.`
    )
  }
}
