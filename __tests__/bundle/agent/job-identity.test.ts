// On the built bundle: the job is the one the run named; the API's own ids and statuses are taken as
// the API documents them; a completed job that opened no pull request is described as exactly that.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { pullRequestPayload, sha } from '../../../__fixtures__/events.js'
import { errorOf, runAgainst, runEvent } from '../../../__fixtures__/runs.js'
import { startFakeApi, type FakeApi } from '../../../simulator/fake-api.js'
import { startGitHubApi, type GitHubApi } from '../../../simulator/github/index.js'
import { startSimulator, type Simulator } from '../../../simulator/index.js'
import { runAction } from '../../helpers/run-action.js'

let api: FakeApi
let sim: Simulator
let gh: GitHubApi
beforeAll(async () => {
  api = await startFakeApi()
  sim = await startSimulator({ defaultScenario: { outcome: 'completed-no-pr', pollsUntilDone: 0 } })
  gh = await startGitHubApi()
})
afterAll(async () => {
  await api.close()
  await sim.close()
  await gh.close()
})

const job = (id: string, status = 'active', extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { id, status, prLink: null, ...extra }
})
const run = (inputs: Record<string, string>) =>
  runAction({
    'api-key': 'mint_test_0123456789abcdef',
    'project-id': 'proj_demo',
    'base-url': api.url,
    'poll-interval-seconds': '1',
    ...inputs
  })

describe('the job is the one the run named', () => {
  it.each([
    ['a follow-up', { prompt: 'More docs' }, 'message'],
    ['a resume', { wait: 'true' }, 'get'],
    ['a check', { wait: 'false' }, 'get']
  ])('%s answered with another id: reported with both ids, never followed', async (_name, inputs, route) => {
    api.script = { [route]: [job('string')], get: [job('string', 'completed')] }
    const result = await run({ 'job-id': 'job_abc123', ...inputs })
    expect(result.code).toBe(1)
    expect(result.outputs['job-id']).toBe('job_abc123')
    expect(errorOf(result)).toContain('job_abc123')
    expect(errorOf(result)).toContain('string')
    expect(result.stdout).not.toContain('job-id: string')
    expect(result.summary).not.toContain('job-id: string')
    expect(api.requests.filter(r => r === 'GET get').length).toBeLessThanOrEqual(1)
  })
})

describe("the API's own ids and statuses", () => {
  it('a created id with a space is accepted, reported, and polled encoded', async () => {
    api.script = {
      create: [{ ...job('job with space'), status: 201 }],
      get: [job('job with space', 'completed')]
    }
    const result = await run({ prompt: 'Docs please' })
    expect(result.code).toBe(0)
    expect(result.outputs['job-id']).toBe('job with space')
    expect(result.outputs.status).toBe('completed')
  })

  it('an unknown status is still running: one warning, named in the summary, waited past', async () => {
    api.script = {
      create: [{ ...job('job_p1'), status: 201 }],
      get: [job('job_p1', 'paused'), job('job_p1', 'paused'), job('job_p1', 'completed')]
    }
    const result = await run({ prompt: 'Docs please' })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    const warnings = result.stdout.split('\n').filter(l => l.startsWith('::warning') && l.includes('paused'))
    expect(warnings).toHaveLength(1)
    expect(result.summary).toContain('paused')
  })

  it('an unknown status until the deadline: a timeout naming the status, not a contract failure', async () => {
    api.script = { create: [{ ...job('job_p2'), status: 201 }], get: [job('job_p2', 'paused')] }
    const result = await run({ prompt: 'Docs please', 'timeout-minutes': '0.05' })
    expect(result.code).toBe(1)
    expect(result.outputs['job-id']).toBe('job_p2')
    expect(errorOf(result)).toMatch(/Timed out/)
    expect(errorOf(result)).toContain('paused')
  })
})

describe('a completed job with no pull request', () => {
  it('is described as completed with no pull request opened, in the comment and the summary', async () => {
    const payload = pullRequestPayload(gh, 7, sha('a'), { files: [{ filename: 'a.ts' }] }, 'opened')
    const result = await runEvent(sim, gh, { event: 'pull_request', payload, inputs: { prompt: 'Docs' } })
    expect(result.code).toBe(0)
    const comment = gh.comments[0]?.body ?? ''
    expect(comment).toContain('completed and opened no pull request')
    expect(comment).not.toMatch(/changed no files|no changes/)
    expect(result.summary).toContain('completed and opened no pull request')
    expect(result.summary).not.toMatch(/no files changed|changed no files/)
  })

  it('outside a pull request too', async () => {
    const result = await runAgainst(sim, { prompt: 'Docs' })
    expect(result.code).toBe(0)
    expect(result.summary).toContain('completed and opened no pull request')
  })
})
