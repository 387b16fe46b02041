import * as core from '@actions/core'
import { describeReset } from '../../kernel/api/failures.js'
import type { FailOn } from '../../kernel/inputs/index.js'
import { forLog } from '../../kernel/outside.js'
import { formatDuration, type AgentReport } from './run.js'

// Whether the finished run fails the step, per `fail-on`. Outputs and the summary are written first.
// A failure that `fail-on` excludes still gets a warning, so a green step never hides it.

export function resumeHint(jobId: string): string {
  return `It keeps running on the service; to wait for it again, run with \`job-id: ${forLog(jobId)}\` and no \`prompt\`.`
}

/** What the user can do about a job that ended badly. */
function nextSteps(jobId: string): string {
  const id = forLog(jobId)
  return `Open the job in the Mintlify dashboard to see what the agent did; to ask for changes, send a follow-up with \`job-id: ${id}\` and a new \`prompt\`, or start a new job with \`prompt\` alone.`
}

/** Why polling stopped early: the API asked to wait past the deadline. */
function rateLimitNote(report: AgentReport): string {
  if (report.rateLimitedUntil === undefined) return ''
  const waitMs = Math.max(0, report.rateLimitedUntil - Date.now())
  const what =
    report.lastError?.status === 429 ? 'The API rate limit resets at' : 'The API asked to wait until'
  return ` ${what} ${describeReset(waitMs)}, after \`timeout-minutes\` runs out, so the action stopped polling at once.`
}

export interface StepOutcome {
  /** The reason the step fails, if it does. */
  failure?: string
  /** A failure that `fail-on` excludes: shown as a warning. */
  warning?: string
}

export function outcomeFor(report: AgentReport, failOn: ReadonlySet<FailOn>): StepOutcome {
  const { job } = report
  const jobId = forLog(report.jobId)
  const last = forLog(job?.status ?? 'unknown')
  if (report.outcome === 'cancelled') {
    return {
      failure: `Cancelled while waiting for job ${jobId} (last status: ${last}). ${resumeHint(report.jobId)}`
    }
  }
  if (report.outcome === 'timeout') {
    const lastError = report.lastError ? ` The last read failed: ${forLog(report.lastError.message)}.` : ''
    const text = `Timed out after ${formatDuration(report.elapsedMs)} waiting for job ${jobId} (last status: ${last}).${rateLimitNote(report)}${lastError} ${resumeHint(report.jobId)}`
    return failOn.has('timeout')
      ? { failure: text }
      : { warning: `${text} (\`fail-on\` does not include timeout, so the step succeeds.)` }
  }
  if (report.outcome !== 'terminal' || !job) return {}
  const excluded = (what: FailOn) => ` (\`fail-on\` does not include ${what}, so the step succeeds.)`
  let warning: string | undefined
  if (job.status === 'failed' || job.status === 'archived') {
    const text =
      job.status === 'failed'
        ? `Job ${jobId} failed. ${nextSteps(report.jobId)}`
        : `Job ${jobId} was archived before it finished. ${nextSteps(report.jobId)}`
    if (failOn.has(job.status)) return { failure: text }
    warning = `${text}${excluded(job.status)}`
  }
  if (!job.prLink && failOn.has('no-pr'))
    return { failure: `Job ${jobId} finished as ${last} without a pull request (fail-on: no-pr).` }
  return { warning }
}

/** The reason the step fails, if any; a failure that `fail-on` excludes is logged as a warning. */
export function failureFor(report: AgentReport, failOn: ReadonlySet<FailOn>): string | undefined {
  const { failure, warning } = outcomeFor(report, failOn)
  if (warning) core.warning(warning)
  return failure
}
