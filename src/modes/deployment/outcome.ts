import type { FailOn } from '../../kernel/inputs/index.js'
import type { RunLog } from '../../kernel/run/run.js'
import { perFailOn, stepFailure, unfinishedOutcome, type StepOutcome } from '../../kernel/wait/outcome.js'
import { forLog } from '../../kernel/safe-text.js'
import { noun, type DeploymentReport } from './report.js'

// Whether a deployment or preview fails the step, per `fail-on` (`failed`, `timeout`), by the same
// rules and words as every wait (src/kernel/wait/outcome.ts). Outputs and the summary are written first.

const FOLLOW = 'It goes on on the service: follow it in the dashboard, or run this mode again for a new one.'

export function deploymentOutcome(report: DeploymentReport, failOn: ReadonlySet<FailOn>): StepOutcome {
  const what = `${noun(report.kind)} ${forLog(report.statusId)}`
  const last = forLog(report.status?.status ?? 'unknown', 100)
  const unfinished = unfinishedOutcome(report, { what, last, next: FOLLOW, stopped: 'reading' }, failOn)
  if (unfinished) return unfinished
  if (report.outcome !== 'terminal' || report.status?.status !== 'failure') return {}
  const summary = report.status.summary ? `: ${forLog(report.status.summary, 300)}` : ''
  const text = `The ${what} failed${summary}. The job summary shows the end of its log; the dashboard has all of it.`
  return perFailOn(text, 'failed', failOn)
}

/** The reason the step fails, if any; a failure that `fail-on` excludes is logged as a warning. */
export function deploymentFailure(
  report: DeploymentReport,
  failOn: ReadonlySet<FailOn>,
  log: Pick<RunLog, 'warning'>
): string | undefined {
  return stepFailure(deploymentOutcome(report, failOn), message => log.warning(message))
}
