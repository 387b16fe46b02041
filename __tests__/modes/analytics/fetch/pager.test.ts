// The paging loop of the analytics export against a scripted source: dedupes, drift, retries at the
// same offset, the request budget, the deadline and cancellation, and the bounds a sane server never
// reaches. The files it leads to: analytics-files.test.ts.
import { describe, expect, jest, test } from '@jest/globals'
import type { z } from 'zod'
import type { CallOptions } from '../../../../src/kernel/api/client.js'
import { ApiError } from '../../../../src/kernel/api/errors.js'
import type { PageViewsPage } from '../../../../src/kernel/api/analytics-schemas.js'
import { RequestLedger, type AnalyticsSource } from '../../../../src/modes/analytics/fetch/request-ledger.js'
import { exportDatasets, freshState } from '../../../../src/modes/analytics/fetch/export.js'
import { LIMITS } from '../../../../src/modes/analytics/fetch/pager.js'
import type { PageRow } from '../../../../src/modes/analytics/datasets/model.js'
import { fakeClock } from '../../../helpers/fake-clock.js'

const row = (path: string, human: number, ai: number): PageRow => ({ path, human, ai, total: human + ai })
const TOTALS = { human: 100, ai: 20, total: 120 }

/** A scripted API: pages by offset, optionally failing first; counts attempts like the real client. */
function fakeSource(pages: Record<number, PageViewsPage | Error | (PageViewsPage | Error)[]>) {
  const offsets: number[] = []
  const source: AnalyticsSource = {
    async getAnalytics<T>(
      _project: string,
      _endpoint: string[],
      query: Record<string, string | number | undefined>,
      schema: z.ZodType<T>,
      call?: CallOptions
    ) {
      // As the real client: the call's gate is asked before the attempt, which is then sent.
      const refused = call?.gate?.admit()
      if (refused) throw new Error(refused.message)
      call?.onAttempt?.()
      const offset = Number(query.offset)
      offsets.push(offset)
      const entry = pages[offset]
      const next = Array.isArray(entry) ? entry.shift() : entry
      if (next === undefined) throw new Error(`no page scripted at offset ${offset}`)
      if (next instanceof Error) throw next
      return schema.parse(next)
    }
  }
  return { source, offsets }
}

const page = (views: PageRow[], hasMore: boolean, totals = TOTALS): PageViewsPage => ({
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

/** When each run's fake clock starts: its deadline is counted from here, on that clock. */
const START = Date.parse('2026-02-09T12:00:00Z')
/** The run's time as the export sees it: cancellation is also the stop signal here. */
const timeOf = (cancel: AbortSignal, deadline: number) => ({ deadline, cancel, signal: cancel })

async function run(
  source: AnalyticsSource,
  extra: { deadline?: number; signal?: AbortSignal; maxRequests?: number } = {}
) {
  const log = {
    debug: jest.fn<(m: string) => void>(),
    info: jest.fn<(m: string) => void>(),
    warning: jest.fn<(m: string) => void>()
  }
  const clock = fakeClock(START)
  const sleep = jest.fn(clock.sleep)
  const ledger = new RequestLedger({
    client: source,
    projectId: 'p',
    time: timeOf(extra.signal ?? new AbortController().signal, extra.deadline ?? START + 60_000),
    maxRequests: extra.maxRequests,
    log,
    clock: { now: clock.now, sleep },
    random: () => 0.5
  })
  const state = freshState('views', { includeContact: false, pageSize: 2 })
  const range = { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
  const stop = await exportDatasets([state], { ledger, range, log, held: { chars: 0 } })
  const rows = [...state.rows.sorted()]
  return { log, sleep, ledger, state, stop, rows }
}

describe('the paging loop', () => {
  test('dedupes paths and totals drift with one warning each, keeping the first of each', async () => {
    const { source, offsets } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 2, 0)], true),
      2: page([row('/a', 9, 9), row('/c', 3, 0)], true, { human: 1, ai: 1, total: 2 }),
      4: page([row('/b', 8, 8), row('/d', 4, 0)], false, { human: 3, ai: 3, total: 6 })
    })
    const { log, ledger, state, stop, rows } = await run(source)
    expect(stop).toBeUndefined()
    expect(offsets).toEqual([0, 2, 4])
    expect(ledger.requests).toBe(3)
    expect(state.meta.totals).toEqual(TOTALS)
    expect(rows).toHaveLength(4)
    expect(rows).toContainEqual(row('/a', 1, 0))
    const warnings = log.warning.mock.calls.map(c => c[0])
    expect(warnings.filter(w => w.includes('unlike the first'))).toHaveLength(1)
    expect(warnings.filter(w => w.includes('appeared twice'))).toHaveLength(1)
    expect(warnings).toContain('page views: 2 duplicate rows were dropped in all.')
  })

  test('stops with a warning when the server says hasMore but sends an empty page', async () => {
    const { source, offsets } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 1, 0)], true),
      2: page([], true)
    })
    const { log, rows, stop } = await run(source)
    expect(stop).toBeUndefined()
    expect(offsets).toEqual([0, 2])
    expect(rows).toHaveLength(2)
    expect(log.warning.mock.calls[0]?.[0]).toMatch(/offset 2 said there was more but held no rows/)
  })

  test('a retryable failure waits and retries the same offset; requests count every attempt', async () => {
    const { source, offsets } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 1, 0)], true),
      2: [apiError(503, true), apiError(502, true), page([row('/c', 1, 0)], false)]
    })
    const { sleep, ledger, stop } = await run(source)
    expect(stop).toBeUndefined()
    expect(offsets).toEqual([0, 2, 2, 2])
    expect(ledger.requests).toBe(4)
    // Equal-jitter backoff with random 0.5: 750 ms, then 1500 ms.
    expect(sleep.mock.calls.map(c => c[0])).toEqual([750, 1500])
  })

  test('a 429 without Retry-After stops at once when the hourly window outlasts the deadline', async () => {
    const { source, offsets } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 1, 0)], true),
      2: apiError(429, true)
    })
    const { sleep, stop, ledger } = await run(source)
    expect(offsets).toEqual([0, 2])
    expect(ledger.rejected).toBe(1)
    expect(stop?.reason).toBe('rate-limit')
    expect(stop?.message).toMatch(/fetched 2 rows, reached offset 2 .*hourly window/)
    expect(sleep).not.toHaveBeenCalled()
  })

  test('a 429 with a Retry-After inside the deadline waits exactly that long, then asks again', async () => {
    const limited = Object.assign(apiError(429, true), { retryAfterMs: 30_000 })
    const { source, offsets } = fakeSource({
      0: [limited, page([row('/a', 1, 0)], false)]
    })
    const { sleep, stop, ledger } = await run(source)
    expect(stop).toBeUndefined()
    expect(offsets).toEqual([0, 0])
    expect(sleep.mock.calls.map(c => c[0])).toEqual([30_000])
    expect([ledger.requests, ledger.rejected]).toEqual([2, 1])
  })

  test('a 429 without Retry-After with more than an hour left waits a minute-scale backoff', async () => {
    const { source } = fakeSource({ 0: [apiError(429, true), page([row('/a', 1, 0)], false)] })
    const { sleep, stop } = await run(source, { deadline: START + 2 * 3_600_000 })
    expect(stop).toBeUndefined()
    // Equal-jitter backoff from 60 s with random 0.5: 45 s.
    expect(sleep.mock.calls.map(c => c[0])).toEqual([45_000])
  })

  test('max-requests stops before the request that would pass it', async () => {
    const { source, offsets } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 1, 0)], true),
      2: page([row('/c', 1, 0), row('/d', 1, 0)], true)
    })
    const { stop, ledger } = await run(source, { maxRequests: 2 })
    expect(offsets).toEqual([0, 2])
    expect(ledger.requests).toBe(2)
    expect(stop).toMatchObject({ reason: 'max-requests' })
    expect(stop?.message).toMatch(/max-requests.*fetched 4 rows, reached offset 4/)
  })

  test('a refused request fails at once with the progress made', async () => {
    const { source } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 1, 0)], true),
      2: apiError(403, false)
    })
    const { sleep, stop, ledger } = await run(source)
    expect(ledger.requests).toBe(2)
    expect(stop?.reason).toBe('error')
    expect(stop?.message).toMatch(/403.*read.*fetched 2 rows, reached offset 2/)
    expect(sleep).not.toHaveBeenCalled()
  })

  test('gives up before a wait that would pass the deadline', async () => {
    const { source } = fakeSource({ 0: apiError(503, true) })
    const { sleep, stop } = await run(source, { deadline: START + 100 })
    expect(stop?.message).toMatch(/timeout-minutes.*fetched 0 rows, reached offset 0/)
    expect(sleep).not.toHaveBeenCalled()
  })

  test('an abort during the wait stops the export as cancelled', async () => {
    const controller = new AbortController()
    const { source } = fakeSource({
      0: page([row('/a', 1, 0), row('/b', 1, 0)], true),
      2: apiError(503, true)
    })
    const log = { debug: () => {}, info: () => {}, warning: () => {} }
    const ledger = new RequestLedger({
      client: source,
      projectId: 'p',
      time: timeOf(controller.signal, START + 60_000),
      log,
      clock: { now: () => START, sleep: async () => controller.abort() },
      random: () => 0.5
    })
    const state = freshState('views', { includeContact: false, pageSize: 2 })
    const range = { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
    const stop = await exportDatasets([state], { ledger, range, log, held: { chars: 0 } })
    expect(stop?.message).toBe('The export was cancelled: fetched 2 rows, reached offset 2 (views).')
  })
})

describe('bounds a sane server never reaches', () => {
  test('huge rows: the held-text bound stops the export with what it fetched', async () => {
    const saved = LIMITS.heldChars
    LIMITS.heldChars = 10_000
    try {
      const long = (i: number) => row(`/${String(i).padStart(4000, 'x')}`, 1, 0)
      const { source, offsets } = fakeSource({
        0: page([long(0), long(1)], true),
        2: page([long(2), long(3)], true),
        4: page([long(4), long(5)], true)
      })
      const { stop, rows } = await run(source)
      expect(offsets).toEqual([0, 2])
      expect(rows).toHaveLength(4)
      expect(stop?.reason).toBe('limit')
      expect(stop?.message).toMatch(/more than 10000 characters.*fetched 4 rows, reached offset 4/)
    } finally {
      LIMITS.heldChars = saved
    }
  })

  test('fresh rows forever: the page bound stops it', async () => {
    const saved = LIMITS.pagesPerDataset
    LIMITS.pagesPerDataset = 3
    try {
      const pages: Record<number, PageViewsPage> = {}
      for (let o = 0; o < 20; o += 2) pages[o] = page([row(`/a${o}`, 1, 0), row(`/b${o}`, 1, 0)], true)
      const { source, offsets } = fakeSource(pages)
      const { stop } = await run(source)
      expect(offsets).toEqual([0, 2, 4])
      expect(stop?.message).toMatch(/still said there was more page views after 3 requests/)
    } finally {
      LIMITS.pagesPerDataset = saved
    }
  })
})
