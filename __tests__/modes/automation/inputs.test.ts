// The inputs of automation mode: its id, how it waits, and one clear error per bad input, each naming
// it, before any request.
import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../../src/kernel/inputs/index.js'
import { parseInputs } from '../../../src/modes/index.js'
import type { AutomationInputs } from '../../../src/modes/automation/input-types.js'

const NOW = new Date('2026-11-22T10:30:00Z')
const reader = (values: Record<string, string>) => (name: string) => values[name] ?? ''
const base = { 'api-key': 'mint_abc', 'project-id': 'proj' }

function problems(values: Record<string, string>, env: NodeJS.ProcessEnv = {}): string[] {
  try {
    parseInputs(reader(values), env, NOW)
  } catch (error) {
    if (error instanceof InputError) return error.problems
    throw error
  }
  throw new Error('expected an InputError')
}

describe('automation', () => {
  it('needs `automation-id`', () => {
    expect(problems({ ...base, mode: 'automation' })).toEqual([
      '`automation-id` is required in automation mode: the id of an automation on a custom schedule, from its page in the dashboard'
    ])
    expect(problems({ ...base, mode: 'automation', 'automation-id': 'a b' })).toEqual([
      '`automation-id` must be one id, without spaces or control characters and at most 128 characters, got "a b"'
    ])
  })

  it('reads the id and how to wait; any fail-on word applies (its job is an agent job)', () => {
    const { inputs } = parseInputs(
      reader({
        ...base,
        mode: 'automation',
        'automation-id': '64f1c0ffee00000000000001',
        'fail-on': 'no-pr'
      }),
      {},
      NOW
    )
    expect(inputs).toMatchObject({ mode: 'automation', automationId: '64f1c0ffee00000000000001', wait: true })
    expect([...(inputs as AutomationInputs).failOn]).toEqual(['no-pr'])
  })

  it('reports every problem at once', () => {
    expect(problems({ ...base, mode: 'automation', wait: 'maybe', 'poll-interval-seconds': '0' })).toEqual([
      '`automation-id` is required in automation mode: the id of an automation on a custom schedule, from its page in the dashboard',
      '`poll-interval-seconds` must be at least 1 second, got "0"',
      '`wait` must be true or false, got "maybe"'
    ])
  })
})
