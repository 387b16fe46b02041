import { mkdir, writeFile } from 'node:fs/promises'
import type { ExportFormat } from '../input-types.js'
import { forCsv } from '../../../kernel/safe-text.js'
import type { Counts, DailyPoint, DateRange } from '../datasets/model.js'
import { dailyFile } from './paths.js'

// The daily trend's files (`daily: true`): daily.csv and daily.json, one row per day in day order.

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

/** Whose days these are: a later run reuses them only for the same project on the same API. */
export interface DailySource {
  projectId: string
  apiOrigin: string
}

/**
 * `daily.json`: the range, when it was exported and from where, and one object per day in day order.
 * A later run's `previous-export` reuses the days that had ended when it was written.
 */
export function dailyJson(
  range: DateRange,
  exportedAt: string,
  points: readonly DailyPoint[],
  source?: DailySource
): string {
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
    (source
      ? `  "projectId": ${JSON.stringify(source.projectId)},\n  "apiOrigin": ${JSON.stringify(source.apiOrigin)},\n`
      : '') +
    `  "days": [${days.length ? `\n    ${days.join(',\n    ')}\n  ` : ''}]\n}\n`
  )
}

/** Writes `daily.csv` and/or `daily.json` into `dir`; returns the files written, CSV first. */
export async function writeDailyFiles(
  dir: string,
  formats: readonly ExportFormat[],
  range: DateRange,
  points: readonly DailyPoint[],
  exportedAt = new Date().toISOString(),
  source?: DailySource
): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const written: string[] = []
  if (formats.includes('csv')) {
    const path = dailyFile(dir, 'csv')
    await writeFile(path, dailyCsv(points))
    written.push(path)
  }
  if (formats.includes('json')) {
    const path = dailyFile(dir, 'json')
    await writeFile(path, dailyJson(range, exportedAt, points, source))
    written.push(path)
  }
  return written
}
