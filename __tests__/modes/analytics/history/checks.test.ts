// The checks: the still-open gaps of the last 12 periods through the discovery search (a real server
// on loopback), the wordings unsealed from each period's gaps.sealed; a gap found by an earlier check
// is not searched again; a run searches at most its cap and says so.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openGate } from '../../../../src/kernel/publish/gate.js'
import { asReaderText } from '../../../../src/kernel/publish/reader-text.js'
import { checkOpenGaps, type ChecksOptions } from '../../../../src/modes/analytics/history/checks.js'
import { openSealedGaps, sealGaps } from '../../../../src/modes/analytics/history/sealed-gaps.js'
import { periodFilePath } from '../../../../src/modes/analytics/history/model.js'
import type { GapsRunOptions } from '../../../../src/modes/analytics/input-types.js'
import { indexOf, MemoryHistoryStore, weeklyPeriods } from '../../../helpers/history-store.js'

const API_KEY = 'mint_test_key'
const ABOUT = { projectId: 'proj_test', apiOrigin: 'https://api.mintlify.com' }
const sealed = (
  apiKey: string,
  period: { dateFrom: string; dateTo: string },
  gaps: { key: string; text: ReturnType<typeof asReaderText> }[]
) => sealGaps(apiKey, { ...ABOUT, period }, gaps)
const PERIODS = weeklyPeriods('2026-01-04', 14)
const CURRENT = PERIODS[13]!
const folder = (i: number) => `${PERIODS[i]!.dateFrom}_${PERIODS[i]!.dateTo}`
const key = (i: number, n: number) => `q-${(i * 100 + n).toString(16).padStart(12, '0')}`
/** The search finds a page for wordings that hold "found". */
const wording = (i: number, n: number, found = false) => `week ${i} gap ${n}${found ? ' found' : ''}`

let server: Server
let url: string
const queries: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', chunk => (body += chunk))
    request.on('end', () => {
      const { query } = JSON.parse(body) as { query: string }
      queries.push(`${request.url} ${query}`)
      const results = query.includes('found') ? [{ path: '/docs/answer', content: query }] : []
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(results))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

/**
 * 13 earlier weeks (the first is older than the 12 checked), each with 3 query gaps and a page gap;
 * gap 1 of each is found by the search. Week 10's check already found week 9's gap 1.
 */
function store(): MemoryHistoryStore {
  const history = new MemoryHistoryStore(indexOf(PERIODS.slice(0, 13)))
  for (let i = 0; i < 13; i++) {
    const gaps = [1, 2, 3].map(n => ({
      key: key(i, n),
      rank: n,
      weight: 3,
      searches: 3,
      unanswered: 0,
      thumbsDown: 0
    }))
    const page = { key: `p-${'e'.repeat(12)}`, rank: 4, weight: 1, searches: 0, unanswered: 0, thumbsDown: 1 }
    history.put(periodFilePath(PERIODS[i]!, 'gaps.json'), { version: 1, gaps: [...gaps, page] })
    const texts = [1, 2, 3].map(n => ({ key: key(i, n), text: asReaderText(wording(i, n, n === 1)) }))
    history.put(periodFilePath(PERIODS[i]!, 'gaps.sealed'), sealed(API_KEY, PERIODS[i]!, texts))
  }
  history.put(periodFilePath(PERIODS[10]!, 'checks.json'), {
    version: 1,
    checkedAt: '2026-03-16T01:00:00Z',
    results: [
      { period: folder(9), key: key(9, 1), found: true },
      { period: folder(9), key: key(9, 2), found: false }
    ]
  })
  return history
}

function options(cap?: number): ChecksOptions {
  const search = {
    baseUrl: url,
    assistantApiKey: 'mint_dsc_test_key',
    docsDomain: 'acme',
    scoreThreshold: 0.5
  } as GapsRunOptions
  return {
    search,
    open: (period, bytes) => {
      const gaps = openSealedGaps([API_KEY], { ...ABOUT, period }, bytes)
      return gaps && new Map(gaps.map(g => [g.key, g.text]))
    },
    signal: new AbortController().signal,
    gate: openGate({ asked: 'keep', frontEnd: 'operator', visibility: 'public' }),
    cap,
    now: () => new Date('2026-04-06T01:00:00Z')
  }
}

describe('checks', () => {
  test('every open query gap of the last 12 periods, found ones not again, the wordings to the search', async () => {
    queries.length = 0
    const run = await checkOpenGaps(store(), store().index, CURRENT, options())
    // 12 periods x 3 query gaps, less week 9's gap found earlier.
    expect(run.open).toBe(35)
    expect(run.searched).toBe(35)
    expect(run.found).toBe(11)
    expect(run.notes).toEqual([])
    expect(queries.every(q => q.startsWith('/discovery/v1/search/acme '))).toBe(true)
    expect(queries).not.toContain(`/discovery/v1/search/acme ${wording(9, 1, true)}`)
    expect(queries).toContain(`/discovery/v1/search/acme ${wording(9, 2)}`)
    expect(queries.some(q => q.includes('week 0 '))).toBe(false)
    expect(run.checks?.checkedAt).toBe('2026-04-06T01:00:00.000Z')
    expect(run.checks?.results).toContainEqual({ period: folder(12), key: key(12, 1), found: true })
    expect(run.checks?.results).toContainEqual({ period: folder(1), key: key(1, 3), found: false })
    expect(run.checks?.results.some(r => r.key.startsWith('p-'))).toBe(false)
  })

  test("the loop's proof of last period's gaps this run is taken as it is: those gaps are not searched again", async () => {
    queries.length = 0
    const proved = { period: PERIODS[12]!, checked: [key(12, 1), key(12, 2)], found: [key(12, 2)] }
    const run = await checkOpenGaps(store(), store().index, CURRENT, { ...options(), proved })
    expect(queries.filter(q => q.includes('week 12 '))).toEqual([
      `/discovery/v1/search/acme ${wording(12, 3)}`
    ])
    expect(run.searched).toBe(33)
    expect(run.checks?.results).toContainEqual({ period: folder(12), key: key(12, 1), found: false })
    expect(run.checks?.results).toContainEqual({ period: folder(12), key: key(12, 2), found: true })
    expect(run.checks?.results.filter(r => r.period === folder(12))).toHaveLength(3)
  })

  test('the cap: at most that many searches, one gap from each period in turn, newest first, said', async () => {
    queries.length = 0
    const run = await checkOpenGaps(store(), store().index, CURRENT, options(14))
    expect(queries).toHaveLength(14)
    expect(run.searched).toBe(14)
    expect(run.checks?.results.slice(0, 3).map(r => r.period)).toEqual([folder(12), folder(11), folder(10)])
    // Week 9's first open gap is its gap 2: gap 1 was found before.
    expect(run.checks?.results[3]).toEqual({ period: folder(9), key: key(9, 2), found: false })
    expect(run.checks?.results[12]).toEqual({ period: folder(12), key: key(12, 2), found: false })
    expect(run.notes).toEqual([
      'The checks reached their cap of 14 searches a run: 21 open gap(s) of earlier periods wait for the next run.'
    ])
  })

  test("a seal that does not open (another project's key) checks nothing of that period, and says so", async () => {
    queries.length = 0
    const history = store()
    history.put(
      periodFilePath(PERIODS[12]!, 'gaps.sealed'),
      sealed('mint_other', PERIODS[12]!, [{ key: key(12, 1), text: asReaderText('x') }])
    )
    const run = await checkOpenGaps(history, history.index, CURRENT, options())
    expect(run.searched).toBe(32)
    expect(run.notes[0]).toMatch(
      new RegExp(`^The gaps of ${folder(12)} were not checked: their wordings' seal does not open`)
    )
  })

  test('without an assistant key nothing is searched, and the run says what to set', async () => {
    queries.length = 0
    const opts = options()
    const run = await checkOpenGaps(store(), store().index, CURRENT, {
      ...opts,
      search: { ...opts.search, assistantApiKey: undefined }
    })
    expect(queries).toEqual([])
    expect(run.checks).toBeUndefined()
    expect(run.notes[0]).toMatch(
      /^35 open gap\(s\) of earlier periods were not checked: set `assistant-api-key`/
    )
  })
})
