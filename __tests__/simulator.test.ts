// Real HTTP against the local API simulator: it is the stand-in for the admin API, so it must behave
// as shared/API.md describes (statuses, bodies, rate limits, faults, paging).
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { request } from 'undici'
import { TEST_KEY as KEY } from '../__fixtures__/servers.js'
import { HOSTILE_PATHS, startSimulator, type JobScenario, type Simulator } from '../simulator/index.js'

const RO_KEY = 'mint_readonly_0123456789'

interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json: () => Record<string, unknown>
}

async function call(
  sim: Simulator,
  method: string,
  path: string,
  opts: { key?: string | null; body?: unknown; raw?: string } = {}
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (opts.key !== null) headers.authorization = `Bearer ${opts.key ?? KEY}`
  const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body))
  const res = await request(sim.url + path, { method: method as 'GET', headers, body })
  const text = await res.body.text()
  return { status: res.statusCode, headers: res.headers, text, json: () => JSON.parse(text) }
}

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

describe('page views', () => {
  let sim: Simulator
  const views = (q: string, key?: string) => call(sim, 'GET', `/v1/analytics/proj_demo/views?${q}`, { key })
  async function pageAll(q: string, limit = 250) {
    const rows: Record<string, unknown>[] = []
    let totals: unknown
    let requests = 0
    for (let offset = 0; ; offset += limit) {
      const page = (await views(`${q}&limit=${limit}&offset=${offset}`)).json()
      requests++
      if (totals !== undefined) expect(page.totals).toEqual(totals)
      totals = page.totals
      rows.push(...(page.views as Record<string, unknown>[]))
      if (!page.hasMore) return { rows, totals, requests }
    }
  }
  beforeAll(async () => {
    sim = await startSimulator({ analyticsLimitPerHour: 10_000, pageViews: { endDate: '2026-03-31' } })
  })
  afterEach(() => sim.reset())
  afterAll(() => sim.close())

  test('paging covers the range exactly once, in the simulator order, with site-wide totals', async () => {
    const truth = sim.aggregatePageViews('2026-03-01', '2026-03-31')
    const { rows, totals, requests } = await pageAll('dateFrom=2026-03-01&dateTo=2026-03-31')
    expect(rows).toEqual(truth.views)
    expect(totals).toEqual(truth.totals)
    expect(requests).toBe(Math.ceil(truth.views.length / 250))
    expect(new Set(rows.map(r => r.path)).size).toBe(rows.length)
    expect(truth.totals.total).toBe(truth.views.reduce((s, v) => s + v.total, 0))
    expect(rows.map(r => r.total)).not.toEqual([...rows.map(r => r.total as number)].sort((a, b) => b - a))
    const all = await views('dateFrom=2026-03-01&dateTo=2026-03-31')
    expect((all.json().views as unknown[]).length).toBe(50)
  })

  test('dateFrom inclusive, dateTo exclusive; days add up; empty ranges are empty', async () => {
    let sum = 0
    for (let d = 1; d <= 30; d++) {
      const day = `2026-03-${String(d).padStart(2, '0')}`
      const next = d === 30 ? '2026-03-31' : `2026-03-${String(d + 1).padStart(2, '0')}`
      const one = sim.aggregatePageViews(day, next)
      sum += one.totals.total
      if (d === 10) {
        const { rows, totals } = await pageAll(`dateFrom=${day}&dateTo=${next}`)
        expect({ rows, totals }).toEqual({ rows: one.views, totals: one.totals })
        expect(rows.length).toBeLessThan(1234) // idle pages are not listed
        for (const p of HOSTILE_PATHS) expect(rows.find(r => r.path === p)?.total).toBeGreaterThan(0)
        const two = sim.aggregatePageViews(day, '2026-03-12').totals.total
        expect(two).toBe(one.totals.total + sim.aggregatePageViews(next, '2026-03-12').totals.total)
        expect(sim.aggregatePageViews('2026-03-09', '2026-03-10T06:00:00Z').totals.total).toBe(
          sim.aggregatePageViews('2026-03-09', '2026-03-11').totals.total
        )
      }
    }
    expect(sum).toBe(sim.aggregatePageViews('2026-03-01', '2026-03-31').totals.total)
    expect((await views('')).json().totals).toEqual(sim.aggregatePageViews('2000-01-01', '2100-01-01').totals)
    for (const q of ['dateFrom=2026-03-05&dateTo=2026-03-05', 'dateFrom=2025-01-01&dateTo=2025-02-01']) {
      const empty = (await views(q)).json()
      expect(empty).toEqual({ totals: { human: 0, ai: 0, total: 0 }, views: [], hasMore: false })
    }
  })

  test.each(['limit=0', 'limit=251', 'limit=abc', 'offset=-1', 'dateFrom=yesterday', 'dateTo=2026-02-30'])(
    '400 for %s',
    async q => {
      const res = await views(q)
      expect(res.status).toBe(400)
      const body = res.json()
      expect(body.error).toBe('Invalid query parameters')
      expect(body.details).toEqual([{ message: expect.any(String) }])
    }
  )

  test('analytics rate limit: 429 JSON with Retry-After, only authorized requests count', async () => {
    const small = await startSimulator({ analyticsLimitPerHour: 2, pageViews: { pages: 20 } })
    try {
      const get = (key?: string) => call(small, 'GET', '/v1/analytics/proj_demo/views?limit=5', { key })
      expect((await get('mint_wrong')).status).toBe(401)
      expect((await get()).status).toBe(200)
      expect((await get()).status).toBe(200)
      const limited = await get()
      expect([limited.status, limited.json(), limited.headers['retry-after']]).toEqual([
        429,
        { error: 'Rate limit exceeded' },
        '1'
      ])
    } finally {
      await small.close()
    }
  })
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

  test('close() returns promptly with a hanging request open', async () => {
    const hung = await startSimulator()
    hung.injectFault({ route: 'views', fault: { type: 'hang' } })
    const pending = call(hung, 'GET', '/v1/analytics/proj_demo/views')
    while (hung.requests.length === 0) await new Promise(r => setTimeout(r, 5))
    await hung.close()
    await expect(pending).rejects.toThrow()
  }, 5000)
})

test('a 100_000-page dataset pages completely', async () => {
  const sim = await startSimulator({
    analyticsLimitPerHour: Infinity,
    pageViews: { pages: 100_000, seed: 7 }
  })
  try {
    const truth = sim.aggregatePageViews('2000-01-01', '2100-01-01')
    let seen = 0
    for (let offset = 0; ; offset += 250) {
      const page = (await call(sim, 'GET', `/v1/analytics/proj_demo/views?limit=250&offset=${offset}`)).json()
      seen += (page.views as unknown[]).length
      if (!page.hasMore) break
    }
    expect(seen).toBe(truth.views.length)
    expect(seen).toBeGreaterThan(50_000)
  } finally {
    await sim.close()
  }
})

test('refuses non-loopback hosts', async () => {
  await expect(startSimulator({ host: '0.0.0.0' })).rejects.toThrow(/loopback/)
})

describe('cli', () => {
  const tsx = 'node_modules/.bin/tsx'
  test('prints its address, serves, and exits 0 on SIGTERM', async () => {
    const child = spawn(tsx, ['simulator/cli.ts', '--port', '0', '--pages', '50'], { stdio: 'pipe' })
    const line = await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString()
        if (out.includes('\n')) resolve(out.trim())
      })
      child.on('exit', code => reject(new Error(`exited ${code}`)))
    })
    const m =
      /^simulator listening on (http:\/\/127\.0\.0\.1:\d+) \(api key: (\S+), project: proj_demo\)$/.exec(line)
    expect(m).not.toBeNull()
    const res = await request(`${m?.[1]}/v1/analytics/proj_demo/views`, {
      headers: { authorization: `Bearer ${m?.[2]}` }
    })
    expect(res.statusCode).toBe(200)
    await res.body.text()
    const exit = new Promise(resolve => child.on('exit', code => resolve(code)))
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
  })

  test('refuses a non-loopback host', async () => {
    const child = spawn(tsx, ['simulator/cli.ts', '--host', '0.0.0.0'], { stdio: 'pipe' })
    let err = ''
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    expect(await new Promise(resolve => child.on('exit', code => resolve(code)))).toBe(2)
    expect(err).toMatch(/non-loopback/)
  })
})
