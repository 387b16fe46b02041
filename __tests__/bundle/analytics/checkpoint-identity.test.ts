// A checkpoint names what it belongs to, and every request the report adds is counted before the
// first one is sent: end to end on the bundle. A resume that does not match, or a plan that does not
// fit the budget, is an input error that sends nothing.
import { describe, expect, test } from '@jest/globals'
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, errorOf, runAnalytics, warningsOf } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, TEST_PROJECT, useSimulator } from '../../../__fixtures__/servers.js'
import type { ActionRun, RunOptions } from '../../helpers/run-action.js'

const RANGE = { 'date-from': '2026-02-01', 'date-to': '2026-03-01' }
const OTHER_PROJECT = 'proj_other'
const keep = deletedAfter('all')

/** The earlier run's files, copied where a download step would put them; returns the checkpoint path. */
function download(run: ActionRun): string {
  const into = join(run.workDir, `downloaded-${readdirSync(run.workDir).length}`)
  cpSync(run.outputs['export-dir'] as string, into, { recursive: true })
  return join(into, 'export-checkpoint.json')
}

/** The parts of a checkpoint the tests below spoil. */
interface CheckpointJson {
  range: unknown
  positions: { views: { offset: number; meta: { totals: { total: unknown }; complete?: unknown } } }
}

/** The checkpoint with `change` applied to its JSON. */
function tampered(path: string, change: (json: CheckpointJson) => void): string {
  const json = JSON.parse(readFileSync(path, 'utf8')) as CheckpointJson
  change(json)
  writeFileSync(path, JSON.stringify(json))
  return path
}

const allFiles = (run: ActionRun) => {
  const dir = run.outputs['export-dir'] as string
  return readdirSync(dir)
    .map(name => readFileSync(join(dir, name), 'utf8'))
    .join('\n')
}

describe('a checkpoint names what it belongs to', () => {
  const sim = useSimulator({
    pageViews: FEBRUARY_2026,
    analyticsLimitPerHour: Infinity,
    projects: [TEST_PROJECT, OTHER_PROJECT]
  })
  const second = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
  const base = { ...RANGE, 'page-size': '5' }
  const stopped = async (inputs: Record<string, string> = {}, options?: RunOptions) => {
    const run = keep(await runAnalytics(sim, { ...base, 'max-requests': '1', ...inputs }, options))
    expect(run.code).toBe(1)
    sim.reset()
    return download(run)
  }
  const resume = async (inputs: Record<string, string>, api: { url: string } = sim) =>
    keep(await runAnalytics(api, { ...base, ...inputs }))

  test('another project: an input error naming both, and nothing sent', async () => {
    const checkpoint = await stopped()
    const run = await resume({ 'resume-from': checkpoint, 'project-id': OTHER_PROJECT })
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/project/)
    expect(errorOf(run)).toContain(TEST_PROJECT)
    expect(errorOf(run)).toContain(OTHER_PROJECT)
    expect(sim.requests).toHaveLength(0)
  })

  test('another API origin: an input error naming both', async () => {
    const checkpoint = await stopped()
    const run = await resume({ 'resume-from': checkpoint }, second)
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/base-url/)
    expect(errorOf(run)).toContain(new URL(sim.url).origin)
    expect(errorOf(run)).toContain(new URL(second.url).origin)
    expect(second.requests).toHaveLength(0)
  })

  test('other datasets or another range: an input error that says what differs', async () => {
    const checkpoint = await stopped()
    const datasets = await resume({ 'resume-from': checkpoint, datasets: 'views,searches' })
    expect(datasets.code).toBe(1)
    expect(errorOf(datasets)).toMatch(/datasets/)
    const range = await resume({ 'resume-from': checkpoint, 'date-from': '2026-02-08' })
    expect(range.code).toBe(1)
    expect(errorOf(range)).toMatch(/2026-02-01/)
    expect(errorOf(range)).toMatch(/2026-02-08/)
    expect(sim.requests).toHaveLength(0)
  })

  test("the run's include-contact wins over the checkpoint's", async () => {
    const contact = { datasets: 'feedback,views', 'include-contact': 'true', 'max-requests': '2' }
    const checkpoint = await stopped(contact)
    const without = await resume({ 'resume-from': checkpoint, datasets: 'feedback,views' })
    expect(without.code).toBe(0)
    expect(allFiles(without)).not.toMatch(/@example\.com/)

    // The other way round the earlier rows have no contact to give: refused, not half-filled.
    const checkpointWithout = await stopped({ datasets: 'feedback,views', 'max-requests': '2' })
    const withContact = await resume({
      'resume-from': checkpointWithout,
      datasets: 'feedback,views',
      'include-contact': 'true'
    })
    expect(withContact.code).toBe(1)
    expect(errorOf(withContact)).toMatch(/include-contact/)
  })

  test.each([
    ['non-numeric totals', (j: CheckpointJson) => (j.positions.views.meta.totals.total = 'many')],
    ['an extra key in the totals', (j: CheckpointJson) => (j.positions.views.meta.complete = true)],
    ['a reversed range', (j: CheckpointJson) => (j.range = { dateFrom: '2026-03-01', dateTo: '2026-02-01' })],
    ['a negative offset', (j: CheckpointJson) => (j.positions.views.offset = -5)]
  ])('%s: refused as an input error, nothing sent', async (_name, change) => {
    const checkpoint = tampered(await stopped(), change)
    const run = await resume({ 'resume-from': checkpoint })
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/resume-from/)
    expect(run.summary).not.toMatch(/NaN/)
    expect(sim.requests).toHaveLength(0)
  })
})

describe('the daily trend and compare-pages are counted in requests', () => {
  const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })

  test('61 days with visitors cost 122 requests, more than the hourly 100: refused before the first', async () => {
    const run = keep(
      await runAnalytics(sim, {
        'date-from': '2026-01-01',
        'date-to': '2026-03-03',
        datasets: 'views,visitors',
        daily: 'true'
      })
    )
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/122/)
    expect(sim.requests).toHaveLength(0)
  })

  test('a plan over max-requests is refused before the first request', async () => {
    const run = keep(
      await runAnalytics(sim, {
        'date-from': '2026-02-22',
        'date-to': '2026-03-01',
        daily: 'true',
        'max-requests': '5'
      })
    )
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/max-requests/)
    expect(sim.requests).toHaveLength(0)
  })

  test("a resumed run's daily trend is checked against the checkpoint's range", async () => {
    const year = { 'date-from': '2025-03-01', 'date-to': '2026-03-01', 'page-size': '5' }
    const first = keep(await runAnalytics(sim, { ...year, 'max-requests': '1' }))
    expect(first.code).toBe(1)
    sim.reset()
    const run = keep(
      await runAnalytics(sim, {
        'date-from': '2026-02-22',
        'date-to': '2026-03-01',
        daily: 'true',
        'resume-from': download(first)
      })
    )
    expect(run.code).toBe(1)
    expect(sim.requests.length).toBeLessThan(10)
  })

  test('days already fetched are kept when the trend is stopped', async () => {
    // From the fourth day on, the API asks to wait two hours: the trend stops there.
    const daily = () => sim.requests.filter(r => r.query.limit === '1').length
    sim.injectFault({
      route: 'views',
      match: { limit: '1' },
      after: 3,
      fault: { type: 'status', status: 429, headers: { 'retry-after': '7200' } },
      times: Infinity
    })
    const run = keep(
      await runAnalytics(sim, {
        'date-from': '2026-02-22',
        'date-to': '2026-03-01',
        daily: 'true',
        'allow-incomplete': 'true'
      })
    )
    expect(daily()).toBeGreaterThan(3)
    const dir = run.outputs['export-dir'] as string
    const rows = readFileSync(join(dir, 'daily.csv'), 'utf8').trim().split('\r\n')
    expect(rows.length - 1).toBeGreaterThanOrEqual(3)
    expect(rows.length - 1).toBeLessThan(7)
    expect(run.summary).toMatch(/Views per day/)
  })

  test('compare-pages against pages that never end: bounded by the paging rules, not the deadline', async () => {
    // Only the previous period's per-page requests (limit 250, from 2026-01-04) never end.
    sim.injectFault({
      route: 'views',
      match: { dateFrom: '2026-01-04', limit: '250' },
      fault: {
        type: 'status',
        status: 200,
        body: JSON.stringify({
          totals: { human: 1, ai: 0, total: 1 },
          views: [{ path: '/same', human: 1, ai: 0, total: 1 }],
          hasMore: true
        })
      },
      times: Infinity
    })
    const run = keep(
      await runAnalytics(sim, {
        ...RANGE,
        compare: 'previous-period',
        'compare-pages': 'true',
        'timeout-minutes': '1'
      })
    )
    // From its first connection: start-up takes no time on the run's clock (helpers/run-action.ts).
    expect(Date.now() - (run.clockStartedAt ?? 0)).toBeLessThan(20_000)
    expect(sim.requests.length).toBeLessThan(10)
    expect(warningsOf(run).join('\n')).toMatch(/previous/)
  })
})
