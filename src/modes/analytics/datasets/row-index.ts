// The row store's lookup table (rows.ts): open addressing over row indices in a Uint32Array, about 8
// bytes a row, kept at most half full so probes stay short. Each row's hash is kept by the store, so
// growing the table does not rehash every path.

/** A free slot. */
export const EMPTY = 0xffffffff

/** The table's size: a power of two (for masking) of at least twice the capacity, and at least `least`. */
export function tableSizeFor(capacity: number, least: number): number {
  let tableSize = least
  while (tableSize < capacity * 2) tableSize *= 2
  return tableSize
}

/** The first free slot from `hash` on. */
export function freeSlot(slots: Uint32Array, hash: number): number {
  const mask = slots.length - 1
  let slot = hash & mask
  while (slots[slot] !== EMPTY) slot = (slot + 1) & mask
  return slot
}

/** Empties the table and puts rows [0, count) back, each at the first free slot from its hash. */
export function indexRows(slots: Uint32Array, hashes: Uint32Array, count: number): void {
  slots.fill(EMPTY)
  for (let i = 0; i < count; i++) slots[freeSlot(slots, hashes[i] as number)] = i
}
