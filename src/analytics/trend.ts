import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { lenientCountsSchema } from '../api/analytics-schemas.js'
import { forCsv } from '../shared/outside.js'
import { daysOf, type DateRange } from '../time/dates.js'
import type { Counts, DailyPoint, AnalyticsGet } from './model.js'

// The daily trend (`daily: true`). The API has no granularity parameter, so each day costs one
// `/views` request with limit=1 (its `totals` are the day's totals), and one `/visitors` request
// when visitors are exported: N days cost N requests, 2N with visitors.

export const DAILY_CSV = 'daily.csv'
export const DAILY_JSON = 'daily.json'

/** Only the totals matter here; the row and `hasMore` are ignored, as is any field the API adds. */
export const totalsOnlySchema = z.object({ totals: lenientCountsSchema })

/** What `daily` costs for a range: one request per day per dataset with totals. */
export function dailyCost(range: DateRange, options: { visitors: boolean }): number {
  return daysOf(range).length * (options.visitors ? 2 : 1)
}

/**
 * One point per day: `/views` (and `/visitors`) with limit=1, one request each, in day order.
 * Every request goes through `get`, so it is counted and bounded by the export's budget.
 */
export async function fetchDaily(
  get: AnalyticsGet,
  range: DateRange,
  options: { visitors: boolean }
): Promise<DailyPoint[]> {
  const points: DailyPoint[] = []
  for (const day of daysOf(range)) {
    const query = { dateFrom: day.dateFrom, dateTo: day.dateTo, limit: 1 }
    const views = (await get(['views'], query, totalsOnlySchema)).totals
    const point: DailyPoint = { date: day.dateFrom.slice(0, 10), views }
    if (options.visitors) point.visitors = (await get(['visitors'], query, totalsOnlySchema)).totals
    points.push(point)
  }
  return points
}

const CRLF = '\r\n'
const countsCells = (c: Counts | undefined) => (c ? `${c.human},${c.ai},${c.total}` : ',,')

/** `daily.csv`: RFC 4180, CRLF, a header row; visitors columns only when visitors were fetched. */
export function dailyCsv(points: readonly DailyPoint[]): string {
  const withVisitors = points.some(p => p.visitors)
  const header = ['date', 'human_views', 'ai_views', 'total_views']
  if (withVisitors) header.push('human_visitors', 'ai_visitors', 'total_visitors')
  const lines = [header.join(',')]
  for (const p of points) {
    const cells = [forCsv(p.date), countsCells(p.views)]
    if (withVisitors) cells.push(countsCells(p.visitors))
    lines.push(cells.join(','))
  }
  return lines.join(CRLF) + CRLF
}

/** `daily.json`: the range, when it was exported, and one object per day in day order. */
export function dailyJson(range: DateRange, exportedAt: string, points: readonly DailyPoint[]): string {
  const days = points.map(p =>
    JSON.stringify(
      p.visitors ? { date: p.date, views: p.views, visitors: p.visitors } : { date: p.date, views: p.views }
    )
  )
  return (
    '{\n' +
    `  "dateFrom": ${JSON.stringify(range.dateFrom)},\n` +
    `  "dateTo": ${JSON.stringify(range.dateTo)},\n` +
    `  "exportedAt": ${JSON.stringify(exportedAt)},\n` +
    `  "days": [${days.length ? `\n    ${days.join(',\n    ')}\n  ` : ''}]\n}\n`
  )
}

/** Writes `daily.csv` and/or `daily.json` into `dir`; returns the files written, CSV first. */
export async function writeDailyFiles(
  dir: string,
  formats: readonly ('csv' | 'json')[],
  range: DateRange,
  points: readonly DailyPoint[],
  exportedAt = new Date().toISOString()
): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const written: string[] = []
  if (formats.includes('csv')) {
    const path = join(dir, DAILY_CSV)
    await writeFile(path, dailyCsv(points))
    written.push(path)
  }
  if (formats.includes('json')) {
    const path = join(dir, DAILY_JSON)
    await writeFile(path, dailyJson(range, exportedAt, points))
    written.push(path)
  }
  return written
}
