import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ChartFile } from '../report/charts.js'
import type { Chart } from '../report/mermaid.js'
import { chartSvg } from '../report/svg.js'
import { chartFileName } from './paths.js'

// The report's charts as SVG files beside report.md (`chart-top-pages.svg`), which report.md links. A chart
// this run does not draw (no daily trend this time) is removed, so output-dir keeps no stale picture
// of an earlier run; only our own file names are touched.

/** Every chart name the report can draw: the ones a run may have to remove. */
export const REPORT_CHART_NAMES = [
  'human-and-ai-views',
  'history-views',
  'views-per-day',
  'visitors-per-day',
  'top-pages'
] as const

export async function writeChartFiles(dir: string, charts: readonly Chart[]): Promise<ChartFile[]> {
  const written: ChartFile[] = []
  for (const chart of charts) {
    const file = chartFileName(chart.name)
    await writeFile(join(dir, file), chartSvg(chart))
    const title = chart.kind === 'pie' ? chart.pie.title : chart.xy.title
    written.push({ title: title.replace(/ - .*$/, ''), file })
  }
  const drawn = new Set(charts.map(c => c.name))
  for (const name of REPORT_CHART_NAMES)
    if (!drawn.has(name)) await rm(join(dir, chartFileName(name)), { force: true })
  return written
}
