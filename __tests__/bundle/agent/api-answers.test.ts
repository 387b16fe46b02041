// Agent mode on the built bundle, when the API answers with what it should not: the key never
// leaks, even cut; a created job's id survives an unexpected 2xx body; outside values cannot inject
// commands or markup; a Retry-After past the deadline stops the run at once and says when the limit
// resets.
import { describe, expect, it } from '@jest/globals'
import { errorOf, routesOf, runAgainst, runEvent } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import type { Fault } from '../../../simulator/index.js'
import { partialLeaks } from '../../helpers/leaks.js'

// A key as long as a real one (41 characters), so a 200-character cut would leave most of it.
const KEY = 'mint_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789'
const sim = useSimulator({ apiKeys: [KEY], ...JOBS_COMPLETE_AT_ONCE })

const run = (inputs: Record<string, string>) => runAgainst(sim, { 'api-key': KEY, ...inputs })
async function existingJob(): Promise<string> {
  const done = await run({ prompt: '[sim:completed-pr polls=0]', wait: 'false' })
  sim.requests.length = 0
  return done.outputs['job-id'] as string
}
const created = (body: unknown, status = 201): Fault => ({
  type: 'status',
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body)
})

describe('the key never leaks, whole or cut', () => {
  it.each([
    ['JSON error after 160 filler characters', JSON.stringify({ error: `${'f'.repeat(160)}${KEY}` })],
    ['plain text after 160 filler characters', `${'f'.repeat(160)}${KEY} trailing`],
    ['plain text, the key cut after 30 characters', `${'f'.repeat(170)}${KEY.slice(0, 30)}`]
  ])('a 400 whose body holds the key (%s)', async (_name, body) => {
    sim.injectFault({ route: 'create', fault: { type: 'status', status: 400, body } })
    const result = await run({ prompt: 'x' })
    expect(result.code).toBe(1)
    expect(errorOf(result)).toMatch(/400/)
    expect(partialLeaks(result, KEY)).toEqual([])
  })

  it('success data holding the key: redacted in outputs and summary, prLink dropped', async () => {
    sim.injectFault({
      route: 'create',
      fault: created({
        id: 'job_k1',
        status: 'completed',
        prLink: `https://github.com/o/r/pull/1?k=${KEY}`,
        model: `model-${KEY}`,
        source: { repository: `https://github.com/${KEY}`, ref: KEY }
      })
    })
    const result = await run({ prompt: 'x' })
    expect(result.outputs['job-id']).toBe('job_k1')
    expect(result.outputs['pr-link']).toBe('')
    expect(result.outputs.model).toBe('model-***')
    expect(partialLeaks(result, KEY)).toEqual([])
  })
})

describe('a created job id is never lost on an unexpected 2xx', () => {
  it.each([
    ['a status that is not a string', { id: 'job_77', status: 7 }, 'job_77', /status/],
    ['no status', { id: 'job_78' }, 'job_78', /status/],
    ['plain text naming the job', 'Created job_79, it will start soon', 'job_79', /not JSON/]
  ])('%s: job-id, summary and a message naming what was unexpected', async (_n, body, id, what) => {
    sim.injectFault({ route: 'create', fault: created(body) })
    const result = await run({ prompt: 'x' })
    expect(result.code).toBe(1)
    expect(routesOf(sim)).toEqual(['POST create'])
    expect(result.outputs['job-id']).toBe(id)
    expect(result.summary).toContain(id)
    expect(result.stdout).toContain(`Job id: ${id}`)
    expect(errorOf(result)).toMatch(what)
    expect(errorOf(result)).toMatch(new RegExp(`named job ${id}, so the job probably exists`))
  })

  it('a follow-up answered with an unexpected 200: job-id kept, failure says what was wrong', async () => {
    const jobId = await existingJob()
    sim.injectFault({ route: 'message', fault: created({ id: jobId, status: 7 }, 200) })
    const result = await run({ 'job-id': jobId, prompt: 'more' })
    expect(result.code).toBe(1)
    expect(result.outputs['job-id']).toBe(jobId)
    expect(result.summary).toContain(jobId)
    expect(errorOf(result)).toMatch(/breaks the API contract.*status/)
  })

  it('an id that is not plausible is a broken contract, never an output or a log line', async () => {
    sim.injectFault({ route: 'create', fault: created({ id: 'job_1\n::warning::x', status: 'active' }) })
    const result = await run({ prompt: 'x' })
    expect(result.code).toBe(1)
    expect(result.outputs['job-id']).toBeUndefined()
    expect(errorOf(result)).toMatch(/id: not a usable id/)
    expect(result.stdout.split('\n').filter(l => l.startsWith('::warning::x'))).toEqual([])
  })
})

describe('outside values stay text', () => {
  it('a prLink that is not an https URL is not an output, and says so', async () => {
    sim.injectFault({
      route: 'create',
      fault: created({ id: 'job_js', status: 'completed', prLink: 'javascript:alert(1)' })
    })
    const result = await run({ prompt: 'x' })
    expect(result.outputs['pr-link']).toBe('')
    expect(result.stdout).toMatch(/::warning::Ignoring the job's prLink, which is not an https:\/\/ URL/)
    expect(result.summary).not.toMatch(/href="javascript/)
  })

  it('a prompt with blank lines stays inside the <details> block', async () => {
    const prompt = 'Intro line\n\n# Not a heading\n\n- not a list\n\n[link](https://evil.example)'
    const result = await run({ prompt })
    expect(result.code).toBe(0)
    const details = result.summary.split('\n').filter(l => l.includes('<details>'))
    expect(details).toHaveLength(1)
    expect(details[0]).toMatch(/<details>.*Intro line.*Not a heading.*<\/details>/)
    expect(result.summary).not.toMatch(/^#|^- not|\[link\]\(/m)
  })
})

describe('a Retry-After past the deadline stops at once', () => {
  const limited: Fault = {
    type: 'status',
    status: 429,
    body: '{"error":"Rate limit exceeded"}',
    headers: { 'retry-after': '999999' }
  }

  it('polling: one read, then stops and says when the limit resets', async () => {
    sim.injectFault({ route: 'get', fault: limited, times: Infinity })
    const result = await run({ prompt: '[sim:completed-pr polls=3]', 'timeout-minutes': '5' })
    expect(result.code).toBe(1)
    expect(routesOf(sim)).toEqual(['POST create', 'GET get'])
    expect(errorOf(result)).toMatch(
      /rate limit resets at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC, in 11 d 13 h, after `timeout-minutes`/
    )
  })

  it('create: one request, the message says when the limit resets and why it did not wait', async () => {
    sim.injectFault({ route: 'create', fault: limited, times: Infinity })
    const result = await run({ prompt: 'x', 'timeout-minutes': '5' })
    expect(result.code).toBe(1)
    expect(routesOf(sim)).toEqual(['POST create'])
    expect(errorOf(result)).toMatch(
      /wait until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC, in 11 d 13 h, past `timeout-minutes` \(5\), so the action stopped at once/
    )
  })
})

describe('messages that say what to do', () => {
  it('a 404 that names neither project nor job also names base-url', async () => {
    const result = await run({ prompt: 'x', 'base-url': `${sim.url}/proxy` })
    expect(result.code).toBe(1)
    expect(errorOf(result)).toMatch(/404 Not found.*Check `project-id`.*also check `base-url`/)
  })

  it('a failed job under fail-on: timeout succeeds with a warning', async () => {
    const result = await run({ prompt: '[sim:failed]', 'fail-on': 'timeout' })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/::warning::Job job_\S+ failed\..*`fail-on` does not include failed/)
  })

  it('a failed job that fails the step says what to do next', async () => {
    const result = await run({ prompt: '[sim:failed]' })
    expect(result.code).toBe(1)
    expect(errorOf(result)).toMatch(
      /failed\. Open the job in the Mintlify dashboard.*follow-up with `job-id: job_/
    )
  })

  it('the summary renders input names as code, not escaped backticks', async () => {
    sim.injectFault({ route: 'get', fault: { type: 'hang' }, times: Infinity })
    const result = await run({ prompt: 'x', 'timeout-minutes': '0.05' })
    expect(result.summary).toContain('<code>timeout-minutes</code>')
    expect(result.summary).not.toContain('&#96;')
  })
})

describe('the salvaged id reaches the pull request comment', () => {
  const gh = useGitHubApi()

  it('a 201 with a status that is not a string on a pull_request event: the comment names the job', async () => {
    gh.addPullRequest({ number: 5, files: [] })
    sim.injectFault({ route: 'create', fault: created({ id: 'job_c77', status: 7 }) })
    const result = await runEvent(sim, gh, {
      event: 'pull_request',
      payload: {
        action: 'synchronize',
        number: 5,
        pull_request: { number: 5, title: 't', body: null, user: { login: 'octocat' } },
        repository: { name: gh.repo, owner: { login: gh.owner } }
      },
      inputs: { 'api-key': KEY, prompt: 'x' }
    })
    expect(result.code).toBe(1)
    expect(result.outputs['job-id']).toBe('job_c77')
    expect(gh.comments).toHaveLength(1)
    expect(gh.comments[0]?.body).toContain('job_c77')
  })
})
