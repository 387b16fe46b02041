import { forMarkdown } from '../../outside.js'
import type { ReportInput } from '../model.js'

// The analytics report: the job summary and report.md are this one Markdown string. This is a
// placeholder with the headline totals only; the full report (comparisons, charts, lists) replaces it.

export function renderReport(input: ReportInput): string {
  const lines = [
    '## Analytics export',
    '',
    `From <code>${forMarkdown(input.range.dateFrom)}</code> up to <code>${forMarkdown(input.range.dateTo)}</code> (the end is exclusive).`,
    ''
  ]
  if (!input.complete) lines.push(`**Incomplete export:** ${forMarkdown(input.incompleteReason ?? '')}`, '')
  if (input.views) lines.push(`Total views: ${input.views.totals.total}`, '')
  lines.push(`Requests made: ${input.requests}`, '')
  return lines.join('\n')
}
