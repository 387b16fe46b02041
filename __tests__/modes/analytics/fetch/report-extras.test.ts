// The report's extras end to end on the real client and a loopback stand-in: what `daily`,
// `compare`, `compare-pages` and `previous-export` cost together, a part cut short by the budget,
// and the inputs that ask for them.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { ApiError } from '../../../../src/kernel/api/errors.js'
import {
  extrasCost,
  fetchReportExtras,
  type ReportExtrasOptions
} from '../../../../src/modes/analytics/fetch/report-extras.js'
import { InputError } from '../../../../src/kernel/inputs/index.js'
import { parseInputs } from '../../../../src/modes/index.js'
import { type AnalyticsInputs } from '../../../../src/modes/analytics/input-types.js'
import {
  PAGES,
  rangeTotals,
  startTotalsServer,
  type TotalsServer
} from '../../../../simulator/totals-server.js'
import { countedGet } from '../../../helpers/counted-get.js'

let server: TotalsServer
let dir: string
beforeAll(async () => {
  server = await startTotalsServer()
  dir = mkdtempSync(join(tmpdir(), 'report-extras-'))
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

const range = { dateFrom: '2026-11-08', dateTo: '2026-11-15' }
const none: ReportExtrasOptions = {
  compare: 'none',
  daily: false,
  comparePages: false,
  outputDir: '',
  formats: ['csv', 'json'],
  source: { projectId: 'proj_test', apiOrigin: 'http://127.0.0.1' }
}

function recorder() {
  const lines: string[] = []
  return {
    lines,
    log: { info: (m: string) => lines.push(`info ${m}`), warning: (m: string) => lines.push(`warning ${m}`) }
  }
}

async function run(datasets: Parameters<typeof fetchReportExtras>[2], options: Partial<ReportExtrasOptions>) {
  const api = countedGet(server)
  const { lines, log } = recorder()
  try {
    const extras = await fetchReportExtras(api.get, range, datasets, { ...none, ...options }, log)
    return { extras, attempts: api.attempts(), lines }
  } finally {
    await api.close()
  }
}

describe('fetchReportExtras', () => {
  test('nothing asked: no request', async () => {
    const { extras, attempts } = await run(['views', 'visitors', 'searches'], {})
    expect(attempts).toBe(0)
    expect(extras).toEqual({ files: [] })
  })

  test('daily and compare with every dataset: 7 days x 2 + 3 totals = 17 requests, as announced', async () => {
    const outputDir = join(dir, 'all')
    const datasets = ['views', 'visitors', 'searches', 'feedback', 'feedback-by-page', 'assistant'] as const
    const options = { daily: true, compare: 'previous-period' as const, outputDir }
    const { extras, attempts, lines } = await run(datasets, options)
    expect(attempts).toBe(17)
    expect(extrasCost(range, datasets, { ...none, ...options })).toBe(17)
    expect(extras.daily).toHaveLength(7)
    expect(extras.daily?.[6]?.visitors).toEqual(rangeTotals('2026-11-14', '2026-11-15', 0.5))
    expect(extras.previous).toEqual({
      range: { dateFrom: '2026-11-01', dateTo: '2026-11-08' },
      views: rangeTotals('2026-11-01', '2026-11-08'),
      visitors: rangeTotals('2026-11-01', '2026-11-08', 0.5),
      totalSearches: rangeTotals('2026-11-01', '2026-11-08').total * 3
    })
    expect(readdirSync(outputDir).sort()).toEqual(['daily.csv', 'daily.json'])
    expect(extras.files).toEqual([join(outputDir, 'daily.csv'), join(outputDir, 'daily.json')])
    expect(lines).toEqual([
      'info daily: 14 request(s), one per day for views and visitors',
      "info compare: 3 request(s) for the previous period's totals"
    ])
  })

  test('compare-pages: 1 totals request + ceil(600 / 250) = 3 page requests', async () => {
    const { extras, attempts } = await run(['views'], { compare: 'previous-period', comparePages: true })
    expect(attempts).toBe(1 + Math.ceil(PAGES / 250))
    expect(extras.previous?.pages?.size).toBe(PAGES)
  })

  test('previous-export: free per-page data, and its totals when compare is none', async () => {
    const folder = join(dir, 'download')
    mkdirSync(join(folder, 'analytics'), { recursive: true })
    const json = {
      dateFrom: '2026-11-01',
      dateTo: '2026-11-08',
      totals: { human: 5, ai: 1, total: 6 },
      views: [{ path: '/a', human: 5, ai: 1, total: 6 }]
    }
    writeFileSync(join(folder, 'analytics', 'page-views.json'), JSON.stringify(json))
    const free = await run(['views'], { previousExport: folder })
    expect(free.attempts).toBe(0)
    expect(free.extras.previous).toEqual({
      range: { dateFrom: '2026-11-01', dateTo: '2026-11-08' },
      views: { human: 5, ai: 1, total: 6 },
      pages: new Map([['/a', { human: 5, ai: 1, total: 6 }]])
    })
    // With compare, the totals are fetched and the pages come from the export; a range that is not
    // the previous period is said.
    writeFileSync(
      join(folder, 'analytics', 'page-views.json'),
      JSON.stringify({ ...json, dateFrom: '2026-10-01' })
    )
    const both = await run(['views'], {
      previousExport: folder,
      compare: 'previous-period',
      comparePages: true
    })
    expect(both.attempts).toBe(1)
    expect(both.extras.previous?.views).toEqual(rangeTotals('2026-11-01', '2026-11-08'))
    expect(both.extras.previous?.pages?.get('/a')).toEqual({ human: 5, ai: 1, total: 6 })
    expect(both.lines.filter(l => l.startsWith('warning'))).toEqual([
      "warning previous-export covers 2026-10-01 to 2026-11-08, not the previous period 2026-11-01 to 2026-11-08: gainers and losers compare with the export's range"
    ])
  })

  test('a daily trend cut short by the budget keeps the days fetched, and the parts after it are not started', async () => {
    server.limit = 3
    try {
      const { extras, attempts, lines } = await run(['views'], {
        daily: true,
        compare: 'previous-period',
        outputDir: join(dir, 'cut')
      })
      expect(attempts).toBe(4)
      // The three days fetched before the 429 are kept, as the export keeps its rows, and said to be partial.
      expect(extras.daily?.map(p => p.date)).toEqual(['2026-11-08', '2026-11-09', '2026-11-10'])
      expect(extras.dailyNote).toBe('The trend stops after 3 of 7 days: the rest were not fetched.')
      expect(extras.previous).toBeUndefined()
      expect(extras.files.map(f => basename(f))).toEqual(['daily.csv', 'daily.json'])
      expect(extras.stoppedBy).toBeInstanceOf(ApiError)
      expect((extras.stoppedBy as ApiError).status).toBe(429)
      expect(lines.filter(l => l.startsWith('warning'))).toEqual([
        expect.stringMatching(/^warning The report goes on without the rest of the daily trend: .*429/)
      ])
    } finally {
      server.limit = undefined
    }
  })
})

describe('the report inputs', () => {
  const NOW = new Date('2026-11-22T10:30:00Z')
  const base = { 'api-key': 'mint_abc', 'project-id': 'proj', mode: 'analytics' }
  const parse = (values: Record<string, string>, env: NodeJS.ProcessEnv = {}) =>
    parseInputs(name => ({ ...base, ...values })[name] ?? '', env, NOW).inputs as AnalyticsInputs
  const problems = (values: Record<string, string>) => {
    try {
      parse(values)
    } catch (error) {
      if (error instanceof InputError) return error.problems
      throw error
    }
    throw new Error('expected an InputError')
  }

  test('defaults cost nothing extra', () => {
    expect(parse({})).toMatchObject({
      compare: 'none',
      daily: false,
      comparePages: false,
      previousExport: undefined
    })
  })

  test('valid values, previous-export resolved against the workspace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ws-'))
    try {
      mkdirSync(join(dir, 'last'))
      const inputs = parse(
        {
          compare: 'previous-period',
          daily: 'true',
          'compare-pages': 'true',
          'previous-export': 'last',
          'date-from': '-92d'
        },
        { GITHUB_WORKSPACE: dir }
      )
      expect(inputs).toMatchObject({
        compare: 'previous-period',
        daily: true,
        comparePages: true,
        previousExport: join(dir, 'last')
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('bad values and a daily range over 92 days are refused before any request, naming the cost', () => {
    const found = problems({
      compare: 'last-week',
      daily: 'yes',
      'compare-pages': 'true',
      'previous-export': '/no/such/export'
    })
    expect(found).toEqual([
      expect.stringContaining('`compare` must be `previous-period` or `none`'),
      expect.stringContaining('`daily` must be true or false, got "yes"'),
      expect.stringContaining('`compare-pages` needs `compare: previous-period`'),
      expect.stringContaining('`previous-export` "/no/such/export" does not exist')
    ])
    // 1 January to 3 April is 92 days: allowed. One day more is refused.
    expect(parse({ daily: 'true', 'date-from': '2026-01-01', 'date-to': '2026-04-03' }).daily).toBe(true)
    const tooLong = problems({ daily: 'true', 'date-from': '2026-01-01', 'date-to': '2026-04-04' })
    expect(tooLong).toHaveLength(1)
    expect(tooLong[0]).toContain('`daily` costs one request per day of the range')
    expect(tooLong[0]).toContain('93 days would cost 93 or more of the 100 analytics requests per hour')
    expect(tooLong[0]).toContain('at most 92 days')
  })
})
