import * as core from '@actions/core'
import type { AgentReport } from './agent/run.js'

// Every output the action sets is set here.

/** Set before any polling, so a job is never lost, even if the step then fails or is cancelled. */
export function setJobIdOutput(jobId: string): void {
  core.setOutput('job-id', jobId)
}

export function setAgentOutputs(report: AgentReport): void {
  const { job } = report
  core.setOutput('job-id', report.jobId)
  core.setOutput('status', job?.status ?? '')
  core.setOutput('pr-link', job?.prLink ?? '')
  core.setOutput('model', job?.model ?? '')
  core.setOutput('job', job ? JSON.stringify(job) : '')
}

export function setCommentUrlOutput(url: string): void {
  core.setOutput('comment-url', url)
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
  core.setOutput('total-views', outputs.totalViews)
  core.setOutput('human-views', outputs.humanViews)
  core.setOutput('ai-views', outputs.aiViews)
  core.setOutput('page-count', outputs.pageCount)
  core.setOutput('export-dir', outputs.exportDir)
  core.setOutput('artifact-id', outputs.artifactId ?? '')
  core.setOutput('artifact-url', outputs.artifactUrl ?? '')
}
