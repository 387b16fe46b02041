// The inputs of deploy mode: defaults, and one clear error per bad input, each naming it, before any
// request.
import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../../src/kernel/inputs/index.js'
import { parseInputs } from '../../../src/modes/index.js'
import type { DeployInputs } from '../../../src/modes/deploy/input-types.js'

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

describe('deploy', () => {
  it('needs nothing but the common inputs, and waits by default', () => {
    const { inputs, warnings } = parseInputs(reader({ ...base, mode: 'deploy' }), {}, NOW)
    expect(inputs).toMatchObject({ mode: 'deploy', wait: true, pollIntervalMs: 10_000, timeoutMs: 1_800_000 })
    expect([...(inputs as DeployInputs).failOn]).toEqual(['failed', 'timeout'])
    expect(warnings).toEqual([])
  })

  it('refuses fail-on words that only an agent job can meet, naming the mode', () => {
    expect(problems({ ...base, mode: 'deploy', 'fail-on': 'failed,no-pr' })).toEqual([
      '`fail-on` value(s) "no-pr" apply to agent jobs only: in deploy mode use failed, timeout or none'
    ])
    expect(problems({ ...base, mode: 'deploy', 'fail-on': 'sometimes' })).toEqual([
      '`fail-on` has unknown value(s) "sometimes": use failed, timeout or none'
    ])
  })

  it('warns about agent inputs it does not read, not about the ones it shares', () => {
    const { warnings } = parseInputs(
      reader({ ...base, mode: 'deploy', prompt: 'x', wait: 'false', 'poll-interval-seconds': '3' }),
      {},
      NOW
    )
    expect(warnings).toEqual([
      'Ignored in deploy mode: `prompt` (it applies to `mode: agent`). Remove it, or set `mode: agent`.'
    ])
  })

  it('names the owner of each ignored input when they belong to different modes', () => {
    const { warnings } = parseInputs(
      reader({ ...base, mode: 'deploy', prompt: 'x', branch: 'b', 'date-from': '-3d' }),
      {},
      NOW
    )
    expect(warnings).toEqual([
      'Ignored in deploy mode: `prompt` (it applies to `mode: agent`), `date-from` (it applies to `mode: analytics`), `branch` (it applies to `mode: preview`). Remove them, or set the mode they apply to.'
    ])
  })
})
