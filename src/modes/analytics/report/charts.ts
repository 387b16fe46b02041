import { forMarkdown } from '../../../kernel/safe-text.js'
import type { ReportInput } from './input.js'
import { aiShareChart } from './headline.js'
import { historyChart } from './history-section.js'
import type { Chart } from './mermaid.js'
import { topPagesChart } from './pages.js'
import { trendCharts } from './trend-section.js'

// The report's charts as data, in the order the report shows them: the sections draw them as
// Mermaid, and the export also writes each one as an SVG file (svg.ts), for the places that do not
// draw Mermaid (Slack, e-mail, a downloaded report.md).

export function chartsOf(input: ReportInput): Chart[] {
  const charts: (Chart | undefined)[] = [
    input.history ? historyChart(input.history) : undefined,
    input.views ? aiShareChart(input.views.totals) : undefined,
    ...(input.daily ? trendCharts(input.daily) : []),
    topPagesChart(input)
  ]
  return charts.filter(c => c !== undefined)
}

/** A chart's file as report.md links it: relative to the export folder, our own words only. */
export interface ChartFile {
  title: string
  /** `chart-top-pages.svg`, beside report.md */
  file: string
}

/**
 * The lines under the report's title that link the SVG pictures: only in report.md, which sits
 * beside them (a relative link means nothing in a job summary or an issue).
 */
export function chartLinks(charts: readonly ChartFile[] | undefined): string[] {
  if (!charts || charts.length === 0) return []
  const links = charts.map(c => `[${forMarkdown(c.title, 200)}](${encodeURI(c.file)})`)
  return [`Charts as SVG pictures, for where the charts below are not drawn: ${links.join(' · ')}.`, '']
}
