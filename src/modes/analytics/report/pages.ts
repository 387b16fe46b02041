import type { Counts, PageRow } from '../datasets/model.js'
import type { ReportInput } from './input.js'
import {
  byCountThenKey,
  cell,
  code,
  count,
  difference,
  LIMITS,
  percent,
  percentChange,
  shareOf,
  table
} from './format.js'
import { xyChart, type Chart } from './mermaid.js'

// The pages people (and AI agents) read most, and the pages whose views moved most against the
// previous period, when that period's per-page views are known.

const ZERO: Counts = { human: 0, ai: 0, total: 0 }

function topPages(views: NonNullable<ReportInput['views']>): PageRow[] {
  return [...views.top]
    .sort(
      byCountThenKey(
        r => r.total,
        r => r.path
      )
    )
    .slice(0, LIMITS.topPages)
}

/** The top pages as horizontal bars; the labels are page paths (outside text). */
export function topPagesChart(input: ReportInput): Chart | undefined {
  const top = input.views ? topPages(input.views) : []
  if (top.length === 0) return undefined
  return {
    name: 'top-pages',
    kind: 'xy',
    xy: {
      title: 'Views of the top pages',
      labels: top.map(r => r.path),
      yTitle: 'Views',
      series: [{ kind: 'bar', name: 'Views', values: top.map(r => r.total) }],
      horizontal: true
    }
  }
}

export function topPagesSection(input: ReportInput): string[] {
  const views = input.views
  if (!views) return []
  const top = topPages(views)
  const chart = topPagesChart(input)
  if (top.length === 0 || chart?.kind !== 'xy')
    return ['### Top pages', '', 'No page had a view in this range.', '']
  const before = input.previous?.pages
  const lines = [`### Top ${top.length} pages`, '']
  lines.push(...xyChart(chart.xy))
  const header = ['#', 'Page', 'Views', 'Human', 'AI', 'AI share', ...(before ? ['Change'] : [])]
  const rows = top.map((r, i) => [
    String(i + 1),
    code(r.path),
    count(r.total),
    count(r.human),
    count(r.ai),
    percent(shareOf(r.ai, r.total)),
    ...(before ? [percentChange(r.total, before.get(r.path)?.total ?? 0)] : [])
  ])
  lines.push(...table(header, rows, [true, false, true, true, true, true, true]))
  if (views.count > top.length) lines.push(`${count(views.count)} pages had views in this range.`, '')
  if (before) lines.push(...moversSection(views.all(), before, input.previous?.pagesPartial))
  return lines
}

/** Said beside a comparison whose previous per-page views lost rows: it is not the whole picture. */
function partialComparisonNote(why: string): string {
  return `> **Partial comparison.** The previous period's per-page views stopped early, so the changes (and the Change column above) compare with the pages that were fetched: ${cell(why, 500)}`
}

export interface Move {
  path: string
  now: number
  before: number
}

/** Keeps the `max` largest by `size`, in order, without sorting every row of a big export. */
function keepLargest(list: Move[], move: Move, size: (m: Move) => number, max: number): void {
  if (list.length === max && size(move) <= size(list[list.length - 1] as Move)) return
  list.push(move)
  list.sort(byCountThenKey(size, m => m.path))
  if (list.length > max) list.pop()
}

/** The pages whose views grew and fell most against the previous period, largest first. */
export function pageMovers(
  current: Iterable<PageRow>,
  previous: ReadonlyMap<string, Counts>
): { gained: Move[]; lost: Move[] } {
  const gained: Move[] = []
  const lost: Move[] = []
  const seen = new Set<string>()
  const consider = (path: string, now: number, before: number) => {
    if (now > before) keepLargest(gained, { path, now, before }, m => m.now - m.before, LIMITS.movers)
    if (now < before) keepLargest(lost, { path, now, before }, m => m.before - m.now, LIMITS.movers)
  }
  for (const row of current) {
    const before = previous.get(row.path)
    if (before) seen.add(row.path)
    consider(row.path, row.total, (before ?? ZERO).total)
  }
  // Pages read in the previous period and not at all in this one lost every view.
  for (const [path, before] of previous) if (!seen.has(path)) consider(path, 0, before.total)
  return { gained, lost }
}

function moversSection(
  current: Iterable<PageRow>,
  previous: ReadonlyMap<string, Counts>,
  partial: string | undefined
): string[] {
  const { gained, lost } = pageMovers(current, previous)
  const moveRows = (moves: Move[]) =>
    moves.map(m => [
      code(m.path),
      count(m.before),
      count(m.now),
      difference(m.now, m.before),
      percentChange(m.now, m.before)
    ])
  const header = ['Page', 'Previous period', 'This period', 'Change', 'Change %']
  const numeric = [false, true, true, true, true]
  const lines = ['### Pages that gained and lost the most', '']
  if (partial) lines.push(partialComparisonNote(partial), '')
  if (gained.length === 0 && lost.length === 0) return [...lines, 'No page changed its views.', '']
  lines.push('**Gained the most views**', '')
  lines.push(...(gained.length ? table(header, moveRows(gained), numeric) : ['No page gained views.', '']))
  lines.push('**Lost the most views**', '')
  lines.push(...(lost.length ? table(header, moveRows(lost), numeric) : ['No page lost views.', '']))
  return lines
}
