// The export's row bound, on the bundle: a server that says `hasMore: true` forever, with fresh rows
// on every page, meets a bound no real site reaches; the export stops with a clear error and keeps
// what it fetched.
import { expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { startEndlessViews } from '../../../simulator/endless-views.js'

const keep = deletedAfter()

test('hasMore forever with fresh rows: stops at the row bound, keeps the rows, writes a checkpoint', async () => {
  const server = await startEndlessViews()
  try {
    const run = keep(await runAnalytics(server, { format: 'json' }, { killAfterMs: 120_000 }))
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::page views passed 1000000 rows, a bound no real site reaches/)
    // 1,000,000 rows are 4,000 pages; the page that passes the bound is the last request.
    expect(server.requests).toBe(4001)
    expect(run.outputs).toMatchObject({ complete: 'false', requests: '4001' })
    const json = JSON.parse(
      readFileSync(join(run.outputs['export-dir'] as string, 'page-views.json'), 'utf8')
    ) as { complete: boolean; views: unknown[] }
    expect(json.complete).toBe(false)
    expect(json.views).toHaveLength(1_000_250)
  } finally {
    await server.close()
  }
})
