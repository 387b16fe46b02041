// One compact row per path while pages arrive. An export can reach hundreds of thousands of rows, so
// the raw responses are dropped at once, the counts live in growable typed arrays (8 bytes per
// number), and paths are found through an open-addressing table of row indices (a Uint32Array, about
// 8 bytes a row) rather than a Map, whose entries cost several times that at 300k rows.

export interface ViewCounts {
  human: number
  ai: number
  total: number
}

export interface ViewRow extends ViewCounts {
  path: string
}

const INITIAL_CAPACITY = 1024
const EMPTY = 0xffffffff

/** FNV-1a over UTF-16 code units: cheap, and spreads similar paths (`/docs/page-1`, `-2`, …) well. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

export class RowStore {
  private readonly paths: string[] = []
  /** Row index per slot, EMPTY when free; kept at most half full so probes stay short. */
  private slots = new Uint32Array(INITIAL_CAPACITY * 2).fill(EMPTY)
  // Float64 rather than Uint32: a popular page over a long range may pass 2^32 views.
  private human = new Float64Array(INITIAL_CAPACITY)
  private ai = new Float64Array(INITIAL_CAPACITY)
  private total = new Float64Array(INITIAL_CAPACITY)

  get size(): number {
    return this.paths.length
  }

  /** Adds a row; returns false (keeping the first row) when the path is already stored. */
  add(row: ViewRow): boolean {
    const slot = this.slotOf(row.path)
    if (this.slots[slot] !== EMPTY) return false
    const i = this.paths.length
    this.slots[slot] = i
    this.paths.push(row.path)
    if (i === this.total.length) this.grow()
    this.human[i] = row.human
    this.ai[i] = row.ai
    this.total[i] = row.total
    return true
  }

  row(i: number): ViewRow {
    return {
      path: this.paths[i] as string,
      human: this.human[i] as number,
      ai: this.ai[i] as number,
      total: this.total[i] as number
    }
  }

  /**
   * Row indices by `total` descending, then `path` in UTF-16 code-unit order (not localeCompare, whose
   * result depends on the runtime's ICU data), so the same rows always give the same file bytes.
   */
  sortedIndices(): Uint32Array {
    const order = new Uint32Array(this.paths.length)
    for (let i = 0; i < order.length; i++) order[i] = i
    const { total, paths } = this
    return order.sort((a, b) => {
      const byTotal = (total[b] as number) - (total[a] as number)
      if (byTotal !== 0) return byTotal
      const pa = paths[a] as string
      const pb = paths[b] as string
      return pa < pb ? -1 : pa > pb ? 1 : 0
    })
  }

  /** The first `count` rows of an order from sortedIndices(), for the summary's top list. */
  rowsAt(order: Uint32Array, count: number): ViewRow[] {
    return Array.from(order.subarray(0, count), i => this.row(i))
  }

  /** The slot holding `path`, or the free slot where it belongs (linear probing). */
  private slotOf(path: string): number {
    const mask = this.slots.length - 1
    for (let slot = hashOf(path) & mask; ; slot = (slot + 1) & mask) {
      const i = this.slots[slot] as number
      if (i === EMPTY || this.paths[i] === path) return slot
    }
  }

  /** Grows by half, not double: at 300k rows doubling leaves up to 6 MB of counts unused. */
  private grow(): void {
    const capacity = Math.ceil(this.total.length * 1.5)
    // The table stays a power of two (for masking) of at least twice the rows.
    let tableSize = this.slots.length
    while (tableSize < capacity * 2) tableSize *= 2
    if (tableSize !== this.slots.length) {
      this.slots = new Uint32Array(tableSize).fill(EMPTY)
      for (let i = 0; i < this.paths.length; i++) this.slots[this.slotOf(this.paths[i] as string)] = i
    }
    const widen = (from: Float64Array) => {
      const to = new Float64Array(capacity)
      to.set(from)
      return to
    }
    this.human = widen(this.human)
    this.ai = widen(this.ai)
    this.total = widen(this.total)
  }
}
