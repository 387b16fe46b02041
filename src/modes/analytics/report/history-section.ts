import { markdownLink } from '../../../kernel/safe-text.js'
import { rangeDays } from '../../../kernel/time/dates.js'
import { code, count, details, percent, percentChange, pointsChange, shareOf, table } from './format.js'
import { xyChart, type Chart } from './mermaid.js'

// The history in the report (`history: true` or `history-dir`), kept to the report's thirty-second
// read: near the top one line of text (each trend's first and last period) and one chart (views per
// period); further down the loop's cohorts, one row per period's gaps, one column per later check.
// Dates, job ids and links come from the history, which people may edit: each goes through the format
// helpers. No reader text is here: the gaps are counted, never worded.

/** A trend's point: a period and its value (undefined: the dataset was not exported then). */
export interface TrendPoint {
  readonly dateFrom: string
  readonly dateTo: string
  readonly value: number | undefined
}

/** One period's gaps and the share found at each later check (0..1 of `gaps`). */
export interface CohortRow {
  readonly period: string
  readonly gaps: number
  readonly job?: { readonly id: string; readonly prLink?: string }
  readonly checks: readonly { readonly period: string; readonly found: number; readonly checked: number }[]
}

/**
 * What the report draws of the history, oldest period first (history/model.ts's HistoryView adds the
 * periods read). The report renders only: it imports no other part of the mode.
 */
export interface ReportHistory {
  readonly where: string
  readonly trends: {
    readonly humanViews: readonly TrendPoint[]
    readonly aiViews: readonly TrendPoint[]
    /** Searches without a click, as a share (0..1) of searches. */
    readonly searchesWithoutClick: readonly TrendPoint[]
    /** Unanswered assistant questions, as a share (0..1) of questions. */
    readonly unanswered: readonly TrendPoint[]
    readonly thumbsDown: readonly TrendPoint[]
  }
  readonly cohorts: readonly CohortRow[]
}

/** "weeks" when every period is 7 days, "days" when 1, else "periods". */
function unitOf(points: readonly TrendPoint[]): { one: string; many: string } {
  const lengths = new Set(points.map(p => rangeDays(p)))
  if (lengths.size === 1 && lengths.has(7)) return { one: 'week', many: 'weeks' }
  if (lengths.size === 1 && lengths.has(1)) return { one: 'day', many: 'days' }
  return { one: 'period', many: 'periods' }
}

const day = (value: string) => code(value.slice(0, 10), 10)

interface Trend {
  name: string
  points: readonly TrendPoint[]
  kind: 'count' | 'share'
}

/** `human views 1,000 → 1,120 (+12.0%)`, `searches without a click 31.0% → 24.0% (−7.0 pp)`. */
function trendPart({ name, points, kind }: Trend): string | undefined {
  const known = points.filter((p): p is TrendPoint & { value: number } => p.value !== undefined)
  const first = known[0]
  const last = known[known.length - 1]
  if (!first || !last) return undefined
  const shown = (v: number) => (kind === 'count' ? count(v) : percent(v * 100))
  if (first === last) return `${name} ${shown(last.value)}`
  const change =
    kind === 'count'
      ? percentChange(last.value, first.value)
      : pointsChange(last.value * 100, first.value * 100)
  return `${name} ${shown(first.value)} → ${shown(last.value)} (${change})`
}

/** The one line: over how many periods, and each trend from its first period to its last. */
export function historyTrendLine(view: ReportHistory): string | undefined {
  const { trends } = view
  const points = trends.humanViews
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) return undefined
  const parts = [
    trendPart({ name: 'human views', points: trends.humanViews, kind: 'count' }),
    trendPart({ name: 'AI views', points: trends.aiViews, kind: 'count' }),
    trendPart({ name: 'searches without a click', points: trends.searchesWithoutClick, kind: 'share' }),
    trendPart({ name: 'unanswered questions', points: trends.unanswered, kind: 'share' }),
    trendPart({ name: 'thumbs-down', points: trends.thumbsDown, kind: 'count' })
  ].filter(p => p !== undefined)
  if (parts.length === 0) return undefined
  const unit = unitOf(points)
  const span = `${points.length} ${points.length === 1 ? unit.one : unit.many}`
  return `**Over ${span}** (${day(first.dateFrom)} to ${day(last.dateTo)}): ${parts.join(' · ')}.`
}

/** The one chart: views per period, human views as bars and AI views as a line. */
export function historyChart(view: ReportHistory): Chart | undefined {
  const { humanViews, aiViews } = view.trends
  if (humanViews.length < 2 || !humanViews.some(p => p.value !== undefined)) return undefined
  const unit = unitOf(humanViews)
  return {
    name: 'history-views',
    kind: 'xy',
    xy: {
      title: `Views per ${unit.one} over ${humanViews.length} ${unit.many} - bars are human views, the line is AI views`,
      labels: humanViews.map(p => p.dateFrom.slice(0, 10)),
      yTitle: 'Views',
      series: [
        { kind: 'bar', name: 'Human views', values: humanViews.map(p => p.value ?? 0) },
        { kind: 'line', name: 'AI views', values: aiViews.map(p => p.value ?? 0) }
      ]
    }
  }
}

/** The numbers behind the line and the chart, collapsed: one row per period. */
function trendTable(view: ReportHistory): string[] {
  const { humanViews, aiViews, searchesWithoutClick, unanswered, thumbsDown } = view.trends
  const counted = (p: TrendPoint | undefined) => (p?.value === undefined ? '—' : count(p.value))
  const shared = (p: TrendPoint | undefined) => (p?.value === undefined ? '—' : percent(p.value * 100))
  const header = [
    'Period',
    'Human views',
    'AI views',
    'Searches without a click',
    'Unanswered questions',
    'Thumbs-down'
  ]
  const rows = humanViews.map((p, i) => [
    day(p.dateFrom),
    counted(p),
    counted(aiViews[i]),
    shared(searchesWithoutClick[i]),
    shared(unanswered[i]),
    counted(thumbsDown[i])
  ])
  return details(
    'Per period: the numbers',
    table(
      header,
      rows,
      header.map((_, i) => i > 0)
    )
  )
}

/** Near the top: the trend line and its chart (its numbers collapsed under it). */
export function historyTrendSection(view: ReportHistory): string[] {
  const line = historyTrendLine(view)
  if (!line) return []
  const chart = historyChart(view)
  const lines = [line, '']
  if (chart?.kind !== 'xy') return lines
  lines.push(...xyChart(chart.xy))
  const missing = view.trends.humanViews.filter(p => p.value === undefined).length
  if (missing > 0)
    lines.push(`${count(missing)} period(s) without views in ${view.where} are drawn at 0.`, '')
  return [...lines, ...trendTable(view)]
}

const later = (n: number, unit: { one: string; many: string }) =>
  `${n} ${n === 1 ? unit.one : unit.many} later`

/** A cell: the share of the period's gaps found by that check, and how many of them were checked. */
function cohortCell(row: CohortRow, cell: CohortRow['checks'][number] | undefined): string {
  if (!cell) return ''
  if (cell.checked === 0 && cell.found === 0) return '—'
  const share = percent(shareOf(cell.found, row.gaps))
  const checked = cell.checked < row.gaps ? `, ${count(cell.checked)} checked` : ''
  return `${share} (${count(cell.found)} of ${count(row.gaps)}${checked})`
}

function jobCell(row: CohortRow): string {
  if (!row.job) return '—'
  const pr = row.job.prLink ? ` → ${markdownLink(row.job.prLink, 'pull request')}` : ''
  return `${code(row.job.id, 80)}${pr}`
}

/** `2026-02-01_2026-02-08` → `2026-02-01`: the row's label is the period's first day. */
const rowLabel = (period: string) => code(period.split('_')[0] ?? period, 30)

/** Further down: the cohort table. */
export function cohortSection(view: ReportHistory): string[] {
  const rows = view.cohorts.filter(r => r.gaps > 0 || r.job)
  if (rows.length === 0) return []
  const unit = unitOf(view.trends.humanViews.slice(-view.cohorts.length))
  const columns = Math.max(0, ...rows.map(r => r.checks.length))
  const header = [
    'Gaps of',
    'Gaps',
    "Agent's job",
    ...Array.from({ length: columns }, (_, i) => later(i + 1, unit))
  ]
  const body = rows.map(r => [
    rowLabel(r.period),
    count(r.gaps),
    jobCell(r),
    ...Array.from({ length: columns }, (_, i) => cohortCell(r, r.checks[i]))
  ])
  return [
    "### The loop's gaps, period after period",
    '',
    `Each row is one ${unit.one}'s gaps (the ones sent to the agent, or its top ones when none were sent); each later column, the share of them the discovery search found by that later run's check. From ${view.where}.`,
    '',
    ...table(
      header,
      body,
      header.map((_, i) => i === 1 || i > 2)
    )
  ]
}
