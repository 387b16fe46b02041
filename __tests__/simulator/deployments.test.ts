// Real HTTP against the simulator's deployment, preview and automation endpoints: bodies, statuses,
// the two rate limits and the automation's 400 cases, as shared/API.md describes them.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { request } from 'undici'
import {
  ADMIN_MESSAGES,
  DEFAULT_DEPLOYMENT_SCENARIO,
  DEFAULT_SCENARIO,
  SIM_AUTOMATIONS,
  startSimulator,
  type Simulator
} from '../../simulator/index.js'

const KEY = 'mint_test_0123456789abcdef'
const RO_KEY = 'mint_readonly_0123456789'

async function call(
  sim: Simulator,
  method: string,
  path: string,
  opts: { key?: string; body?: unknown } = {}
) {
  const headers: Record<string, string> = { authorization: `Bearer ${opts.key ?? KEY}` }
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body)
  const res = await request(sim.url + path, { method: method as 'GET', headers, body })
  const text = await res.body.text()
  return {
    status: res.statusCode,
    headers: res.headers,
    json: () => JSON.parse(text) as Record<string, unknown>
  }
}

const deploy = (sim: Simulator) => call(sim, 'POST', '/v1/project/update/proj_demo')
const preview = (sim: Simulator, body: unknown = { branch: 'feature/new-docs' }) =>
  call(sim, 'POST', '/v1/project/preview/proj_demo', { body })
const trigger = (sim: Simulator, id: string) => call(sim, 'POST', `/v1/workflow/proj_demo/${id}/trigger`)
const status = (sim: Simulator, id: string) => call(sim, 'GET', `/v1/project/update-status/${id}`)

describe('deployments and previews', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startSimulator({ readOnlyKeys: [RO_KEY] })
  })
  afterEach(() => {
    sim.reset()
    sim.setAdmin({ deployment: DEFAULT_DEPLOYMENT_SCENARIO, previews: true })
  })
  afterAll(() => sim.close())

  test('a deployment answers 202 {statusId}, then queued → in_progress → success', async () => {
    sim.setAdmin({ deployment: { outcome: 'success', pollsUntilDone: 2 } })
    const started = await deploy(sim)
    expect(started.status).toBe(202)
    const { statusId } = started.json() as { statusId: string }
    expect(Object.keys(started.json())).toEqual(['statusId'])
    const reads = [await status(sim, statusId), await status(sim, statusId), await status(sim, statusId)]
    expect(reads.map(r => r.json().status)).toEqual(['queued', 'in_progress', 'success'])
    const done = reads[2]?.json() ?? {}
    expect(done).toMatchObject({
      _id: statusId,
      projectId: 'proj_demo',
      source: 'api',
      commit: { ref: 'main', filesChanged: { added: expect.any(Array), removed: expect.any(Array) } }
    })
    expect(String(done.screenshot)).toMatch(/^https:\/\//)
    expect(done.endedAt).toEqual(expect.any(String))
    expect(reads[0]?.json().endedAt).toBeNull()
    expect(sim.requests.map(r => r.route)).toEqual([
      'deploy',
      'deploy-status',
      'deploy-status',
      'deploy-status'
    ])
  })

  test('a failure carries its logs and no screenshot', async () => {
    sim.setAdmin({ deployment: { outcome: 'failure', pollsUntilDone: 0, logs: ['step 1', 'boom'] } })
    const { statusId } = (await deploy(sim)).json() as { statusId: string }
    const read = (await status(sim, statusId)).json()
    expect(read).toMatchObject({ status: 'failure', logs: ['step 1', 'boom'], screenshot: null })
  })

  test('an unknown status id is 404; a read-only key may read but not trigger', async () => {
    expect((await status(sim, 'nope')).status).toBe(404)
    expect((await call(sim, 'POST', '/v1/project/update/proj_demo', { key: RO_KEY })).status).toBe(403)
    expect((await call(sim, 'POST', '/v1/project/update/other')).status).toBe(404)
    expect((await call(sim, 'POST', '/v1/project/update/proj_demo', { key: 'mint_nope' })).status).toBe(401)
  })

  test('a preview answers 202 {statusId, previewUrl}; the same branch keeps its URL', async () => {
    const first = (await preview(sim)).json()
    const again = (await preview(sim)).json()
    expect(first.previewUrl).toMatch(/^https:\/\/acme-feature-new-docs\./)
    expect(again.previewUrl).toBe(first.previewUrl)
    expect(again.statusId).not.toBe(first.statusId)
    const read = (await status(sim, first.statusId as string)).json()
    expect(read).toMatchObject({ status: 'queued', commit: { ref: 'feature/new-docs' } })
  })

  test('a preview without a branch is 400; a plan without previews is 403', async () => {
    const missing = await preview(sim, {})
    expect([missing.status, missing.json().error]).toEqual([400, 'branch: Required'])
    expect((await preview(sim, { branch: '' })).status).toBe(400)
    sim.setAdmin({ previews: false })
    const refused = await preview(sim)
    expect([refused.status, refused.json().error]).toEqual([403, ADMIN_MESSAGES.noPreviews])
  })

  test('drift bends the answers: wrapped ids, no id, a status alone, an unknown status word', async () => {
    sim.setAdmin({ deployment: { outcome: 'success', pollsUntilDone: 2, drift: ['wrapped'] } })
    expect((await deploy(sim)).json()).toEqual({ data: { statusId: expect.any(String) } })
    sim.setAdmin({ deployment: { outcome: 'success', pollsUntilDone: 2, drift: ['no-id'] } })
    expect((await deploy(sim)).json()).toEqual({})
    expect(Object.keys((await preview(sim)).json())).toEqual(['previewUrl'])
    sim.setAdmin({
      deployment: { outcome: 'success', pollsUntilDone: 2, drift: ['missing', 'unknown-status'] }
    })
    const statusId = ((await preview(sim)).json() as { statusId?: string }).statusId as string
    expect([(await status(sim, statusId)).json(), (await status(sim, statusId)).json()]).toEqual([
      { status: 'queued' },
      { status: 'building' }
    ])
  })
})

describe('rate limits', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startSimulator({
      triggerLimit: { requests: 3, windowMs: 10_000 },
      previewLimit: { requests: 2, windowMs: 60_000 }
    })
  })
  afterEach(() => {
    sim.reset()
    sim.setAdmin({ retryAfter: 'window' })
  })
  afterAll(() => sim.close())

  test('deployments and automations share one window; a 429 says when it frees', async () => {
    expect((await deploy(sim)).status).toBe(202)
    expect((await trigger(sim, SIM_AUTOMATIONS.custom)).status).toBe(202)
    expect((await deploy(sim)).status).toBe(202)
    const limited = await trigger(sim, SIM_AUTOMATIONS.custom)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(9)
    expect((await deploy(sim)).status).toBe(429)
    // Previews have their own window.
    expect((await preview(sim)).status).toBe(202)
    sim.passTime(10_000)
    expect((await deploy(sim)).status).toBe(202)
  })

  test('previews: their own limit, with a fixed or no Retry-After when asked', async () => {
    await preview(sim)
    await preview(sim)
    sim.setAdmin({ retryAfter: 'none' })
    const bare = await preview(sim)
    expect([bare.status, bare.headers['retry-after']]).toEqual([429, undefined])
    sim.setAdmin({ retryAfter: 7 })
    expect((await preview(sim)).headers['retry-after']).toBe('7')
    sim.passTime(60_000)
    expect((await preview(sim)).status).toBe(202)
  })
})

describe('automations', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startSimulator({ defaultScenario: { ...DEFAULT_SCENARIO, pollsUntilDone: 1 } })
  })
  afterEach(() => {
    sim.reset()
    sim.setAdmin({ automationJobReadable: false, deployment: DEFAULT_DEPLOYMENT_SCENARIO })
  })
  afterAll(() => sim.close())

  test('a custom-schedule automation answers 202 with three ids; its job is 404 by default', async () => {
    const run = await trigger(sim, SIM_AUTOMATIONS.custom)
    expect(run.status).toBe(202)
    const body = run.json() as { schemaId: string; instanceId: string; jobId: string }
    expect(body).toEqual({
      schemaId: SIM_AUTOMATIONS.custom,
      instanceId: expect.any(String),
      jobId: expect.any(String)
    })
    expect(sim.automationRuns).toEqual([{ ...body, projectId: 'proj_demo' }])
    expect((await call(sim, 'GET', `/v2/agent/proj_demo/job/${body.jobId}`)).status).toBe(404)
  })

  test('with readable jobs, the run is an agent job that ends as the agent scenario says', async () => {
    sim.setAdmin({ automationJobReadable: true })
    const { jobId } = (await trigger(sim, SIM_AUTOMATIONS.custom)).json() as { jobId: string }
    const read = () => call(sim, 'GET', `/v2/agent/proj_demo/job/${jobId}`)
    expect((await read()).json().status).toBe('active')
    expect((await read()).json().status).toBe('completed')
  })

  test.each([
    ['not-hex', 400, ADMIN_MESSAGES.malformed],
    [SIM_AUTOMATIONS.inactive, 400, ADMIN_MESSAGES.inactive],
    [SIM_AUTOMATIONS.scheduled, 400, ADMIN_MESSAGES.scheduled],
    ['64f1c0ffee0000000000ffff', 404, ADMIN_MESSAGES.unknownAutomation]
  ])('%s: %i with its own message', async (id, code, message) => {
    const answer = await trigger(sim, id)
    expect([answer.status, answer.json().error]).toEqual([code, message])
    expect(sim.automationRuns).toHaveLength(0)
  })

  test('faults apply to the new routes as to the others', async () => {
    sim.injectFault({ route: 'automation', fault: { type: 'status', status: 503 } })
    expect((await trigger(sim, SIM_AUTOMATIONS.custom)).status).toBe(503)
    expect((await trigger(sim, SIM_AUTOMATIONS.custom)).status).toBe(202)
    sim.injectFault({ route: 'deploy-status', fault: { type: 'non-json' } })
    const { statusId } = (await deploy(sim)).json() as { statusId: string }
    expect((await call(sim, 'GET', `/v1/project/update-status/${statusId}`)).headers['content-type']).toMatch(
      /html/
    )
  })
})
