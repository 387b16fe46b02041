// Deterministic page-view dataset and the GET /v1/analytics/{projectId}/views handler logic.
// Counts live in page-major typed arrays (pages × days) so 300k pages stay compact and a range
// aggregate is one linear pass; the last few aggregates are cached so paging a big export is cheap.
import type { PageViewRow, PageViewsAggregate, PageViewsDatasetOptions, SimResponse } from './types.js'

const DAY_MS = 86_400_000
const CACHE_SIZE = 4

/** Paths a client must escape correctly (CSV, JSON, Markdown, URLs); always present with views every day. */
export const HOSTILE_PATHS: readonly string[] = [
  '/guides/a,b',
  '/guides/"quoted"',
  '/guides/with space',
  '/guides/naïve-café',
  '/guides/日本語',
  '/guides/emoji-🚀',
  '/guides/comma,"and"quote'
]

const SECTIONS = ['docs', 'api-reference', 'guides', 'changelog', 'integrations']

/** mulberry32: tiny, fast, good enough for synthetic traffic. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return (t ^ (t >>> 14)) >>> 0
  }
}

interface CachedAggregate {
  human: number
  ai: number
  /** Page indices with a non-zero total in the range, in the simulator's order. */
  rows: Uint32Array
  pageHuman: Uint32Array
  pageAi: Uint32Array
}

export type DateBound = { ok: true; day: number } | { ok: false; message: string }

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i

function plainDateMs(s: string): number | undefined {
  if (!PLAIN_DATE.test(s)) return undefined
  const ms = Date.parse(`${s}T00:00:00Z`)
  // Date.parse rolls 2026-02-30 over to March; refuse it instead.
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== s) return undefined
  return ms
}

/**
 * Maps a dateFrom/dateTo value to a UTC day number. The data is bucketed by UTC day, so a day is
 * included when its bucket overlaps [dateFrom, dateTo): dateFrom is floored to its day, dateTo is
 * ceiled (a plain date is already a day start, so `dateTo=2026-03-05` excludes the 5th, while
 * `dateTo=2026-03-05T10:00Z` includes it). Date-times without an offset are read as UTC.
 */
export function parseDateBound(value: string, name: 'dateFrom' | 'dateTo'): DateBound {
  const plain = plainDateMs(value)
  if (plain !== undefined) return { ok: true, day: plain / DAY_MS }
  const m = DATE_TIME.exec(value)
  if (m && plainDateMs(m[1] ?? '') !== undefined) {
    const ms = Date.parse(m[2] ? value : `${value}Z`)
    if (Number.isFinite(ms)) {
      return { ok: true, day: name === 'dateFrom' ? Math.floor(ms / DAY_MS) : Math.ceil(ms / DAY_MS) }
    }
  }
  return { ok: false, message: `${name}: Invalid date, expected ISO 8601 or YYYY-MM-DD` }
}

export class PageViewsDataset {
  readonly pageCount: number
  readonly days: number
  /** UTC day number of the first bucket; buckets cover [startDay, endDay). */
  readonly startDay: number
  readonly endDay: number
  private readonly human: Uint16Array
  private readonly ai: Uint16Array
  /** The deliberately odd listing order: a seeded shuffle, never sorted by anything meaningful. */
  private readonly order: Uint32Array
  private readonly cache = new Map<string, CachedAggregate>()
  private readonly firstPaths: readonly string[]

  constructor(options: PageViewsDatasetOptions = {}) {
    const pages = options.pages ?? 1234
    const days = options.days ?? 30
    const seed = options.seed ?? 1
    if (!Number.isInteger(pages) || pages < 0) throw new Error(`pageViews.pages must be an integer >= 0`)
    if (!Number.isInteger(days) || days < 1) throw new Error(`pageViews.days must be an integer >= 1`)
    let endDay: number
    if (options.endDate === undefined) {
      endDay = Math.floor(Date.now() / DAY_MS) + 1
    } else {
      const ms = plainDateMs(options.endDate)
      if (ms === undefined) throw new Error(`pageViews.endDate must be YYYY-MM-DD, got ${options.endDate}`)
      endDay = ms / DAY_MS
    }
    this.pageCount = pages
    this.firstPaths = options.firstPaths ?? HOSTILE_PATHS
    this.days = days
    this.endDay = endDay
    this.startDay = endDay - days
    this.human = new Uint16Array(pages * days)
    this.ai = new Uint16Array(pages * days)
    this.fill(seed)
    this.order = new Uint32Array(pages)
    for (let i = 0; i < pages; i++) this.order[i] = i
    const shuffle = prng(seed ^ 0x5bd1e995)
    for (let i = pages - 1; i > 0; i--) {
      const j = shuffle() % (i + 1)
      const t = this.order[i] as number
      this.order[i] = this.order[j] as number
      this.order[j] = t
    }
  }

  private fill(seed: number): void {
    const rnd = prng(seed)
    const { days, human, ai } = this
    const hostile = Math.min(this.firstPaths.length, this.pageCount)
    for (let i = 0; i < this.pageCount; i++) {
      const r0 = rnd()
      // Heavy-tailed popularity 1..~2980 and an activity tier, so many pages are idle on many days.
      const weight = Math.floor(Math.exp(((r0 & 0xffff) / 0xffff) * 8))
      // Per-day activity chance out of 256: 5% dormant pages, 25% rare, 40% half the days, 30% daily.
      const tier = (r0 >>> 16) % 20
      const threshold = tier < 1 ? 1 : tier < 6 ? 20 : tier < 14 ? 128 : 256
      const always = i < hostile
      const base = i * days
      for (let k = 0; k < days; k++) {
        const r = rnd()
        if (!always && (r & 0xff) >= threshold) continue
        let h = ((r >>> 8) & 0xfff) % (weight + 1)
        if (always && h === 0) h = 1
        human[base + k] = h
        ai[base + k] = (r >>> 20) % ((weight >>> 2) + 1)
      }
    }
  }

  path(index: number): string {
    const first = this.firstPaths[index]
    if (first !== undefined) return first
    const section = SECTIONS[index % SECTIONS.length] as string
    return `/${section}/section-${(index >>> 3) % 40}/page-${index}`
  }

  /** Aggregate over day numbers [fromDay, toDay) (clamped to the dataset). */
  aggregate(fromDay: number, toDay: number): CachedAggregate {
    const from = Math.max(0, Math.min(this.days, fromDay - this.startDay))
    const to = Math.max(from, Math.min(this.days, toDay - this.startDay))
    const key = `${from}:${to}`
    const hit = this.cache.get(key)
    if (hit) {
      // Re-insert to keep the Map in least-recently-used order.
      this.cache.delete(key)
      this.cache.set(key, hit)
      return hit
    }
    const n = this.pageCount
    const pageHuman = new Uint32Array(n)
    const pageAi = new Uint32Array(n)
    let human = 0
    let ai = 0
    for (let i = 0; i < n; i++) {
      let h = 0
      let a = 0
      const base = i * this.days
      for (let k = from; k < to; k++) {
        h += this.human[base + k] as number
        a += this.ai[base + k] as number
      }
      pageHuman[i] = h
      pageAi[i] = a
      human += h
      ai += a
    }
    const listed = new Uint32Array(n)
    let count = 0
    for (let j = 0; j < n; j++) {
      const i = this.order[j] as number
      if ((pageHuman[i] as number) + (pageAi[i] as number) > 0) listed[count++] = i
    }
    const result: CachedAggregate = { human, ai, rows: listed.slice(0, count), pageHuman, pageAi }
    this.cache.set(key, result)
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string)
    return result
  }

  rows(agg: CachedAggregate, offset: number, limit: number): PageViewRow[] {
    const out: PageViewRow[] = []
    const end = Math.min(agg.rows.length, offset + limit)
    for (let j = offset; j < end; j++) {
      const i = agg.rows[j] as number
      const human = agg.pageHuman[i] as number
      const ai = agg.pageAi[i] as number
      out.push({ path: this.path(i), human, ai, total: human + ai })
    }
    return out
  }

  /** Resolves optional dateFrom/dateTo strings; a missing bound means the edge of the dataset. */
  resolveRange(dateFrom: string | undefined, dateTo: string | undefined): [number, number] | string[] {
    const errors: string[] = []
    let fromDay = this.startDay
    let toDay = this.endDay
    if (dateFrom !== undefined) {
      const b = parseDateBound(dateFrom, 'dateFrom')
      if (b.ok) fromDay = b.day
      else errors.push(b.message)
    }
    if (dateTo !== undefined) {
      const b = parseDateBound(dateTo, 'dateTo')
      if (b.ok) toDay = b.day
      else errors.push(b.message)
    }
    return errors.length > 0 ? errors : [fromDay, toDay]
  }

  /** Ground truth for tests; throws on an invalid date. */
  aggregateAll(dateFrom: string, dateTo: string): PageViewsAggregate {
    const range = this.resolveRange(dateFrom, dateTo)
    if (typeof range[0] === 'string') throw new Error(range.join('; '))
    const agg = this.aggregate(range[0] as number, range[1] as number)
    return {
      totals: { human: agg.human, ai: agg.ai, total: agg.human + agg.ai },
      views: this.rows(agg, 0, agg.rows.length)
    }
  }
}

function json(status: number, body: unknown): SimResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body)
  }
}

function intParam(value: string | undefined, name: string, min: number, max: number, dflt: number) {
  if (value === undefined) return dflt
  const n = /^\d+$/.test(value) ? Number(value) : NaN
  if (Number.isSafeInteger(n) && n >= min && n <= max) return n
  const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `between ${min} and ${max}`
  return `${name}: Expected an integer ${range}, received ${JSON.stringify(value)}`
}

/** The 200/400 part of the views endpoint (auth, project and rate limit are the server's job). */
export function handleViews(dataset: PageViewsDataset, query: Record<string, string>): SimResponse {
  const limit = intParam(query.limit, 'limit', 1, 250, 50)
  const offset = intParam(query.offset, 'offset', 0, Number.MAX_SAFE_INTEGER, 0)
  const range = dataset.resolveRange(query.dateFrom, query.dateTo)
  const errors = [limit, offset, ...range].filter((e): e is string => typeof e === 'string')
  if (errors.length > 0 || typeof limit !== 'number' || typeof offset !== 'number') {
    return json(400, { error: 'Invalid query parameters', details: errors.map(message => ({ message })) })
  }
  const agg = dataset.aggregate(range[0] as number, range[1] as number)
  return json(200, {
    totals: { human: agg.human, ai: agg.ai, total: agg.human + agg.ai },
    views: dataset.rows(agg, offset, limit),
    hasMore: offset + limit < agg.rows.length
  })
}
