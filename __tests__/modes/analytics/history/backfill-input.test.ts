import { describe, expect, test } from '@jest/globals'
import { InputError } from '../../../../src/kernel/inputs/index.js'
import { parseInputs } from '../../../../src/modes/index.js'
import type { AnalyticsInputs } from '../../../../src/modes/analytics/input-types.js'

const base: Record<string, string> = {
  'api-key': 'mint_test_0123456789abcdef',
  'project-id': 'proj',
  mode: 'analytics',
  'history-dir': 'history'
}
const parse = (inputs: Record<string, string>) =>
  parseInputs(name => ({ ...base, ...inputs })[name] ?? '', {}, new Date('2026-02-10T00:00:00Z'))
    .inputs as AnalyticsInputs
const problems = (inputs: Record<string, string>): string => {
  try {
    parse(inputs)
  } catch (error) {
    if (error instanceof InputError) return error.problems.join('\n')
    throw error
  }
  return ''
}

describe('history-backfill', () => {
  test('weeks or days, with a history; empty: no backfill', () => {
    expect(parse({}).historyBackfill).toBeUndefined()
    expect(parse({ 'history-backfill': '52w' }).historyBackfill).toEqual({ text: '52w', days: 364 })
    expect(parse({ 'history-backfill': '365d' }).historyBackfill).toEqual({ text: '365d', days: 365 })
  })

  test('each mistake is named, before any request', () => {
    expect(problems({ 'history-backfill': 'a year' })).toMatch(
      /^`history-backfill` "a year" is not a span: .*52w or 365d/
    )
    expect(problems({ 'history-backfill': '52w', 'history-dir': '' })).toMatch(
      /^`history-backfill` fills earlier periods .* needs `history: true` .* or `history-dir`/
    )
    // The default period is the last 7 days: 3 days holds none of it.
    expect(problems({ 'history-backfill': '3d' })).toMatch(
      /^`history-backfill` \(3d, 3 days\) is shorter than one period/
    )
    expect(problems({ 'history-backfill': '3000d', 'date-from': '2026-02-08', 'date-to': 'today' })).toMatch(
      /^`history-backfill` \(3000d\) holds 1500 periods of 2 days, more than the 1000/
    )
  })
})
