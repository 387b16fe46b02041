// Real HTTP against the local API simulator's agent endpoints: it is the stand-in for the admin API,
// so it must behave as the API does (statuses, bodies, rate limits, faults). Its page views:
// simulator-page-views.test.ts; its command line: simulator-cli.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { startSimulator, type JobScenario, type Simulator } from '../../simulator/index.js'
import { call } from '../helpers/simulator-http.js'

const RO_KEY = 'mint_readonly_0123456789'

const create = (sim: Simulator, prompt: string, project = 'proj_demo') =>
  call(sim, 'POST', `/v2/agent/${project}/job`, { body: { prompt } })
const getJob = (sim: Simulator, id: string) => call(sim, 'GET', `/v2/agent/proj_demo/job/${id}`)

describe('agent jobs', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startSimulator({ readOnlyKeys: [RO_KEY], projects: ['proj_demo', 'a/b?c'] })
  })
  afterEach(() => {
    sim.reset()
    sim.setScenario({ outcome: 'completed-pr', pollsUntilDone: 2 })
  })
  afterAll(() => sim.close())

  test('401 without or with an unknown key, 403 for a read-only key on POST; all recorded', async () => {
    const missing = await call(sim, 'POST', '/v2/agent/proj_demo/job', { key: null, body: { prompt: 'x' } })
    expect(missing.status).toBe(401)
    expect(missing.json()).toEqual({ error: 'Invalid or missing API key' })
    expect((await call(sim, 'GET', '/v2/agent/proj_demo/job/x', { key: 'mint_nope' })).status).toBe(401)
    const ro = await call(sim, 'POST', '/v2/agent/proj_demo/job', { key: RO_KEY, body: { prompt: 'x' } })
    expect(ro.status).toBe(403)
    expect(typeof ro.json().error).toBe('string')
    expect((await call(sim, 'GET', '/v2/agent/proj_demo/job/nope', { key: RO_KEY })).status).toBe(404)
    expect(sim.jobs.size).toBe(0)
    expect(sim.requests.map(r => [r.route, r.authorized])).toEqual([
      ['create', false],
      ['get', false],
      ['create', true],
      ['get', true]
    ])
    expect(sim.requests[0]?.body).toEqual({ prompt: 'x' })
  })

  test('404 for unknown project, job and route', async () => {
    expect((await create(sim, 'x', 'proj_other')).json()).toEqual({ error: 'Project not found' })
    const job = await getJob(sim, 'job_missing')
    expect([job.status, job.json()]).toEqual([404, { error: 'Job not found' }])
    const msg = await call(sim, 'POST', '/v2/agent/proj_demo/job/job_missing/message', {
      body: { prompt: 'y' }
    })
    expect([msg.status, msg.json()]).toEqual([404, { error: 'Job not found' }])
    expect((await call(sim, 'GET', '/v2/agent/proj_demo/jobs')).status).toBe(404)
    expect(sim.requests.at(-1)?.route).toBe('unknown')
  })

  test.each([
    ['no body', undefined],
    ['non-JSON', 'prompt=hello'],
    ['empty prompt', JSON.stringify({ prompt: '' })],
    ['non-string prompt', JSON.stringify({ prompt: 42 })],
    ['missing prompt', JSON.stringify({ text: 'hi' })]
  ])('400 naming prompt for %s', async (_name, raw) => {
    const res = await call(sim, 'POST', '/v2/agent/proj_demo/job', { raw })
    expect(res.status).toBe(400)
    expect(res.json().error).toMatch(/^prompt: /)
    expect(sim.jobs.size).toBe(0)
  })

  test.each<[JobScenario['outcome'], string, boolean]>([
    ['completed-pr', 'completed', true],
    ['completed-no-pr', 'completed', false],
    ['failed', 'failed', false],
    ['archived', 'archived', false]
  ])('lifecycle %s', async (outcome, finalStatus, hasPr) => {
    for (const polls of [0, 3]) {
      sim.setScenario({ outcome, pollsUntilDone: polls })
      const created = await create(sim, 'Document the CLI')
      expect(created.status).toBe(201)
      const job = created.json()
      expect(job).toEqual({
        id: expect.stringMatching(/^job_[0-9a-f]+$/),
        status: 'active',
        source: { repository: 'https://github.com/acme/docs', ref: 'main' },
        model: 'claude-sim-1',
        prLink: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        archivedAt: null
      })
      for (let i = 0; i < polls; i++)
        expect((await getJob(sim, job.id as string)).json().status).toBe('active')
      const done = (await getJob(sim, job.id as string)).json()
      expect(done.status).toBe(finalStatus)
      if (hasPr) expect(done.prLink).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
      else expect(done.prLink).toBeNull()
      expect(done.archivedAt === null).toBe(outcome !== 'archived')
      expect((await getJob(sim, job.id as string)).json().status).toBe(finalStatus)
    }
  })

  test('a follow-up sends the job back to active and keeps its PR link', async () => {
    sim.setScenario({ outcome: 'completed-pr', pollsUntilDone: 1 })
    const id = (await create(sim, 'first')).json().id as string
    await getJob(sim, id)
    const pr = (await getJob(sim, id)).json().prLink
    expect(pr).toEqual(expect.any(String))
    const msg = await call(sim, 'POST', `/v2/agent/proj_demo/job/${id}/message`, { body: { prompt: 'more' } })
    expect(msg.status).toBe(200)
    expect(msg.json()).toMatchObject({ id, status: 'active', prLink: pr })
    expect((await getJob(sim, id)).json().status).toBe('active')
    expect((await getJob(sim, id)).json()).toMatchObject({ status: 'completed', prLink: pr })
    expect(sim.jobs.get(id)?.prompts).toEqual(['first', 'more'])
    const bad = await call(sim, 'POST', `/v2/agent/proj_demo/job/${id}/message`, { body: { prompt: '' } })
    expect(bad.status).toBe(400)
  })

  test('prompt directives pick the scenario and drift the JSON', async () => {
    const a = (await create(sim, 'go [sim:failed polls=1] [sim:drift=extra]')).json()
    expect(Object.keys(a)).toEqual(expect.arrayContaining(['sessionUrl', 'usage', 'labels']))
    expect((await getJob(sim, a.id as string)).json().status).toBe('active')
    expect((await getJob(sim, a.id as string)).json().status).toBe('failed')

    const b = (await create(sim, '[sim:drift=missing] [sim:completed-no-pr polls=0]')).json()
    expect(Object.keys(b).sort()).toEqual(['id', 'prLink', 'status'])
    expect((await getJob(sim, b.id as string)).json()).toEqual({
      id: b.id,
      status: 'completed',
      prLink: null
    })

    const c = (await create(sim, '[sim:drift=unknown-status]')).json()
    expect(c.status).toBe('active')
    expect((await getJob(sim, c.id as string)).json().status).toBe('paused')

    const d = (await create(sim, '[sim:drift=no-id] [sim:archived]')).json()
    expect(d.id).toBeUndefined()
    const stored = [...sim.jobs.values()].find(j => j.prompts[0]?.includes('no-id'))
    expect(stored?.scenario).toEqual({ outcome: 'archived', pollsUntilDone: 2 })
    expect(Object.keys((await getJob(sim, stored?.id as string)).json())).not.toContain('id')
  })

  test('path params are decoded per segment from the raw path', async () => {
    const res = await create(sim, 'x', 'a%2Fb%3Fc')
    expect(res.status).toBe(201)
    expect(sim.requests[0]).toMatchObject({
      rawPath: '/v2/agent/a%2Fb%3Fc/job',
      params: { projectId: 'a/b?c' }
    })
    expect([...sim.jobs.values()][0]?.projectId).toBe('a/b?c')
  })
})

test('agent rate limit: 429 plain text per project, GET unaffected, reset clears it', async () => {
  const sim = await startSimulator({ agentLimitPerHour: 2, projects: ['p1', 'p2'] })
  try {
    const id = (await create(sim, 'one', 'p1')).json().id as string
    await call(sim, 'POST', `/v2/agent/p1/job/${id}/message`, { body: { prompt: 'two' } })
    const limited = await create(sim, 'three', 'p1')
    expect(limited.status).toBe(429)
    expect(limited.text).toBe('Too many requests, please try again later.')
    expect(limited.headers['content-type']).toMatch(/^text\/plain/)
    expect(limited.headers['retry-after']).toBeUndefined()
    expect((await call(sim, 'GET', `/v2/agent/p1/job/${id}`)).status).toBe(200)
    expect((await create(sim, 'other project', 'p2')).status).toBe(201)
    sim.reset()
    expect((await create(sim, 'after reset', 'p1')).status).toBe(201)
  } finally {
    await sim.close()
  }
})

describe('faults', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startSimulator({ agentLimitPerHour: 1 })
  })
  afterEach(() => sim.reset())
  afterAll(() => sim.close())

  test('status: answered instead of handled, no rate-limit use, times honoured in order', async () => {
    sim.injectFault({
      route: 'create',
      fault: { type: 'status', status: 502, body: '<html>bad gateway</html>' }
    })
    sim.injectFault({
      route: 'create',
      fault: { type: 'status', status: 503, headers: { 'retry-after': '0' } }
    })
    const a = await create(sim, 'x')
    expect([a.status, a.text, a.headers['content-type']]).toEqual([
      502,
      '<html>bad gateway</html>',
      expect.stringMatching(/^text\/html/)
    ])
    const b = await create(sim, 'x')
    expect([b.status, b.headers['retry-after']]).toEqual([503, '0'])
    expect(sim.jobs.size).toBe(0)
    expect((await create(sim, 'x')).status).toBe(201) // limit 1: the faulted calls did not count
    expect(sim.requests).toHaveLength(3)
  })

  test('after: the first matching requests are answered as usual, the fault starts at the next', async () => {
    const id = (await create(sim, 'x')).json().id as string
    sim.injectFault({ route: 'get', fault: { type: 'status', status: 503 }, after: 2, times: 1 })
    const statuses = []
    for (let read = 0; read < 4; read++) statuses.push((await getJob(sim, id)).status)
    expect(statuses).toEqual([200, 200, 503, 200])
  })

  test('reset-before: no job; reset-after: job exists; both recorded', async () => {
    sim.injectFault({ route: 'create', fault: { type: 'reset-before' } })
    await expect(create(sim, 'x')).rejects.toThrow()
    expect(sim.jobs.size).toBe(0)
    sim.injectFault({ route: 'create', fault: { type: 'reset-after' } })
    await expect(create(sim, 'y')).rejects.toThrow()
    expect([...sim.jobs.values()].map(j => j.prompts)).toEqual([['y']])
    expect(sim.requests.map(r => r.route)).toEqual(['create', 'create'])
  })

  test('delay and non-json still handle the request; Infinity keeps applying', async () => {
    sim.injectFault({ route: 'create', fault: { type: 'delay', ms: 20 } })
    const id = (await create(sim, 'x')).json().id as string
    sim.injectFault({ route: 'get', fault: { type: 'non-json', status: 502 }, times: Infinity })
    for (let i = 0; i < 3; i++) {
      const r = await getJob(sim, id)
      expect([r.status, r.text, r.headers['content-type']]).toEqual([
        502,
        '<html>oops</html>',
        expect.stringMatching(/^text\/html/)
      ])
    }
    expect(sim.jobs.get(id)?.status).toBe('completed') // the three GETs moved the job on
    sim.clearFaults()
    expect((await getJob(sim, id)).status).toBe(200)
  })

  // The request hangs for ever: a close() that waited for it would never return (jest's hang guard).
  test('close() returns promptly with a hanging request open', async () => {
    const hung = await startSimulator()
    hung.injectFault({ route: 'views', fault: { type: 'hang' } })
    const pending = call(hung, 'GET', '/v1/analytics/proj_demo/views')
    while (hung.requests.length === 0) await new Promise(r => setTimeout(r, 5))
    await hung.close()
    await expect(pending).rejects.toThrow()
  })
})

test('refuses non-loopback hosts', async () => {
  await expect(startSimulator({ host: '0.0.0.0' })).rejects.toThrow(/loopback/)
})
