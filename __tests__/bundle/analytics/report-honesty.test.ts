// The report a docs lead reads says only what the data next to it shows, a cancelled run says so, and
// a file input that is not a regular file fails at once: end to end on the bundle.
import { describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  deletedAfter,
  errorOf,
  interruptWhen,
  runAgainst,
  runAnalytics,
  warningsOf
} from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'

const RANGE = { 'date-from': '2026-02-01', 'date-to': '2026-03-01' }
const keep = deletedAfter()
const page = (body: unknown) => ({ type: 'status' as const, status: 200, body: JSON.stringify(body) })

describe('the report does not contradict itself', () => {
  const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })

  test('a query clicked 90% of the time is not "searched and did not find it"', async () => {
    sim.injectFault({
      route: 'searches',
      fault: page({
        searches: [
          { searchQuery: 'install', hits: 40, ctr: 0.9, topClickedPage: null, lastSearchedAt: '2026-02-02' }
        ],
        totalSearches: 40,
        nextCursor: null
      })
    })
    const run = keep(await runAnalytics(sim, { ...RANGE, datasets: 'searches' }))
    expect(run.code).toBe(0)
    expect(run.summary).not.toMatch(/no result (was )?clicked/)
    expect(run.summary).toMatch(/No query with at least 3 hits had a CTR under 10%/)
  })

  test('one thumbs-down vote is not "100% thumbs-down", and the minimum is said', async () => {
    sim.injectFault({
      route: 'feedback-by-page',
      fault: page({
        feedback: [{ path: '/a', thumbsUp: 0, thumbsDown: 1, code: 0, total: 1 }],
        hasMore: false
      })
    })
    const run = keep(await runAnalytics(sim, { ...RANGE, datasets: 'feedback-by-page' }))
    expect(run.code).toBe(0)
    expect(run.summary).not.toMatch(/100\.0%/)
    expect(run.summary).toMatch(/from 5 votes on/)
  })

  test('files are named within the export folder, not by the runner path', async () => {
    const run = keep(await runAnalytics(sim, RANGE))
    expect(run.code).toBe(0)
    expect(run.summary).toContain('page-views.csv')
    expect(run.summary).not.toContain(run.outputs['export-dir'] as string)
  })

  test('a stop names every row fetched, not only the dataset it stopped in; no empty log group', async () => {
    const run = keep(
      await runAnalytics(sim, { ...RANGE, datasets: 'views,searches', 'page-size': '5', 'max-requests': '5' })
    )
    expect(run.code).toBe(1)
    expect(errorOf(run)).not.toMatch(/fetched 0 rows/)
    expect(errorOf(run)).toMatch(/fetched 24 rows in all/)
    const lines = run.stdout.split('\n')
    const empty = lines.filter((l, i) => l.startsWith('::group::') && lines[i + 1] === '::endgroup::')
    expect(empty).toEqual([])
  })

  test('a previous export of another period is not called the previous period', async () => {
    const month = keep(await runAnalytics(sim, RANGE))
    const week = keep(
      await runAnalytics(sim, {
        'date-from': '2026-02-22',
        'date-to': '2026-03-01',
        'previous-export': month.outputs['export-dir'] as string
      })
    )
    expect(week.code).toBe(0)
    expect(warningsOf(week).join('\n')).toMatch(/previous-export is not used/)
    expect(week.summary).not.toMatch(/Compared with the previous period/)
  })
})

describe('cancellation and file inputs', () => {
  const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })

  test("SIGINT during the report's daily requests: exit 1 and a summary that says cancelled", async () => {
    const daily = () => sim.requests.filter(r => r.query.limit === '1').length
    const run = keep(
      await runAnalytics(
        sim,
        { 'date-from': '2026-02-01', 'date-to': '2026-03-01', daily: 'true' },
        { onSpawn: interruptWhen(() => daily() >= 2), killAfterMs: 10_000 }
      )
    )
    expect(run.code).toBe(1)
    expect(run.summary).toMatch(/cancelled/i)
    expect(daily()).toBeLessThan(28)
  })

  const fifo = () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-agent-fifo-'))
    const path = join(dir, 'pipe')
    execFileSync('mkfifo', [path])
    return { dir, path, done: () => rmSync(dir, { recursive: true, force: true }) }
  }

  test('a FIFO as prompt-file: an input error at once, with a summary', async () => {
    const pipe = fifo()
    try {
      const started = Date.now()
      const run = keep(
        await runAgainst(
          sim,
          { 'prompt-file': 'pipe', 'timeout-minutes': '1' },
          { env: { GITHUB_WORKSPACE: pipe.dir }, killAfterMs: 20_000 }
        )
      )
      expect(Date.now() - started).toBeLessThan(10_000)
      expect(run.code).toBe(1)
      expect(errorOf(run)).toMatch(/prompt-file.*(named pipe|not a regular file)/)
      expect(run.summary).toMatch(/prompt-file/)
      expect(sim.requests).toHaveLength(0)
    } finally {
      pipe.done()
    }
  })

  test('a FIFO as resume-from or previous-export: refused at once', async () => {
    const pipe = fifo()
    try {
      const started = Date.now()
      const resumed = keep(
        await runAnalytics(
          sim,
          { ...RANGE, 'resume-from': pipe.path, 'timeout-minutes': '1' },
          { killAfterMs: 20_000 }
        )
      )
      expect(resumed.code).toBe(1)
      expect(errorOf(resumed)).toMatch(/resume-from.*named pipe/)
      const previous = keep(
        await runAnalytics(
          sim,
          { ...RANGE, 'previous-export': pipe.path, 'timeout-minutes': '1' },
          { killAfterMs: 20_000 }
        )
      )
      expect(previous.code).toBe(0)
      expect(warningsOf(previous).join('\n')).toMatch(/previous-export is not used.*named pipe/)
      expect(Date.now() - started).toBeLessThan(15_000)
    } finally {
      pipe.done()
    }
  })
})
