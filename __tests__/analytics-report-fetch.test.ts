// What the report's extra data costs, against a loopback stand-in of the analytics endpoints, through
// the real client: `daily` one request per day (per dataset with totals), `compare: previous-period`
// one per dataset with totals, the previous per-page views ceil(pages / 250); and reading a previous
// export's files, the daily files, and the report's inputs.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DocsApiClient } from '../src/api/client.js'
import type { AnalyticsGet } from '../src/analytics/model.js'
import {
  fetchPageCounts,
  fetchPreviousPeriod,
  previousRange,
  PreviousExportError,
  readPreviousExport
} from '../src/analytics/previous.js'
import { dailyCost, dailyCsv, daysOf, fetchDaily, writeDailyFiles } from '../src/analytics/trend.js'
import { InputError, parseInputs, type AnalyticsInputs } from '../src/inputs.js'
import { parseCsv } from './helpers/analytics.js'

const PROJECT = 'proj_report'
const DAY_MS = 86_400_000
const PAGES = 600

/** Views of one UTC day, and the site's pages: deterministic, so a range's totals are known. */
const dayViews = (day: number) => ({ human: 100 + (day % 7) * 10, ai: 20 + (day % 5) })
const dayOf = (value: string) =>
  Math.floor(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) / DAY_MS)

function rangeTotals(dateFrom: string, dateTo: string, scale = 1) {
  let human = 0
  let ai = 0
  for (let d = dayOf(dateFrom); d < dayOf(dateTo); d++) {
    human += dayViews(d).human * scale
    ai += dayViews(d).ai * scale
  }
  return { human, ai, total: human + ai }
}

interface Seen {
  endpoint: string
  query: Record<string, string>
}

let server: Server
let url: string
const seen: Seen[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://127.0.0.1')
    const [, v1, analytics, project, ...endpoint] = target.pathname.split('/')
    const query = Object.fromEntries(target.searchParams)
    const name = endpoint.join('/')
    seen.push({ endpoint: name, query })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (v1 !== 'v1' || analytics !== 'analytics' || project !== PROJECT)
      return send(404, { error: 'not found' })
    const { dateFrom = '', dateTo = '' } = query
    const limit = Number(query.limit ?? 50)
    const offset = Number(query.offset ?? 0)
    if (name === 'views' || name === 'visitors') {
      const rows = Array.from({ length: PAGES }, (_, i) => ({
        path: `/p/${i}`,
        human: i,
        ai: 1,
        total: i + 1
      }))
      return send(200, {
        totals: rangeTotals(dateFrom, dateTo, name === 'visitors' ? 0.5 : 1),
        [name]: rows.slice(offset, offset + limit),
        hasMore: offset + limit < rows.length,
        extra: 'ignored'
      })
    }
    if (name === 'searches')
      return send(200, {
        searches: [],
        totalSearches: rangeTotals(dateFrom, dateTo).total * 3,
        nextCursor: null
      })
    return send(404, { error: 'unknown endpoint' })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise(resolve => server.close(resolve))
})

/** An AnalyticsGet on the real client, counting every HTTP attempt as the export's budget does. */
function counted(): { get: AnalyticsGet; attempts: () => number; close: () => Promise<void> } {
  const client = new DocsApiClient({ baseUrl: url, apiKey: 'mint_test_report_key' })
  let attempts = 0
  seen.length = 0
  return {
    get: (endpoint, query, schema) =>
      client.getAnalytics(PROJECT, endpoint, query, schema, { onAttempt: () => attempts++ }),
    attempts: () => attempts,
    close: () => client.close()
  }
}

describe('daily: one request per day per dataset with totals', () => {
  const range = { dateFrom: '2026-11-01', dateTo: '2026-11-08' }

  test('views only: 7 days, 7 requests, limit=1, one point per day with that day totals', async () => {
    const api = counted()
    try {
      const points = await fetchDaily(api.get, range, { visitors: false })
      expect(api.attempts()).toBe(7)
      expect(dailyCost(range, { visitors: false })).toBe(7)
      expect(seen.map(s => [s.endpoint, s.query.dateFrom, s.query.dateTo, s.query.limit])).toEqual(
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
      expect(seen.filter(s => s.endpoint === 'visitors')).toHaveLength(7)
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
      expect(seen.map(s => [s.endpoint, s.query.dateFrom, s.query.dateTo, s.query.limit])).toEqual([
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
      const pages = await fetchPageCounts(api.get, previousRange(range))
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

describe('the report inputs', () => {
  const NOW = new Date('2026-11-22T10:30:00Z')
  const base = { 'api-key': 'mint_abc', 'project-id': 'proj', mode: 'analytics' }
  const parse = (values: Record<string, string>, env: NodeJS.ProcessEnv = {}) =>
    parseInputs(name => ({ ...base, ...values })[name] ?? '', env, NOW).inputs as AnalyticsInputs
  const problems = (values: Record<string, string>) => {
    try {
      parse(values)
    } catch (error) {
      if (error instanceof InputError) return error.problems
      throw error
    }
    throw new Error('expected an InputError')
  }

  test('defaults cost nothing extra', () => {
    expect(parse({})).toMatchObject({
      compare: 'none',
      daily: false,
      comparePages: false,
      previousExport: undefined
    })
  })

  test('valid values, previous-export resolved against the workspace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ws-'))
    try {
      mkdirSync(join(dir, 'last'))
      const inputs = parse(
        {
          compare: 'previous-period',
          daily: 'true',
          'compare-pages': 'true',
          'previous-export': 'last',
          'date-from': '-92d'
        },
        { GITHUB_WORKSPACE: dir }
      )
      expect(inputs).toMatchObject({
        compare: 'previous-period',
        daily: true,
        comparePages: true,
        previousExport: join(dir, 'last')
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('bad values and a daily range over 92 days are refused before any request, naming the cost', () => {
    const found = problems({
      compare: 'last-week',
      daily: 'yes',
      'compare-pages': 'true',
      'previous-export': '/no/such/export'
    })
    expect(found).toEqual([
      expect.stringContaining('`compare` must be `previous-period` or `none`'),
      expect.stringContaining('`daily` is invalid'),
      expect.stringContaining('`compare-pages` needs `compare: previous-period`'),
      expect.stringContaining('`previous-export` "/no/such/export" does not exist')
    ])
    // 1 January to 3 April is 92 days: allowed. One day more is refused.
    expect(parse({ daily: 'true', 'date-from': '2026-01-01', 'date-to': '2026-04-03' }).daily).toBe(true)
    const tooLong = problems({ daily: 'true', 'date-from': '2026-01-01', 'date-to': '2026-04-04' })
    expect(tooLong).toHaveLength(1)
    expect(tooLong[0]).toContain('`daily` costs one request per day of the range')
    expect(tooLong[0]).toContain('93 days would cost 93 or more of the 100 analytics requests per hour')
    expect(tooLong[0]).toContain('at most 92 days')
  })
})
