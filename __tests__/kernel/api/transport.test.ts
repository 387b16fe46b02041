// The retry bridge asks the caller's gate before every attempt, the first and each of undici's
// retries: an attempt the gate refuses is never sent, so the gate's count is what the API saw.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { pageViewsPageSchema } from '../../../src/kernel/api/analytics-schemas.js'
import { AttemptRefusedError, DocsApiClient } from '../../../src/kernel/api/client.js'
import { ApiError } from '../../../src/kernel/api/errors.js'
import { AttemptLedger } from '../../../src/kernel/ledger/attempt-ledger.js'
import { DEFAULT_API_KEY, DEFAULT_PROJECT, startSimulator, type Simulator } from '../../../simulator/index.js'

let sim: Simulator
const retry = { maxRetries: 5, baseDelayMs: 5, maxDelayMs: 10 }
const query = { dateFrom: '2026-02-01', dateTo: '2026-02-02', limit: 5, offset: 0 }

beforeAll(async () => {
  sim = await startSimulator({ analyticsLimitPerHour: Infinity })
})
afterAll(() => sim.close())
beforeEach(() => sim.reset())

const views = (api: DocsApiClient, gate: AttemptLedger) =>
  api.getAnalytics(DEFAULT_PROJECT, ['views'], query, pageViewsPageSchema, { gate })

describe('a gate on the client', () => {
  it("counts undici's retries before they are sent, as the API sees them", async () => {
    sim.injectFault({ route: 'views', fault: { type: 'status', status: 503 }, times: 2 })
    const api = new DocsApiClient({ baseUrl: sim.url, apiKey: DEFAULT_API_KEY, retry })
    const gate = new AttemptLedger({ max: 10 })
    await views(api, gate)
    expect(gate.attempts).toBe(3)
    expect(sim.requests).toHaveLength(3)
    await api.close()
  })

  it('a retry the gate refuses is not sent: the call ends with the last answer', async () => {
    sim.injectFault({ route: 'views', fault: { type: 'status', status: 500 }, times: Infinity })
    const api = new DocsApiClient({ baseUrl: sim.url, apiKey: DEFAULT_API_KEY, retry })
    const gate = new AttemptLedger({ max: 2 })
    const error = await views(api, gate).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(500)
    expect(gate.attempts).toBe(2)
    expect(gate.refused?.reason).toBe('max-requests')
    expect(sim.requests).toHaveLength(2)
    await api.close()
  })

  it('a first attempt the gate refuses is never sent', async () => {
    const api = new DocsApiClient({ baseUrl: sim.url, apiKey: DEFAULT_API_KEY, retry })
    const gate = new AttemptLedger({ max: 0 })
    const error = await views(api, gate).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AttemptRefusedError)
    expect(String(error)).toMatch(/not sent: `max-requests` \(0\) was reached/)
    expect(sim.requests).toHaveLength(0)
    await api.close()
  })

  it('a retry after a reset is asked for too', async () => {
    sim.injectFault({ route: 'views', fault: { type: 'reset-before' }, times: 1 })
    const api = new DocsApiClient({ baseUrl: sim.url, apiKey: DEFAULT_API_KEY, retry })
    const gate = new AttemptLedger()
    await views(api, gate)
    expect(gate.attempts).toBe(2)
    expect(sim.requests).toHaveLength(2)
    await api.close()
  })
})
