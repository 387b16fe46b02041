// The sweep's cap (src/modes/sweep/mode.ts): the window of pull requests one run reads moves with the
// run number, so jobs that still run cannot keep the others from ever being read.
import { describe, expect, test } from '@jest/globals'
import * as core from '../../../__fixtures__/core.js'
import { jest } from '@jest/globals'

jest.unstable_mockModule('@actions/core', () => core)
jest.unstable_mockModule('../../../src/kernel/io/workflow-commands.js', () => core)
const { window } = await import('../../../src/modes/sweep/mode.js')

describe('the window of one sweep', () => {
  test('all of them when they fit under the cap', () => {
    expect(window([1, 2, 3], 5, 7)).toEqual([1, 2, 3])
  })

  test('every pull request is read within ceil(L / cap) consecutive runs', () => {
    const all = Array.from({ length: 60 }, (_, i) => i)
    for (const cap of [1, 7, 20, 25, 59]) {
      for (const first of [0, 3, 1000]) {
        const runs = Math.ceil(all.length / cap)
        const seen = new Set<number>()
        for (let run = first; run < first + runs; run++) {
          const read = window(all, cap, run)
          expect(read).toHaveLength(cap)
          for (const n of read) seen.add(n)
        }
        // A cap that does not divide L wraps around: every one is read at least once.
        expect(seen.size).toBe(all.length)
      }
    }
  })
})
