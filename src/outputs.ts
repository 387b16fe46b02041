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
  output('status', job?.status ?? '')
  output('pr-link', job?.prLink ?? '')
  output('model', job?.model ?? '')
  output('job', job ? JSON.stringify(job) : '')
}

export function setCommentUrlOutput(url: string): void {
  output('comment-url', url)
}

export interface AnalyticsOutputs {
  /** Undefined when views were not exported (or not even their first page arrived). */
  totalViews?: number
  humanViews?: number
  aiViews?: number
  pageCount?: number
  exportDir: string
  artifactId?: number
  artifactUrl?: string
  searchesTotal?: number
  feedbackCount?: number
  assistantConversations?: number
  /** The datasets exported, comma-separated. */
  datasets: string
  /** Every HTTP attempt, retries included. */
  requests: number
  complete: boolean
  /** The checkpoint file; empty when the export is complete. */
  checkpoint?: string
  reportPath?: string
}

export function setAnalyticsOutputs(outputs: AnalyticsOutputs): void {
  output('total-views', outputs.totalViews)
  output('human-views', outputs.humanViews)
  output('ai-views', outputs.aiViews)
  output('page-count', outputs.pageCount)
  output('export-dir', outputs.exportDir)
  output('artifact-id', outputs.artifactId ?? '')
  output('artifact-url', outputs.artifactUrl ?? '')
  output('searches-total', outputs.searchesTotal)
  output('feedback-count', outputs.feedbackCount)
  output('assistant-conversations', outputs.assistantConversations)
  output('datasets', outputs.datasets)
  output('requests', outputs.requests)
  output('complete', String(outputs.complete))
  output('checkpoint', outputs.checkpoint)
  output('report-path', outputs.reportPath)
}
