// What the export is sure of, end to end on the bundle: a comparison with the previous period whose
// per-page views lost rows says so beside it (and the run is not complete), and a date range with no
// day begun yet is an input error before any request.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, errorOf, runAnalytics, warningsOf } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'
import type { ActionRun } from '../../helpers/run-action.js'

const RANGE = { 'date-from': '2026-02-01', 'date-to': '2026-03-01' }
/** The previous period of RANGE, as long as it: its per-page views are asked 250 at a time. */
const PREVIOUS_PAGES = { dateFrom: '2026-01-04', limit: '250' }
const keep = deletedAfter()

const reportOf = (run: ActionRun) =>
  readFileSync(join(run.outputs['export-dir'] as string, 'report.md'), 'utf8')
const page = (body: unknown) => ({ type: 'status' as const, status: 200, body: JSON.stringify(body) })

describe('compare-pages when the previous period stops early', () => {
  const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
  const comparing = { ...RANGE, compare: 'previous-period', 'compare-pages': 'true' }

  /** A short first page that promises more, then a last page whose totals differ from the first's. */
  function previousPagesLoseRows(): void {
    sim.injectFault({
      route: 'views',
      match: { ...PREVIOUS_PAGES, offset: '0' },
      fault: page({
        totals: { human: 900, ai: 100, total: 1000 },
        views: [{ path: '/quickstart', human: 90, ai: 10, total: 100 }],
        hasMore: true
      })
    })
    sim.injectFault({
      route: 'views',
      match: { ...PREVIOUS_PAGES, offset: '250' },
      fault: page({
        totals: { human: 901, ai: 100, total: 1001 },
        views: [{ path: '/gone', human: 40, ai: 0, total: 40 }],
        hasMore: false
      })
    })
  }

  test('the report and the log say the comparison is partial beside it; the datasets stay complete', async () => {
    previousPagesLoseRows()
    const run = keep(await runAnalytics(sim, comparing))
    // The lost rows are the previous period's, which no dataset holds: the export is whole.
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('true')
    const warnings = warningsOf(run).join('\n')
    expect(warnings).toMatch(/comparison with the previous period's pages \(`compare-pages`\) is partial/)
    expect(warnings).toMatch(/held 1 of the 250 rows asked for but said there was more/)
    expect(warnings).toMatch(/The datasets are whole/)
    expect(warnings).toMatch(/the previous period's page views: the page at offset 250 reported/)
    expect(run.stdout).not.toMatch(/\bThe the\b/i)
    for (const text of [run.summary, reportOf(run)]) {
      // The note stands right under the comparison's heading.
      expect(text).toMatch(/### Pages that gained and lost the most\n\n> \*\*Partial comparison\.\*\*/)
      expect(text).not.toMatch(/Incomplete export/)
    }
  })

  test('whole previous pages: no partial note, complete', async () => {
    const run = keep(await runAnalytics(sim, comparing))
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('true')
    expect(run.summary).toMatch(/### Pages that gained and lost the most/)
    expect(run.summary).not.toMatch(/Partial comparison/)
  })
})

describe('a date range with no day begun', () => {
  const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })

  test('entirely in the future: an input error naming both inputs and showing the range, nothing sent', async () => {
    const run = keep(await runAnalytics(sim, { 'date-from': '2099-01-01', 'date-to': '2099-02-01' }))
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(
      /`date-from` and `date-to` give a range entirely in the future, 2099-01-01 to 2099-02-01/
    )
    expect(run.outputs.complete).toBeUndefined()
    expect(sim.requests).toHaveLength(0)
  })

  test('empty: an input error showing the range, nothing sent', async () => {
    const run = keep(await runAnalytics(sim, { 'date-from': '2026-02-01', 'date-to': '2026-02-01' }))
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(
      /`date-from` \(2026-02-01\) must be before `date-to`.*2026-02-01 to 2026-02-01 is empty/
    )
    expect(sim.requests).toHaveLength(0)
  })
})
