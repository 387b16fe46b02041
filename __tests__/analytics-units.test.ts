// Pure parts of the analytics export: CSV quoting, row order, the paging loop's bookkeeping.
import { describe, expect, jest, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CallOptions, PageViewsQuery } from '../src/api/client.js'
import { ApiError } from '../src/api/errors.js'
import type { PageViewsPage } from '../src/api/schemas.js'
import { artifactUrl } from '../src/analytics/artifact.js'
import { ExportFailure, exportPageViews, type PageViewsSource } from '../src/analytics/export.js'
import { csvField, writeExportFiles } from '../src/analytics/files.js'
import { RowStore, type ViewRow } from '../src/analytics/rows.js'
import { share } from '../src/analytics/summary.js'
import { csvRows, sortRows } from './helpers/analytics.js'

const row = (path: string, human: number, ai: number): ViewRow => ({ path, human, ai, total: human + ai })
const TOTALS = { human: 100, ai: 20, total: 120 }

describe('CSV and JSON files', () => {
  test.each([
    ['/plain', '/plain'],
    ['/a,b', '"/a,b"'],
    ['/"quoted"', '"/""quoted"""'],
    ['/line\nbreak', '"/line\nbreak"'],
    ['/cr\rhere', '"/cr\rhere"'],
    ['/naïve-日本語-🚀', '/naïve-日本語-🚀'],
    ['', '']
  ])('csvField(%j) is %j', (value, quoted) => {
    expect(csvField(value)).toBe(quoted)
  })

  test('files round-trip hostile paths, sorted, with CRLF records and the documented JSON shape', async () => {
    const rows = new RowStore()
    const input = [
      row('/b', 5, 5),
      row('/a', 5, 5),
      row('/with,comma', 1, 0),
      row('/"q"', 30, 1),
      row('/multi\r\nline', 2, 2),
      row('/ü', 7, 0),
      row('/z', 7, 0),
      row('/B', 5, 5)
    ]
    for (const r of input) rows.add(r)
    const dir = mkdtempSync(join(tmpdir(), 'analytics-files-'))
    try {
      const meta = { dateFrom: '2026-02-01', dateTo: '2026-02-08', exportedAt: 'T', totals: TOTALS }
      const files = await writeExportFiles(dir, ['csv', 'json'], meta, rows)
      expect(files).toEqual([join(dir, 'page-views.csv'), join(dir, 'page-views.json')])
      const csv = readFileSync(files[0] as string, 'utf8')
      const expected = sortRows(input)
      expect(expected.map(r => r.path)).toEqual([
        '/"q"',
        '/B',
        '/a',
        '/b',
        '/z',
        '/ü',
        '/multi\r\nline',
        '/with,comma'
      ])
      expect(csvRows(csv)).toEqual(expected)
      expect(csv.split('\r\n')[1]).toBe('"/""q""",30,1,31')
      const json = JSON.parse(readFileSync(files[1] as string, 'utf8'))
      expect(Object.keys(json)).toEqual(['dateFrom', 'dateTo', 'exportedAt', 'totals', 'views'])
      expect(json).toEqual({ ...meta, views: expected })
      await writeExportFiles(dir, ['json'], meta, new RowStore())
      expect(JSON.parse(readFileSync(files[1] as string, 'utf8')).views).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('large exports are written in chunks and stay exact', async () => {
    const rows = new RowStore()
    const input = Array.from({ length: 20_000 }, (_, i) => row(`/p/${i}`, i % 97, i % 13))
    for (const r of input) rows.add(r)
    const dir = mkdtempSync(join(tmpdir(), 'analytics-big-'))
    try {
      const meta = { dateFrom: 'a', dateTo: 'b', exportedAt: 'c', totals: TOTALS }
      const [csvPath] = await writeExportFiles(dir, ['csv'], meta, rows)
      const parsed = csvRows(readFileSync(csvPath as string, 'utf8'))
      expect(parsed).toEqual(sortRows(input))
      expect(parsed[0]).toEqual(row('/p/10087', 96, 12))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('RowStore', () => {
  test('keeps the first row of a path, grows past its initial capacity, sorts by total then code units', () => {
    const store = new RowStore()
    expect(store.add(row('/x', 1, 1))).toBe(true)
    expect(store.add(row('/x', 9, 9))).toBe(false)
    for (let i = 0; i < 3000; i++) store.add(row(`/p${i}`, i % 5, 0))
    expect(store.size).toBe(3001)
    expect(store.row(0)).toEqual(row('/x', 1, 1))
    const order = store.sortedIndices()
    const top = store.rowsAt(order, 3).map(r => r.path)
    // Code-unit order: "/p1004" < "/p104" (because '0' < '4'), unlike a numeric sort.
    expect(top).toEqual(['/p1004', '/p1009', '/p1014'])
    const all = Array.from(order, i => store.row(i))
    expect(all).toEqual(sortRows(all))
  })
})

/** A scripted API: pages by offset, optionally failing first; counts attempts like the real client. */
function fakeSource(pages: Record<number, PageViewsPage | Error | (PageViewsPage | Error)[]>) {
  const offsets: number[] = []
  const source: PageViewsSource = {
    async getPageViews(_project: string, query: PageViewsQuery, call?: CallOptions) {
      call?.onAttempt?.()
      offsets.push(query.offset)
      const entry = pages[query.offset]
      const next = Array.isArray(entry) ? entry.shift() : entry
      if (next === undefined) throw new Error(`no page scripted at offset ${query.offset}`)
      if (next instanceof Error) throw next
      return next
    }
  }
  return { source, offsets }
}

const page = (views: ViewRow[], hasMore: boolean, totals = TOTALS): PageViewsPage => ({
  totals,
  views,
  hasMore
})
const apiError = (status: number, retryable: boolean) =>
  new ApiError(`GET /v1/analytics/p/views: ${status}`, {
    kind: 'http',
    method: 'GET',
    path: '/v1/analytics/p/views',
    status,
    retryable,
    mayHaveReachedServer: false
  })

function deps(source: PageViewsSource, extra: { deadline?: number; signal?: AbortSignal } = {}) {
  const log = { info: jest.fn<(m: string) => void>(), warning: jest.fn<(m: string) => void>() }
  const sleep = jest.fn(async (_ms: number, _signal: AbortSignal) => {})
  return {
    log,
    sleep,
    deps: {
      client: source,
      signal: extra.signal ?? new AbortController().signal,
      deadline: extra.deadline ?? Date.now() + 60_000,
      log,
      sleep,
      random: () => 0.5
    }
  }
}

async function failureOf(promise: Promise<unknown>): Promise<ExportFailure> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ExportFailure) return error
    throw error
  }
  throw new Error('the export did not fail')
}

const REQUEST = { projectId: 'p', dateFrom: '2026-02-01', dateTo: '2026-02-08', pageSize: 2 }

describe('exportPageViews', () => {
  test('dedupes paths and totals drift with one warning each, keeping the first of each', async () => {
    const { source, offsets } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 2, 0)], true),
      2: page([row('/a', 9, 9), row('/c', 3, 0)], true, { human: 1, ai: 1, total: 2 }),
      4: page([row('/b', 8, 8), row('/d', 4, 0)], false, { human: 3, ai: 3, total: 6 })
    })
    const { deps: d, log } = deps(source)
    const result = await exportPageViews(REQUEST, d)
    expect(offsets).toEqual([0, 2, 4])
    expect(result.requests).toBe(3)
    expect(result.totals).toEqual(TOTALS)
    expect(result.rows.size).toBe(4)
    expect(result.rows.row(0)).toEqual(row('/a', 1, 0))
    expect(result.duplicatesDropped).toBe(2)
    const warnings = log.warning.mock.calls.map(c => c[0])
    expect(warnings.filter(w => w.includes('totals'))).toHaveLength(1)
    expect(warnings.filter(w => w.includes('appeared twice'))).toHaveLength(1)
    expect(warnings).toContain('2 duplicate rows were dropped in all.')
  })

  test('stops with a warning when the server says hasMore but sends an empty page', async () => {
    const { source, offsets } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 1, 0)], true),
      2: page([], true)
    })
    const { deps: d, log } = deps(source)
    const result = await exportPageViews(REQUEST, d)
    expect(offsets).toEqual([0, 2])
    expect(result.rows.size).toBe(2)
    expect(log.warning.mock.calls[0]?.[0]).toMatch(/offset 2 said there was more but held no rows/)
  })

  test('a retryable failure waits and retries the same offset; requests count every attempt', async () => {
    const { source, offsets } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 1, 0)], true),
      2: [apiError(429, true), apiError(503, true), page([row('/c', 1, 0)], false)]
    })
    const { deps: d, sleep } = deps(source)
    const result = await exportPageViews(REQUEST, d)
    expect(offsets).toEqual([0, 2, 2, 2])
    expect(result.requests).toBe(4)
    // Equal-jitter backoff with random 0.5: 750 ms, then 1500 ms.
    expect(sleep.mock.calls.map(c => c[0])).toEqual([750, 1500])
  })

  test('a refused request fails at once with the progress made', async () => {
    const { source } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 1, 0)], true),
      2: apiError(403, false)
    })
    const { deps: d, sleep } = deps(source)
    const failure = await failureOf(exportPageViews(REQUEST, d))
    expect(failure).toBeInstanceOf(ExportFailure)
    expect(failure).toMatchObject({ rowsFetched: 2, offset: 2, requests: 2 })
    expect(failure.message).toMatch(/403.*read.*fetched 2 rows, reached offset 2/)
    expect(sleep).not.toHaveBeenCalled()
  })

  test('gives up before a wait that would pass the deadline', async () => {
    const { source } = fakeSource({ 0: apiError(503, true) })
    const { deps: d, sleep } = deps(source, { deadline: Date.now() + 100 })
    const failure = await failureOf(exportPageViews(REQUEST, d))
    expect(failure.message).toMatch(/timeout-minutes.*fetched 0 rows, reached offset 0/)
    expect(sleep).not.toHaveBeenCalled()
  })

  test('an abort during the wait stops the export as cancelled', async () => {
    const controller = new AbortController()
    const { source } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 1, 0)], true),
      2: apiError(503, true)
    })
    const { deps: d, sleep } = deps(source, { signal: controller.signal })
    sleep.mockImplementation(async () => controller.abort())
    const failure = await failureOf(exportPageViews(REQUEST, d))
    expect(failure.message).toBe('The export was cancelled: fetched 2 rows, reached offset 2.')
  })
})

describe('small helpers', () => {
  test('share, artifact URL and artifact name checks', () => {
    expect(share(1, 3)).toBe('33.3%')
    expect(share(0, 0)).toBe('—')
    expect(
      artifactUrl(
        { GITHUB_SERVER_URL: 'https://github.com/', GITHUB_REPOSITORY: 'o/r', GITHUB_RUN_ID: '7' },
        9
      )
    ).toBe('https://github.com/o/r/actions/runs/7/artifacts/9')
    expect(artifactUrl({}, 9)).toBeUndefined()
  })
})
