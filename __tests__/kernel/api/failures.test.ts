import { describe, expect, it } from '@jest/globals'
import { messageHtml } from '../../../src/kernel/io/message-html.js'
import { ApiError, type ApiErrorDetails } from '../../../src/kernel/api/errors.js'
import { describeAdminFailure } from '../../../src/kernel/api/admin-failures.js'
import { describeApiFailure, describeReset, formatWait } from '../../../src/kernel/api/failures.js'

// Messages that say what to do and when a rate limit resets.

const apiError = (details: Partial<ApiErrorDetails> & { message?: string }) =>
  new ApiError(details.message ?? 'GET /x: failed', {
    kind: 'http',
    method: 'GET',
    path: '/x',
    retryable: false,
    mayHaveReachedServer: false,
    ...details
  })

describe('formatWait and describeReset', () => {
  it.each([
    [45_000, '45 s'],
    [90_000, '1 min 30 s'],
    [12 * 60_000, '12 min'],
    [(3 * 60 + 20) * 60_000, '3 h 20 min'],
    [999_999_000, '11 d 13 h']
  ])('%i ms is %s', (ms, text) => expect(formatWait(ms)).toBe(text))

  it('gives the reset as a UTC clock time and a duration', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0)
    expect(describeReset(2 * 3600_000 + 600_000, now)).toBe('2026-11-23 14:10:00 UTC, in 2 h 10 min')
  })
})

describe('describeApiFailure', () => {
  it('a 404 that names neither project nor job points at base-url too', () => {
    const generic = describeApiFailure(apiError({ status: 404, apiMessage: 'Not found' }), 'create')
    expect(generic).toMatch(/Check `project-id`.*also check `base-url`/)
    const named = describeApiFailure(apiError({ status: 404, apiMessage: 'Project not found' }), 'create')
    expect(named).not.toMatch(/base-url/)
  })

  it('a 429 past the deadline says when it resets and that the action did not wait', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0)
    const text = describeApiFailure(apiError({ status: 429, retryAfterMs: 3600_000 }), 'create', {
      timeoutMs: 6000,
      deadline: now + 6000,
      now
    })
    expect(text).toMatch(
      /wait until 2026-11-23 13:00:00 UTC, in 1 h, past `timeout-minutes` \(0\.1\), so the action stopped at once/
    )
  })

  it('a deadline timeout names timeout-minutes', () => {
    const error = apiError({ kind: 'timeout', message: 'POST /x: no answer before the deadline' })
    expect(describeApiFailure(error, 'create', { timeoutMs: 6000 })).toMatch(
      /No answer came before `timeout-minutes` \(0\.1\) ran out/
    )
  })

  // One rule for every mode: the deploy modes once had their own copy, without the minutes.
  it.each(['deploy', 'preview', 'automation'] as const)('%s says the same about time as agent mode', mode => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0)
    const context = { timeoutMs: 6000, deadline: now + 6000, now }
    const limited = apiError({ status: 429, retryAfterMs: 3600_000 })
    const late = apiError({ kind: 'timeout', message: 'POST /x: no answer before the deadline' })
    expect(describeAdminFailure(limited, mode, context)).toContain(
      'wait until 2026-11-23 13:00:00 UTC, in 1 h, past `timeout-minutes` (0.1), so the action stopped at once'
    )
    expect(describeAdminFailure(late, mode, context)).toContain(
      'No answer came before `timeout-minutes` (0.1) ran out.'
    )
  })
})

// One home for the hints every endpoint shares (src/kernel/api/failures.ts, accessHint).
describe('the 401, 403 and 404 hints', () => {
  it.each([
    [401, 'create', 'deploy', /The API key was refused: check that `api-key`/],
    [403, 'get', 'status', /lacks the `read` scope, or it has an IP allowlist/],
    [403, 'create', 'automation', /lacks the `write` scope \(read-only key\?\)/]
  ] as const)('%i: the same words for agent jobs and the platform endpoints', (status, job, admin, hint) => {
    const error = apiError({ status })
    expect(describeApiFailure(error, job)).toMatch(hint)
    expect(describeAdminFailure(error, admin)).toMatch(hint)
  })

  it('a 404 that names nothing points at base-url, for every endpoint', () => {
    const error = apiError({ status: 404, apiMessage: 'Not found' })
    expect(describeApiFailure(error, 'get')).toMatch(/Check `project-id` and `job-id`.*also check `base-url`/)
    expect(describeAdminFailure(error, 'automation')).toMatch(/Check `automation-id`.*also check `base-url`/)
    expect(describeAdminFailure(error, 'status')).toMatch(/no longer knows this deployment status id/)
  })
})

describe('messageHtml (the summary)', () => {
  it('renders input names as code and everything else as text', () => {
    expect(messageHtml('Check `project-id`.')).toBe('Check <code>project-id</code>.')
    expect(messageHtml('`<img src=x>` [a](https://evil.example)')).not.toMatch(/<img|<code>|\]\(|:\/\//)
  })
})
