// The artifact upload for real: the built bundle runs @actions/artifact against a stand-in for the
// Actions results service (Twirp + blob store on 127.0.0.1), and the zip that arrives is unpacked
// and compared byte for byte with the files on disk.
import { expect, test } from '@jest/globals'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { artifactEnv, deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useArtifactService, useSimulator } from '../../../__fixtures__/servers.js'
import { JOB_BACKEND_ID, RUN_BACKEND_ID } from '../../../simulator/artifact-service.js'
import { viewOffsets } from '../../helpers/analytics.js'
import { readZip } from '../../helpers/zip.js'

const DAY_MS = 86_400_000
const sim = useSimulator({ pageViews: FEBRUARY_2026 })
const service = useArtifactService(4242)
const keep = deletedAfter()

async function exportWithArtifact(inputs: Record<string, string>, env: Record<string, string> = {}) {
  const range = { 'date-from': '2026-02-01', 'date-to': '2026-02-06', 'page-size': '5' }
  return keep(
    await runAnalytics(
      sim,
      { ...range, 'artifact-name': 'page-views-feb', ...inputs },
      { env: { ...artifactEnv(service, '987654'), ...env } }
    )
  )
}

test('uploads the files and the report as one artifact; the zip holds exactly the bytes on disk', async () => {
  const started = Date.now()
  const run = await exportWithArtifact({ 'retention-days': '5' })
  expect(run.code).toBe(0)
  expect(viewOffsets(sim)).toEqual([0, 5, 10, 15, 20])

  expect(service.calls.map(c => c.method)).toEqual(['CreateArtifact', 'FinalizeArtifact'])
  const [create, finalize] = service.calls
  expect(create?.authorization).toBe(`Bearer ${service.token}`)
  expect(create?.body).toMatchObject({
    workflow_run_backend_id: RUN_BACKEND_ID,
    workflow_job_run_backend_id: JOB_BACKEND_ID,
    name: 'page-views-feb',
    version: 7
  })
  // retention-days reaches the service as an expiry date 5 days out.
  const expiresIn = Date.parse(String(create?.body.expires_at)) - started
  expect(Math.round(expiresIn / DAY_MS)).toBe(5)

  expect([...service.blobs.keys()]).toEqual(['/blob/page-views-feb.zip'])
  const zip = service.blobs.get('/blob/page-views-feb.zip') as Buffer
  expect(finalize?.body).toMatchObject({
    name: 'page-views-feb',
    size: String(zip.length),
    hash: `sha256:${createHash('sha256').update(zip).digest('hex')}`
  })

  const dir = run.outputs['export-dir'] as string
  const entries = readZip(zip).sort((a, b) => (a.name < b.name ? -1 : 1))
  expect(entries.map(e => e.name)).toEqual([
    'chart-human-and-ai-views.svg',
    'chart-top-pages.svg',
    'index.html',
    'page-views.csv',
    'page-views.json',
    'report.md'
  ])
  for (const entry of entries) expect(entry.data.equals(readFileSync(join(dir, entry.name)))).toBe(true)

  expect(run.outputs['artifact-id']).toBe('4242')
  expect(run.outputs['artifact-url']).toBe('https://github.com/acme/docs/actions/runs/987654/artifacts/4242')
  expect(run.stdout).toMatch(/::group::Uploading the artifact[\s\S]*::endgroup::/)
  expect(run.stdout).not.toContain('::warning::')
})

test('without retention-days no expiry is sent (the repository setting applies)', async () => {
  const run = await exportWithArtifact({ format: 'json' })
  expect(run.code).toBe(0)
  expect(service.calls[0]?.body).not.toHaveProperty('expires_at')
  const zip = service.blobs.get('/blob/page-views-feb.zip') as Buffer
  // @actions/artifact's archiver adds files in the order their stats come back, which varies.
  expect(
    readZip(zip)
      .map(e => e.name)
      .sort()
  ).toEqual([
    'chart-human-and-ai-views.svg',
    'chart-top-pages.svg',
    'index.html',
    'page-views.json',
    'report.md'
  ])
})

test('on GHES: one warning, no call to the service, files kept, success', async () => {
  const run = await exportWithArtifact({}, { GITHUB_SERVER_URL: 'https://ghe.example.com' })
  expect(run.code).toBe(0)
  const warnings = run.stdout.split('\n').filter(l => l.startsWith('::warning::'))
  expect(warnings).toHaveLength(1)
  expect(warnings[0]).toContain('GitHub Enterprise Server')
  expect(service.requests).toEqual([])
  expect(run.outputs['artifact-id']).toBe('')
  expect(readFileSync(join(run.outputs['export-dir'] as string, 'page-views.csv'), 'utf8')).toMatch(
    /^path,human,ai,total\r\n/
  )
})

test('an incomplete export uploads what it fetched, the checkpoint and the report, then fails', async () => {
  const run = await exportWithArtifact({ 'max-requests': '2', format: 'csv' })
  expect(run.code).toBe(1)
  expect(viewOffsets(sim)).toEqual([0, 5])
  const zip = service.blobs.get('/blob/page-views-feb.zip') as Buffer
  const entries = readZip(zip).sort((a, b) => (a.name < b.name ? -1 : 1))
  // The JSON is written even with `format: csv`: it is what a resumed run reads back.
  expect(entries.map(e => e.name)).toEqual([
    'chart-human-and-ai-views.svg',
    'chart-top-pages.svg',
    'export-checkpoint.json',
    'index.html',
    'page-views.csv',
    'page-views.json',
    'report.md'
  ])
  const dir = run.outputs['export-dir'] as string
  for (const entry of entries) expect(entry.data.equals(readFileSync(join(dir, entry.name)))).toBe(true)
  expect(run.outputs).toMatchObject({
    complete: 'false',
    checkpoint: join(dir, 'export-checkpoint.json'),
    'artifact-id': '4242'
  })
})
