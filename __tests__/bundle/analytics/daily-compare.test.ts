// The report's extras wired into the export, end to end on the bundle: `daily` and `compare` cost
// exactly what the README says, and their data reaches daily.csv, report.md and the job summary.
import { expect, test } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { useSimulator } from '../../../__fixtures__/servers.js'
import { parseCsv, withoutChartLinks } from '../../helpers/analytics.js'

const RANGE = { dateFrom: '2026-02-22', dateTo: '2026-03-01' }
const DAYS = 7

const sim = useSimulator({
  pageViews: { pages: 40, days: 60, endDate: '2026-03-01', seed: 3 },
  analyticsLimitPerHour: Infinity
})
const keep = deletedAfter()
const exportWith = async (inputs: Record<string, string>) =>
  keep(await runAnalytics(sim, { 'date-from': RANGE.dateFrom, 'date-to': RANGE.dateTo, ...inputs }))

const requestsTo = (route: string) => sim.requests.filter(r => r.route === route)

test('without daily or compare, views and visitors cost one request each', async () => {
  const run = await exportWith({ datasets: 'views,visitors' })
  expect(run.code).toBe(0)
  expect(requestsTo('views')).toHaveLength(1)
  expect(requestsTo('visitors')).toHaveLength(1)
  expect(run.summary).not.toContain('Views per day')
})

test('daily and compare cost one request per day per dataset and one per dataset with totals', async () => {
  const run = await exportWith({ datasets: 'views,visitors', daily: 'true', compare: 'previous-period' })
  expect(run.code).toBe(0)
  // 1 export page + 7 days + 1 previous period, for each of views and visitors.
  expect(requestsTo('views')).toHaveLength(1 + DAYS + 1)
  expect(requestsTo('visitors')).toHaveLength(1 + DAYS + 1)
  expect(Number(run.outputs.requests)).toBe(2 * (1 + DAYS + 1))
  const daily = requestsTo('views').filter(r => r.query.limit === '1')
  expect(daily.map(r => r.query.dateFrom)).toContain('2026-02-22')
  expect(daily.map(r => r.query.dateFrom)).toContain('2026-02-15') // the previous period

  const dir = run.outputs['export-dir'] as string
  const csv = parseCsv(readFileSync(join(dir, 'daily.csv'), 'utf8'))
  expect(csv).toHaveLength(1 + DAYS)
  expect(existsSync(join(dir, 'daily.json'))).toBe(true)
  expect(csv[0]).toEqual([
    'date',
    'human_views',
    'ai_views',
    'total_views',
    'human_visitors',
    'ai_visitors',
    'total_visitors'
  ])
  // Each day's visitors equal what the API says for that day alone.
  for (const row of csv.slice(1)) {
    const date = row[0] as string
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const truth = sim.analyticsTruth('visitors', { dateFrom: date, dateTo: next }) as {
      totals: { total: number }
    }
    expect(Number(row[6])).toBe(truth.totals.total)
  }
  expect(run.summary).toContain('Views per day')
  expect(run.summary).toContain('xychart-beta')
  expect(run.summary).toContain(withoutChartLinks(readFileSync(join(dir, 'report.md'), 'utf8')))
})

test('an incomplete export spends nothing on the extras', async () => {
  // `max-requests` fits the plan (1 page + 7 days + 1 for the previous period, counted before the
  // first request), but the views take more pages than that at 2 rows a page: the export stops first.
  const run = await exportWith({
    datasets: 'views',
    'page-size': '2',
    'max-requests': '9',
    daily: 'true',
    compare: 'previous-period'
  })
  expect(run.code).toBe(1)
  expect(run.outputs.complete).toBe('false')
  expect(sim.requests).toHaveLength(9)
  expect(requestsTo('views').every(r => r.query.limit === '2')).toBe(true)
})
