// The export's checks of its own rows: against each other, `hasMore` and the endpoint's totals.
import { describe, expect, test } from '@jest/globals'
import { freshState } from '../../../../src/modes/analytics/fetch/export.js'
import {
  integrityIssues,
  integrityMessage,
  totalsNotes
} from '../../../../src/modes/analytics/fetch/integrity.js'
import type { DatasetName } from '../../../../src/modes/analytics/datasets/model.js'

function finished(name: DatasetName, rows: object[], meta: Record<string, unknown>) {
  const state = freshState(name, { includeContact: false, pageSize: 250 })
  for (const row of rows) state.rows.add(row)
  state.received = rows.length
  state.position.done = true
  Object.assign(state.meta, meta)
  return state
}

const row = (path: string, human: number, ai: number) => ({ path, human, ai, total: human + ai })

describe('integrityIssues', () => {
  test('views whose rows add up to their totals pass, within rounding, with no note', () => {
    const views = finished('views', [row('/a', 2.25, 1), row('/b', 3, -1)], {
      totals: { human: 5.5, ai: 0, total: 5.5 }
    })
    expect(integrityIssues([views])).toEqual([])
    expect(totalsNotes([views])).toEqual([])
  })

  test('views short of their site-wide totals: no failure, a note with both numbers and the difference', () => {
    const views = finished('views', [row('/a', 30, 20)], { totals: { human: 60, ai: 40, total: 100 } })
    expect(integrityIssues([views])).toEqual([])
    expect(totalsNotes([views])).toEqual([
      "page views: the rows add up to 50 views (30 human, 20 AI); the API's site-wide totals say 100 (60 human, 40 AI): a difference of -50 (-30 human, -20 AI)."
    ])
  })

  test('visitors may add up to more than the unique total; fewer is noted, not failed', () => {
    const more = finished('visitors', [row('/a', 10, 0), row('/b', 10, 0)], {
      totals: { human: 12, ai: 0, total: 12 }
    })
    expect(integrityIssues([more])).toEqual([])
    expect(totalsNotes([more])).toEqual([])
    const fewer = finished('visitors', [row('/a', 5, 0)], { totals: { human: 12, ai: 0, total: 12 } })
    expect(integrityIssues([fewer])).toEqual([])
    expect(totalsNotes([fewer])).toEqual([
      "visitors: the rows add up to 5 visitors, fewer than the 12 unique visitors of the API's site-wide totals: a difference of -7."
    ])
  })

  test('repeated rows across pages and pages that contradicted themselves are each named', () => {
    const views = finished('views', [row('/a', 1, 0)], { totals: { human: 1, ai: 0, total: 1 } })
    views.received = 3
    views.pages = 2
    views.anomalies.push('the page at offset 5 said there was more but held no rows.')
    const issues = integrityIssues([views])
    expect(issues).toEqual([
      'page views: the page at offset 5 said there was more but held no rows.',
      'page views: 3 rows received but only 1 distinct (2 repeated): the API listed the rows in another order between pages, so rows may be missing.'
    ])
    expect(integrityMessage([views])).toMatch(/^The export is not complete: .* smaller range .* again/)
  })

  test('a row twice in a one-page export: the advice is not about pages', () => {
    const views = finished('views', [row('/a', 1, 0)], { totals: { human: 2, ai: 0, total: 2 } })
    views.received = 2
    views.pages = 1
    expect(integrityIssues([views])).toEqual([
      'page views: 2 rows received but only 1 distinct (1 repeated): the API listed a row twice in one page, so rows may be missing.'
    ])
    const message = integrityMessage([views])
    expect(message).toMatch(/Run the export again/)
    expect(message).not.toMatch(/smaller range|pages that can shift/)
  })

  test('a dataset that stopped early is not held to its totals', () => {
    const views = finished('views', [row('/a', 1, 0)], { totals: { human: 9, ai: 0, total: 9 } })
    views.position.done = false
    expect(integrityIssues([views])).toEqual([])
    expect(totalsNotes([views])).toEqual([])
  })

  test('searches: hits against totalSearches, which the contract defines as their sum, stay strict', () => {
    const search = { searchQuery: 'q', hits: 3, ctr: 0, topClickedPage: null, lastSearchedAt: 'x' }
    expect(integrityIssues([finished('searches', [search], { totalSearches: 3 })])).toEqual([])
    expect(integrityIssues([finished('searches', [search], { totalSearches: 30 })])).toEqual([
      "searches: the rows add up to 3 hits, but the API's totalSearches (the sum of all hits) says 30."
    ])
  })
})
