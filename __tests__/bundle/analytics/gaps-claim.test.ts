// The docs-gap loop's job, once per period, under faults: the period is claimed on the report issue
// before the job is created and the job recorded in the claim; a run that cannot record creates
// nothing and says why; overlapping runs make one job; the state opens after a key rotation; an
// incomplete export leaves the job to the resumed, complete run; a record of another job is never
// taken for last period's; a failed proof says so and reports no counts.
import { describe, expect, test } from '@jest/globals'
import { cpSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, errorOf, warningsOf, LOOP_WEEK_2, runLoop } from '../../../__fixtures__/runs.js'
import {
  FEBRUARY_2026,
  JOBS_COMPLETE_AT_ONCE,
  TEST_KEY,
  useGitHubApi,
  useSimulator
} from '../../../__fixtures__/servers.js'
import type { ActionRun } from '../../helpers/run-action.js'

const NEW_KEY = 'mint_rotated_key_0123456789abcdef'
const sim = useSimulator({
  ...JOBS_COMPLETE_AT_ONCE,
  pageViews: FEBRUARY_2026,
  analyticsLimitPerHour: Infinity,
  analytics: { gaps: true },
  apiKeys: [TEST_KEY, NEW_KEY]
})
const gh = useGitHubApi()
const keep = deletedAfter()
const WEEK_2 = LOOP_WEEK_2

const loopRun = (inputs: Record<string, string> = {}) => runLoop(sim, gh, inputs)

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
const said = (run: ActionRun) => decode([run.summary, ...warningsOf(run), run.stdout].join('\n'))

describe('a run that cannot record the job creates none', () => {
  test.each([
    [403, /issues: write/],
    [502, /HTTP 502/]
  ])('issue creation answered %d: no job, and the run says why', async (status, why) => {
    gh.setFault({ status, routes: ['create-issue'] })
    const run = keep(await loopRun())
    expect(run.code).toBe(0)
    expect(sim.jobs.size).toBe(0)
    expect(said(run)).toMatch(/No agent job was created: the report issue could not be created/)
    expect(said(run)).toMatch(why)
    expect(run.outputs['gaps-job-id']).toBe('')
  })

  test('the issue is readable but its comments may not be written: no job, and the run says why', async () => {
    keep(await loopRun({ 'gaps-agent': '0' }))
    gh.setFault({ status: 403, routes: ['create-comment'] })
    const run = keep(await loopRun())
    expect(sim.jobs.size).toBe(0)
    expect(said(run)).toMatch(/the period could not be claimed on the report issue #\d+ \(HTTP 403/)
    expect(said(run)).toMatch(/issues: write/)
  })
})

describe('one job per period', () => {
  test('two overlapping runs of one period create one job, and both report it', async () => {
    keep(await loopRun({ 'gaps-agent': '0' }))
    // Both runs read the issue (and find no job for the period) before either goes on.
    gh.holdUntil('list-issues', 2)
    const [a, b] = (await Promise.all([loopRun(), loopRun()])).map(keep)
    expect(sim.jobs.size).toBe(1)
    const [job] = [...sim.jobs.keys()]
    expect([a!.outputs['gaps-job-id'], b!.outputs['gaps-job-id']]).toEqual([job, job])
  })

  test('after a key rotation the state opens with previous-api-key: last period is followed and checked', async () => {
    const first = keep(await loopRun())
    const jobId = first.outputs['gaps-job-id'] as string
    const next = keep(await loopRun({ ...WEEK_2, 'api-key': NEW_KEY, 'previous-api-key': TEST_KEY }))
    expect(next.code).toBe(0)
    expect(said(next)).not.toMatch(/seal does not verify/)
    expect(said(next)).toMatch(/sealed with `previous-api-key`/)
    expect(next.summary).toContain(sim.jobs.get(jobId)?.prLink as string)
    expect(next.outputs['gaps-found-now']).toBe('3')
    expect(sim.jobs.size).toBe(2)
    // Sealed again with the new key: the next run needs no previous key.
    const again = keep(await loopRun({ ...WEEK_2, 'api-key': NEW_KEY }))
    expect(sim.jobs.size).toBe(2)
    expect(again.outputs['gaps-job-id']).toBe(next.outputs['gaps-job-id'])
  })

  test('a record of another job is a broken contract, never last period’s job', async () => {
    keep(await loopRun())
    const other = JSON.stringify({
      id: 'job_other',
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/999'
    })
    sim.injectFault({ route: 'get', fault: { type: 'status', status: 200, body: other }, times: Infinity })
    const next = keep(await loopRun(WEEK_2))
    expect(next.code).toBe(0)
    expect(said(next)).toMatch(/record of another job, job_other: a broken contract/)
    expect(said(next)).not.toContain('pull/999')
  })
})

/** The earlier run's files, copied where a download step would put them; returns the checkpoint path. */
function download(run: ActionRun): string {
  const into = join(run.workDir, `downloaded-${readdirSync(run.workDir).length}`)
  cpSync(run.outputs['export-dir'] as string, into, { recursive: true })
  return join(into, 'export-checkpoint.json')
}

describe('only a complete period gets its job', () => {
  test('an export stopped by max-requests creates no job; the resumed, complete run creates it', async () => {
    const cut = keep(await loopRun({ 'max-requests': '3', 'allow-incomplete': 'true' }))
    expect(cut.outputs.complete).toBe('false')
    expect(sim.jobs.size).toBe(0)
    expect(said(cut)).toMatch(/The job waits for the complete export/)
    const resumed = keep(await loopRun({ 'resume-from': download(cut) }))
    expect(resumed.outputs.complete).toBe('true')
    expect(sim.jobs.size).toBe(1)
    expect(resumed.outputs['gaps-job-id']).toBe([...sim.jobs.keys()][0])
  })
})

describe('the proof', () => {
  test('a refused assistant key: the proof says it failed, and its outputs are empty', async () => {
    keep(await loopRun())
    const next = keep(await loopRun({ ...WEEK_2, 'assistant-api-key': 'mint_dsc_refused_key_0123456789' }))
    expect(next.code).toBe(0)
    expect(next.outputs['gaps-checked']).toBe('')
    expect(next.outputs['gaps-found-now']).toBe('')
    expect(said(next)).toMatch(
      /the check failed: the discovery search \(POST \/discovery\/v1\/search\/acme\)/
    )
    expect(said(next)).toMatch(/401/)
    expect(said(next)).toMatch(/create an assistant key/)
    const issue = gh.issues[0]!
    expect(decode(next.summary + issue.body)).not.toMatch(/0 of 0 gaps now find a page/)
  })
})

describe('docs-domain is the domain identifier', () => {
  test.each(['acme', 'acme.mintlify.site', 'acme.mintlify.app'])(
    '%s searches /discovery/v1/search/acme',
    async domain => {
      keep(await loopRun({ 'gaps-agent': '0' }))
      keep(await loopRun({ ...WEEK_2, 'gaps-agent': '0', 'docs-domain': domain }))
      const searches = sim.requests.filter(r => r.route === 'discovery-search')
      expect(searches.length).toBeGreaterThan(0)
      expect(searches.map(r => r.rawPath).filter(p => p !== '/discovery/v1/search/acme')).toEqual([])
    }
  )

  test('a custom host is refused before any request, saying where the identifier is', async () => {
    const run = keep(await loopRun({ 'docs-domain': 'docs.example.com' }))
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/`docs-domain`.*app\.mintlify\.com\/\{organization\}\/\{domain\}/)
    expect(sim.requests).toHaveLength(0)
    expect(gh.requests).toHaveLength(0)
  })
})
