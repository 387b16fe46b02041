// Every analytics endpoint but /views: visitors, searches, feedback (entries and per page), assistant
// conversations, caller stats and threads. Deterministic for a seed, spread over the page-view
// dataset's days, each paged exactly as API.md describes (offset, cursor + hasMore, nextCursor).
import { type PageViewsDataset } from './page-views.js'
import type { AnalyticsDataOptions, RecordedRequest, Route, SimResponse } from './types.js'
import { GAP_COMMENTS, GAP_SEARCHES, gapQuestionsOf } from './gaps.js'

const DAY_MS = 86_400_000

/** Text a client must keep exact in JSON and neutralise in CSV. */
export const HOSTILE_TEXTS: readonly string[] = [
  '=HYPERLINK("https://evil.example","click")',
  '+1+cmd|/C calc',
  '-2+3',
  '@SUM(A1:A2)',
  '\tleading tab',
  'comma, "quotes" and\nnewline'
]

export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return (t ^ (t >>> 14)) >>> 0
  }
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export function ulid(ms: number, rnd: () => number): string {
  let time = ''
  for (let i = 9, t = ms; i >= 0; i--, t = Math.floor(t / 32)) time = CROCKFORD[t % 32] + time
  let tail = ''
  for (let i = 0; i < 16; i++) tail += CROCKFORD[rnd() % 32]
  return time + tail
}

interface Search {
  searchQuery: string
  hits: number
  clicks: number
  topClickedPage: string | null
  day: number
}
interface Feedback {
  row: Record<string, unknown>
  day: number
  helpful?: boolean
}
/** One turn: a row of `/assistant`. The turns of a conversation share its `id`. */
interface Conversation {
  row: Record<string, unknown>
  day: number
  caller: 'web' | 'api' | 'other'
  /** The turn's own ULID, the `/assistant` cursor (the first turn's is the conversation's id). */
  cursor: string
}

const SOURCES = ['contextual', 'code_snippet', 'agent', 'thumbs_only'] as const
const STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const

export class AnalyticsData {
  readonly searches: Search[] = []
  readonly feedback: Feedback[] = []
  readonly conversations: Conversation[] = []

  constructor(
    private readonly views: PageViewsDataset,
    options: AnalyticsDataOptions = {}
  ) {
    const seed = options.seed ?? 11
    const texts = options.texts ?? HOSTILE_TEXTS
    const rnd = prng(seed)
    const day = () => views.startDay + (rnd() % views.days)
    for (let i = 0; i < (options.searches ?? 137); i++) {
      const hits = 1 + (rnd() % 500)
      this.searches.push({
        searchQuery: texts[i] ?? `how do I use feature ${i}`,
        hits,
        clicks: rnd() % (hits + 1),
        topClickedPage: i % 7 === 3 ? null : views.path(i % Math.max(1, views.pageCount)),
        day: day()
      })
    }
    const paths = options.feedbackPaths ?? 40
    for (let i = 0; i < (options.feedback ?? 90); i++) {
      const source = SOURCES[i % SOURCES.length] as string
      const d = day()
      const row: Record<string, unknown> = {
        id: `fb_${String(i).padStart(5, '0')}`,
        path: `/docs/feedback-page-${i % paths}`,
        comment: i % 5 === 4 ? null : (texts[i % 11] ?? `comment ${i}`),
        createdAt: i % 13 === 12 ? null : new Date(d * DAY_MS + (rnd() % DAY_MS)).toISOString(),
        source,
        status: STATUSES[i % STATUSES.length]
      }
      let helpful: boolean | undefined
      if (source === 'contextual') {
        helpful = rnd() % 3 !== 0
        row.helpful = helpful
        row.contact = i % 3 === 0 ? null : `reader${i}@example.com`
      } else if (source === 'code_snippet') {
        row.code = `const x = ${i}\nconsole.log("x, y")`
        row.filename = i % 2 ? `snippet-${i}.ts` : null
        row.lang = i % 2 ? 'ts' : null
      }
      this.feedback.push({ row, day: d, helpful })
    }
    for (let i = 0; i < (options.conversations ?? 120); i++) {
      const d = day()
      const at = d * DAY_MS + (rnd() % DAY_MS)
      const row: Record<string, unknown> = {
        id: ulid(at, rnd),
        timestamp: new Date(at).toISOString(),
        query: texts[i % 9] ?? `How do I configure option ${i}?`,
        response: `Answer ${i}: see the guide.\nSecond line, with "quotes".`,
        sources: i % 4 === 0 ? [] : [{ title: `Guide ${i}`, url: `https://docs.example.com/guide-${i}` }],
        resolutionStatus: i % 5 === 0 ? 'unanswered' : 'answered',
        queryCategory: i % 3 === 0 ? null : 'setup',
        pageUrl: i % 2 ? `https://docs.example.com/page-${i}` : null
      }
      if (i % 6 !== 5) row.responseType = i % 10 === 1 ? 'clarifying_question' : 'answer'
      const caller = i % 5 < 3 ? 'web' : i % 5 === 3 ? 'api' : 'other'
      this.conversations.push({ row, day: d, caller, cursor: String(row.id) })
      const turns = options.turns && i % options.turns.every === 0 ? options.turns.count : 1
      for (let k = 1; k < turns; k++) {
        const later = at + k * 60_000
        const turn = {
          ...row,
          timestamp: new Date(later).toISOString(),
          query: `Follow-up ${k} on conversation ${i}: and then?`,
          resolutionStatus: k === turns - 1 ? 'unanswered' : 'answered'
        }
        this.conversations.push({ row: turn, day: d, caller, cursor: ulid(later, rnd) })
      }
    }
    if (options.gaps) this.addGaps(rnd, options.gaps)
    this.gapSearches = [...GAP_SEARCHES, ...(options.gapSearches ?? [])]
    this.searches.sort((a, b) => b.hits - a.hits)
    this.feedback.sort((a, b) => String(b.row.createdAt ?? '').localeCompare(String(a.row.createdAt ?? '')))
    this.conversations.sort((a, b) => (b.cursor < a.cursor ? -1 : b.cursor > a.cursor ? 1 : 0))
  }

  /** Whether the gap searches (GAP_SEARCHES, hits per day of the range) are served. */
  private gaps = false
  /** The gap searches served: GAP_SEARCHES and a test's own (`gapSearches`). */
  private gapSearches: readonly [string, number][] = GAP_SEARCHES

  /** The docs-gap loop's rows: unanswered questions and thumbs-down comments on their days. */
  private addGaps(rnd: () => number, gaps: NonNullable<AnalyticsDataOptions['gaps']>): void {
    this.gaps = true
    for (let d = this.views.startDay; d < this.views.startDay + this.views.days; d++) {
      gapQuestionsOf(gaps, d).forEach(q => {
        const at = d * DAY_MS + 3_600_000 * q.hour
        const row: Record<string, unknown> = {
          id: ulid(at, rnd),
          timestamp: new Date(at).toISOString(),
          query: q.query,
          response: 'I could not find that in the documentation.',
          responseType: 'answer',
          sources: [],
          resolutionStatus: 'unanswered',
          queryCategory: null,
          pageUrl: `https://docs.example.com${q.page}`
        }
        this.conversations.push({ row, day: d, caller: 'web', cursor: String(row.id) })
      })
      if (d % 3 !== 0) continue
      GAP_COMMENTS.forEach((c, k) => {
        const row = {
          id: `fb_gap_${d}_${k}`,
          path: c.path,
          comment: c.comment,
          createdAt: new Date(d * DAY_MS + 7_200_000 * (k + 1)).toISOString(),
          source: 'contextual',
          status: 'pending',
          helpful: false,
          contact: null
        }
        this.feedback.push({ row, day: d, helpful: false })
      })
    }
  }

  /** The rows of a route for a range, in the API's order (ground truth for tests). */
  all(route: Route, query: Record<string, string>): unknown {
    const range = this.views.resolveRange(query.dateFrom, query.dateTo)
    if (typeof range[0] === 'string') return { errors: range }
    const [from, to] = range as [number, number]
    const inRange = (d: number) => d >= from && d < to
    switch (route) {
      case 'visitors': {
        const all = this.views.aggregate(from, to)
        const rows = this.views.rows(all, 0, all.rows.length).map(r => {
          const human = Math.ceil(r.human / 2)
          const ai = Math.ceil(r.ai / 3)
          return { path: r.path, human, ai, total: Math.max(human, ai) + Math.floor(Math.min(human, ai) / 2) }
        })
        const human = rows.reduce((s, r) => s + r.human, 0)
        const ai = rows.reduce((s, r) => s + r.ai, 0)
        return { totals: { human, ai, total: rows.reduce((s, r) => s + r.total, 0) }, rows }
      }
      case 'searches': {
        const rows = this.searches
          .filter(s => inRange(s.day))
          .map(s => ({
            searchQuery: s.searchQuery,
            hits: s.hits,
            ctr: Math.round((s.clicks / s.hits) * 100) / 100,
            topClickedPage: s.topClickedPage,
            lastSearchedAt: new Date(s.day * DAY_MS + 3_600_000).toISOString()
          }))
        // The gap searches, aggregated over the range as the API aggregates a query.
        if (this.gaps && to > from) {
          for (const [searchQuery, perDay] of this.gapSearches)
            rows.push({
              searchQuery,
              hits: perDay * (to - from),
              ctr: 0,
              topClickedPage: null,
              lastSearchedAt: new Date((to - 1) * DAY_MS + 3_600_000).toISOString()
            })
          rows.sort((a, b) => b.hits - a.hits)
        }
        return { rows, totalSearches: rows.reduce((sum, r) => sum + r.hits, 0) }
      }
      case 'feedback':
      case 'feedback-by-page': {
        const sources = query.source?.split(',')
        const statuses = query.status?.split(',')
        const entries = this.feedback.filter(
          f =>
            inRange(f.day) &&
            (!sources || sources.includes(String(f.row.source))) &&
            (!statuses || statuses.includes(String(f.row.status)))
        )
        if (route === 'feedback') return { rows: entries.map(f => f.row) }
        const byPath = new Map<
          string,
          { path: string; thumbsUp: number; thumbsDown: number; code: number; total: number }
        >()
        for (const f of entries) {
          const path = String(f.row.path)
          const g = byPath.get(path) ?? { path, thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 }
          if (f.helpful === true) g.thumbsUp++
          if (f.helpful === false) g.thumbsDown++
          if (f.row.source === 'code_snippet') g.code++
          g.total++
          byPath.set(path, g)
        }
        const rows = [...byPath.values()].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1))
        return { rows }
      }
      case 'assistant':
      case 'caller-stats': {
        const list = this.conversations.filter(c => inRange(c.day))
        if (route === 'assistant') return { rows: list.map(c => c.row), cursors: list.map(c => c.cursor) }
        const count = (k: string) => list.filter(c => c.caller === k).length
        return { web: count('web'), api: count('api'), other: count('other'), total: list.length }
      }
      default:
        return undefined
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
const invalid = (messages: string[]) =>
  json(400, { error: 'Invalid query parameters', details: messages.map(message => ({ message })) })

function limitOf(value: string | undefined, max: number, dflt: number): number | string {
  if (value === undefined) return dflt
  const n = /^\d+$/.test(value) ? Number(value) : NaN
  return n >= 1 && n <= max
    ? n
    : `limit: Expected a number between 1 and ${max}, received ${JSON.stringify(value)}`
}

/** Offset cursors for searches and feedback: opaque to clients, refused when forged. */
const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url')
function decodeCursor(cursor: string | undefined): number | undefined | string {
  if (cursor === undefined) return 0
  const m = /^o:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString())
  return m ? Number(m[1]) : 'cursor: Invalid cursor'
}

export const ANALYTICS_ROUTES: readonly Route[] = [
  'views',
  'visitors',
  'searches',
  'feedback',
  'feedback-by-page',
  'assistant',
  'caller-stats',
  'thread'
]

/**
 * The analytics attempts the API saw: every request that reached an analytics route, whatever was
 * answered (a fault, a 429, a hang), for the tests that compare it with the `requests` output.
 */
export function analyticsAttempts(requests: readonly RecordedRequest[]): number {
  return requests.filter(r => ANALYTICS_ROUTES.includes(r.route as Route)).length
}

/** The 200/400/404 part of every analytics endpoint but /views. */
export function handleAnalytics(
  data: AnalyticsData,
  route: Route,
  query: Record<string, string>,
  params: Record<string, string>
): SimResponse {
  if (route === 'thread') {
    const turns = data.conversations
      .filter(x => x.row.id === params.threadId)
      .sort((a, b) => (a.cursor < b.cursor ? -1 : 1))
    const first = turns[0]
    if (!first) return json(404, { error: 'Thread not found' })
    return json(200, {
      threadId: first.row.id,
      createdAt: String(first.row.timestamp),
      messages: turns.flatMap((c, k) => {
        const at = String(c.row.timestamp)
        const n = 2 * k
        return [
          { id: `${c.row.id}-${n + 1}`, role: 'user', content: c.row.query, createdAt: at },
          { id: `${c.row.id}-${n + 2}`, role: 'assistant', content: c.row.response, createdAt: at }
        ]
      })
    })
  }
  const truth = data.all(route, query) as { errors?: string[]; rows?: unknown[] } & Record<string, unknown>
  if (truth.errors) return invalid(truth.errors)
  if (route === 'caller-stats') return json(200, truth)
  const rows = truth.rows ?? []
  const max = { visitors: 250, searches: 100, feedback: 100, 'feedback-by-page': 100, assistant: 1000 }[
    route as string
  ] as number
  const dflt = route === 'assistant' ? 100 : route === 'feedback-by-page' ? 10 : 50
  const limit = limitOf(query.limit, max, dflt)
  if (typeof limit === 'string') return invalid([limit])
  if (route === 'visitors') {
    const offset = /^\d+$/.test(query.offset ?? '0') ? Number(query.offset ?? 0) : NaN
    if (Number.isNaN(offset)) return invalid(['offset: Expected an integer >= 0'])
    return json(200, {
      totals: truth.totals,
      visitors: rows.slice(offset, offset + limit),
      hasMore: offset + limit < rows.length
    })
  }
  if (route === 'feedback-by-page') {
    return json(200, { feedback: rows.slice(0, limit), hasMore: rows.length > limit })
  }
  if (route === 'assistant') {
    // The cursor is the last turn's own ULID: the turns of one conversation share their id.
    const cursors = truth.cursors as string[]
    let start = 0
    if (query.cursor !== undefined) {
      const at = cursors.indexOf(query.cursor)
      if (at < 0) return invalid(['cursor: Invalid cursor'])
      start = at + 1
    }
    const page = rows.slice(start, start + limit)
    const hasMore = start + limit < rows.length
    const last = cursors[start + page.length - 1]
    return json(200, { conversations: page, nextCursor: hasMore && last ? last : null, hasMore })
  }
  const offset = decodeCursor(query.cursor)
  if (typeof offset === 'string' || offset === undefined) return invalid([String(offset)])
  const page = rows.slice(offset, offset + limit)
  const next = offset + limit < rows.length ? encodeCursor(offset + limit) : null
  if (route === 'searches')
    return json(200, { searches: page, totalSearches: truth.totalSearches, nextCursor: next })
  return json(200, { feedback: page, nextCursor: next, hasMore: next !== null })
}
