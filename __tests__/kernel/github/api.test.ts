// kernel/github/api.ts's bounded request: reads retried within the run's deadline, on the run's clock.
import { describe, expect, test } from '@jest/globals'
import { boundedRequest, readPages, type GitHubRequest } from '../../../src/kernel/github/api.js'
import { GITHUB_RETRY_DELAYS_MS } from '../../../src/kernel/time/limits.js'
import { createRunBudget } from '../../../src/kernel/time/run-budget.js'
import { fakeClock } from '../../helpers/fake-clock.js'

describe('boundedRequest', () => {
  const failing = (statuses: (number | 'network')[]) => {
    const seen: string[] = []
    const request: GitHubRequest = async route => {
      seen.push(route)
      const next = statuses.shift()
      if (next === undefined) return { status: 200, headers: {}, data: [] }
      if (next === 'network') throw Object.assign(new Error('socket hang up'), { status: 500 })
      throw Object.assign(new Error(`HTTP ${next}`), { status: next, response: {} })
    }
    return { request, seen }
  }

  test('reads retry 502/503/504 and network failures, at most 3 attempts, waiting between them', async () => {
    const clock = fakeClock()
    const budget = createRunBudget(10 * 60_000, new AbortController().signal, undefined, clock)
    const ok = failing([502, 'network'])
    await boundedRequest(ok.request, budget)('GET /x', {})
    expect(ok.seen).toHaveLength(3)
    expect(clock.sleeps).toEqual(GITHUB_RETRY_DELAYS_MS.slice(0, 2))
    const out = failing([503, 504, 502, 502])
    await expect(boundedRequest(out.request, budget)('GET /x', {})).rejects.toThrow('HTTP 502')
    expect(out.seen).toHaveLength(3)
  })

  test('writes and non-transient statuses are not retried', async () => {
    const post = failing([502])
    await expect(boundedRequest(post.request)('POST /x', {})).rejects.toThrow('HTTP 502')
    expect(post.seen).toHaveLength(1)
    const notFound = failing([404])
    await expect(boundedRequest(notFound.request)('GET /x', {})).rejects.toThrow('HTTP 404')
    expect(notFound.seen).toHaveLength(1)
  })

  test('no retry when the deadline leaves no room', async () => {
    const budget = createRunBudget(500, new AbortController().signal, undefined, fakeClock())
    const r = failing([502, 502])
    await expect(boundedRequest(r.request, budget)('GET /x', {})).rejects.toThrow('HTTP 502')
    expect(r.seen).toHaveLength(1)
  })

  test('a hanging request ends at the deadline (a plain timer, which fires on Node 20)', async () => {
    const budget = createRunBudget(300, new AbortController().signal)
    const hang: GitHubRequest = (_route, params) =>
      new Promise((_resolve, reject) => {
        const signal = (params.request as { signal: AbortSignal }).signal
        signal.addEventListener('abort', () => reject(signal.reason))
      })
    await expect(boundedRequest(hang, budget)('GET /x', {})).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  test('readPages stops at maxPages when every page says rel="next"', async () => {
    let calls = 0
    const endless: GitHubRequest = async () => {
      calls++
      return { status: 200, headers: { link: '<x>; rel="next"' }, data: [{}] }
    }
    const result = await readPages(endless, 'GET /x', {}, { perPage: 100, maxPages: 4 })
    expect(calls).toBe(4)
    expect(result.capped).toBe(true)
  })
})
