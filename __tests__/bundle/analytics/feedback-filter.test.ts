// `feedback-source` and `feedback-status` end to end: both feedback endpoints get the API's documented
// filters, the files hold exactly the feedback the filters select, and a checkpoint fetched with other
// filters is not merged in.
import { expect, test } from '@jest/globals'
import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, errorOf, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'

const RANGE = { dateFrom: '2026-02-01', dateTo: '2026-03-01' }
const INPUTS = { 'date-from': RANGE.dateFrom, 'date-to': RANGE.dateTo, datasets: 'feedback,feedback-by-page' }
const FILTER = { 'feedback-source': 'contextual', 'feedback-status': 'pending,in_progress' }
const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
const keep = deletedAfter('all')

type Row = Record<string, unknown>
const rowsOf = (dir: string, file: string) =>
  JSON.parse(readFileSync(join(dir, `${file}.json`), 'utf8')).feedback as Row[]

test('only unresolved contextual feedback is asked for and written', async () => {
  const run = keep(await runAnalytics(sim, { ...INPUTS, ...FILTER }))
  expect(run.code).toBe(0)
  const feedbackRequests = sim.requests.filter(r => r.route === 'feedback' || r.route === 'feedback-by-page')
  expect(feedbackRequests.length).toBeGreaterThanOrEqual(2)
  for (const request of feedbackRequests)
    expect(request.query).toMatchObject({ source: 'contextual', status: 'pending,in_progress' })

  const selected = sim.analyticsTruth('feedback', {
    ...RANGE,
    source: 'contextual',
    status: 'pending,in_progress'
  }) as {
    rows: Row[]
  }
  const all = sim.analyticsTruth('feedback', RANGE) as { rows: Row[] }
  // The filter must select something, and not everything, for the test to mean anything.
  expect(selected.rows.length).toBeGreaterThan(0)
  expect(selected.rows.length).toBeLessThan(all.rows.length)

  const dir = run.outputs['export-dir'] as string
  const written = rowsOf(dir, 'feedback')
  expect(written.map(r => r.id).sort()).toEqual(selected.rows.map(r => r.id).sort())
  for (const row of written) {
    expect(row.source).toBe('contextual')
    expect(['pending', 'in_progress']).toContain(row.status)
  }
  const byPage = sim.analyticsTruth('feedback-by-page', {
    ...RANGE,
    ...{ source: 'contextual', status: 'pending,in_progress' }
  }) as {
    rows: Row[]
  }
  expect(rowsOf(dir, 'feedback-by-page')).toHaveLength(byPage.rows.length)
  expect(run.outputs['feedback-count']).toBe(String(selected.rows.length))
})

test('a checkpoint fetched with other filters is refused, naming both, before any request', async () => {
  const stopped = keep(await runAnalytics(sim, { ...INPUTS, ...FILTER, 'max-requests': '1' }))
  expect(stopped.code).toBe(1)
  expect(stopped.outputs.headline).toMatch(
    /^Docs analytics, 28 days from 2026-02-01: .* \(incomplete export\)$/
  )
  const into = join(stopped.workDir, 'downloaded')
  cpSync(stopped.outputs['export-dir'] as string, into, { recursive: true })
  sim.reset()

  const run = keep(
    await runAnalytics(sim, {
      ...INPUTS,
      'feedback-status': 'resolved',
      'resume-from': join(into, 'export-checkpoint.json')
    })
  )
  expect(run.code).toBe(1)
  expect(errorOf(run)).toMatch(/feedback-status/)
  expect(errorOf(run)).toContain('pending,in_progress')
  expect(errorOf(run)).toContain('resolved')
  expect(sim.requests).toHaveLength(0)
})

test('an unknown status is an input error naming the input, before any request', async () => {
  const run = keep(await runAnalytics(sim, { ...INPUTS, 'feedback-status': 'open' }))
  expect(run.code).toBe(1)
  expect(errorOf(run)).toMatch(/`feedback-status`.*"open".*pending, in_progress, resolved, dismissed/)
  expect(sim.requests).toHaveLength(0)
})
