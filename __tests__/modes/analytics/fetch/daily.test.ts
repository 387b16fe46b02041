// What the report's extra data costs, against a loopback stand-in of the analytics endpoints, through
// the real client: `daily` one request per day (per dataset with totals), `compare: previous-period`
// one per dataset with totals, the previous per-page views ceil(pages / 250); and reading a previous
// export's files, and the daily files.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dailyCost, fetchDaily } from '../../../../src/modes/analytics/fetch/daily.js'
import {
  fetchPageCounts,
  fetchPreviousPeriod
} from '../../../../src/modes/analytics/fetch/previous-period.js'
import { dailyCsv, writeDailyFiles } from '../../../../src/modes/analytics/files/daily-files.js'
import {
  PreviousExportError,
  readPreviousExport
} from '../../../../src/modes/analytics/files/previous-export.js'
import { daysOf, previousRange } from '../../../../src/kernel/time/dates.js'
import { parseCsv } from '../../../helpers/analytics.js'
import {
  PAGES,
  rangeTotals,
  startTotalsServer,
  type TotalsServer
} from '../../../../simulator/totals-server.js'
import { countedGet } from '../../../helpers/counted-get.js'

let server: TotalsServer
beforeAll(async () => {
  server = await startTotalsServer()
})
afterAll(() => server.close())

const counted = () => countedGet(server)
const seen = () => server.seen

describe('daily: one request per day per dataset with totals', () => {
  const range = { dateFrom: '2026-11-01', dateTo: '2026-11-08' }

  test('views only: 7 days, 7 requests, limit=1, one point per day with that day totals', async () => {
    const api = counted()
    try {
      const points = await fetchDaily(api.get, range, { visitors: false })
      expect(api.attempts()).toBe(7)
      expect(dailyCost(range, { visitors: false })).toBe(7)
      expect(seen().map(s => [s.endpoint, s.query.dateFrom, s.query.dateTo, s.query.limit])).toEqual(
        daysOf(range).map(d => ['views', d.dateFrom, d.dateTo, '1'])
      )
      expect(points.map(p => p.date)).toEqual([1, 2, 3, 4, 5, 6, 7].map(d => `2026-11-0${d}`))
      for (const p of points)
        expect(p.views).toEqual(rangeTotals(p.date, `2026-11-0${Number(p.date.slice(8)) + 1}`))
      expect(points.every(p => p.visitors === undefined)).toBe(true)
    } finally {
      await api.close()
    }
  })

  test('with visitors: 2 requests per day', async () => {
    const api = counted()
    try {
      const points = await fetchDaily(api.get, range, { visitors: true })
      expect(api.attempts()).toBe(14)
      expect(dailyCost(range, { visitors: true })).toBe(14)
      expect(seen().filter(s => s.endpoint === 'visitors')).toHaveLength(7)
      expect(points[0]?.visitors).toEqual(rangeTotals('2026-11-01', '2026-11-02', 0.5))
    } finally {
      await api.close()
    }
  })

  test('days of a date-time range are 24-hour slices, the last one cut at the end', () => {
    expect(daysOf({ dateFrom: '2026-11-01T12:00:00Z', dateTo: '2026-11-03T00:00:00Z' })).toEqual([
      { dateFrom: '2026-11-01T12:00:00Z', dateTo: '2026-11-02T12:00:00Z' },
      { dateFrom: '2026-11-02T12:00:00Z', dateTo: '2026-11-03T00:00:00Z' }
    ])
    expect(daysOf({ dateFrom: '2026-11-02', dateTo: '2026-11-01' })).toEqual([])
  })
})

describe('compare: previous-period, one limit=1 request per dataset with totals', () => {
  const range = { dateFrom: '2026-11-08', dateTo: '2026-11-15' }

  test('every dataset exported: views, visitors and searches have totals (3 requests), the rest none', async () => {
    const api = counted()
    try {
      const previous = await fetchPreviousPeriod(api.get, range, [
        'views',
        'visitors',
        'searches',
        'feedback',
        'feedback-by-page',
        'assistant'
      ])
      expect(api.attempts()).toBe(3)
      expect(seen().map(s => [s.endpoint, s.query.dateFrom, s.query.dateTo, s.query.limit])).toEqual([
        ['views', '2026-11-01', '2026-11-08', '1'],
        ['visitors', '2026-11-01', '2026-11-08', '1'],
        ['searches', '2026-11-01', '2026-11-08', '1']
      ])
      expect(previous).toEqual({
        range: { dateFrom: '2026-11-01', dateTo: '2026-11-08' },
        views: rangeTotals('2026-11-01', '2026-11-08'),
        visitors: rangeTotals('2026-11-01', '2026-11-08', 0.5),
        totalSearches: rangeTotals('2026-11-01', '2026-11-08').total * 3
      })
    } finally {
      await api.close()
    }
  })

  test('views only: exactly one request', async () => {
    const api = counted()
    try {
      await fetchPreviousPeriod(api.get, range, ['views'])
      expect(api.attempts()).toBe(1)
    } finally {
      await api.close()
    }
  })

  test('the previous per-page views cost ceil(pages / 250) requests', async () => {
    const api = counted()
    try {
      const { pages, partial } = await fetchPageCounts(api.get, previousRange(range))
      expect(partial).toBeUndefined()
      expect(api.attempts()).toBe(Math.ceil(PAGES / 250))
      expect(pages.size).toBe(PAGES)
      expect(pages.get('/p/599')).toEqual({ human: 599, ai: 1, total: 600 })
    } finally {
      await api.close()
    }
  })

  test('previous ranges keep the length: plain days and date-times', () => {
    expect(previousRange({ dateFrom: '2026-03-01', dateTo: '2026-03-31' })).toEqual({
      dateFrom: '2026-01-30',
      dateTo: '2026-03-01'
    })
    expect(previousRange({ dateFrom: '2026-11-01T12:00:00Z', dateTo: '2026-11-02T00:00:00Z' })).toEqual({
      dateFrom: '2026-11-01T00:00:00Z',
      dateTo: '2026-11-01T12:00:00Z'
    })
  })
})

describe('a previous export, as actions/download-artifact leaves it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'previous-export-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const exportJson = {
    dateFrom: '2026-11-01',
    dateTo: '2026-11-08',
    exportedAt: '2026-11-08T06:00:00Z',
    totals: { human: 10, ai: 5, total: 15 },
    views: [
      { path: '/a', human: 6, ai: 4, total: 10, future: 'field' },
      { path: '/b', human: 4, ai: 1, total: 5 },
      { path: 42, human: 'broken' }
    ],
    complete: true
  }

  test('a folder with the files one level down, visitors and searches totals too; bad rows skipped', async () => {
    mkdirSync(join(dir, 'analytics'), { recursive: true })
    writeFileSync(join(dir, 'analytics', 'page-views.json'), JSON.stringify(exportJson))
    writeFileSync(
      join(dir, 'analytics', 'visitors.json'),
      JSON.stringify({ totals: { human: 3, ai: 1, total: 4 }, visitors: [] })
    )
    writeFileSync(
      join(dir, 'analytics', 'searches.json'),
      JSON.stringify({ totalSearches: 77, searches: [] })
    )
    const previous = await readPreviousExport(dir)
    expect(previous.range).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-08' })
    expect(previous.views).toEqual({ human: 10, ai: 5, total: 15 })
    expect(previous.visitors).toEqual({ human: 3, ai: 1, total: 4 })
    expect(previous.totalSearches).toBe(77)
    expect([...(previous.pages ?? [])]).toEqual([
      ['/a', { human: 6, ai: 4, total: 10 }],
      ['/b', { human: 4, ai: 1, total: 5 }]
    ])
    expect(previous.skipped).toBe(1)
    const file = await readPreviousExport(join(dir, 'analytics', 'page-views.json'))
    expect(file.pages?.size).toBe(2)
  })

  test('nothing usable: a clear error naming the path', async () => {
    const empty = mkdtempSync(join(dir, 'empty-'))
    await expect(readPreviousExport(empty)).rejects.toThrow(PreviousExportError)
    await expect(readPreviousExport(join(dir, 'missing'))).rejects.toThrow(/does not exist/)
    writeFileSync(join(empty, 'page-views.json'), '<html>')
    await expect(readPreviousExport(empty)).rejects.toThrow(/not JSON/)
    writeFileSync(join(empty, 'page-views.json'), '{"rows": []}')
    await expect(readPreviousExport(empty)).rejects.toThrow(/no "views" list/)
  })
})

describe('daily files', () => {
  test('daily.csv (RFC 4180, CRLF, formulas neutralised) and daily.json, in day order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daily-'))
    try {
      const points = [
        { date: '2026-11-01', views: { human: 3, ai: 1, total: 4 }, visitors: { human: 2, ai: 1, total: 2 } },
        { date: '=HYPERLINK("x")', views: { human: 0, ai: 0, total: 0 } }
      ]
      const range = { dateFrom: '2026-11-01', dateTo: '2026-11-03' }
      const files = await writeDailyFiles(dir, ['csv', 'json'], range, points, 'T')
      expect(files).toEqual([join(dir, 'daily.csv'), join(dir, 'daily.json')])
      const csv = readFileSync(files[0]!, 'utf8')
      expect(csv).toBe(dailyCsv(points))
      expect(parseCsv(csv)).toEqual([
        ['date', 'human_views', 'ai_views', 'total_views', 'human_visitors', 'ai_visitors', 'total_visitors'],
        ['2026-11-01', '3', '1', '4', '2', '1', '2'],
        ['\'=HYPERLINK("x")', '0', '0', '0', '', '', '']
      ])
      expect(JSON.parse(readFileSync(files[1]!, 'utf8'))).toEqual({ ...range, exportedAt: 'T', days: points })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
