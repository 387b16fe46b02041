import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

// A loopback stand-in for the analytics endpoints the report's extras call (/views, /visitors,
// /searches), with deterministic per-day data so any range's totals are known, every request
// recorded, and an optional cap after which it answers 429 (as the hourly limit does).

export const PROJECT = 'proj_report'
export const PAGES = 600
const DAY_MS = 86_400_000

/** Views of one UTC day. */
const dayViews = (day: number) => ({ human: 100 + (day % 7) * 10, ai: 20 + (day % 5) })
const dayOf = (value: string) =>
  Math.floor(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) / DAY_MS)

/** The totals the stand-in answers for a range; visitors are half the views. */
export function rangeTotals(dateFrom: string, dateTo: string, scale = 1) {
  let human = 0
  let ai = 0
  for (let d = dayOf(dateFrom); d < dayOf(dateTo); d++) {
    human += dayViews(d).human * scale
    ai += dayViews(d).ai * scale
  }
  return { human, ai, total: human + ai }
}

export interface Seen {
  endpoint: string
  query: Record<string, string>
}

export interface TotalsServer {
  url: string
  seen: Seen[]
  /** Answer 429 once this many requests have been answered (undefined: never). */
  limit?: number
  close(): Promise<void>
}

export async function startTotalsServer(): Promise<TotalsServer> {
  const state: TotalsServer = { url: '', seen: [], close: async () => undefined }
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://127.0.0.1')
    const [, v1, analytics, project, ...endpoint] = target.pathname.split('/')
    const query = Object.fromEntries(target.searchParams)
    const name = endpoint.join('/')
    state.seen.push({ endpoint: name, query })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(status === 429 ? { 'retry-after': '3600' } : {})
      })
      res.end(JSON.stringify(body))
    }
    if (state.limit !== undefined && state.seen.length > state.limit)
      return send(429, { error: 'rate limited' })
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
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () => new Promise(resolve => server.close(() => resolve()))
  return state
}
