// kernel/github/refusal.ts: a rate limit is told from a refusal by its headers and message.
import { describe, expect, test } from '@jest/globals'
import {
  classifyGitHubFailure,
  retryAfterMs,
  SECONDARY_LIMIT_WAIT_MS
} from '../../../src/kernel/github/refusal.js'

const answered = (status: number, message: string, headers: Record<string, string> = {}) =>
  Object.assign(new Error(message), { status, response: { headers } })
const NOW = Date.UTC(2026, 10, 27, 12)
const SECONDARY = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'

describe('classifyGitHubFailure', () => {
  test('403 or 429 with retry-after: a rate limit of that many seconds', () => {
    expect(classifyGitHubFailure(answered(403, SECONDARY, { 'retry-after': '7' }), NOW)).toMatchObject({
      kind: 'rate-limit',
      waitMs: 7000
    })
    expect(classifyGitHubFailure(answered(429, 'Too many', { 'retry-after': '2' }), NOW)).toMatchObject({
      kind: 'rate-limit',
      waitMs: 2000
    })
  })

  test('403 with x-ratelimit-remaining 0: wait until the reset (and a second)', () => {
    const reset = String(NOW / 1000 + 30)
    const failure = answered(403, 'API rate limit exceeded', {
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': reset
    })
    expect(classifyGitHubFailure(failure, NOW)).toMatchObject({ kind: 'rate-limit', waitMs: 31_000 })
  })

  test('403 naming the secondary rate limit with no header: at least a minute', () => {
    const refusal = classifyGitHubFailure(answered(403, SECONDARY), NOW)
    expect(refusal).toMatchObject({ kind: 'rate-limit', waitMs: SECONDARY_LIMIT_WAIT_MS })
    expect(refusal.kind === 'rate-limit' && refusal.why).toContain('secondary rate limit')
  })

  test('any other 403 is a refusal; 502/503/504 and no answer are transient; 404 is neither', () => {
    expect(classifyGitHubFailure(answered(403, 'Resource not accessible by integration'), NOW)).toEqual({
      kind: 'permission'
    })
    expect(classifyGitHubFailure(answered(502, '<html>'), NOW)).toEqual({ kind: 'transient', answered: true })
    expect(classifyGitHubFailure(Object.assign(new Error('socket hang up'), { status: 500 }), NOW)).toEqual({
      kind: 'transient',
      answered: false
    })
    expect(classifyGitHubFailure(answered(404, 'Not Found'), NOW)).toEqual({ kind: 'other' })
  })

  test('retry-after as an HTTP date', () => {
    expect(retryAfterMs(new Date(NOW + 5000).toUTCString(), NOW)).toBe(5000)
    expect(retryAfterMs('soon', NOW)).toBeUndefined()
  })
})
