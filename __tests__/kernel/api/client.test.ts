import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { pageViewsPageSchema } from '../../../src/kernel/api/analytics-schemas.js'
import { DocsApiClient, type RetryEvent } from '../../../src/kernel/api/client.js'
import { ApiError } from '../../../src/kernel/api/errors.js'
import { DEFAULT_API_KEY, DEFAULT_PROJECT, startSimulator, type Simulator } from '../../../simulator/index.js'
import { closedPort } from '../../helpers/ports.js'
import { secretRuns } from '../../helpers/leaks.js'
import { startRecordingProxy } from '../../../simulator/proxy.js'

// The client against the real simulator over HTTP on loopback.

let sim: Simulator
let retries: RetryEvent[]
const fastRetry = { maxRetries: 3, baseDelayMs: 10, maxDelayMs: 40 }

function client(overrides: Partial<ConstructorParameters<typeof DocsApiClient>[0]> = {}) {
  return new DocsApiClient({
    baseUrl: sim.url,
    apiKey: DEFAULT_API_KEY,
    retry: fastRetry,
    onRetry: event => retries.push(event),
    ...overrides
  })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).message).not.toContain(DEFAULT_API_KEY)
  return error as ApiError
}

beforeAll(async () => {
  sim = await startSimulator({ defaultScenario: { outcome: 'completed-pr', pollsUntilDone: 1 } })
})
afterAll(() => sim.close())
beforeEach(() => {
  sim.reset()
  retries = []
})

describe('agent jobs', () => {
  it('creates, reads and follows up', async () => {
    const api = client()
    const created = await api.createJob(DEFAULT_PROJECT, 'Document the CLI')
    expect(created).toMatchObject({
      status: 'active',
      prLink: null,
      source: { repository: expect.any(String) }
    })
    expect((await api.getJob(DEFAULT_PROJECT, created.id)).status).toBe('active')
    expect((await api.getJob(DEFAULT_PROJECT, created.id)).status).toBe('completed')
    const followed = await api.sendMessage(DEFAULT_PROJECT, created.id, 'Also the API')
    expect(followed.status).toBe('active')
    expect(sim.jobs.get(created.id)?.prompts).toEqual(['Document the CLI', 'Also the API'])
    const auth = sim.requests.map(r => r.authorized)
    expect(auth).toEqual([true, true, true, true])
    await api.close()
  })

  it('sends each id as one encoded path segment', async () => {
    const hostile = 'a/../b?c=d#e %25 f'
    const error = await failure(client().getJob(hostile, hostile))
    expect(error.status).toBe(404)
    const [request] = sim.requests
    expect(request?.params).toEqual({ projectId: hostile, jobId: hostile })
    expect(request?.rawPath).toBe(
      `/v2/agent/${encodeURIComponent(hostile)}/job/${encodeURIComponent(hostile)}`
    )
  })

  it('quotes the API message and does not retry 401, 403 or 404', async () => {
    const unauthorized = await failure(
      new DocsApiClient({ baseUrl: sim.url, apiKey: 'mint_wrong' }).createJob(DEFAULT_PROJECT, 'x')
    )
    expect(unauthorized).toMatchObject({
      kind: 'http',
      status: 401,
      retryable: false,
      mayHaveReachedServer: false
    })
    expect(unauthorized.apiMessage).toMatch(/API key/)
    const missing = await failure(client().getJob(DEFAULT_PROJECT, 'job_missing'))
    expect(missing).toMatchObject({ status: 404, apiMessage: expect.stringMatching(/not found/i) })
    expect(sim.requests).toHaveLength(2)
    expect(retries).toHaveLength(0)
  })

  it('refuses an empty prompt with the API message (400)', async () => {
    const error = await failure(client().createJob(DEFAULT_PROJECT, ''))
    expect(error).toMatchObject({ status: 400, apiMessage: expect.stringMatching(/prompt/) })
  })

  it('retries a GET through 5xx and resets, then succeeds', async () => {
    const { id } = await client().createJob(DEFAULT_PROJECT, 'x')
    sim.injectFault({
      route: 'get',
      fault: { type: 'status', status: 503, body: '<html>Service Unavailable</html>' }
    })
    sim.injectFault({ route: 'get', fault: { type: 'reset-before' } })
    expect((await client().getJob(DEFAULT_PROJECT, id)).id).toBe(id)
    expect(retries.map(r => r.cause)).toEqual([
      'status 503',
      expect.stringMatching(/UND_ERR_SOCKET|ECONNRESET/)
    ])
  })

  it('gives up on a GET after its retries, quoting a non-JSON body', async () => {
    sim.injectFault({
      route: 'get',
      fault: { type: 'status', status: 502, body: '<html><h1>Bad Gateway</h1></html>' },
      times: Infinity
    })
    const error = await failure(client().getJob(DEFAULT_PROJECT, 'job_x'))
    expect(error).toMatchObject({ kind: 'http', status: 502, retryable: true })
    expect(error.message).toContain('Bad Gateway')
    expect(sim.requests).toHaveLength(1 + fastRetry.maxRetries)
  })

  it('never repeats a POST that may have reached the server', async () => {
    for (const fault of [
      { type: 'status', status: 503 },
      { type: 'reset-after' },
      { type: 'reset-before' },
      { type: 'non-json' }
    ] as const) {
      sim.reset()
      sim.injectFault({ route: 'create', fault, times: Infinity })
      const error = await failure(client().createJob(DEFAULT_PROJECT, 'x'))
      expect(error.mayHaveReachedServer).toBe(true)
      expect(sim.requests.filter(r => r.route === 'create')).toHaveLength(1)
      expect(sim.jobs.size).toBe(fault.type === 'reset-after' || fault.type === 'non-json' ? 1 : 0)
    }
  })

  it('repeats a POST after a 429, which the server refused without acting', async () => {
    sim.injectFault({
      route: 'create',
      fault: {
        type: 'status',
        status: 429,
        body: 'Too many requests, please try again later.',
        contentType: 'text/plain'
      }
    })
    const job = await client().createJob(DEFAULT_PROJECT, 'x')
    expect(sim.jobs.size).toBe(1)
    expect(sim.jobs.has(job.id)).toBe(true)
    expect(retries).toEqual([expect.objectContaining({ method: 'POST', cause: 'status 429' })])
  })

  it('honours Retry-After', async () => {
    sim.injectFault({ route: 'get', fault: { type: 'status', status: 429, headers: { 'retry-after': '1' } } })
    await failure(client().getJob(DEFAULT_PROJECT, 'job_x'))
    expect(retries[0]?.delayMs).toBe(1000)
  })

  it('repeats a POST whose connection was refused, then reports it was never sent', async () => {
    const port = await closedPort()
    const api = new DocsApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: DEFAULT_API_KEY,
      retry: fastRetry,
      onRetry: e => retries.push(e)
    })
    const error = await failure(api.createJob(DEFAULT_PROJECT, 'x'))
    expect(error).toMatchObject({ kind: 'network', mayHaveReachedServer: false })
    expect(retries).toHaveLength(fastRetry.maxRetries)
    expect(retries[0]?.cause).toBe('ECONNREFUSED')
  })

  it('parses leniently but refuses a broken contract', async () => {
    const extra = await client().createJob(DEFAULT_PROJECT, '[sim:drift=extra]')
    expect(Object.keys(extra)).not.toContain('unexpectedField')
    const missing = await client().createJob(DEFAULT_PROJECT, '[sim:drift=missing]')
    expect(missing).toMatchObject({ status: 'active' })
    expect(missing.model).toBeUndefined()
    // An unknown status is read as it is; the agent mode takes it as still running.
    const paused = await client().createJob(DEFAULT_PROJECT, '[sim:drift=unknown-status]')
    expect(await client().getJob(DEFAULT_PROJECT, paused.id)).toMatchObject({
      id: paused.id,
      status: 'paused'
    })
    const noId = await failure(client().createJob(DEFAULT_PROJECT, '[sim:drift=no-id]'))
    expect(noId).toMatchObject({ kind: 'contract', mayHaveReachedServer: true })
  })

  it('treats a 200 that is not JSON as a failed read', async () => {
    const { id } = await client().createJob(DEFAULT_PROJECT, 'x')
    sim.injectFault({ route: 'get', fault: { type: 'non-json' } })
    const error = await failure(client().getJob(DEFAULT_PROJECT, id))
    expect(error).toMatchObject({ kind: 'invalid-body', status: 200, retryable: true })
  })

  it('bounds the body size', async () => {
    sim.injectFault({
      route: 'get',
      fault: { type: 'status', status: 200, body: JSON.stringify({ pad: 'x'.repeat(5000) }) }
    })
    const error = await failure(client({ maxBodyBytes: 1000 }).getJob(DEFAULT_PROJECT, 'job_x'))
    expect(error).toMatchObject({ kind: 'too-large', retryable: false })
  })

  it('times out a request that never answers, within the deadline', async () => {
    sim.injectFault({ route: 'get', fault: { type: 'hang' }, times: Infinity })
    const error = await failure(
      client({ requestTimeoutMs: 200 }).getJob(DEFAULT_PROJECT, 'job_x', { deadline: Date.now() + 1500 })
    )
    expect(['timeout']).toContain(error.kind)
  })

  it('stops at once when cancelled', async () => {
    sim.injectFault({ route: 'get', fault: { type: 'hang' } })
    const controller = new AbortController()
    const pending = client().getJob(DEFAULT_PROJECT, 'job_x', { signal: controller.signal })
    // Cancelled once the service holds the request (not on a timer): on a busy machine a request that
    // reached it late would be counted in the next test.
    while (sim.requests.length === 0) await new Promise(resolve => setTimeout(resolve, 5))
    controller.abort()
    expect(await failure(pending)).toMatchObject({ kind: 'cancelled' })
  })
})

describe('page views', () => {
  it('sends the range, limit and offset and parses the page', async () => {
    const page = await client().getAnalytics(
      DEFAULT_PROJECT,
      ['views'],
      { dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: 5, offset: 10 },
      pageViewsPageSchema
    )
    expect(page.views.length).toBeLessThanOrEqual(5)
    expect(sim.requests[0]?.query).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-08',
      limit: '5',
      offset: '10'
    })
  })

  it('quotes the analytics error details (400)', async () => {
    const error = await failure(
      client().getAnalytics(
        DEFAULT_PROJECT,
        ['views'],
        { dateFrom: 'x', dateTo: 'y', limit: 5, offset: 0 },
        pageViewsPageSchema
      )
    )
    expect(error).toMatchObject({ status: 400 })
    expect(error.apiMessage).toMatch(/Invalid query parameters: /)
  })
})

describe('answers that are not what they should be', () => {
  it('redacts the key from an error body before cutting it', async () => {
    sim.injectFault({
      route: 'create',
      fault: {
        type: 'status',
        status: 400,
        body: `${'f'.repeat(185)}${DEFAULT_API_KEY}`,
        contentType: 'text/plain'
      }
    })
    const error = await failure(client().createJob(DEFAULT_PROJECT, 'x'))
    expect(secretRuns(error.message, DEFAULT_API_KEY)).toEqual([])
    expect(secretRuns(error.apiMessage ?? '', DEFAULT_API_KEY)).toEqual([])
  })

  it.each([
    ['a status that is not a string', '{"id":"job_77","status":7}', 'contract', 'job_77'],
    ['no status', '{"id":"job_78"}', 'contract', 'job_78'],
    ['plain text naming the job', 'Created job_79.', 'invalid-body', 'job_79'],
    ['plain text that is one id', 'a1b2c3d4e5', 'invalid-body', 'a1b2c3d4e5'],
    ['plain text with no id', 'OK', 'invalid-body', undefined],
    ['an id that is not plausible', '{"id":"job 1\\n::x","status":"active"}', 'contract', undefined]
  ])('a 201 with %s keeps any plausible job id', async (_name, body, kind, jobId) => {
    sim.injectFault({ route: 'create', fault: { type: 'status', status: 201, body } })
    const error = await failure(client().createJob(DEFAULT_PROJECT, 'x'))
    expect(error).toMatchObject({ kind, mayHaveReachedServer: true })
    expect(error.jobId).toBe(jobId)
  })

  it('keeps the Retry-After of a final 429 and does not wait past the deadline', async () => {
    sim.injectFault({
      route: 'get',
      fault: { type: 'status', status: 429, headers: { 'retry-after': '999999' } },
      times: Infinity
    })
    const error = await failure(client().getJob(DEFAULT_PROJECT, 'job_x', { deadline: Date.now() + 60_000 }))
    expect(error).toMatchObject({ status: 429, retryAfterMs: 999_999_000 })
    expect(retries).toEqual([])
    expect(sim.requests).toHaveLength(1)
  })

  it('goes through HTTP_PROXY, and around it for NO_PROXY hosts', async () => {
    const proxy = await startRecordingProxy()
    const saved = { HTTP_PROXY: process.env.HTTP_PROXY, NO_PROXY: process.env.NO_PROXY }
    try {
      process.env.HTTP_PROXY = proxy.url
      delete process.env.NO_PROXY
      const proxied = client()
      await proxied.createJob(DEFAULT_PROJECT, 'x')
      await proxied.close()
      expect(proxy.seen).toEqual([`CONNECT ${new URL(sim.url).host}`])
      process.env.NO_PROXY = '127.0.0.1'
      const direct = client()
      await direct.createJob(DEFAULT_PROJECT, 'y')
      await direct.close()
      expect(proxy.seen).toHaveLength(1)
      expect(sim.jobs.size).toBe(2)
    } finally {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      await proxy.close()
    }
  })
})
