import type { RunLog } from '../../kernel/run/run.js'
import { jobOutcome } from '../../kernel/wait/agent-job.js'
import type { FailOn } from '../../kernel/inputs/index.js'
import { stepFailure } from '../../kernel/wait/outcome.js'
import type { AgentReport } from './run.js'

// Whether the finished run fails the step, per `fail-on`: the kernel's judgement of an agent job's
// wait (src/kernel/wait/agent-job.ts). Outputs and the summary are written first.

/** The reason the step fails, if any; a failure that `fail-on` excludes is logged as a warning. */
export function failureFor(
  report: AgentReport,
  failOn: ReadonlySet<FailOn>,
  log: Pick<RunLog, 'warning'>
): string | undefined {
  return stepFailure(jobOutcome(report, failOn), message => log.warning(message))
}
