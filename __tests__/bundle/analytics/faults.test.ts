import { describe, expect, it } from '@jest/globals'
import { deletedAfter, errorOf, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'
import type { Fault } from '../../../simulator/index.js'
import { csvRows, readExport, sortRows, viewOffsets } from '../../helpers/analytics.js'
import { closedPort } from '../../helpers/ports.js'
import { analyticsAttempts } from '../../../simulator/analytics.js'

// docs/RELIABILITY.md, views rows: every fault lands on the second page (offset 5) of a 16-row export.
// Whatever the fault, the `requests` output is the number of attempts the API saw.

const RANGE = { 'date-from': '2026-02-01', 'date-to': '2026-02-02', 'page-size': '5' }
const html = '<html><body><h1>502 Bad Gateway</h1></body></html>'

const sim = useSimulator({ pageViews: FEBRUARY_2026 })
const keep = deletedAfter()

async function exportWith(fault: Fault | undefined, times: number, inputs: Record<string, string> = {}) {
  if (fault) {
    sim.injectFault({ route: 'views', fault: { type: 'delay', ms: 0 }, times: 1 }) // page 1 passes
    sim.injectFault({ route: 'views', fault, times })
  }
  const run = keep(await runAnalytics(sim, { ...RANGE, ...inputs }))
  // Only when the simulator is the API (a closed port stands for no API at all).
  if (!inputs['base-url']) expect(Number(run.outputs.requests)).toBe(analyticsAttempts(sim.requests))
  return run
}

describe('views: transient faults resume at the same offset', () => {
  it.each([
    ['500 JSON', { type: 'status', status: 500, body: '{"error":"Internal error"}' }],
    ['502 HTML', { type: 'status', status: 502, body: html }],
    ['503 JSON', { type: 'status', status: 503 }],
    ['504 HTML', { type: 'status', status: 504, body: html }],
    [
      '429 JSON with Retry-After',
      {
        type: 'status',
        status: 429,
        body: '{"error":"Rate limit exceeded"}',
        headers: { 'retry-after': '1' }
      }
    ],
    ['reset before handling', { type: 'reset-before' }],
    ['reset after handling', { type: 'reset-after' }],
    ['200 whose body is not JSON', { type: 'non-json' }]
  ] as [string, Fault][])('%s (twice): the export completes, offset 0 is read once', async (_name, fault) => {
    const run = await exportWith(fault, 2)
    expect(run.code).toBe(0)
    const offsets = viewOffsets(sim)
    expect(offsets.filter(o => o === 0)).toHaveLength(1)
    expect(offsets.filter(o => o === 5).length).toBeGreaterThanOrEqual(2)
    expect(readExport(run).json.views).toEqual(
      sortRows(sim.aggregatePageViews('2026-02-01', '2026-02-02').views)
    )
  })

  it('a 429 with a Retry-After longer than the time left: fails with rows fetched and offset reached', async () => {
    const run = await exportWith(
      { type: 'status', status: 429, headers: { 'retry-after': '3600' } },
      Infinity,
      // 6 s: room for the first page on a loaded machine before the deadline this test is about.
      { 'timeout-minutes': '0.1' }
    )
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/fetched 5 rows, reached offset 5.*429.*analytics rate limit/)
    // The Retry-After ends after the deadline, so nothing more is sent.
    expect(viewOffsets(sim)).toEqual([0, 5])
  })

  it('a 429 without Retry-After (the hourly window outlasts the deadline): stops at once, keeps the rows', async () => {
    const run = await exportWith(
      {
        type: 'status',
        status: 429,
        body: 'Too many requests, please try again later.',
        contentType: 'text/plain'
      },
      Infinity
    )
    expect(run.code).toBe(1)
    expect(viewOffsets(sim)).toEqual([0, 5])
    expect(errorOf(run)).toMatch(/fetched 5 rows, reached offset 5.*429.*no Retry-After/)
    expect(run.outputs.complete).toBe('false')
    expect(readExport(run).json.views).toHaveLength(5)
  })

  it('a server that hangs: the deadline holds, rows fetched and offset reached are reported', async () => {
    const run = await exportWith({ type: 'hang' }, Infinity, { 'timeout-minutes': '0.1' })
    expect(run.code).toBe(1)
    expect(run.signal).toBeNull()
    expect(errorOf(run)).toMatch(/fetched 5 rows, reached offset 5/)
  })

  it('connection refused: retried, then fails with nothing fetched', async () => {
    const port = await closedPort()
    const run = await exportWith(undefined, 0, {
      'base-url': `http://127.0.0.1:${port}`,
      // 9 s: a loaded machine took more than 3 s to start the process, so no attempt was made before
      // the deadline and the last error was the deadline itself.
      'timeout-minutes': '0.15'
    })
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/fetched 0 rows, reached offset 0.*ECONNREFUSED/)
  })
})

describe('views: answers that end the export at once', () => {
  it.each([
    [
      '400 with details',
      {
        type: 'status',
        status: 400,
        body: '{"error":"Invalid query parameters","details":[{"message":"dateTo: invalid date"}]}'
      },
      /400 Invalid query parameters: dateTo: invalid date.*Check `date-from`, `date-to` and `page-size`/
    ],
    [
      '401',
      { type: 'status', status: 401, body: '{"error":"Invalid or missing API key"}' },
      /401.*`api-key`/
    ],
    ['403', { type: 'status', status: 403, body: '{"error":"Forbidden"}' }, /403.*`read` scope/],
    [
      '404 project',
      { type: 'status', status: 404, body: '{"error":"Project not found"}' },
      /404 Project not found.*`project-id`/
    ],
    [
      'schema drift: a page without totals',
      { type: 'status', status: 200, body: '{"views":[],"hasMore":false}' },
      /breaks the API contract \(totals/
    ]
  ] as [string, Fault, RegExp][])(
    '%s: two requests, fails with what to check and how far it got',
    async (_name, fault, message) => {
      const run = await exportWith(fault, 1)
      expect(run.code).toBe(1)
      expect(viewOffsets(sim)).toEqual([0, 5])
      expect(errorOf(run)).toMatch(message)
      expect(errorOf(run)).toMatch(/fetched 5 rows, reached offset 5/)
    }
  )

  it('schema drift: extra fields are ignored', async () => {
    const body = JSON.stringify({
      totals: { human: 3, ai: 1, total: 4, bots: 9 },
      views: [{ path: '/new', human: 3, ai: 1, total: 4, title: 'New' }],
      hasMore: false,
      nextCursor: 'x'
    })
    sim.injectFault({ route: 'views', fault: { type: 'status', status: 200, body } })
    const run = await exportWith(undefined, 0)
    expect(run.code).toBe(0)
    expect(readExport(run).json.views).toEqual([{ path: '/new', human: 3, ai: 1, total: 4 }])
  })

  it('formula paths are neutralised in the CSV and exact in the JSON', async () => {
    const paths = [
      '=HYPERLINK("https://evil.example","x")',
      '+1+cmd|/C calc',
      '-2+3',
      '@SUM(A1)',
      '\tTab',
      '\rCR'
    ]
    const body = JSON.stringify({
      // The totals are the rows' sums (6 + 5 + … + 1), as the API's are: the export checks them.
      totals: { human: 21, ai: 0, total: 21 },
      views: paths.map((path, i) => ({ path, human: 6 - i, ai: 0, total: 6 - i })),
      hasMore: false
    })
    sim.injectFault({ route: 'views', fault: { type: 'status', status: 200, body } })
    const run = await exportWith(undefined, 0)
    expect(run.code).toBe(0)
    const { csvText, json } = readExport(run)
    expect(json.views.map(v => v.path)).toEqual(paths)
    expect(csvRows(csvText).map(r => r.path)).toEqual(paths.map(p => `'${p}`))
  })

  it('an error body with newlines and workflow commands stays on one log line', async () => {
    const body = JSON.stringify({
      error: 'bad\n::warning::pwned',
      details: [{ message: 'x\r\n::set-output name=a::b' }]
    })
    const run = await exportWith({ type: 'status', status: 400, body }, 1)
    expect(run.code).toBe(1)
    const lines = run.stdout.split('\n')
    expect(lines.filter(l => /^::(warning::pwned|set-output)/.test(l))).toEqual([])
    expect(errorOf(run)).toMatch(/fetched 5 rows, reached offset 5/)
  })
})
