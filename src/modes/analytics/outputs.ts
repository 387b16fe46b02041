import type { Outputs } from '../../kernel/io/outputs.js'

// Analytics mode's outputs: each is set through the run's Outputs (redacted, bounded).

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
  /** Distinct conversation ids. */
  assistantConversations?: number
  /** Rows: one per turn. */
  assistantTurns?: number
  /** The datasets exported, comma-separated. */
  datasets: string
  /** Every HTTP attempt, retries included. */
  requests: number
  complete: boolean
  /** The checkpoint file; empty when the export is complete. */
  checkpoint?: string
  reportPath?: string
  /** The report's numbers on one plain line (numbers, dates and fixed words only). */
  headline: string
  /** The issue `report-issue` keeps, once written. */
  reportIssueUrl?: string
  /** The docs-gap loop's counts (`gaps: true`). */
  gaps?: GapsOutputs
}

export interface GapsOutputs {
  count: number
  asked: number
  jobId?: string
  /** Undefined when last period's gaps could not be checked. */
  checked?: number
  foundNow?: number
}

export function setAnalyticsOutputs(out: Outputs, outputs: AnalyticsOutputs): void {
  out.set('total-views', outputs.totalViews)
  out.set('human-views', outputs.humanViews)
  out.set('ai-views', outputs.aiViews)
  out.set('page-count', outputs.pageCount)
  out.set('export-dir', outputs.exportDir)
  out.set('artifact-id', outputs.artifactId ?? '')
  out.set('artifact-url', outputs.artifactUrl ?? '')
  out.set('searches-total', outputs.searchesTotal)
  out.set('feedback-count', outputs.feedbackCount)
  out.set('assistant-conversations', outputs.assistantConversations)
  out.set('assistant-turns', outputs.assistantTurns)
  out.set('datasets', outputs.datasets)
  out.set('requests', outputs.requests)
  out.set('complete', String(outputs.complete))
  out.set('checkpoint', outputs.checkpoint)
  out.set('report-path', outputs.reportPath)
  out.set('headline', outputs.headline)
  out.set('report-issue-url', outputs.reportIssueUrl)
  const gaps = outputs.gaps
  out.set('gaps-count', gaps?.count)
  out.set('gaps-asked', gaps ? gaps.asked : undefined)
  out.set('gaps-job-id', gaps?.jobId ?? '')
  out.set('gaps-checked', gaps?.checked)
  out.set('gaps-found-now', gaps?.foundNow)
}
