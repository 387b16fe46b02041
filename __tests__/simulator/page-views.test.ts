// The simulator's page views endpoint over real HTTP: paging covers a range exactly once, the
// documented refusals, the hourly limit, and a 100,000-page dataset. Its agent endpoints:
// simulator-agent.test.ts; the other analytics endpoints: simulator-analytics.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { HOSTILE_PATHS, startSimulator, type Simulator } from '../../simulator/index.js'
import { call } from '../helpers/simulator-http.js'

describe('page views', () => {
  let sim: Simulator
  const views = (q: string, key?: string) => call(sim, 'GET', `/v1/analytics/proj_demo/views?${q}`, { key })
  async function pageAll(q: string, limit = 250) {
    const rows: Record<string, unknown>[] = []
    let totals: unknown
    let requests = 0
    for (let offset = 0; ; offset += limit) {
      const page = (await views(`${q}&limit=${limit}&offset=${offset}`)).json()
      requests++
      if (totals !== undefined) expect(page.totals).toEqual(totals)
      totals = page.totals
      rows.push(...(page.views as Record<string, unknown>[]))
      if (!page.hasMore) return { rows, totals, requests }
    }
  }
  beforeAll(async () => {
    sim = await startSimulator({ analyticsLimitPerHour: 10_000, pageViews: { endDate: '2026-03-31' } })
  })
  afterEach(() => sim.reset())
  afterAll(() => sim.close())

  test('paging covers the range exactly once, in the simulator order, with site-wide totals', async () => {
    const truth = sim.aggregatePageViews('2026-03-01', '2026-03-31')
    const { rows, totals, requests } = await pageAll('dateFrom=2026-03-01&dateTo=2026-03-31')
    expect(rows).toEqual(truth.views)
    expect(totals).toEqual(truth.totals)
    expect(requests).toBe(Math.ceil(truth.views.length / 250))
    expect(new Set(rows.map(r => r.path)).size).toBe(rows.length)
    expect(truth.totals.total).toBe(truth.views.reduce((s, v) => s + v.total, 0))
    expect(rows.map(r => r.total)).not.toEqual([...rows.map(r => r.total as number)].sort((a, b) => b - a))
    const all = await views('dateFrom=2026-03-01&dateTo=2026-03-31')
    expect((all.json().views as unknown[]).length).toBe(50)
  })

  test('dateFrom inclusive, dateTo exclusive; days add up; empty ranges are empty', async () => {
    let sum = 0
    for (let d = 1; d <= 30; d++) {
      const day = `2026-03-${String(d).padStart(2, '0')}`
      const next = d === 30 ? '2026-03-31' : `2026-03-${String(d + 1).padStart(2, '0')}`
      const one = sim.aggregatePageViews(day, next)
      sum += one.totals.total
      if (d === 10) {
        const { rows, totals } = await pageAll(`dateFrom=${day}&dateTo=${next}`)
        expect({ rows, totals }).toEqual({ rows: one.views, totals: one.totals })
        expect(rows.length).toBeLessThan(1234) // idle pages are not listed
        for (const p of HOSTILE_PATHS) expect(rows.find(r => r.path === p)?.total).toBeGreaterThan(0)
        const two = sim.aggregatePageViews(day, '2026-03-12').totals.total
        expect(two).toBe(one.totals.total + sim.aggregatePageViews(next, '2026-03-12').totals.total)
        expect(sim.aggregatePageViews('2026-03-09', '2026-03-10T06:00:00Z').totals.total).toBe(
          sim.aggregatePageViews('2026-03-09', '2026-03-11').totals.total
        )
      }
    }
    expect(sum).toBe(sim.aggregatePageViews('2026-03-01', '2026-03-31').totals.total)
    expect((await views('')).json().totals).toEqual(sim.aggregatePageViews('2000-01-01', '2100-01-01').totals)
    for (const q of ['dateFrom=2026-03-05&dateTo=2026-03-05', 'dateFrom=2025-01-01&dateTo=2025-02-01']) {
      const empty = (await views(q)).json()
      expect(empty).toEqual({ totals: { human: 0, ai: 0, total: 0 }, views: [], hasMore: false })
    }
  })

  test.each(['limit=0', 'limit=251', 'limit=abc', 'offset=-1', 'dateFrom=yesterday', 'dateTo=2026-02-30'])(
    '400 for %s',
    async q => {
      const res = await views(q)
      expect(res.status).toBe(400)
      const body = res.json()
      expect(body.error).toBe('Invalid query parameters')
      expect(body.details).toEqual([{ message: expect.any(String) }])
    }
  )

  test('analytics rate limit: 429 JSON with Retry-After, only authorized requests count', async () => {
    const small = await startSimulator({ analyticsLimitPerHour: 2, pageViews: { pages: 20 } })
    try {
      const get = (key?: string) => call(small, 'GET', '/v1/analytics/proj_demo/views?limit=5', { key })
      expect((await get('mint_wrong')).status).toBe(401)
      expect((await get()).status).toBe(200)
      expect((await get()).status).toBe(200)
      const limited = await get()
      expect([limited.status, limited.json(), limited.headers['retry-after']]).toEqual([
        429,
        { error: 'Rate limit exceeded' },
        '1'
      ])
    } finally {
      await small.close()
    }
  })
})

test('a 100_000-page dataset pages completely', async () => {
  const sim = await startSimulator({
    analyticsLimitPerHour: Infinity,
    pageViews: { pages: 100_000, seed: 7 }
  })
  try {
    const truth = sim.aggregatePageViews('2000-01-01', '2100-01-01')
    let seen = 0
    for (let offset = 0; ; offset += 250) {
      const page = (await call(sim, 'GET', `/v1/analytics/proj_demo/views?limit=250&offset=${offset}`)).json()
      seen += (page.views as unknown[]).length
      if (!page.hasMore) break
    }
    expect(seen).toBe(truth.views.length)
    expect(seen).toBeGreaterThan(50_000)
  } finally {
    await sim.close()
  }
})
