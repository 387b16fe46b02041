import * as core from '@actions/core'
import type { AgentReport } from './agent/run.js'
import { forOutput } from './outside.js'

// Every output the action sets is set here, and every value passes forOutput on its way: redacted,
// one line, bounded.

function output(name: string, value: string | number | undefined): void {
  core.setOutput(name, forOutput(value === undefined ? '' : String(value)))
}

/** Set before any polling, so a job is never lost, even if the step then fails or is cancelled. */
export function setJobIdOutput(jobId: string): void {
  output('job-id', jobId)
}

export function setAgentOutputs(report: AgentReport): void {
  const { job } = report
  output('job-id', report.jobId)
  output('action', report.action)
  output('status', job?.status ?? '')
  output('pr-link', job?.prLink ?? '')
  output('model', job?.model ?? '')
  output('job', job ? JSON.stringify(job) : '')
}

export function setCommentUrlOutput(url: string): void {
  output('comment-url', url)
}

export interface AnalyticsOutputs {
  totalViews: number
  humanViews: number
  aiViews: number
  pageCount: number
  exportDir: string
  artifactId?: number
  artifactUrl?: string
}

export function setAnalyticsOutputs(outputs: AnalyticsOutputs): void {
  output('total-views', outputs.totalViews)
  output('human-views', outputs.humanViews)
  output('ai-views', outputs.aiViews)
  output('page-count', outputs.pageCount)
  output('export-dir', outputs.exportDir)
  output('artifact-id', outputs.artifactId ?? '')
  output('artifact-url', outputs.artifactUrl ?? '')
}
