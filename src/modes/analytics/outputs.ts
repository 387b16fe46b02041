import type { Outputs } from '../../kernel/io/outputs.js'
import { outputSetter, sharedOutputs } from '../../kernel/run/outputs-spec.js'

// Analytics mode's outputs: each is set through the run's Outputs (redacted, bounded), and only if
// the spec lists it (kernel/run/outputs-spec.ts).

export const ANALYTICS_OUTPUTS = {
  'total-views': 'Analytics: site-wide total views in the range.',
  'human-views': 'Analytics: site-wide human views in the range.',
  'ai-views': 'Analytics: site-wide AI views in the range.',
  'page-count': 'Analytics: rows (pages) exported.',
  'export-dir': 'Analytics: folder holding the exported files.',
  'artifact-id': 'Analytics: id of the uploaded artifact.',
  'artifact-url': 'Analytics: uRL of the uploaded artifact.',
  'searches-total': 'Analytics: total searches in the range (`totalSearches`), when `searches` is exported.',
  'feedback-count': 'Analytics: feedback entries exported, when `feedback` is exported.',
  'assistant-conversations':
    'Analytics: assistant conversations exported (distinct conversation ids), when `assistant` is exported.',
  'assistant-turns':
    'Analytics: assistant turns exported (rows: one question and its answer each; a conversation may hold several), when `assistant` is exported.',
  datasets: 'Analytics: the datasets exported, comma-separated.',
  requests: 'Analytics: requests spent, every HTTP attempt counted (retries and refused ones too).',
  complete:
    'Analytics: `true` when every dataset was fetched in full, `false` when the export stopped early.',
  checkpoint:
    'Analytics: path of the checkpoint file when the export stopped early (pass it to `resume-from`); empty when complete.',
  'report-path': 'Analytics: path of `report.md`, the report also written to the job summary.',
  headline:
    "Analytics: the report's numbers on one line, for Slack or a commit message: `Docs analytics, 7 days from 2026-11-16: 26,728 views (+6.5%) · 30.5% of views by AI (+4.9 pp)`. Numbers, dates and fixed words only; ends with `(incomplete export)` when the export stopped early.",
  'report-issue-url': 'Analytics: the URL of the issue `report-issue` keeps, once written; empty otherwise.',
  ...sharedOutputs('skipped-reason'),
  'gaps-count': 'Analytics: gaps found in the period (`gaps: true`); empty otherwise.',
  'gaps-asked': 'Analytics: gaps the agent job of this period was asked to close; 0 when `gaps-agent` is 0.',
  'gaps-job-id':
    "Analytics: the agent job asked to close this period's gaps (created now, or by an earlier run for the same period); empty when none.",
  'gaps-checked':
    "Analytics: last period's gaps checked through the discovery search; empty when nothing could be checked.",
  'gaps-found-now':
    'Analytics: how many of the checked gaps now find a page; empty when nothing could be checked.'
} as const

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
  const set = outputSetter(out, ANALYTICS_OUTPUTS)
  set('total-views', outputs.totalViews)
  set('human-views', outputs.humanViews)
  set('ai-views', outputs.aiViews)
  set('page-count', outputs.pageCount)
  set('export-dir', outputs.exportDir)
  set('artifact-id', outputs.artifactId ?? '')
  set('artifact-url', outputs.artifactUrl ?? '')
  set('searches-total', outputs.searchesTotal)
  set('feedback-count', outputs.feedbackCount)
  set('assistant-conversations', outputs.assistantConversations)
  set('assistant-turns', outputs.assistantTurns)
  set('datasets', outputs.datasets)
  set('requests', outputs.requests)
  set('complete', String(outputs.complete))
  set('checkpoint', outputs.checkpoint)
  set('report-path', outputs.reportPath)
  set('headline', outputs.headline)
  set('report-issue-url', outputs.reportIssueUrl)
  const gaps = outputs.gaps
  set('gaps-count', gaps?.count)
  set('gaps-asked', gaps ? gaps.asked : undefined)
  set('gaps-job-id', gaps?.jobId ?? '')
  set('gaps-checked', gaps?.checked)
  set('gaps-found-now', gaps?.foundNow)
}
