// The simulator's analytics endpoints (simulator/analytics.ts) over real HTTP: each pages as API.md
// says, refuses forged cursors and bad limits, and shares one hourly budget with a real Retry-After.
import { describe, expect, test } from '@jest/globals'
import { request } from 'undici'
import { FEBRUARY_2026, TEST_KEY as KEY, useSimulator } from '../../__fixtures__/servers.js'
import { startSimulator, type Simulator } from '../../simulator/index.js'

const RANGE = 'dateFrom=2026-02-01&dateTo=2026-03-01'

async function get(sim: Simulator, path: string) {
  const res = await request(`${sim.url}/v1/analytics/proj_demo/${path}`, {
    headers: { authorization: `Bearer ${KEY}` }
  })
  const text = await res.body.text()
  return { status: res.statusCode, headers: res.headers, json: JSON.parse(text) as Record<string, unknown> }
}

describe('analytics endpoints', () => {
  const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })

  test('searches: cursor until nextCursor is null, ordered by hits, the same every time', async () => {
    const rows: Record<string, unknown>[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page = await get(sim, `searches?${RANGE}&limit=40${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.status).toBe(200)
      expect(page.json).not.toHaveProperty('hasMore')
      rows.push(...(page.json.searches as Record<string, unknown>[]))
      cursor = page.json.nextCursor as string | null
      pages++
    } while (cursor)
    const truth = sim.analyticsTruth('searches', { dateFrom: '2026-02-01', dateTo: '2026-03-01' }) as {
      rows: unknown[]
    }
    expect(rows).toEqual(truth.rows)
    expect(pages).toBe(Math.ceil(truth.rows.length / 40))
    const hits = rows.map(r => r.hits as number)
    expect(hits).toEqual([...hits].sort((a, b) => b - a))
  })

  test('assistant: ULID cursor + hasMore; an unknown cursor is a 400', async () => {
    const first = await get(sim, `assistant?${RANGE}&limit=50`)
    expect(first.json).toMatchObject({ hasMore: true, nextCursor: expect.stringMatching(/^[0-9A-Z]{26}$/) })
    const second = await get(sim, `assistant?${RANGE}&limit=50&cursor=${first.json.nextCursor as string}`)
    expect(second.status).toBe(200)
    const ids = [
      ...(first.json.conversations as { id: string }[]),
      ...(second.json.conversations as { id: string }[])
    ]
    expect(new Set(ids.map(c => c.id)).size).toBe(ids.length)
    expect((await get(sim, `assistant?${RANGE}&cursor=nope`)).status).toBe(400)
    expect((await get(sim, `assistant?${RANGE}&limit=1001`)).status).toBe(400)
  })

  test('feedback: filters, cursor + hasMore; by-page is one page of at most 100', async () => {
    const contextual = await get(sim, `feedback?${RANGE}&source=contextual&limit=100`)
    const entries = contextual.json.feedback as Record<string, unknown>[]
    expect(entries.length).toBeGreaterThan(0)
    expect(new Set(entries.map(e => e.source))).toEqual(new Set(['contextual']))
    expect(contextual.json).toMatchObject({ hasMore: false, nextCursor: null })
    const byPage = await get(sim, `feedback/by-page?${RANGE}`)
    expect((byPage.json.feedback as unknown[]).length).toBe(10)
    expect(byPage.json.hasMore).toBe(true)
    expect((await get(sim, `feedback/by-page?${RANGE}&limit=101`)).status).toBe(400)
  })

  test('visitors by offset, caller stats, threads', async () => {
    const visitors = await get(sim, `visitors?${RANGE}&limit=10&offset=20`)
    expect(visitors.json).toMatchObject({ hasMore: false, totals: expect.any(Object) })
    const stats = (await get(sim, `assistant/caller-stats?${RANGE}`)).json
    expect(stats.total).toBe((stats.web as number) + (stats.api as number) + (stats.other as number))
    const id = ((await get(sim, `assistant?${RANGE}&limit=1`)).json.conversations as { id: string }[])[0]?.id
    const thread = await get(sim, `assistant/threads/${id}`)
    expect(thread.json).toMatchObject({ threadId: id, messages: [{ role: 'user' }, { role: 'assistant' }] })
    expect((await get(sim, 'assistant/threads/unknown')).status).toBe(404)
  })
})

test('one hourly budget for every analytics endpoint; Retry-After until the window frees', async () => {
  const sim = await startSimulator({
    pageViews: FEBRUARY_2026,
    analyticsLimitPerHour: 3,
    analyticsRetryAfter: 'window'
  })
  try {
    expect((await get(sim, `views?${RANGE}`)).status).toBe(200)
    expect((await get(sim, `searches?${RANGE}`)).status).toBe(200)
    expect((await get(sim, `assistant/caller-stats?${RANGE}`)).status).toBe(200)
    const limited = await get(sim, `feedback?${RANGE}`)
    expect(limited.status).toBe(429)
    const after = Number(limited.headers['retry-after'])
    expect(after).toBeGreaterThan(3500)
    expect(after).toBeLessThanOrEqual(3600)
    sim.passTime(3_600_000)
    expect((await get(sim, `feedback?${RANGE}`)).status).toBe(200)
  } finally {
    await sim.close()
  }
})
