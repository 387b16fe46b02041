import type { FailOn } from '../inputs.js'
import { formatDuration, type AgentReport } from './run.js'

// Whether the finished run fails the step, per `fail-on`. Outputs and the summary are written first.

export function resumeHint(jobId: string): string {
  return `It keeps running on the service; to wait for it again, run with \`job-id: ${jobId}\` and no \`prompt\`.`
}

export function failureFor(report: AgentReport, failOn: ReadonlySet<FailOn>): string | undefined {
  const { jobId, job } = report
  if (report.outcome === 'cancelled') {
    return `Cancelled while waiting for job ${jobId} (last status: ${job?.status ?? 'unknown'}). ${resumeHint(jobId)}`
  }
  if (report.outcome === 'timeout') {
    if (!failOn.has('timeout')) return undefined
    const lastError = report.lastError ? ` The last read failed: ${report.lastError.message}.` : ''
    return `Timed out after ${formatDuration(report.elapsedMs)} waiting for job ${jobId} (last status: ${job?.status ?? 'unknown'}).${lastError} ${resumeHint(jobId)}`
  }
  if (report.outcome !== 'terminal' || !job) return undefined
  if (job.status === 'failed' && failOn.has('failed')) return `Job ${jobId} failed.`
  if (job.status === 'archived' && failOn.has('archived')) return `Job ${jobId} was archived.`
  if (!job.prLink && failOn.has('no-pr'))
    return `Job ${jobId} finished as ${job.status} without a pull request (fail-on: no-pr).`
  return undefined
}
