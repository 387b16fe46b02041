import type { ShownSearchRow as SearchRow } from '../datasets/model.js'
import { byCountThenKey, code, count, LIMITS, percent, table } from './format.js'

// Searches: what people look for, and the list a docs writer acts on: queries searched often whose
// results were rarely or never clicked ("searched and did not find it").

/** A query counts as "searched often" from this many hits on. */
export const NOT_FOUND_MIN_HITS = 3
/** Below this click-through rate (in percent) a query's results count as not clicked. */
export const NOT_FOUND_MAX_CTR = 10

/**
 * The API's `ctr` as a percentage. The specification does not say whether it is a fraction (0.25) or
 * a percentage (25); a value above 1 can only be a percentage, anything else is read as a fraction.
 */
export function ctrPercent(ctr: number): number {
  if (!Number.isFinite(ctr) || ctr < 0) return 0
  return ctr > 1 ? ctr : ctr * 100
}

/**
 * Queries with many hits and a low CTR, most searched first. The CTR decides: a query whose results
 * were clicked often is not "not found", even when the API names no most-clicked page.
 */
export function notFoundQueries(rows: readonly SearchRow[]): SearchRow[] {
  return rows
    .filter(r => r.hits >= NOT_FOUND_MIN_HITS && ctrPercent(r.ctr) < NOT_FOUND_MAX_CTR)
    .sort(
      byCountThenKey(
        r => r.hits,
        r => r.searchQuery
      )
    )
    .slice(0, LIMITS.notFound)
}

/** Why a query is listed, from its own numbers: no click at all, or few (with the page clicked most). */
export function whyNotFound(r: SearchRow, max = 60): string {
  if (ctrPercent(r.ctr) === 0) return 'no result clicked'
  return r.topClickedPage ? `low CTR; most clicked: ${code(r.topClickedPage, max)}` : 'low CTR'
}

export function searchesSection(searches: { totalSearches: number; rows: SearchRow[] }): string[] {
  const lines = ['### Searches', '']
  if (searches.rows.length === 0) return [...lines, 'Nobody searched in this range.', '']
  const top = [...searches.rows]
    .sort(
      byCountThenKey(
        r => r.hits,
        r => r.searchQuery
      )
    )
    .slice(0, LIMITS.searches)
  const clicked = (r: SearchRow) => (r.topClickedPage ? code(r.topClickedPage) : 'none')
  lines.push(
    `${count(searches.totalSearches)} searches, ${count(searches.rows.length)} different queries. The most frequent:`,
    '',
    ...table(
      ['Query', 'Hits', 'CTR', 'Most clicked page'],
      top.map(r => [code(r.searchQuery), count(r.hits), percent(ctrPercent(r.ctr)), clicked(r)]),
      [false, true, true, false]
    )
  )
  const missed = notFoundQueries(searches.rows)
  lines.push('#### Searched and did not find it', '')
  if (missed.length === 0) {
    lines.push(`No query with at least ${NOT_FOUND_MIN_HITS} hits had a CTR under ${NOT_FOUND_MAX_CTR}%.`, '')
    return lines
  }
  lines.push(
    `Queries with at least ${NOT_FOUND_MIN_HITS} hits whose results were rarely clicked (CTR under ${NOT_FOUND_MAX_CTR}%) or never: candidates for a new page, a better title or a redirect.`,
    '',
    ...table(
      ['Query', 'Hits', 'CTR', 'Why'],
      missed.map(r => [code(r.searchQuery), count(r.hits), percent(ctrPercent(r.ctr)), whyNotFound(r)]),
      [false, true, true, false]
    )
  )
  return lines
}
