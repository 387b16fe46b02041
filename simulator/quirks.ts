// What the real API is allowed to do and a well-behaved simulator never did: list rows in another
// order on every request (API.md: "the order of `views` is not documented"), and send counts as the
// official schema types them (`number`, with no minimum). Off by default; a test turns them on with
// the simulator's `quirks` option, and reads its ground truth through the same functions.
import type { PageViewRow } from './types.js'

export interface AnalyticsQuirks {
  /**
   * Every request of `/views` and `/visitors` lists the rows in a new order (a seeded shuffle per
   * request), as a server whose rows tie and come back unsorted would: offset pages overlap and miss
   * rows, while `totals` stay right.
   */
  shiftingRows?: boolean
  /**
   * Counts as the schema allows them: about one row in four of `/views`, `/visitors` and
   * `/feedback/by-page` gets a fractional count, one in five a negative one. Totals stay the sums of
   * the rows, so the export's checks against them still hold.
   */
  specNumbers?: boolean
}

/** mulberry32, as the datasets use. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return (t ^ (t >>> 14)) >>> 0
  }
}

/** The rows in the order request number `request` sees them. */
export function shifted<T>(rows: readonly T[], request: number): T[] {
  const out = [...rows]
  const rnd = prng(0x9e3779b9 ^ request)
  for (let i = out.length - 1; i > 0; i--) {
    const j = rnd() % (i + 1)
    const t = out[i] as T
    out[i] = out[j] as T
    out[j] = t
  }
  return out
}

/** A stable number per text (FNV-1a), so a row's quirk does not depend on where it is listed. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** A page row with the spec's numbers: fractional (`human + 0.5`) or negative (`ai = -2`). */
export function specNumbersRow(row: PageViewRow): PageViewRow {
  const h = hashOf(row.path) % 20
  let { human, ai } = row
  if (h < 5) human += 0.5
  else if (h < 9) ai = -2
  return { path: row.path, human, ai, total: human + ai }
}

/** Totals as the sum of the rows (for `/views`; the simulator's visitors totals are sums too). */
export function totalsOf(rows: readonly PageViewRow[]): { human: number; ai: number; total: number } {
  let human = 0
  let ai = 0
  let total = 0
  for (const r of rows) {
    human += r.human
    ai += r.ai
    total += r.total
  }
  return { human, ai, total }
}

export interface ByPageRow {
  path: string
  thumbsUp: number
  thumbsDown: number
  code: number
  total: number
}

/** A feedback-by-page row with the spec's numbers. */
export function specNumbersByPage(row: ByPageRow): ByPageRow {
  const h = hashOf(row.path) % 20
  if (h < 5) return { ...row, thumbsUp: row.thumbsUp + 0.5, total: row.total + 0.5 }
  if (h < 9) return { ...row, code: -1 }
  return row
}

/**
 * One page of an offset endpoint with the quirks applied: the full list (the simulator's truth, with
 * spec numbers when asked), listed in this request's order, then cut at `offset` / `limit`.
 */
export function quirkyOffsetPage(
  quirks: AnalyticsQuirks,
  all: readonly PageViewRow[],
  totals: { human: number; ai: number; total: number },
  offset: number,
  limit: number,
  request: number
): { totals: { human: number; ai: number; total: number }; rows: PageViewRow[]; hasMore: boolean } {
  const rows = quirks.specNumbers ? all.map(specNumbersRow) : [...all]
  const listed = quirks.shiftingRows ? shifted(rows, request) : rows
  return {
    totals: quirks.specNumbers ? totalsOf(rows) : totals,
    rows: listed.slice(offset, offset + limit),
    hasMore: offset + limit < listed.length
  }
}

type Body = Record<string, unknown>
const json = (status: number, body: unknown) => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body)
})

/**
 * The answer of `/views`, `/visitors` or `/feedback/by-page` with the quirks applied to the plain
 * handler's answer (which has already checked the query: a 400 stays a 400). `truth` gives the full
 * list of an offset endpoint and its totals; `request` numbers the request, for the shifting order.
 */
export function withQuirks(
  quirks: AnalyticsQuirks,
  route: string,
  query: Record<string, string>,
  plain: { status: number; headers: Record<string, string>; body: string },
  truth: () => { totals: { human: number; ai: number; total: number }; rows: PageViewRow[] },
  request: number
): { status: number; headers: Record<string, string>; body: string } {
  if (plain.status !== 200) return plain
  if (route === 'feedback-by-page') {
    if (!quirks.specNumbers) return plain
    const body = JSON.parse(plain.body) as Body
    return json(200, { ...body, feedback: (body.feedback as ByPageRow[]).map(specNumbersByPage) })
  }
  if (route !== 'views' && route !== 'visitors') return plain
  const { totals, rows } = truth()
  const page = quirkyOffsetPage(
    quirks,
    rows,
    totals,
    Number(query.offset ?? 0),
    Number(query.limit ?? 50),
    request
  )
  return json(200, { totals: page.totals, [route]: page.rows, hasMore: page.hasMore })
}
