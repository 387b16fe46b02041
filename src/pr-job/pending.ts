import { gitHubWarning } from '../kernel/github/api.js'
import { jobCheckOutcome, neutralOutcome, type CheckOutcome } from './check-run.js'
import type { PendingJob } from './history.js'
import type { JobReport } from './job.js'
import { addWaitingLabel, removeWaitingLabel } from './waiting-label.js'
import { forMarkdown } from '../kernel/safe-text.js'
import type { OpenCheck } from './lifecycle.js'
import type { SessionContext } from './options.js'

// This run's job in the pull request's sealed state: the check run that shows it and, while no run
// waits for it, the pending record and the label a sweep finds it by. The state in the comment is the
// one truth: a run changes only its own pending record, and a newer run's record replaces an older one.

/** A newer run took over: the older run's check ends as neutral, never left in progress. */
export async function completeReplaced(context: SessionContext, check: OpenCheck): Promise<void> {
  const old = check.replaced
  const { checks } = context.options
  if (!old || old.check === undefined || !checks) return
  const head = check.pending.head ? ` at <code>${forMarkdown(check.pending.head.slice(0, 7))}</code>` : ''
  await checks.complete(
    old.check,
    replacedOutcome(`A newer run${head} took over the pull request's docs job.`)
  )
}

const replacedOutcome = (summary: string): CheckOutcome => neutralOutcome('Replaced by a newer run', summary)

/** How this run's check ends: the job's outcome, or neutral when a newer run replaced this one. */
export function finalOutcome(
  report: JobReport,
  current: PendingJob | undefined,
  mine: PendingJob
): CheckOutcome {
  if (current && current.token !== mine.token)
    return replacedOutcome('A newer run took over the pull request before this job ended.')
  return jobCheckOutcome(report.jobId, report.job ?? { status: 'unknown' })
}

/** Whether the run leaves its job for a sweep: it did not see the job end. */
export const leavesJob = (report: JobReport, error?: string): boolean =>
  error !== undefined || report.outcome !== 'terminal'

/** Adds or removes the waiting label; a failure is a warning (the comment still holds the state). */
export async function label(context: SessionContext, add: boolean, signal?: AbortSignal): Promise<void> {
  const { request, target } = context.options
  try {
    if (add) await addWaitingLabel(request, target, signal)
    else await removeWaitingLabel(request, target, signal)
  } catch (error) {
    context.options.log.warning(
      gitHubWarning(
        `${add ? 'add' : 'remove'} the waiting label on pull request #${target.number}`,
        error,
        true,
        add ? 'A sweep will not find this job; the next run of the workflow for this pull request will.' : ''
      )
    )
  }
}
