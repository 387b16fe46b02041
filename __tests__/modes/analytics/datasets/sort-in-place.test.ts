// sortInPlace must give exactly what Array.prototype.sort gives for a comparator that orders every
// two distinct elements, on every input shape, through each of its paths (quicksort, insertion sort
// and the heapsort fallback).
import { describe, expect, test } from '@jest/globals'
import { sortInPlace } from '../../../../src/modes/analytics/datasets/sort-in-place.js'

const random = (seed: number) => () =>
  ((seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 1) >>> 0) / 2 ** 32

function shapes(n: number, seed: number): Record<string, number[]> {
  const next = random(seed)
  const ascending = Array.from({ length: n }, (_, i) => i)
  return {
    random: ascending.map(() => Math.floor(next() * n * 4)),
    ascending,
    descending: ascending.map(i => n - i),
    'few values': ascending.map(() => Math.floor(next() * 3)),
    'organ pipe': ascending.map(i => Math.min(i, n - i)),
    sawtooth: ascending.map(i => i % 17)
  }
}

// Like the export's: by key descending, then by index, so no two distinct elements compare equal.
const byKeyThenIndex = (keys: number[]) => (a: number, b: number) =>
  (keys[b] as number) - (keys[a] as number) || a - b

describe('sortInPlace', () => {
  test.each([0, 1, 2, 3, 16, 17, 100, 1000, 50_000])('%i elements, every shape, both paths', n => {
    for (const [shape, keys] of Object.entries(shapes(n, n + 1))) {
      const compare = byKeyThenIndex(keys)
      const expected = Array.from({ length: n }, (_, i) => i).sort(compare)
      for (const depth of [undefined, 0]) {
        const order = Uint32Array.from({ length: n }, (_, i) => i)
        expect([shape, depth, Array.from(sortInPlace(order, compare, depth))]).toEqual([
          shape,
          depth,
          expected
        ])
      }
    }
  })
})
