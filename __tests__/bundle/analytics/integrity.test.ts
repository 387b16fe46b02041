// Every row the API sent, and an export that says so when the rows it got cannot be all of them: end
// to end on the bundle, against the simulator's quirks (multi-turn conversations, rows that shift
// between pages, the spec's number types) and against single pages that contradict themselves.
import { describe, expect, test } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, errorOf, runAnalytics, warningsOf } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'
import { specNumbersRow, totalsOf } from '../../../simulator/quirks.js'
import type { ActionRun } from '../../helpers/run-action.js'

const RANGE = { 'date-from': '2026-02-01', 'date-to': '2026-03-01' }
const keep = deletedAfter()

type Row = Record<string, unknown>
const fileOf = (run: ActionRun, name: string) =>
  JSON.parse(readFileSync(join(run.outputs['export-dir'] as string, `${name}.json`), 'utf8')) as Row
const reportOf = (run: ActionRun) =>
  readFileSync(join(run.outputs['export-dir'] as string, 'report.md'), 'utf8')

describe('assistant rows are turns', () => {
  const sim = useSimulator({
    pageViews: FEBRUARY_2026,
    analyticsLimitPerHour: Infinity,
    analytics: { conversations: 30, turns: { every: 3, count: 3 } }
  })

  test('every turn is kept; conversations and turns are counted apart', async () => {
    const truth = (
      sim.analyticsTruth('assistant', { dateFrom: '2026-02-01', dateTo: '2026-03-01' }) as {
        rows: Row[]
      }
    ).rows
    const ids = new Set(truth.map(r => r.id))
    // The dataset really has conversations of several turns in the range.
    expect(truth.length).toBeGreaterThan(ids.size)
    const unanswered = truth.filter(r => r.resolutionStatus === 'unanswered').length

    const run = keep(await runAnalytics(sim, { ...RANGE, datasets: 'assistant' }))
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      complete: 'true',
      'assistant-conversations': String(ids.size),
      'assistant-turns': String(truth.length)
    })
    const rows = fileOf(run, 'assistant-conversations').conversations as Row[]
    expect(rows).toHaveLength(truth.length)
    expect(rows.filter(r => r.resolutionStatus === 'unanswered')).toHaveLength(unanswered)
    expect(warningsOf(run).join('\n')).not.toMatch(/appeared twice|duplicate/)
    for (const text of [run.summary, reportOf(run)]) {
      expect(text).toContain(`${ids.size} conversations`)
      expect(text).toContain(`${truth.length} turns`)
    }
  })
})

describe('rows that shift between pages', () => {
  const sim = useSimulator({
    pageViews: FEBRUARY_2026,
    analyticsLimitPerHour: Infinity,
    quirks: { shiftingRows: true }
  })

  test('distinct rows fewer than rows received: not complete, and the user is told what to do', async () => {
    const run = keep(await runAnalytics(sim, { ...RANGE, 'page-size': '5' }))
    expect(run.code).toBe(1)
    expect(run.outputs.complete).toBe('false')
    const error = errorOf(run)
    expect(error).toMatch(/page views/)
    expect(error).toMatch(/smaller range/)
    expect(error).toMatch(/again/)
    expect(run.summary).toMatch(/not complete/i)
    expect(run.summary).toMatch(/smaller range/)
    // Nothing to resume: a checkpoint would only fetch the same shifting pages.
    expect(run.outputs.checkpoint).toBe('')
    const json = fileOf(run, 'page-views')
    expect(json.complete).toBe(false)
  })

  test('allow-incomplete accepts it, and `complete` still says false', async () => {
    const run = keep(await runAnalytics(sim, { ...RANGE, 'page-size': '5', 'allow-incomplete': 'true' }))
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('false')
    expect(warningsOf(run).join('\n')).toMatch(/smaller range/)
  })

  test('one page holding everything is complete (the order of one page does not matter)', async () => {
    const run = keep(await runAnalytics(sim, RANGE))
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('true')
  })
})

describe('pages that contradict themselves', () => {
  const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
  const page = (body: Row) => ({ type: 'status' as const, status: 200, body: JSON.stringify(body) })

  test('an empty page that says there is more: not complete', async () => {
    sim.injectFault({
      route: 'views',
      fault: page({ totals: { human: 60, ai: 40, total: 100 }, views: [], hasMore: true })
    })
    const run = keep(await runAnalytics(sim, { ...RANGE, 'allow-incomplete': 'true' }))
    expect(run.outputs.complete).toBe('false')
    expect(warningsOf(run).join('\n')).toMatch(/said there was more/)
    expect(run.summary).toMatch(/not complete/i)
  })

  test('views rows that add up to less than the site-wide totals: complete, the difference said in the log and the summary', async () => {
    sim.injectFault({
      route: 'views',
      fault: page({
        totals: { human: 60, ai: 40, total: 100 },
        views: [{ path: '/a', human: 30, ai: 20, total: 50 }],
        hasMore: false
      })
    })
    const run = keep(await runAnalytics(sim, RANGE))
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('true')
    expect(run.stdout).not.toContain('::error::')
    const said =
      /the rows add up to 50 views \(30 human, 20 AI\); the API's site-wide totals say 100 \(60 human, 40 AI\): a difference of -50 \(-30 human, -20 AI\)/
    expect(run.stdout).toMatch(said)
    for (const text of [run.summary, reportOf(run)]) {
      // The same sentence, its parentheses escaped for Markdown.
      expect(text).toMatch(
        /Rows and totals: page views: the rows add up to 50 views .*site-wide totals say 100 .*: a difference of -50 &#40;-30 human, -20 AI&#41;/
      )
      expect(text).not.toMatch(/Incomplete export/)
    }
    expect(fileOf(run, 'page-views').complete).toBeUndefined()
  })

  test('visitors rows that add up to fewer than the unique total: complete, with the difference', async () => {
    sim.injectFault({
      route: 'visitors',
      fault: page({
        totals: { human: 12, ai: 0, total: 12 },
        visitors: [{ path: '/a', human: 5, ai: 0, total: 5 }],
        hasMore: false
      })
    })
    const run = keep(await runAnalytics(sim, { ...RANGE, datasets: 'visitors' }))
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('true')
    const said =
      /visitors: the rows add up to 5 visitors, fewer than the 12 unique visitors .*a difference of -7/
    expect(run.stdout).toMatch(said)
    expect(run.summary).toMatch(said)
    expect(run.summary).not.toMatch(/Incomplete export/)
  })

  test('searches whose hits add up to less than totalSearches: not complete', async () => {
    sim.injectFault({
      route: 'searches',
      fault: page({
        searches: [
          { searchQuery: 'q', hits: 3, ctr: 0.5, topClickedPage: null, lastSearchedAt: '2026-02-02' }
        ],
        totalSearches: 30,
        nextCursor: null
      })
    })
    const run = keep(await runAnalytics(sim, { ...RANGE, datasets: 'searches' }))
    expect(run.code).toBe(1)
    expect(run.outputs.complete).toBe('false')
    expect(errorOf(run)).toMatch(/searches/)
    // One page: no pages could shift, so the advice is not about fewer pages.
    expect(errorOf(run)).toMatch(/Run the export again/)
    expect(errorOf(run)).not.toMatch(/smaller range|pages that can shift/)
    expect(run.summary).not.toMatch(/pages that can shift/)
  })

  test.each([
    ['feedback', 'feedback', { feedback: [], hasMore: true, nextCursor: null }],
    ['assistant', 'assistant', { conversations: [], hasMore: true, nextCursor: null }]
  ] as const)(
    '%s: hasMore with no cursor to fetch it: not complete, with the reason',
    async (dataset, route, body) => {
      sim.injectFault({ route, fault: page(body) })
      const run = keep(await runAnalytics(sim, { ...RANGE, datasets: dataset }))
      expect(run.code).toBe(1)
      expect(run.outputs.complete).toBe('false')
      expect(errorOf(run)).toMatch(
        /said there was more \(hasMore: true\) but sent no cursor .*nextCursor: null/
      )
      expect(run.summary).toMatch(/Incomplete export.*nextCursor: null/)
    }
  )

  test('a failure names the dataset and its endpoint, and no page-size hint where there is none', async () => {
    sim.injectFault({
      route: 'searches',
      fault: {
        type: 'status',
        status: 400,
        body: '{"error":"Invalid query parameters","details":[{"message":"cursor: bad"}]}'
      }
    })
    const run = keep(await runAnalytics(sim, { ...RANGE, datasets: 'searches' }))
    expect(run.code).toBe(1)
    const error = errorOf(run)
    expect(error).toMatch(/searches/)
    expect(error).toContain('/searches')
    expect(error).not.toMatch(/page views/i)
    expect(error).not.toContain('page-size')
    expect(run.summary).not.toMatch(/Reading page views/)
  })
})

describe('numbers the spec allows', () => {
  const sim = useSimulator({
    pageViews: FEBRUARY_2026,
    analyticsLimitPerHour: Infinity,
    quirks: { specNumbers: true }
  })

  test('fractional and negative counts are exported exactly, with one warning per dataset', async () => {
    const run = keep(
      await runAnalytics(sim, { ...RANGE, datasets: 'views,visitors,feedback-by-page', 'page-size': '5' })
    )
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('true')
    const truth = sim.aggregatePageViews('2026-02-01', '2026-03-01').views.map(specNumbersRow)
    const views = fileOf(run, 'page-views')
    expect(views.totals).toEqual(totalsOf(truth))
    const byPath = new Map((views.views as Row[]).map(r => [r.path, r]))
    for (const row of truth) expect(byPath.get(row.path)).toEqual(row)
    expect(truth.some(r => !Number.isInteger(r.human))).toBe(true)
    expect(truth.some(r => r.ai < 0)).toBe(true)
    const warnings = warningsOf(run)
    for (const label of ['page views', 'visitors', 'feedback by page']) {
      expect(warnings.filter(w => w.includes(`${label}:`) && /negative|fractional/.test(w))).toHaveLength(1)
    }
    expect(run.outputs['total-views']).toBe(String(totalsOf(truth).total))
    for (const text of [run.summary, reportOf(run)]) expect(text).not.toMatch(/NaN|Infinity|undefined/)
  })
})

describe('characters that hide or reorder text', () => {
  const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })

  test('bidi controls and TAG characters never reach the summary, report.md or the log raw', async () => {
    const sneaky = 'deploy\u061Cnow\u{E0041}\u{E0042}\u2067x\u2060y\u00ADz'
    sim.injectFault({
      route: 'searches',
      fault: {
        type: 'status',
        status: 200,
        body: JSON.stringify({
          searches: [
            { searchQuery: sneaky, hits: 9, ctr: 0, topClickedPage: null, lastSearchedAt: '2026-02-02' }
          ],
          totalSearches: 9,
          nextCursor: null
        })
      }
    })
    // `keep`: the query is shown (escaped), as a private repository's workflow may ask.
    const run = keep(await runAnalytics(sim, { ...RANGE, datasets: 'searches', 'reader-text': 'keep' }))
    expect(run.code).toBe(0)
    const hidden = /[\u061C\u00AD\u2060-\u2069]|[\u{E0000}-\u{E007F}]/u
    expect(run.summary).toContain('deploy')
    expect(run.summary).not.toMatch(hidden)
    expect(reportOf(run)).not.toMatch(hidden)
    expect(run.stdout).not.toMatch(hidden)
    // The data file keeps the exact text.
    const dir = run.outputs['export-dir'] as string
    expect(readdirSync(dir)).toContain('searches.json')
    expect((fileOf(run, 'searches').searches as Row[])[0]?.searchQuery).toBe(sneaky)
  })
})
