import type { Outputs } from '../../kernel/io/outputs.js'
import { setOutputs, sharedOutputs, type OutputValues } from '../../kernel/run/outputs-spec.js'

// Analytics mode's outputs: set from the specs below (kernel/run/outputs-spec.ts) through the run's
// Outputs (redacted, bounded).

/** What an export sets, in that order (setAnalyticsOutputs). */
export const EXPORT_SET = {
  'total-views': 'Analytics: site-wide total views in the range.',
  'human-views': 'Analytics: site-wide human views in the range.',
  'ai-views': 'Analytics: site-wide AI views in the range.',
  'page-count': 'Analytics: rows (pages) exported.',
  'export-dir': 'Analytics: folder holding the exported files.',
  'artifact-id': 'Analytics: id of the uploaded artifact.',
  'artifact-url': 'Analytics: URL of the uploaded artifact.',
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
  'report-issue-url': 'Analytics: the URL of the issue `report-issue` keeps, once written; empty otherwise.'
} as const

/** The docs-gap loop's counts (`gaps: true`), set after the export's. */
export const GAPS_SET = {
  'gaps-count': 'Analytics: gaps found in the period (`gaps: true`); empty otherwise.',
  'gaps-asked': 'Analytics: gaps the agent job of this period was asked to close; 0 when `gaps-agent` is 0.',
  'gaps-job-id':
    "Analytics: the agent job asked to close this period's gaps (created now, or by an earlier run for the same period); empty when none.",
  'gaps-checked':
    "Analytics: last period's gaps checked through the discovery search; empty when nothing could be checked.",
  'gaps-found-now':
    'Analytics: how many of the checked gaps now find a page; empty when nothing could be checked.'
} as const

/** Every output of analytics mode: the export's, why a comment's author was refused, the gaps'. */
export const ANALYTICS_OUTPUTS = { ...EXPORT_SET, ...sharedOutputs('skipped-reason'), ...GAPS_SET } as const

/**
 * The export's outputs, one field per output of EXPORT_SET (`totalViews` for `total-views`; undefined
 * when views were not exported), and the docs-gap loop's counts; a value left undefined is set to ''.
 */
export type AnalyticsOutputs = OutputValues<typeof EXPORT_SET> & {
  exportDir: string
  /** The datasets exported, comma-separated. */
  datasets: string
  /** Every HTTP attempt, retries included. */
  requests: number
  complete: boolean
  /** The report's numbers on one plain line (numbers, dates and fixed words only). */
  headline: string
  /** The docs-gap loop's counts (`gaps: true`). */
  gaps?: GapsOutputs
}

/** The docs-gap loop's counts, one field per output of GAPS_SET (`gapsCount` for `gaps-count`). */
export type GapsOutputs = OutputValues<typeof GAPS_SET>

export function setAnalyticsOutputs(out: Outputs, outputs: AnalyticsOutputs): void {
  setOutputs(out, EXPORT_SET, outputs)
  setOutputs(out, GAPS_SET, outputs.gaps ?? {})
}
