import { forXml } from '../../../kernel/safe-text.js'
import { httpsUrl } from '../../../kernel/safe-text.js'
import type { CohortRow, HistoryView, TrendPoint } from '../history/model.js'
import { TREND_PERIODS } from '../history/model.js'
import { count } from '../report/format.js'
import { tableHtml } from './sections.js'
import { legendHtml, lineChartSvg, type Series } from './svg.js'

// The page's sections drawn from the history: the trends over up to 52 periods, one chart each, and
// the loop's cohorts (each period's gaps, the share found at each later check, the agent's job and
// its pull request). Periods, job ids and links are outside text: forXml, and only https links.

/** What the page reads of the history's view (the report's history has the same fields). */
// Where the history is kept is not shown: the same page is written to the export and to the
// branch, and a folder's path is the machine's, not the reader's.
export type PageHistory = Pick<HistoryView, 'trends' | 'cohorts'>

const share = (value: number): string => `${Math.round(value * 1000) / 10}%`

/** The last TREND_PERIODS points, labelled by the period's first day. */
const recent = (points: readonly TrendPoint[]) => points.slice(-TREND_PERIODS)

function trendChart(
  title: string,
  series: { name: string; points: readonly TrendPoint[] }[],
  format: (v: number) => string
): string {
  const first = series[0]
  if (!first) return ''
  const labels = recent(first.points).map(p => p.dateFrom.slice(0, 10))
  const drawn: Series[] = series.map(s => ({ name: s.name, values: recent(s.points).map(p => p.value) }))
  if (drawn.every(s => s.values.every(v => v === undefined))) return ''
  const chart = lineChartSvg({ title, labels, series: drawn, format })
  return `<figure><figcaption>${forXml(title)}</figcaption>${legendHtml(series.map(s => s.name))}${chart}</figure>`
}

/** The latest defined value against the earliest: one line of text above the charts. */
function trendLine(
  points: readonly TrendPoint[],
  name: string,
  format: (v: number) => string
): string | undefined {
  const defined = recent(points).filter((p): p is TrendPoint & { value: number } => p.value !== undefined)
  const first = defined[0]
  const last = defined[defined.length - 1]
  if (!first || !last || first === last) return undefined
  return `${name} ${format(last.value)} in the period from ${forXml(last.dateFrom, 40)}, against ${format(first.value)} from ${forXml(first.dateFrom, 40)}`
}

export function trendsHtml(view: PageHistory): string {
  const t = view.trends
  const periods = recent(t.humanViews).length
  if (periods === 0) return ''
  const line = [
    trendLine(t.humanViews, 'Human views:', count),
    trendLine(t.searchesWithoutClick, 'searches without a click:', share),
    trendLine(t.unanswered, 'unanswered questions:', share)
  ].filter(Boolean)
  const charts = [
    trendChart(
      'Views per period, human and AI',
      [
        { name: 'Human views', points: t.humanViews },
        { name: 'AI views', points: t.aiViews }
      ],
      count
    ),
    trendChart(
      'Searches without a click, as a share of searches',
      [{ name: 'Without a click', points: t.searchesWithoutClick }],
      share
    ),
    trendChart(
      'Unanswered assistant questions, as a share of questions',
      [{ name: 'Unanswered', points: t.unanswered }],
      share
    ),
    trendChart('Thumbs-down per period', [{ name: 'Thumbs-down', points: t.thumbsDown }], count)
  ].filter(Boolean)
  return [
    `<section><h2>Trends over ${count(periods)} period${periods === 1 ? '' : 's'}</h2>`,
    line.length ? `<p>${line.join('; ')}.</p>` : '',
    `<div class="charts">${charts.join('\n')}</div>`,
    '</section>'
  ].join('\n')
}

/** A period as the history names it (`<from>_<to>`), as a reader reads it. */
const periodName = (period: string): string => period.replace('_', ' to ')

/** A check's cell: the share found, shaded from white (none) to green (all). */
function checkCell(check: CohortRow['checks'][number]): string {
  if (check.checked === 0) return '—'
  const found = check.found / check.checked
  const tint = Math.round(255 - found * 120)
  return `<span class="cell" style="background:rgb(${tint},255,${tint})" title="${forXml(periodName(check.period), 40)}: ${count(check.found)} of ${count(check.checked)}">${share(found)}</span>`
}

function jobCell(row: CohortRow): string {
  if (!row.job) return '—'
  const id = `<code>${forXml(row.job.id, 60)}</code>`
  const href = httpsUrl(row.job.prLink)
  return href ? `${id} <a href="${forXml(href, 2000)}">pull request</a>` : id
}

export function cohortsHtml(view: PageHistory): string {
  const rows = view.cohorts.slice(-TREND_PERIODS)
  if (rows.length === 0) return ''
  const checks = Math.max(0, ...rows.map(r => r.checks.length))
  const head = ['Period', 'Gaps', 'Agent job', ...Array.from({ length: checks }, (_, i) => `Check ${i + 1}`)]
  const body = rows.map(r => [
    forXml(periodName(r.period), 40),
    count(r.gaps),
    jobCell(r),
    ...Array.from({ length: checks }, (_, i) => {
      const check = r.checks[i]
      return check ? checkCell(check) : ''
    })
  ])
  return [
    "<section><h2>The loop's cohorts</h2>",
    "<p>Each period's gaps, and the share of them readers find at each later check (the discovery search), with the agent's job and its pull request.</p>",
    tableHtml(head, body, false),
    '</section>'
  ].join('\n')
}
