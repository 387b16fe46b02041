// `mode: analytics` end to end: the built bundle (DOCS_AGENT_BUNDLE, or dist/) against the simulator.
import { describe, expect, test } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, interruptWhen, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, TEST_KEY, useSimulator } from '../../../__fixtures__/servers.js'
import {
  csvRows,
  readExport,
  sortRows,
  requestsOf,
  viewOffsets,
  withoutChartLinks
} from '../../helpers/analytics.js'
import type { ActionRun } from '../../helpers/run-action.js'

// The simulator lists only pages with views in the range: the ranges below were picked for the row
// counts FEBRUARY_2026 gives (asserted, so a dataset change shows up as such).
const sim = useSimulator({ pageViews: FEBRUARY_2026 })
const keep = deletedAfter()
const analytics = async (inputs: Record<string, string>, env: Record<string, string> = {}) =>
  keep(await runAnalytics(sim, inputs, { env }))

/** Everything the run printed, except the runner command that registers the key as a secret. */
const printed = (run: ActionRun) =>
  (run.stdout + run.stderr)
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')

describe('paging', () => {
  test.each([
    ['no rows (range outside the data)', '2020-01-01', '2020-01-08', '5', 0, [0]],
    ['fewer rows than one page', '2026-02-04', '2026-02-05', '20', 12, [0]],
    ['exactly one full page', '2026-02-04', '2026-02-05', '12', 12, [0]],
    ['an exact multiple of the page size', '2026-02-01', '2026-02-04', '5', 20, [0, 5, 10, 15]],
    ['three full pages', '2026-02-02', '2026-02-03', '5', 15, [0, 5, 10]],
    ['one more than a multiple', '2026-02-01', '2026-02-02', '5', 16, [0, 5, 10, 15]],
    ['one more than a multiple, bigger', '2026-02-01', '2026-02-06', '5', 21, [0, 5, 10, 15, 20]],
    ['the whole month in one default-size page', '2026-02-01', '2026-03-01', '250', 24, [0]]
  ])('%s: ceil(N / limit) requests at the right offsets', async (_, from, to, size, n, offsets) => {
    const truth = sim.aggregatePageViews(from, to)
    expect(truth.views).toHaveLength(n)
    expect(offsets).toHaveLength(Math.max(1, Math.ceil(n / Number(size))))

    const run = await analytics({ 'date-from': from, 'date-to': to, 'page-size': size })
    expect(run.code).toBe(0)
    expect(viewOffsets(sim)).toEqual(offsets)
    for (const r of sim.requests) {
      expect(r.query).toEqual({ dateFrom: from, dateTo: to, limit: size, offset: r.query.offset })
    }
    expect(requestsOf(run)).toBe(offsets.length)

    const expected = sortRows(truth.views)
    const { csvText, json } = readExport(run)
    expect(csvRows(csvText)).toEqual(expected)
    expect(json).toEqual({
      dateFrom: from,
      dateTo: to,
      exportedAt: expect.any(String),
      totals: truth.totals,
      views: expected
    })
    expect(run.outputs).toMatchObject({
      'total-views': String(truth.totals.total),
      'human-views': String(truth.totals.human),
      'ai-views': String(truth.totals.ai),
      'page-count': String(n),
      'export-dir': join(run.workDir, 'runner-temp', 'page-views'),
      'artifact-id': '',
      'artifact-url': ''
    })
  })

  test('hostile paths are quoted per RFC 4180 and the same data gives the same bytes', async () => {
    const inputs = { 'date-from': '2026-02-01', 'date-to': '2026-02-04', 'page-size': '7' }
    const first = readExport(await analytics(inputs))
    const second = readExport(await analytics(inputs))
    expect(second.csvText).toBe(first.csvText)
    const withoutStamp = (text: string) => text.replace(/"exportedAt": "[^"]*"/, '')
    expect(withoutStamp(second.jsonText)).toBe(withoutStamp(first.jsonText))
    expect(first.csvText.startsWith('path,human,ai,total\r\n')).toBe(true)
    expect(first.csvText).toMatch(/\r\n"\/guides\/a,b",\d+,\d+,\d+\r\n/)
    expect(first.csvText).toContain('"/guides/""quoted"""')
    expect(first.csvText).toContain('"/guides/comma,""and""quote"')
    expect(first.csvText).toMatch(/\r\n\/guides\/日本語,/)
    expect(first.csvText).toMatch(/\r\n\/guides\/emoji-🚀,/)
    expect(first.csvText.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  test('relative dates are resolved once and sent as such on every request', async () => {
    const day = (back: number) => {
      const now = new Date()
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back))
        .toISOString()
        .slice(0, 10)
    }
    const before = [day(3), day(0)]
    const run = await analytics({ 'date-from': '-3d', 'date-to': 'today', 'page-size': '5' })
    const after = [day(3), day(0)]
    expect(run.code).toBe(0)
    const sent = sim.requests.map(r => [r.query.dateFrom, r.query.dateTo])
    expect(sent.length).toBeGreaterThan(0)
    // Either side of a UTC midnight, but the same on every request.
    expect([before, after]).toContainEqual(sent[0])
    expect(new Set(sent.map(s => s.join()))).toEqual(new Set([sent[0]?.join()]))
    const { json } = readExport(run)
    expect([json.dateFrom, json.dateTo]).toEqual(sent[0])
    expect(run.summary).toContain('up to, but not including,')
  })

  // The report's content (shares, top pages, charts) is the report's own tests' business
  // (src/modes/analytics/report/); here: it is the job summary, and report.md holds the same Markdown.
  test('summary: the report, also written as report.md; log groups per phase', async () => {
    const run = await analytics({ 'date-from': '2026-02-01', 'date-to': '2026-03-01' })
    expect(run.summary).toContain(
      'From Sunday, 1 February 2026 up to, but not including, Sunday, 1 March 2026'
    )
    const reportPath = run.outputs['report-path'] as string
    expect(reportPath).toBe(join(run.outputs['export-dir'] as string, 'report.md'))
    // All of report.md but the line that links the chart pictures beside it.
    expect(run.summary).toContain(withoutChartLinks(readFileSync(reportPath, 'utf8')))
    expect(run.stdout).toMatch(/::group::Fetching analytics[\s\S]*::endgroup::/)
    expect(run.stdout).toMatch(/::group::Writing files[\s\S]*::endgroup::/)
    expect(run.stdout).not.toContain('::group::Uploading')
  })
})

describe('input errors reach no API', () => {
  test.each([
    ['date-from after date-to', { 'date-from': '2026-02-10', 'date-to': '2026-02-01' }, /date-from.*before/],
    ['date-from equal to date-to', { 'date-from': '2026-02-10', 'date-to': '2026-02-10' }, /before/],
    ['an unparsable date', { 'date-from': 'last tuesday' }, /date-from.*not a date/],
    ['a rolled-over date', { 'date-to': '2026-02-30' }, /date-to.*not a date/],
    ['page-size 0', { 'page-size': '0' }, /page-size/],
    ['page-size 251', { 'page-size': '251' }, /page-size/],
    ['format xml', { format: 'xml' }, /format/],
    ['retention-days 0', { 'retention-days': '0' }, /retention-days/],
    ['an artifact name the service refuses', { 'artifact-name': 'a/b:c' }, /artifact-name/]
  ])('%s', async (_, inputs, message) => {
    const run = await analytics(inputs)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(new RegExp(`::error::.*${message.source}`))
    expect(sim.requests).toHaveLength(0)
    expect(existsSync(join(run.workDir, 'runner-temp', 'page-views'))).toBe(false)
  })
})

describe('failures and resuming', () => {
  const sixteen = { 'date-from': '2026-02-01', 'date-to': '2026-02-02', 'page-size': '5' }

  test('a 429 after the first page is retried at the same offset, never from 0', async () => {
    // The first rule lets one request through untouched, so the 429 hits the second request.
    sim.injectFault({ route: 'views', fault: { type: 'delay', ms: 0 }, times: 1 })
    sim.injectFault({
      route: 'views',
      fault: { type: 'status', status: 429, headers: { 'retry-after': '0' } },
      times: 1
    })
    const run = await analytics(sixteen)
    expect(run.code).toBe(0)
    expect(viewOffsets(sim)).toEqual([0, 5, 5, 10, 15])
    expect(requestsOf(run)).toBe(5)
    expect(csvRows(readExport(run).csvText)).toHaveLength(16)
  })

  test('when the client gives up on 429s, the export waits and resumes at the same offset', async () => {
    sim.injectFault({ route: 'views', fault: { type: 'delay', ms: 0 }, times: 1 })
    // One call is 1 try + 4 client retries: 5 answers of 429 exhaust it, then the export's own loop retries.
    sim.injectFault({
      route: 'views',
      fault: { type: 'status', status: 429, headers: { 'retry-after': '0' } },
      times: 5
    })
    const run = await analytics(sixteen)
    expect(run.code).toBe(0)
    expect(viewOffsets(sim)).toEqual([0, 5, 5, 5, 5, 5, 5, 10, 15])
    expect(requestsOf(run)).toBe(9)
    expect(run.stdout).toContain('views failed (GET /v1/analytics/proj_demo/views: 429')
    expect(readExport(run).json.views).toEqual(
      sortRows(sim.aggregatePageViews('2026-02-01', '2026-02-02').views)
    )
  })

  test('a failed read (a proxy page instead of JSON) is read again at the same offset', async () => {
    sim.injectFault({ route: 'views', fault: { type: 'delay', ms: 0 }, times: 2 })
    sim.injectFault({ route: 'views', fault: { type: 'non-json' }, times: 1 })
    const run = await analytics(sixteen)
    expect(run.code).toBe(0)
    expect(viewOffsets(sim)).toEqual([0, 5, 10, 10, 15])
    expect(run.outputs['page-count']).toBe('16')
  })

  test('at the deadline it fails with the rows fetched and the offset reached, keeping them', async () => {
    sim.injectFault({ route: 'views', fault: { type: 'delay', ms: 0 }, times: 1 })
    sim.injectFault({
      route: 'views',
      fault: { type: 'status', status: 503, headers: { 'retry-after': '0' } },
      times: Infinity
    })
    // 6 s: the first page must come in before the deadline even when a loaded machine takes seconds to
    // start the process (1.2 s once fetched nothing under 4 workers on 2 busy cores).
    const run = await analytics({ ...sixteen, 'timeout-minutes': '0.1' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::.*timeout-minutes.*fetched 5 rows, reached offset 5/)
    expect(new Set(viewOffsets(sim).slice(1))).toEqual(new Set([5]))
    expect(requestsOf(run)).toBe(sim.requests.length)
    // What was fetched is kept, marked incomplete, with a checkpoint to resume from.
    const dir = join(run.workDir, 'runner-temp', 'page-views')
    expect(run.outputs.complete).toBe('false')
    expect(run.outputs.checkpoint).toBe(join(dir, 'export-checkpoint.json'))
    const json = readExport(run).json as unknown as Record<string, unknown>
    expect(json.complete).toBe(false)
    expect(json.views).toHaveLength(5)
  })

  test('a refused request (unknown project) fails at once with a hint', async () => {
    const run = await analytics({ ...sixteen, 'project-id': 'proj_other' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::Reading page views failed: .*404.*project-id.*fetched 0 rows/)
    expect(sim.requests).toHaveLength(1)
  })

  test('cancellation stops fetching and fails with the rows fetched so far', async () => {
    sim.injectFault({ route: 'views', fault: { type: 'delay', ms: 0 }, times: 1 })
    sim.injectFault({ route: 'views', fault: { type: 'hang' }, times: 1 })
    const run = keep(
      await runAnalytics(sim, sixteen, { onSpawn: interruptWhen(() => sim.requests.length >= 2) })
    )
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::The export was cancelled: fetched 5 rows, reached offset 5/)
    expect(viewOffsets(sim)).toEqual([0, 5])
    expect(run.summary).toContain('cancelled')
  })
})

describe('artifact fallback and secrets', () => {
  test('outside a runner (no ACTIONS_RUNTIME_TOKEN): one warning, files kept, success', async () => {
    const run = await analytics({
      'date-from': '2026-02-01',
      'date-to': '2026-02-02',
      'artifact-name': 'views'
    })
    expect(run.code).toBe(0)
    const warnings = run.stdout.split('\n').filter(l => l.startsWith('::warning::'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('ACTIONS_RUNTIME_TOKEN')
    expect(run.outputs['artifact-id']).toBe('')
    const dir = run.outputs['export-dir'] as string
    expect(readdirSync(dir).sort()).toEqual([
      'chart-human-and-ai-views.svg',
      'chart-top-pages.svg',
      'index.html',
      'page-views.csv',
      'page-views.json',
      'report.md'
    ])
  })

  test('format csv writes only the CSV; the API key appears in no file, log or summary', async () => {
    const run = await analytics({ 'date-from': '2026-02-01', 'date-to': '2026-02-02', format: 'csv' })
    expect(run.code).toBe(0)
    expect(readdirSync(run.outputs['export-dir'] as string).sort()).toEqual([
      'chart-human-and-ai-views.svg',
      'chart-top-pages.svg',
      'index.html',
      'page-views.csv',
      'report.md'
    ])
    expect(printed(run)).not.toContain(TEST_KEY)
    const scan = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) scan(path)
        else expect(readFileSync(path, 'utf8')).not.toContain(TEST_KEY)
      }
    }
    scan(run.workDir)
  })
})
