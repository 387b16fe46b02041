import * as core from '@actions/core'
import { writeStepSummary } from '../step-summary.js'
import { forMarkdown as escapeText, markdownLink as linkOrText } from '../outside.js'
import type { UploadedArtifact } from './artifact.js'
import type { ViewCounts, ViewRow } from './rows.js'

export const TOP_PAGES = 10

export interface AnalyticsReport {
  dateFrom: string
  dateTo: string
  /** Undefined when not even the first page arrived. */
  totals?: ViewCounts
  rowsFetched: number
  requests: number
  top: ViewRow[]
  exportDir?: string
  files: string[]
  artifactName?: string
  artifact?: UploadedArtifact
  /** Why there is no artifact, when one was asked for. */
  artifactNote?: string
  error?: string
}

const count = (n: number) => n.toLocaleString('en-US')

/** Share of the total as a percentage with one decimal; a dash when there were no views. */
export function share(part: number, total: number): string {
  return total > 0 ? `${((part / total) * 100).toFixed(1)}%` : '—'
}

function artifactCell(report: AnalyticsReport): string {
  if (!report.artifactName) return 'not requested (`artifact-name` is empty)'
  const name = escapeText(report.artifactName)
  if (!report.artifact)
    return `${name}: not uploaded${report.artifactNote ? ` — ${escapeText(report.artifactNote)}` : ''}`
  return report.artifact.url
    ? linkOrText(report.artifact.url, report.artifactName)
    : `${name} (id ${report.artifact.id})`
}

export async function writeAnalyticsSummary(report: AnalyticsReport): Promise<void> {
  const { totals } = report
  core.summary
    .addHeading('Page views export', 2)
    .addRaw(
      `<p>From <code>${escapeText(report.dateFrom)}</code> up to <code>${escapeText(report.dateTo)}</code> (the end is exclusive).</p>`,
      true
    )
  core.summary.addTable([
    [
      { data: 'Field', header: true },
      { data: 'Value', header: true }
    ],
    ['Total views', totals ? count(totals.total) : '—'],
    ['Human views', totals ? `${count(totals.human)} (${share(totals.human, totals.total)})` : '—'],
    ['AI views', totals ? `${count(totals.ai)} (${share(totals.ai, totals.total)})` : '—'],
    ['Pages exported', count(report.rowsFetched)],
    ['Requests made', count(report.requests)],
    [
      'Files',
      report.files.length ? report.files.map(f => `<code>${escapeText(f)}</code>`).join('<br>') : '—'
    ],
    ['Artifact', artifactCell(report)]
  ])
  if (report.error) core.summary.addRaw(`<p><strong>Error:</strong> ${escapeText(report.error)}</p>`, true)
  if (report.top.length > 0) {
    core.summary
      .addHeading(`Top ${Math.min(TOP_PAGES, report.top.length)} pages`, 3)
      .addTable([
        ['#', 'Path', 'Human', 'AI', 'Total'].map(data => ({ data, header: true })),
        ...report.top.map((row, i) => [
          String(i + 1),
          `<code>${escapeText(row.path)}</code>`,
          count(row.human),
          count(row.ai),
          count(row.total)
        ])
      ])
  }
  await writeStepSummary()
}
