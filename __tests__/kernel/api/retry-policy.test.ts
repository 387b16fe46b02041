import { describe, expect, it } from '@jest/globals'
import { backoffDelay, decideRetry, parseRetryAfter } from '../../../src/kernel/api/retry-policy.js'

const now = 1_000_000
const ctx = { now, deadline: now + 600_000, random: () => 0.5 }

describe('decideRetry', () => {
  it('retries GETs on 429, 5xx and network errors', () => {
    for (const statusCode of [429, 500, 502, 503, 504]) {
      expect(decideRetry({ method: 'GET', attempt: 1, statusCode }, ctx).retry).toBe(true)
    }
    for (const errorCode of ['ECONNRESET', 'ECONNREFUSED', 'UND_ERR_SOCKET', 'UND_ERR_HEADERS_TIMEOUT']) {
      expect(decideRetry({ method: 'GET', attempt: 1, errorCode }, ctx).retry).toBe(true)
    }
  })

  it('never retries 4xx other than 429', () => {
    for (const statusCode of [400, 401, 403, 404]) {
      expect(decideRetry({ method: 'GET', attempt: 1, statusCode }, ctx).retry).toBe(false)
    }
  })

  it('repeats a POST only when it cannot have reached the server', () => {
    expect(decideRetry({ method: 'POST', attempt: 1, statusCode: 429 }, ctx).retry).toBe(true)
    expect(decideRetry({ method: 'POST', attempt: 1, errorCode: 'ECONNREFUSED' }, ctx).retry).toBe(true)
    expect(decideRetry({ method: 'POST', attempt: 1, errorCode: 'UND_ERR_CONNECT_TIMEOUT' }, ctx).retry).toBe(
      true
    )
    for (const statusCode of [500, 502, 503, 504]) {
      expect(decideRetry({ method: 'POST', attempt: 1, statusCode }, ctx).retry).toBe(false)
    }
    for (const errorCode of ['ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_HEADERS_TIMEOUT', 'EPIPE']) {
      expect(decideRetry({ method: 'POST', attempt: 1, errorCode }, ctx).retry).toBe(false)
    }
  })

  it('stops after maxRetries', () => {
    const options = { maxRetries: 2, baseDelayMs: 10, maxDelayMs: 100 }
    expect(decideRetry({ method: 'GET', attempt: 2, statusCode: 503 }, { ...ctx, options }).retry).toBe(true)
    expect(decideRetry({ method: 'GET', attempt: 3, statusCode: 503 }, { ...ctx, options }).retry).toBe(false)
  })

  it('honours Retry-After, and gives up when it would pass the deadline', () => {
    expect(decideRetry({ method: 'GET', attempt: 1, statusCode: 429, retryAfterHeader: '7' }, ctx)).toEqual({
      retry: true,
      delayMs: 7000
    })
    const late = decideRetry(
      { method: 'GET', attempt: 1, statusCode: 429, retryAfterHeader: '3600' },
      { ...ctx, deadline: now + 60_000 }
    )
    expect(late.retry).toBe(false)
  })
})

describe('backoff and Retry-After', () => {
  it('grows exponentially, capped, with jitter in the upper half', () => {
    const options = { maxRetries: 9, baseDelayMs: 1000, maxDelayMs: 8000 }
    expect(backoffDelay(1, options, () => 0)).toBe(500)
    expect(backoffDelay(1, options, () => 1)).toBe(1000)
    expect(backoffDelay(3, options, () => 1)).toBe(4000)
    expect(backoffDelay(10, options, () => 1)).toBe(8000)
  })

  it('parses delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter(new Date(now + 5000).toUTCString(), now)).toBe(5000)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(undefined, now)).toBeUndefined()
  })
})
