import { describe, expect, test } from '@jest/globals'
import type { RunLog } from '../../../../src/kernel/run/run.js'
import { issueMemory } from '../../../../src/modes/analytics/gaps/issue-memory.js'
import type { GapsRunOptions } from '../../../../src/modes/analytics/input-types.js'

// The report issue's memory end to end (claims, state, key rotation) is run against the GitHub
// stand-in in __tests__/bundle/analytics/gaps-period-cycle.test.ts and gaps-claim.test.ts.

const log: RunLog = {
  info: () => undefined,
  warning: () => undefined,
  debug: () => undefined,
  group: (_name, work) => work()
}

describe('the report issue as the loop memory', () => {
  test('an issue that could not be read keeps nothing and records no job', async () => {
    const options = { apiKey: 'mint_key_0123456789', projectId: 'proj' } as GapsRunOptions
    const memory = issueMemory(options, undefined, undefined, log)
    expect(memory).toMatchObject({ state: undefined, recorder: undefined, keeps: false })
    expect(memory.where).toBe('the report issue')
    const next = { v: 1 as const, period: { dateFrom: '2026-02-01', dateTo: '2026-02-08' }, gaps: [] }
    expect(await memory.keep(next, { log })).toBeUndefined()
  })
})
