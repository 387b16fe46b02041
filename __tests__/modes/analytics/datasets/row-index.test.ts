// The row store's lookup table on its own: its size, linear probing past the end of the table, and a
// rebuild that puts every row where a lookup from its hash finds it.
import { describe, expect, test } from '@jest/globals'
import {
  EMPTY,
  freeSlot,
  indexRows,
  tableSizeFor
} from '../../../../src/modes/analytics/datasets/row-index.js'

describe('tableSizeFor', () => {
  test('is a power of two of at least twice the capacity, never below the least size', () => {
    expect(tableSizeFor(10, 2048)).toBe(2048)
    expect(tableSizeFor(1024, 2048)).toBe(2048)
    expect(tableSizeFor(1025, 2048)).toBe(4096)
    expect(tableSizeFor(1536, 2048)).toBe(4096)
    expect(tableSizeFor(2305, 2048)).toBe(8192)
  })
})

describe('freeSlot', () => {
  test('is the hash masked to the table when that slot is free', () => {
    const slots = new Uint32Array(8).fill(EMPTY)
    expect(freeSlot(slots, 3)).toBe(3)
    expect(freeSlot(slots, 8 + 5)).toBe(5)
  })

  test('probes on, wrapping past the last slot', () => {
    const slots = new Uint32Array(8).fill(EMPTY)
    slots[6] = 0
    slots[7] = 1
    slots[0] = 2
    expect(freeSlot(slots, 6)).toBe(1)
  })
})

describe('indexRows', () => {
  test('empties the table and puts rows [0, count) back, colliding hashes in probe order', () => {
    const slots = new Uint32Array(8).fill(9)
    const hashes = Uint32Array.from([5, 5, 13, 2, 7])
    indexRows(slots, hashes, 4)
    expect(Array.from(slots)).toEqual([EMPTY, EMPTY, 3, EMPTY, EMPTY, 0, 1, 2])
  })
})
