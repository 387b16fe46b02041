// Exports that stop early keep what they fetched, and `resume-from` finishes them: end to end on the
// bundle. Each resumed run reads the earlier run's files as `actions/download-artifact` leaves them.
import { describe, expect, test } from '@jest/globals'
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, interruptWhen, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'
import { startSimulator, type RecordedRequest, type Simulator } from '../../../simulator/index.js'
import type { ActionRun, RunOptions } from '../../helpers/run-action.js'

const keep = deletedAfter('all')
// `reader-text: keep`: the files hold the rows as fetched, so a resumed export is compared with a
// one-shot one byte for byte, reader text included. A public repository's files, which withhold it,
// resume from their sealed copy in artifact-reader-text.test.ts.
const analytics = async (sim: Simulator, inputs: Record<string, string>, options: RunOptions = {}) =>
  keep(await runAnalytics(sim, { 'reader-text': 'keep', ...inputs }, options))

/** The earlier run's files, copied where a download step would put them; returns the checkpoint path. */
function download(run: ActionRun): string {
  const checkpoint = run.outputs.checkpoint as string
  expect(checkpoint).toMatch(/export-checkpoint\.json$/)
  const into = join(run.workDir, 'downloaded')
  cpSync(run.outputs['export-dir'] as string, into, { recursive: true })
  return join(into, 'export-checkpoint.json')
}

/** Every file of an export but report.md and the checkpoint, with exportedAt blanked. */
function exported(run: ActionRun): Record<string, string> {
  const dir = run.outputs['export-dir'] as string
  const out: Record<string, string> = {}
  for (const name of readdirSync(dir).sort()) {
    if (name === 'report.md' || name === 'export-checkpoint.json') continue
    out[name] = readFileSync(join(dir, name), 'utf8').replace(/"exportedAt": "[^"]*"/, '"exportedAt": ""')
  }
  return out
}

const identity = (r: RecordedRequest) => `${r.route} ${r.query.offset ?? ''} ${r.query.cursor ?? ''}`

describe('max-requests and resume-from', () => {
  const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
  const range = { 'date-from': '2026-02-04', 'date-to': '2026-02-05', 'page-size': '1' }

  test('max-requests: 10 stops after exactly 10 with a checkpoint; a resumed run completes it', async () => {
    sim.reset()
    const oneShot = await analytics(sim, range)
    expect(oneShot.code).toBe(0)
    expect(sim.requests).toHaveLength(12)

    sim.reset()
    const first = await analytics(sim, { ...range, 'max-requests': '10' })
    expect(first.code).toBe(1)
    expect(sim.requests).toHaveLength(10)
    expect(first.outputs).toMatchObject({ complete: 'false', requests: '10' })
    expect(first.stdout).toMatch(
      /::error::The export stopped at `max-requests` \(10\) was reached: fetched 10 rows/
    )
    const partial = JSON.parse(
      readFileSync(join(first.outputs['export-dir'] as string, 'page-views.json'), 'utf8')
    ) as Record<string, unknown>
    expect(partial).toMatchObject({
      complete: false,
      incompleteReason: expect.stringMatching(/max-requests/)
    })
    expect(partial.views).toHaveLength(10)

    sim.reset()
    const second = await analytics(sim, { ...range, 'resume-from': download(first) })
    expect(second.code).toBe(0)
    expect(sim.requests.map(r => r.query.offset)).toEqual(['10', '11'])
    expect(second.outputs).toMatchObject({ complete: 'true', checkpoint: '', requests: '2' })
    expect(exported(second)).toEqual(exported(oneShot))
  })

  test('datasets: all, three requests a run: every cursor and offset resumes, no request twice, same bytes', async () => {
    const inputs = { 'date-from': '2026-02-01', 'date-to': '2026-03-01', 'page-size': '5', datasets: 'all' }
    sim.reset()
    const oneShot = await analytics(sim, inputs)
    expect(oneShot.code).toBe(0)
    const needed = sim.requests.length
    expect(needed).toBeGreaterThan(12)

    sim.reset()
    let resumeFrom = ''
    let last: ActionRun | undefined
    for (let i = 0; i < 10; i++) {
      last = await analytics(sim, {
        ...inputs,
        'max-requests': '3',
        'allow-incomplete': 'true',
        ...(resumeFrom ? { 'resume-from': resumeFrom } : {})
      })
      expect(last.code).toBe(0)
      if (last.outputs.complete === 'true') break
      resumeFrom = download(last)
    }
    expect(last?.outputs.complete).toBe('true')
    expect(sim.requests).toHaveLength(needed)
    expect(new Set(sim.requests.map(identity)).size).toBe(needed)
    expect(exported(last as ActionRun)).toEqual(exported(oneShot))
  })

  test('a cursor the API no longer accepts restarts that dataset with a warning', async () => {
    const inputs = { 'date-from': '2026-02-01', 'date-to': '2026-03-01', datasets: 'searches' }
    sim.reset()
    const oneShot = await analytics(sim, inputs)
    sim.reset()
    const first = await analytics(sim, { ...inputs, 'max-requests': '1' })
    expect(first.code).toBe(1)
    sim.reset()
    sim.injectFault({
      route: 'searches',
      fault: {
        type: 'status',
        status: 400,
        body: '{"error":"Invalid query parameters","details":[{"message":"cursor: expired"}]}'
      }
    })
    const second = await analytics(sim, { ...inputs, 'resume-from': download(first) })
    expect(second.code).toBe(0)
    expect(second.stdout).toMatch(/::warning::The API no longer accepts the searches cursor/)
    expect(sim.requests.map(r => r.query.cursor === undefined)).toEqual([false, true, false])
    expect(exported(second)).toEqual(exported(oneShot))
  })

  test('a cancelled export keeps its files and checkpoint, and resumes', async () => {
    const inputs = { 'date-from': '2026-02-01', 'date-to': '2026-02-02', 'page-size': '5' }
    sim.reset()
    const oneShot = await analytics(sim, inputs)
    sim.reset()
    sim.injectFault({ route: 'views', fault: { type: 'delay', ms: 0 }, times: 1 })
    sim.injectFault({ route: 'views', fault: { type: 'hang' }, times: 1 })
    const cancelled = await analytics(sim, inputs, { onSpawn: interruptWhen(() => sim.requests.length >= 2) })
    expect(cancelled.code).toBe(1)
    expect(cancelled.outputs.complete).toBe('false')
    const dir = cancelled.outputs['export-dir'] as string
    expect(existsSync(join(dir, 'export-checkpoint.json'))).toBe(true)
    expect(readFileSync(join(dir, 'page-views.csv'), 'utf8').split('\r\n')).toHaveLength(7)
    sim.reset()
    const resumed = await analytics(sim, { ...inputs, 'resume-from': download(cancelled) })
    expect(resumed.code).toBe(0)
    expect(sim.requests.map(r => r.query.offset)).toEqual(['5', '10', '15'])
    expect(exported(resumed)).toEqual(exported(oneShot))
  })

  test('a checkpoint that is missing is an error naming resume-from, before any request', async () => {
    sim.reset()
    const run = await analytics(sim, { 'resume-from': 'nowhere/export-checkpoint.json' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::`resume-from`: cannot read the checkpoint/)
    expect(sim.requests).toHaveLength(0)
  })
})

describe('a 60,000-row export against 100 requests per hour', () => {
  const BIG = { pages: 98_550, days: 2, endDate: '2026-03-01', seed: 3 }
  const inputs = { 'date-from': '2026-02-27', 'date-to': '2026-03-01', 'timeout-minutes': '1' }
  const GRACE_MS = 10_000

  test('finishes across three runs chained by resume-from, each stopping at its one refused request', async () => {
    const limited = await startSimulator({
      pageViews: BIG,
      analyticsLimitPerHour: 100,
      analyticsRetryAfter: 'window'
    })
    const free = await startSimulator({ pageViews: BIG, analyticsLimitPerHour: Infinity })
    try {
      expect(limited.aggregatePageViews('2026-02-27', '2026-03-01').views).toHaveLength(60_000)
      const oneShot = await analytics(free, inputs)
      expect(oneShot.code).toBe(0)

      const chain: ActionRun[] = []
      const perRun: number[] = []
      let resumeFrom = ''
      for (let i = 0; i < 3; i++) {
        const before = limited.requests.length
        const run = await analytics(
          limited,
          { ...inputs, ...(resumeFrom ? { 'resume-from': resumeFrom } : {}) },
          { killAfterMs: 60_000 + GRACE_MS }
        )
        expect(run.signal).toBeNull()
        chain.push(run)
        perRun.push(limited.requests.length - before)
        if (run.outputs.complete === 'true') break
        expect(run.stdout).toMatch(/::error::The analytics rate limit stopped the export/)
        resumeFrom = download(run)
        limited.passTime(3_600_000)
      }
      expect(chain).toHaveLength(3)
      expect(chain.map(r => r.code)).toEqual([1, 1, 0])
      // 100 answered and one refused (the 429 whose Retry-After ends after the deadline), twice; then 40.
      expect(perRun).toEqual([101, 101, 40])
      expect(chain.map(r => r.outputs.requests)).toEqual(['101', '101', '40'])
      const offsets = limited.requests.map(r => Number(r.query.offset))
      expect([offsets[100], offsets[201]]).toEqual([25_000, 50_000])
      const successful = offsets.filter((_, i) => i !== 100 && i !== 201)
      expect(successful).toHaveLength(Math.ceil(60_000 / 250))
      expect(new Set(successful).size).toBe(successful.length)
      expect(exported(chain[2] as ActionRun)).toEqual(exported(oneShot))
    } finally {
      await limited.close()
      await free.close()
    }
  })
})
