import * as core from '@actions/core'
import type { FailOn } from '../../kernel/inputs/index.js'
import { describeReset, formatWait } from '../../kernel/api/failures.js'
import { forLog } from '../../kernel/outside.js'
import { noun, type DeploymentReport } from './report.js'

// Whether a deployment or preview fails the step, per `fail-on` (`failed`, `timeout`), as agent mode
// decides for a job. Outputs and the summary are written first; a failure that `fail-on` excludes
// still gets a warning, so a green step never hides it.

export interface StepOutcome {
  failure?: string
  warning?: string
}

const FOLLOW = 'It goes on on the service: follow it in the dashboard, or run this mode again for a new one.'

function rateLimitNote(report: DeploymentReport): string {
  if (report.rateLimitedUntil === undefined) return ''
  const waitMs = Math.max(0, report.rateLimitedUntil - Date.now())
  const what =
    report.lastError?.status === 429 ? 'The API rate limit resets at' : 'The API asked to wait until'
  return ` ${what} ${describeReset(waitMs)}, after \`timeout-minutes\` runs out, so the action stopped reading at once.`
}

export function deploymentOutcome(report: DeploymentReport, failOn: ReadonlySet<FailOn>): StepOutcome {
  const what = `${noun(report.kind)} ${forLog(report.statusId)}`
  const last = forLog(report.status?.status ?? 'unknown', 100)
  if (report.outcome === 'cancelled')
    return { failure: `Cancelled while waiting for ${what} (last status: ${last}). ${FOLLOW}` }
  if (report.outcome === 'timeout') {
    const lastError = report.lastError ? ` The last read failed: ${forLog(report.lastError.message)}.` : ''
    const text = `Timed out after ${formatWait(report.elapsedMs)} waiting for ${what} (last status: ${last}).${rateLimitNote(report)}${lastError} ${FOLLOW}`
    return failOn.has('timeout')
      ? { failure: text }
      : { warning: `${text} (\`fail-on\` does not include timeout, so the step succeeds.)` }
  }
  if (report.outcome !== 'terminal' || report.status?.status !== 'failure') return {}
  const summary = report.status.summary ? `: ${forLog(report.status.summary, 300)}` : ''
  const text = `The ${what} failed${summary}. The job summary shows the end of its log; the dashboard has all of it.`
  return failOn.has('failed')
    ? { failure: text }
    : { warning: `${text} (\`fail-on\` does not include failed, so the step succeeds.)` }
}

/** The reason the step fails, if any; a failure that `fail-on` excludes is logged as a warning. */
export function deploymentFailure(report: DeploymentReport, failOn: ReadonlySet<FailOn>): string | undefined {
  const { failure, warning } = deploymentOutcome(report, failOn)
  if (warning) core.warning(warning)
  return failure
}
