// `datasets: all` end to end: the built bundle against the simulator's every analytics endpoint.
import { describe, expect, test } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'
import type { Route } from '../../../simulator/index.js'
import { parseCsv } from '../../helpers/analytics.js'
import type { ActionRun } from '../../helpers/run-action.js'

const RANGE = { dateFrom: '2026-02-01', dateTo: '2026-03-01' }
// `reader-text: keep`: every file holds the rows as the API sent them, reader text included (a run
// that names no repository counts as public and withholds it: artifact-reader-text.test.ts).
const INPUTS = { 'date-from': RANGE.dateFrom, 'date-to': RANGE.dateTo, 'reader-text': 'keep' }

const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
const keep = deletedAfter()
const exportAll = async (inputs: Record<string, string> = {}) =>
  keep(await runAnalytics(sim, { ...INPUTS, datasets: 'all', ...inputs }))

type Row = Record<string, unknown>
const units = (a: unknown, b: unknown) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0)
const newestFirst = (a: unknown, b: unknown) => (a === b ? 0 : a == null ? 1 : b == null ? -1 : units(b, a))

/** The order the README states for each file. */
const ORDER: Record<string, (a: Row, b: Row) => number> = {
  visitors: (a, b) => Number(b.total) - Number(a.total) || units(a.path, b.path),
  searches: (a, b) => Number(b.hits) - Number(a.hits) || units(a.searchQuery, b.searchQuery),
  feedback: (a, b) => newestFirst(a.createdAt, b.createdAt) || units(a.id, b.id),
  'feedback-by-page': (a, b) => Number(b.total) - Number(a.total) || units(a.path, b.path),
  assistant: (a, b) => newestFirst(a.timestamp, b.timestamp) || units(a.id, b.id)
}

function truth(route: Route, extra: (row: Row) => Row = r => r): Row[] {
  const all = sim.analyticsTruth(route, RANGE) as { rows: Row[] }
  return all.rows.map(extra).sort(ORDER[route])
}

/** A CSV cell as the export must write it: null empty, formulas neutralised with a leading `'`. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

function files(run: ActionRun, name: string) {
  const dir = run.outputs['export-dir'] as string
  const csv = parseCsv(readFileSync(join(dir, `${name}.csv`), 'utf8'))
  const json = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Record<string, unknown>
  return { csv, json }
}

function expectCsv(csv: string[][], columns: string[], rows: Row[]) {
  expect(csv[0]).toEqual(columns)
  expect(csv.slice(1)).toEqual(rows.map(r => columns.map(c => cell(r[c]))))
}

const withoutContact = ({ contact: _contact, ...rest }: Row) => rest
const assistantRow = (r: Row): Row => ({ ...r, responseType: r.responseType ?? 'answer' })
const requestsTo = (route: Route) => sim.requests.filter(r => r.route === route).length

describe('datasets: all', () => {
  test('every file equals the data in the stated order; each dataset costs its minimum', async () => {
    const run = await exportAll()
    expect(run.code).toBe(0)

    const views = sim.aggregatePageViews(RANGE.dateFrom, RANGE.dateTo)
    const visitors = sim.analyticsTruth('visitors', RANGE) as { totals: Row; rows: Row[] }
    const searches = sim.analyticsTruth('searches', RANGE) as { totalSearches: number; rows: Row[] }
    const feedback = truth('feedback', withoutContact)
    const byPage = truth('feedback-by-page')
    const conversations = truth('assistant', assistantRow)
    const callerStats = sim.analyticsTruth('caller-stats', RANGE)

    const dir = run.outputs['export-dir'] as string
    expect(readdirSync(dir).sort()).toEqual([
      'assistant-conversations.csv',
      'assistant-conversations.json',
      'chart-human-and-ai-views.svg',
      'chart-top-pages.svg',
      'feedback-by-page.csv',
      'feedback-by-page.json',
      'feedback.csv',
      'feedback.json',
      'index.html',
      'page-views.csv',
      'page-views.json',
      'report.md',
      'searches.csv',
      'searches.json',
      'visitors.csv',
      'visitors.json'
    ])

    const v = files(run, 'visitors')
    const visitorRows = [...visitors.rows].sort(ORDER.visitors)
    expectCsv(v.csv, ['path', 'human', 'ai', 'total'], visitorRows)
    expect(v.json).toEqual({
      ...RANGE,
      exportedAt: expect.any(String),
      totals: visitors.totals,
      visitors: visitorRows
    })

    const s = files(run, 'searches')
    const searchRows = [...searches.rows].sort(ORDER.searches)
    expectCsv(s.csv, ['searchQuery', 'hits', 'ctr', 'topClickedPage', 'lastSearchedAt'], searchRows)
    expect(s.json).toEqual({
      ...RANGE,
      exportedAt: expect.any(String),
      totalSearches: searches.totalSearches,
      searches: searchRows
    })
    // Formula cells are neutralised in CSV and exact in JSON.
    expect(s.csv.map(r => r[0])).toContain('\'=HYPERLINK("https://evil.example","click")')
    expect((s.json.searches as Row[]).map(r => r.searchQuery)).toContain(
      '=HYPERLINK("https://evil.example","click")'
    )

    const f = files(run, 'feedback')
    const fbColumns = [
      'id',
      'createdAt',
      'source',
      'status',
      'path',
      'helpful',
      'comment',
      'code',
      'filename',
      'lang'
    ]
    expectCsv(f.csv, fbColumns, feedback)
    expect(f.json).toEqual({ ...RANGE, exportedAt: expect.any(String), feedback })
    // Personal data stays out unless asked for.
    expect(readFileSync(join(dir, 'feedback.json'), 'utf8')).not.toContain('@example.com')
    expect(readFileSync(join(dir, 'feedback.csv'), 'utf8')).not.toContain('@example.com')

    const b = files(run, 'feedback-by-page')
    expectCsv(b.csv, ['path', 'thumbsUp', 'thumbsDown', 'code', 'total'], byPage)
    expect(b.json).toEqual({ ...RANGE, exportedAt: expect.any(String), hasMore: false, feedback: byPage })

    const a = files(run, 'assistant-conversations')
    const aColumns = [
      'id',
      'timestamp',
      'query',
      'response',
      'responseType',
      'resolutionStatus',
      'queryCategory',
      'pageUrl',
      'sources'
    ]
    expectCsv(a.csv, aColumns, conversations)
    expect(a.json).toEqual({ ...RANGE, exportedAt: expect.any(String), callerStats, conversations })

    // Minimum cost: ceil(rows / largest limit), at least one request; caller stats one more.
    const min = (n: number, limit: number) => Math.max(1, Math.ceil(n / limit))
    const cost = {
      views: requestsTo('views'),
      visitors: requestsTo('visitors'),
      searches: requestsTo('searches'),
      feedback: requestsTo('feedback'),
      byPage: requestsTo('feedback-by-page'),
      assistant: requestsTo('assistant') + requestsTo('caller-stats')
    }
    expect(cost).toEqual({
      views: min(views.views.length, 250),
      visitors: min(visitors.rows.length, 250),
      searches: min(searches.rows.length, 100),
      feedback: min(feedback.length, 100),
      byPage: 1,
      assistant: min(conversations.length, 1000) + 1
    })
    expect(searches.rows.length).toBeGreaterThan(100) // so searches really paged
    const total = Object.values(cost).reduce((x, y) => x + y, 0)
    expect(sim.requests).toHaveLength(total)
    for (const r of sim.requests.filter(r => r.route !== 'caller-stats')) {
      expect(r.query.limit).toBe(
        String({ views: 250, visitors: 250, assistant: 1000 }[r.route as string] ?? 100)
      )
    }

    expect(run.outputs).toMatchObject({
      'total-views': String(views.totals.total),
      'page-count': String(views.views.length),
      'searches-total': String(searches.totalSearches),
      'feedback-count': String(feedback.length),
      'assistant-conversations': String(conversations.length),
      datasets: 'views,visitors,searches,feedback,feedback-by-page,assistant',
      requests: String(total),
      complete: 'true',
      checkpoint: ''
    })
  })

  test('include-contact: true adds the contact column', async () => {
    const run = await exportAll({ datasets: 'feedback', 'include-contact': 'true', format: 'csv' })
    expect(run.code).toBe(0)
    const { csv } = {
      csv: parseCsv(readFileSync(join(run.outputs['export-dir'] as string, 'feedback.csv'), 'utf8'))
    }
    expect(csv[0]?.at(-1)).toBe('contact')
    expect(csv.slice(1).map(r => r.at(-1))).toEqual(truth('feedback').map(r => cell(r.contact)))
    expect(run.outputs.datasets).toBe('feedback')
    expect(run.outputs['total-views']).toBe('')
  })

  test('an unknown dataset is an input error before any request', async () => {
    const run = await exportAll({ datasets: 'views,clicks' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::.*`datasets` has unknown value\(s\) "clicks"/)
    expect(sim.requests).toHaveLength(0)
  })
})

describe('feedback-by-page cannot page', () => {
  const big = useSimulator({ pageViews: FEBRUARY_2026, analytics: { feedback: 400, feedbackPaths: 150 } })

  test('more than 100 pages: one request, a warning, the first 100 kept', async () => {
    const run = keep(await runAnalytics(big, { ...INPUTS, datasets: 'feedback-by-page' }))
    expect(run.code).toBe(0)
    expect(big.requests).toHaveLength(1)
    expect(run.stdout).toMatch(/::warning::feedback by page: .*no way to page further/)
    const json = JSON.parse(
      readFileSync(join(run.outputs['export-dir'] as string, 'feedback-by-page.json'), 'utf8')
    ) as { hasMore: boolean; feedback: Row[] }
    expect(json.hasMore).toBe(true)
    expect(json.feedback).toHaveLength(100)
    // No paging exists: the first 100 rows are the dataset by design, and the report says so.
    expect(run.outputs.complete).toBe('true')
    expect(run.summary).toMatch(/by design, the first 100 pages the API returns/)
    expect(run.summary).toMatch(/does not make the export incomplete/)
    expect(run.summary).not.toMatch(/Incomplete export/)
  })
})
