// `daily: true` with `previous-export`: a weekly 90-day trend fetches only the days the earlier export
// lacks, and its daily files equal a fresh 90-day fetch's. Days of another project are not reused.
import { expect, test } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { useSimulator } from '../../../__fixtures__/servers.js'
import type { ActionRun } from '../../helpers/run-action.js'

const sim = useSimulator({
  pageViews: { pages: 12, days: 120, endDate: '2026-05-01', seed: 5 },
  analyticsLimitPerHour: Infinity
})
const keep = deletedAfter('all')
const LAST_WEEK = { 'date-from': '2026-01-01', 'date-to': '2026-04-01' }
const THIS_WEEK = { 'date-from': '2026-01-08', 'date-to': '2026-04-08' }
// Views only: a 90-day trend of views and visitors costs 180 requests, more than the hourly 100, the
// first time. With visitors, each reused day saves two requests.
const BASE = { datasets: 'views', daily: 'true' }

const exported = async (inputs: Record<string, string>) => {
  sim.reset()
  const run = keep(await runAnalytics(sim, { ...BASE, ...inputs }))
  expect(run.code).toBe(0)
  return run
}
const dailyRequests = (route: 'views' | 'visitors') =>
  sim.requests.filter(r => r.route === route && r.query.limit === '1').length
const dir = (run: ActionRun) => run.outputs['export-dir'] as string
const days = (run: ActionRun) =>
  JSON.parse(readFileSync(join(dir(run), 'daily.json'), 'utf8')).days as unknown[]

test('the second week fetches 7 days a dataset, and its trend equals a fresh fetch', async () => {
  const lastWeek = await exported({ ...LAST_WEEK, 'output-dir': 'last-week' })
  expect(dailyRequests('views')).toBe(90)

  const thisWeek = await exported({
    ...THIS_WEEK,
    'output-dir': 'this-week',
    'previous-export': dir(lastWeek)
  })
  expect(dailyRequests('views')).toBe(7)
  // Said before the first request, with the number of days reused.
  expect(thisWeek.stdout).toMatch(/`daily`: 7 \(83 of 90 days reused from .*daily\.json\)/)
  expect(thisWeek.stdout).not.toMatch(/::warning::previous-export/)

  const fresh = await exported({ ...THIS_WEEK, 'output-dir': 'fresh' })
  expect(dailyRequests('views')).toBe(90)
  expect(days(thisWeek)).toEqual(days(fresh))
  expect(readFileSync(join(dir(thisWeek), 'daily.csv'), 'utf8')).toBe(
    readFileSync(join(dir(fresh), 'daily.csv'), 'utf8')
  )
})

test("with visitors, both are reused; another project's days are not, and the log says why", async () => {
  const short = { 'date-from': '2026-03-01', 'date-to': '2026-04-01' }
  const month = await exported({ ...short, datasets: 'views,visitors', 'output-dir': 'month' })
  expect(dailyRequests('visitors')).toBe(31)
  await exported({
    'date-from': '2026-03-08',
    'date-to': '2026-04-08',
    datasets: 'views,visitors',
    'previous-export': dir(month)
  })
  expect([dailyRequests('views'), dailyRequests('visitors')]).toEqual([7, 7])

  const lastWeek = await exported({ ...LAST_WEEK, 'output-dir': 'other-last-week' })
  const file = join(dir(lastWeek), 'daily.json')
  writeFileSync(file, readFileSync(file, 'utf8').replace(/"projectId": "[^"]*"/, '"projectId": "proj_other"'))

  const thisWeek = await exported({
    ...THIS_WEEK,
    'output-dir': 'other-this-week',
    'previous-export': dir(lastWeek)
  })
  expect(dailyRequests('views')).toBe(90)
  expect(thisWeek.stdout).toMatch(/daily\.json holds the days of project proj_other .* every day is fetched/)
})
