import { describe, expect, it } from '@jest/globals'
import { ApiError } from '../../../src/kernel/api/errors.js'
import type { AgentJob } from '../../../src/kernel/api/schemas.js'
import { isJobTerminal } from '../../../src/kernel/wait/agent-job.js'
import { nextPollDelay, pollUntil, type PollLoopOptions } from '../../../src/kernel/wait/wait.js'
import type { Clock } from '../../../src/kernel/time/clock.js'

// The loop of the one wait (src/kernel/wait/wait.ts's pollUntil) over an agent job, on a simulated
// clock: deadline, Retry-After, growing intervals, failed reads, cancellation.

/** The loop until the agent job is completed, archived or failed. */
const pollUntilTerminal = (options: Omit<PollLoopOptions<AgentJob>, 'isTerminal' | 'statusOf'>) =>
  pollUntil({ ...options, isTerminal: isJobTerminal, statusOf: job => job.status })

function fakeClock(): Clock & { t: number } {
  const clock = {
    t: 0,
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.t += ms
    }
  }
  return clock
}

const job = (status: AgentJob['status'], extra: Partial<AgentJob> = {}): AgentJob => ({
  id: 'job_1',
  status,
  ...extra
})
const transient = () =>
  new ApiError('GET /x: 503', {
    kind: 'http',
    method: 'GET',
    path: '/x',
    status: 503,
    retryable: true,
    mayHaveReachedServer: false
  })

describe('nextPollDelay', () => {
  it('starts at the interval, grows to 10% of the time waited, and is capped', () => {
    expect(nextPollDelay(10_000, 0)).toBe(10_000)
    expect(nextPollDelay(10_000, 300_000)).toBe(30_000)
    expect(nextPollDelay(10_000, 10 * 3600_000)).toBe(120_000)
    expect(nextPollDelay(300_000, 10 * 3600_000)).toBe(300_000)
  })
})

describe('pollUntilTerminal', () => {
  it('returns the terminal job and reports each status change once', async () => {
    const clock = fakeClock()
    const statuses: AgentJob['status'][] = ['active', 'active', 'completed']
    const changes: string[] = []
    const result = await pollUntilTerminal({
      initial: job('active'),
      read: async () => job(statuses.shift() ?? 'completed', { prLink: 'https://pr' }),
      deadline: 600_000,
      intervalMs: 1000,
      clock,
      onStatusChange: next => changes.push(next.status)
    })
    expect(result).toMatchObject({ kind: 'terminal', polls: 3, job: { status: 'completed' } })
    expect(changes).toEqual(['completed'])
  })

  it('treats failed reads as failed reads, not a failed job', async () => {
    const clock = fakeClock()
    let calls = 0
    const errors: number[] = []
    const result = await pollUntilTerminal({
      initial: job('active'),
      read: async () => {
        calls += 1
        if (calls < 4) throw transient()
        return job('failed')
      },
      deadline: 600_000,
      intervalMs: 1000,
      clock,
      onReadError: (_e, retryIn) => errors.push(retryIn)
    })
    expect(result).toMatchObject({ kind: 'terminal', job: { status: 'failed' } })
    expect(errors).toHaveLength(3)
  })

  it('times out at the deadline with the last known job and error, after one final read', async () => {
    const clock = fakeClock()
    let reads = 0
    const result = await pollUntilTerminal({
      initial: job('active'),
      read: async () => {
        reads += 1
        throw transient()
      },
      deadline: 60_000,
      intervalMs: 10_000,
      clock
    })
    expect(result.kind).toBe('timeout')
    expect(result.job?.status).toBe('active')
    expect(result.kind === 'timeout' && result.lastError?.status).toBe(503)
    expect(clock.t).toBe(60_000)
    expect(reads).toBeGreaterThan(1)
  })

  it('throws errors that retrying cannot fix', async () => {
    const notFound = new ApiError('404', {
      kind: 'http',
      method: 'GET',
      path: '/x',
      status: 404,
      retryable: false,
      mayHaveReachedServer: false
    })
    await expect(
      pollUntilTerminal({
        initial: job('active'),
        read: async () => Promise.reject(notFound),
        deadline: 60_000,
        intervalMs: 1000,
        clock: fakeClock()
      })
    ).rejects.toBe(notFound)
  })

  it('reads a resumed job at once', async () => {
    const clock = fakeClock()
    const result = await pollUntilTerminal({
      read: async () => job('archived'),
      deadline: 60_000,
      intervalMs: 5000,
      clock
    })
    expect(result).toMatchObject({ kind: 'terminal', polls: 1 })
    expect(clock.t).toBe(0)
  })

  it('stops when cancelled', async () => {
    const controller = new AbortController()
    const result = await pollUntilTerminal({
      initial: job('active'),
      read: async () => {
        controller.abort()
        return job('active')
      },
      deadline: 600_000,
      intervalMs: 1000,
      signal: controller.signal,
      clock: fakeClock()
    })
    expect(result).toMatchObject({ kind: 'cancelled', polls: 1, job: { status: 'active' } })
  })

  const rateLimited = (retryAfterMs: number) =>
    new ApiError('GET /x: 429', {
      kind: 'http',
      method: 'GET',
      path: '/x',
      status: 429,
      retryAfterMs,
      retryable: true,
      mayHaveReachedServer: false
    })

  it('stops at once when the API asks to wait past the deadline, saying until when', async () => {
    const clock = fakeClock()
    let reads = 0
    const result = await pollUntilTerminal({
      initial: job('active'),
      read: async () => {
        reads += 1
        throw rateLimited(999_999_000)
      },
      deadline: 600_000,
      intervalMs: 1000,
      clock
    })
    expect(reads).toBe(1)
    expect(result).toMatchObject({ kind: 'timeout', rateLimitedUntil: 1000 + 999_999_000 })
    expect(clock.t).toBe(1000)
  })

  it('waits at least as long as a Retry-After within the deadline', async () => {
    const clock = fakeClock()
    let reads = 0
    const waits: number[] = []
    const result = await pollUntilTerminal({
      initial: job('active'),
      read: async () => {
        reads += 1
        if (reads === 1) throw rateLimited(45_000)
        return job('completed')
      },
      deadline: 600_000,
      intervalMs: 1000,
      clock,
      onReadError: (_e, retryIn) => waits.push(retryIn)
    })
    expect(result.kind).toBe('terminal')
    expect(waits).toEqual([45_000])
    expect(clock.t).toBe(1000 + 45_000)
  })
})
