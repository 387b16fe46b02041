import { errorMessage } from '../../kernel/error-message.js'
import { isApiError } from '../../kernel/api/errors.js'
import type { AgentJob } from '../../kernel/api/schemas.js'
import { jobCheckOutcome, neutralOutcome, type CheckOutcome } from '../../pr-job/check-run.js'
import type { PendingJob } from '../../pr-job/history.js'
import type { JobReport } from '../../pr-job/job.js'
import type { LabelledPullRequest } from '../../pr-job/waiting-label.js'
import { forLog, forMarkdown, httpsUrl } from '../../kernel/safe-text.js'
import { isJobTerminal, readAgentJob } from '../../kernel/wait/agent-job.js'
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

function missingJob(pending: PendingJob, base: Pick<JobReport, 'action' | 'jobId'>, now: number): Ended {
  const first = pending.missing ? Date.parse(pending.missing.since) : NaN
  const since = Number.isNaN(first) || first > now ? now : first
  const missing: Missing = { count: (pending.missing?.count ?? 0) + 1, since: new Date(since).toISOString() }
  if (missing.count < MISSING_SWEEPS && now - since < MISSING_FOR_MS) return { missing }
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
