// One compact row per path while pages arrive. An export can reach hundreds of thousands of rows, so
// the raw responses are dropped at once and the counts live in growable typed arrays (8 bytes per
// number) indexed through one Map, instead of an object per row.

export interface ViewCounts {
  human: number
  ai: number
  total: number
}

export interface ViewRow extends ViewCounts {
  path: string
}

const INITIAL_CAPACITY = 1024

export class RowStore {
  private readonly index = new Map<string, number>()
  private readonly paths: string[] = []
  // Float64 rather than Uint32: a popular page over a long range may pass 2^32 views.
  private human = new Float64Array(INITIAL_CAPACITY)
  private ai = new Float64Array(INITIAL_CAPACITY)
  private total = new Float64Array(INITIAL_CAPACITY)

  get size(): number {
    return this.paths.length
  }

  /** Adds a row; returns false (keeping the first row) when the path is already stored. */
  add(row: ViewRow): boolean {
    if (this.index.has(row.path)) return false
    const i = this.paths.length
    if (i === this.total.length) this.grow()
    this.index.set(row.path, i)
    this.paths.push(row.path)
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

  private grow(): void {
    const capacity = this.total.length * 2
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
