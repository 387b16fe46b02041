// kernel/github/retry.ts through boundedRequest: writes retried where GitHub may repeat them, rate
// limits waited out on the run's clock or stopped at, refusals named, every attempt counted.
import { describe, expect, test } from '@jest/globals'
import { boundedRequest, type GitHubRequest } from '../../../src/kernel/github/api.js'
import { isGitHubRateLimit } from '../../../src/kernel/github/refusal.js'
import { MAX_ATTEMPTS, RETRY_ALLOWANCE, type GitHubCalls } from '../../../src/kernel/github/retry.js'
import { createRunBudget } from '../../../src/kernel/time/run-budget.js'
import { fakeClock } from '../../helpers/fake-clock.js'

type Answer = { status: number; message?: string; headers?: Record<string, string> }

const scripted = (answers: Answer[]) => {
  const seen: string[] = []
  const request: GitHubRequest = async route => {
    seen.push(route)
    const next = answers.shift()
    if (!next || next.status < 400) return { status: 200, headers: {}, data: {} }
    throw Object.assign(new Error(next.message ?? `HTTP ${next.status}`), {
      status: next.status,
      response: { headers: next.headers ?? {} }
    })
  }
  return { request, seen }
}

const PATCH_CHECK = 'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}'
const SECONDARY = 'You have exceeded a secondary rate limit.'

function setup(minutes = 10) {
  const clock = fakeClock()
  const budget = createRunBudget(minutes * 60_000, new AbortController().signal, undefined, clock)
  const calls: GitHubCalls = { mode: 'sweep', attempts: 0, retries: 0 }
  return { clock, budget, calls }
}

describe('writes', () => {
  test('a PATCH answered 502 is retried, at most MAX_ATTEMPTS times, each attempt counted', async () => {
    const { budget, calls } = setup()
    const ok = scripted([{ status: 502 }])
    await boundedRequest(ok.request, budget, undefined, calls)(PATCH_CHECK, {})
    expect(ok.seen).toHaveLength(2)
    const out = scripted(Array(5).fill({ status: 502 }))
    await expect(boundedRequest(out.request, budget, undefined, calls)(PATCH_CHECK, {})).rejects.toThrow(
      'HTTP 502'
    )
    expect(out.seen).toHaveLength(MAX_ATTEMPTS)
    expect(calls).toMatchObject({ attempts: 2 + MAX_ATTEMPTS, retries: 1 + MAX_ATTEMPTS - 1 })
  })

  test('a POST that may have landed is not repeated; adding a label is', async () => {
    const comment = scripted([{ status: 502 }])
    await expect(
      boundedRequest(comment.request)('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {})
    ).rejects.toThrow()
    expect(comment.seen).toHaveLength(1)
    const label = scripted([{ status: 502 }])
    await boundedRequest(label.request, setup().budget)(
      'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
      {}
    )
    expect(label.seen).toHaveLength(2)
  })

  test('the retries of a run are bounded over all its calls', async () => {
    const { budget } = setup()
    const calls: GitHubCalls = { attempts: 0, retries: RETRY_ALLOWANCE }
    const r = scripted([{ status: 502 }, { status: 502 }])
    await expect(boundedRequest(r.request, budget, undefined, calls)(PATCH_CHECK, {})).rejects.toThrow(
      'HTTP 502'
    )
    expect(r.seen).toHaveLength(1)
  })
})

describe('rate limits', () => {
  test('403 with retry-after: waited on the run clock, then retried, even for a POST', async () => {
    const { clock, budget, calls } = setup()
    const r = scripted([{ status: 403, message: SECONDARY, headers: { 'retry-after': '3' } }])
    const said: string[] = []
    const post = boundedRequest(r.request, budget, (_route, why) => said.push(why), calls)
    await post('POST /repos/{owner}/{repo}/check-runs', {})
    expect(r.seen).toHaveLength(2)
    expect(clock.sleeps).toEqual([3000])
    expect(said[0]).toContain('secondary rate limit (HTTP 403, retry-after 3 s); waiting')
  })

  test('a minute that does not fit before the deadline: stopped at once, said, and no refusal', async () => {
    const { clock, budget, calls } = setup(0.5)
    const r = scripted([{ status: 403, message: SECONDARY }])
    const error = await boundedRequest(r.request, budget, undefined, calls)(PATCH_CHECK, {}).catch(e => e)
    expect(isGitHubRateLimit(error)).toBe(true)
    expect((error as Error).message).toContain("does not fit before the run's deadline")
    expect((error as { status?: unknown }).status).toBeUndefined()
    expect(clock.sleeps).toEqual([])
    expect(r.seen).toHaveLength(1)
  })

  test('429 with x-ratelimit-reset: waits until the reset', async () => {
    const { clock, budget } = setup()
    const reset = String(Math.ceil(clock.now() / 1000) + 20)
    const r = scripted([
      { status: 429, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } }
    ])
    await boundedRequest(r.request, budget)('GET /repos/{owner}/{repo}/issues', {})
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(20_000)
    expect(clock.sleeps[0]).toBeLessThanOrEqual(22_000)
  })
})

describe('refusals', () => {
  test('a 403 that is no rate limit names the mode, the call and the permission, and keeps its status', async () => {
    const { budget, calls } = setup()
    const r = scripted([{ status: 403, message: 'Resource not accessible by integration' }])
    const error = await boundedRequest(r.request, budget, undefined, calls)(PATCH_CHECK, {}).catch(e => e)
    expect((error as Error).message).toContain('sweep: completing the check run needs `checks: write`')
    expect((error as { status?: unknown }).status).toBe(403)
    expect(r.seen).toHaveLength(1)
  })
})
