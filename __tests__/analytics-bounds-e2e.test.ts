// Issue 9.9 on the bundle: a server that says `hasMore: true` forever, with fresh rows on every page,
// meets a bound no real site reaches; the export stops with a clear error and keeps what it fetched.
import { afterAll, expect, test } from '@jest/globals'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { API_KEY, PROJECT } from './helpers/analytics.js'
import { cleanup, runAction, type ActionRun } from './helpers/run-action.js'

const runs: ActionRun[] = []
afterAll(() => {
  for (const run of runs.splice(0)) cleanup(run)
})

test('hasMore forever with fresh rows: stops at the row bound, keeps the rows, writes a checkpoint', async () => {
  let requests = 0
  const server = createServer((req, res) => {
    requests++
    const offset = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('offset'))
    const views = Array.from({ length: 250 }, (_, i) => ({
      path: `/p${offset + i}`,
      human: 1,
      ai: 0,
      total: 1
    }))
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ totals: { human: 1, ai: 0, total: 1 }, views, hasMore: true }))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const run = await runAction(
      {
        'api-key': API_KEY,
        'project-id': PROJECT,
        mode: 'analytics',
        'base-url': `http://127.0.0.1:${port}`,
        'artifact-name': '',
        format: 'json'
      },
      { killAfterMs: 120_000 }
    )
    runs.push(run)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::page views passed 1000000 rows, a bound no real site reaches/)
    // 1,000,000 rows are 4,000 pages; the page that passes the bound is the last request.
    expect(requests).toBe(4001)
    expect(run.outputs).toMatchObject({ complete: 'false', requests: '4001' })
    const json = JSON.parse(
      readFileSync(join(run.outputs['export-dir'] as string, 'page-views.json'), 'utf8')
    ) as { complete: boolean; views: unknown[] }
    expect(json.complete).toBe(false)
    expect(json.views).toHaveLength(1_000_250)
  } finally {
    server.close()
  }
}, 150_000)
