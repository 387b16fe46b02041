// The outputs spec: the setters write the outputs a spec lists, from one field per output, in the
// spec's order; the shared outputs keep one description each.
import { describe, expect, test } from '@jest/globals'
import { Outputs } from '../../../src/kernel/io/outputs.js'
import {
  outputSetter,
  setOutputs,
  SHARED_OUTPUTS,
  sharedOutputs,
  type OutputSpec
} from '../../../src/kernel/run/outputs-spec.js'

/** Outputs that record every write, in order. */
function recorded() {
  const writes: [string, string][] = []
  return { out: new Outputs((name, text) => writes.push([name, text])), writes }
}

const SPEC = {
  'job-id': 'The id.',
  'docs-pr-number': 'The number.',
  complete: 'Whether it is.',
  model: 'The model.'
} as const satisfies OutputSpec

describe('setOutputs', () => {
  test("writes every output of the spec, in its order, from the field named after it; null and undefined are ''", () => {
    const { out, writes } = recorded()
    setOutputs(out, SPEC, { jobId: 'job_1', docsPrNumber: 12, complete: false, model: null })
    expect(writes).toEqual([
      ['job-id', 'job_1'],
      ['docs-pr-number', '12'],
      ['complete', 'false'],
      ['model', '']
    ])
  })

  test('a field left out is set to the empty string', () => {
    const { out, writes } = recorded()
    setOutputs(out, SPEC, { complete: true })
    expect(writes).toEqual([
      ['job-id', ''],
      ['docs-pr-number', ''],
      ['complete', 'true'],
      ['model', '']
    ])
  })
})

describe('outputSetter', () => {
  test('sets an output of the spec, and refuses one outside it', () => {
    const { out, writes } = recorded()
    const set = outputSetter(out, SPEC)
    set('model', 'm')
    expect(writes).toEqual([['model', 'm']])
    expect(() => (set as (name: string, value: string) => void)('other', 'x')).toThrow(
      /not in the mode's output spec/
    )
  })
})

test('sharedOutputs takes the shared descriptions, in the order asked for', () => {
  const picked = sharedOutputs('status', 'job-id')
  expect(Object.keys(picked)).toEqual(['status', 'job-id'])
  expect(picked.status).toBe(SHARED_OUTPUTS.status)
})
