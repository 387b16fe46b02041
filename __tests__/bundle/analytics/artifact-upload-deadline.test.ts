// The artifact upload is bounded by the run's deadline and its cancellation: a results service that
// never answers (or keeps answering 500) must not hold the step. The built bundle runs
// @actions/artifact against the stand-in (`simulator/artifact-service.ts`) with its fault modes.
import { describe, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { artifactEnv, deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { useArtifactService, useSimulator } from '../../../__fixtures__/servers.js'
import type { ArtifactFault } from '../../../simulator/artifact-service.js'
import { HARD_STOP_GRACE_MS } from '../../../src/kernel/time/limits.js'
import type { ActionRun, RunOptions } from '../../helpers/run-action.js'

// 0.05 minutes: the export itself takes well under a second against the simulator.
const TIMEOUT_MINUTES = '0.05'
const TIMEOUT_MS = 3_000
// A run still alive this long after its deadline plus the grace was not bounded: checked from its first
// connection, where its `timeout-minutes` counts from (start-up takes no time on its clock).
const GUARD_MS = TIMEOUT_MS + HARD_STOP_GRACE_MS + 5_000

const sim = useSimulator({ pageViews: { pages: 12, days: 5, endDate: '2026-03-01', seed: 3 } })
const service = useArtifactService(77)
const keep = deletedAfter()

async function exportWith(fault: ArtifactFault | undefined, onSpawn?: RunOptions['onSpawn']) {
  service.setFault(fault)
  const inputs = { 'date-from': '2026-02-24', 'date-to': '2026-03-01', 'timeout-minutes': TIMEOUT_MINUTES }
  const run = await runAnalytics(
    sim,
    { ...inputs, 'artifact-name': 'views' },
    { env: artifactEnv(service), killAfterMs: onSpawn ? 30_000 : 60_000, onSpawn }
  )
  return { run: keep(run), endedAt: Date.now() }
}

/** The export succeeded and its outputs and summary were written, though the upload did not. */
function expectFilesKeptAndReported(run: ActionRun) {
  expect(run.outputs['page-count']).toBe('12')
  expect(run.outputs['artifact-id']).toBe('')
  const dir = run.outputs['export-dir'] as string
  expect(existsSync(join(dir, 'page-views.csv'))).toBe(true)
  expect(run.summary).toContain('## Analytics report')
  expect(run.summary).toContain('stay in')
  expect(run.stdout).toMatch(/::error::Uploading the artifact "views" .*The files stay in /)
}

describe('a results service that misbehaves ends the run at the deadline plus the grace', () => {
  test.each([
    ['CreateArtifact never answers', { target: 'CreateArtifact', status: 'hang' }],
    ['a blob PUT never answers', { target: 'blob', status: 'hang' }],
    ['FinalizeArtifact never answers', { target: 'FinalizeArtifact', status: 'hang' }],
    [
      'CreateArtifact always answers 500 (the library retries for ~30 s)',
      { target: 'CreateArtifact', status: 500 }
    ]
  ] as [string, ArtifactFault][])('%s', async (_name, fault) => {
    const { run, endedAt } = await exportWith(fault)
    expect(run.signal).toBeNull() // ended by itself
    expect(endedAt - (run.clockStartedAt ?? 0)).toBeLessThan(GUARD_MS)
    expect(run.code).toBe(1)
    expect(service.calls[0]?.method).toBe('CreateArtifact')
    expectFilesKeptAndReported(run)
    expect(run.stdout).toMatch(/timeout-minutes/)
  })
})

describe('cancellation during the upload', () => {
  test.each(['SIGINT', 'SIGTERM'] as const)(
    '%s while CreateArtifact hangs: outputs and summary written, exits within 2 s',
    async signal => {
      let signalled = false
      const { run } = await exportWith({ target: 'CreateArtifact', status: 'hang' }, child => {
        void service
          .waitFor(line => line.includes('CreateArtifact'))
          .then(() => {
            signalled = true
            child.kill(signal)
            setTimeout(() => child.kill('SIGKILL'), 2000).unref()
          })
      })
      expect(signalled).toBe(true)
      expect(run.signal).toBeNull() // exited by itself within 2 s of the signal
      expect(run.code).toBe(1)
      expectFilesKeptAndReported(run)
      expect(run.summary).toMatch(/cancelled/i)
    }
  )
})
