// `history-backfill` on the built bundle, the history in a folder (`history-dir`), against the
// simulator: backfilling 52 weeks of a small site takes exactly the runs the formula says
// (backfill-formula.ts, docs/backfill.md), newest first, no period fetched twice and none missing; a
// run cancelled after its first period landed loses nothing, and the next run goes on where it stopped.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { runAnalytics } from '../../../__fixtures__/runs.js'
import { useSimulator } from '../../../__fixtures__/servers.js'
import { startGitHubApi, type GitHubApi } from '../../../simulator/github/index.js'
import { gitDataOf } from '../../../simulator/github/git-data.js'
import {
  backfillRuns,
  budgetPerRun,
  requestsPerPeriod
} from '../../../src/modes/analytics/history/backfill-formula.js'
import { historyIndexSchema, type HistoryIndex } from '../../../src/modes/analytics/history/model.js'
import type { RecordedRequest } from '../../../simulator/types.js'

// Every page of the site viewed every day: each week has N rows, and r(N) requests.
const PATHS = Array.from({ length: 25 }, (_, i) => `/docs/page-${i}`)
const sim = useSimulator({
  pageViews: { pages: PATHS.length, days: 420, endDate: '2026-03-01', seed: 7, firstPaths: PATHS },
  analyticsLimitPerHour: Infinity
})
const OWN = { 'date-from': '2026-02-22', 'date-to': '2026-03-01' }
const SITE = { pages: PATHS.length, datasets: ['views' as const], pageSize: 10 }
const DONE = /History backfill done/
let home: string

/** Sends SIGTERM, as the runner does on cancel, to the run this test started once `reached()` holds. */
function terminateWhen(reached: () => boolean): (child: ChildProcess) => void {
  return child => {
    const timer = setInterval(() => {
      if (!reached()) return
      clearInterval(timer)
      child.kill('SIGTERM')
    }, 20)
    child.on('close', () => clearInterval(timer))
  }
}
afterEach(() => rmSync(home, { recursive: true, force: true }))

function backfill(maxRequests: string | undefined, options?: Parameters<typeof runAnalytics>[2]) {
  return runAnalytics(
    sim,
    {
      ...OWN,
      'page-size': String(SITE.pageSize),
      'history-dir': home,
      'history-backfill': '52w',
      ...(maxRequests ? { 'max-requests': maxRequests } : {})
    },
    options
  )
}

const indexOf = (): HistoryIndex =>
  historyIndexSchema.parse(JSON.parse(readFileSync(join(home, 'index.json'), 'utf8')))
/** The periods the backfill wrote (the run's own period is the history step's). */
const backfilled = () => indexOf().periods.filter(p => p.backfilled)
const periodOf = (r: RecordedRequest) => `${r.query.dateFrom}_${r.query.dateTo}`
/** Each backfilled period's view requests: the own period's are not the backfill's. */
const backfillRequests = () =>
  sim.requests.filter(r => r.route === 'views' && r.query.dateFrom !== OWN['date-from'])

describe('history-backfill: 52 weeks', () => {
  test('takes exactly the runs the formula says, newest first, each period fetched once', async () => {
    home = mkdtempSync(join(tmpdir(), 'backfill-'))
    const r = requestsPerPeriod(SITE)
    const runs = backfillRuns({ periods: 52, perPeriod: r, ownPerRun: r, budget: budgetPerRun(20) })
    expect(runs).toBe(11)
    const fetchedIn: string[][] = []
    for (let run = 1; run <= runs; run++) {
      const before = sim.requests.length
      const result = await backfill('20')
      expect(result.code).toBe(0)
      const mine = sim.requests.slice(before)
      expect(mine.length).toBeLessThanOrEqual(20)
      fetchedIn.push([...new Set(mine.filter(q => q.query.dateFrom !== OWN['date-from']).map(periodOf))])
      // Said once, by the run that writes the last period.
      expect(DONE.test(result.stdout)).toBe(run === runs)
    }
    const index = indexOf()
    expect(backfilled()).toHaveLength(52)
    expect(index.periods).toHaveLength(53)
    expect(index.periods.at(-1)).toMatchObject({ dateFrom: OWN['date-from'], complete: true })
    expect(index.periods.at(-1)?.backfilled).toBeUndefined()
    expect(index.backfill?.remaining).toEqual([])
    expect(index.periods[0]).toMatchObject({ dateFrom: '2025-02-23', dateTo: '2025-03-02', backfilled: true })
    for (const p of index.periods)
      expect(existsSync(join(home, 'periods', `${p.dateFrom}_${p.dateTo}`, 'summary.json'))).toBe(true)
    // Newest first, five a run: the first run's periods are the five weeks before its own.
    expect(fetchedIn[0]).toEqual([
      '2026-02-15_2026-02-22',
      '2026-02-08_2026-02-15',
      '2026-02-01_2026-02-08',
      '2026-01-25_2026-02-01',
      '2026-01-18_2026-01-25'
    ])
    expect(fetchedIn.flat()).toHaveLength(52)
    // No page of any period asked twice: r requests a period, 52 periods.
    const pages = backfillRequests().map(q => `${periodOf(q)} ${q.query.offset}`)
    expect(new Set(pages).size).toBe(pages.length)
    expect(pages).toHaveLength(52 * r)
    // One more run: the backfill is done and says nothing, and fetches nothing.
    const before = backfillRequests().length
    const after = await backfill('20')
    expect(after.code).toBe(0)
    const said = after.stdout.split('\n').filter(line => !line.startsWith('::debug::'))
    expect(said.join('\n')).not.toMatch(/History backfill/)
    expect(backfillRequests()).toHaveLength(before)
  }, 600_000)
})

describe('history-backfill: cancelled', () => {
  test('a run cancelled after its first period landed resumes where it stopped: none twice, none missing', async () => {
    home = mkdtempSync(join(tmpdir(), 'backfill-'))
    // The second earlier week hangs, after the first has been written.
    sim.injectFault({ route: 'views', fault: { type: 'hang' }, times: 1, match: { dateFrom: '2026-02-08' } })
    const landed = () => existsSync(join(home, 'index.json')) && backfilled().length >= 1
    const hung = () => sim.requests.some(r => r.route === 'views' && r.query.dateFrom === '2026-02-08')
    const cancelled = await backfill(undefined, { onSpawn: terminateWhen(() => landed() && hung()) })
    expect(cancelled.code).not.toBe(0)
    const kept = indexOf()
    expect(backfilled().map(p => p.dateFrom)).toEqual(['2026-02-15'])
    expect(kept.backfill?.remaining[0]).toEqual({ dateFrom: '2026-02-08', dateTo: '2026-02-15' })
    const firstRun = sim.requests.length
    const resumed = await backfill(undefined)
    expect(resumed.code).toBe(0)
    const again = sim.requests
      .slice(firstRun)
      .filter(r => r.route === 'views' && r.query.dateFrom !== OWN['date-from'])
    expect(again.some(r => r.query.dateFrom === '2026-02-15')).toBe(false)
    expect(again[0]?.query.dateFrom).toBe('2026-02-08')
    // 100 a run: 3 for its own period, then 32 periods of 3; the cancelled run wrote one.
    const index = indexOf()
    expect(backfilled()).toHaveLength(33)
    expect(index.backfill?.remaining).toHaveLength(19)
    expect(new Set(again.map(r => `${periodOf(r)} ${r.query.offset}`)).size).toBe(again.length)
  }, 300_000)
})

describe('history-backfill: on the data branch', () => {
  // The stand-in itself (not a wrapper): its Git Data API is kept per server.
  let gh: GitHubApi
  beforeAll(async () => {
    gh = await startGitHubApi()
  })
  afterAll(() => gh.close())

  test('each period its own commit, with the cursor; 52 weeks in the runs the formula says', async () => {
    home = mkdtempSync(join(tmpdir(), 'backfill-'))
    const r = requestsPerPeriod(SITE)
    const runs = backfillRuns({ periods: 52, perPeriod: r, ownPerRun: r, budget: budgetPerRun(50) })
    expect(runs).toBe(4)
    const env = { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}` }
    const inputs = {
      ...OWN,
      'page-size': String(SITE.pageSize),
      history: 'true',
      'github-token': 'ghs_test_token',
      'history-backfill': '52w',
      'max-requests': '50'
    }
    for (let run = 1; run <= runs; run++) {
      const result = await runAnalytics(sim, inputs, { env })
      expect(result.code).toBe(0)
      expect(DONE.test(result.stdout)).toBe(run === runs)
    }
    const branch = gitDataOf(gh)
    const files = branch.files('docs-analytics-history')
    const index = historyIndexSchema.parse(JSON.parse(files.get('index.json')!.toString('utf8')))
    expect(index.periods.filter(p => p.backfilled)).toHaveLength(52)
    expect(index.backfill?.remaining).toEqual([])
    // One commit a run for its own period, one for each earlier period.
    expect(branch.commits('docs-analytics-history')).toHaveLength(runs + 52)
    expect(files.has('periods/2025-02-23_2025-03-02/summary.json')).toBe(true)
    expect(backfillRequests()).toHaveLength(52 * r)
  }, 600_000)
})
