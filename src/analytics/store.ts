import type { PageRow } from './model.js'
import { RowStore } from './rows.js'
import type { DatasetSpec } from './datasets/spec.js'

// The rows of one dataset while pages arrive: the first row of each key is kept. Page rows (views,
// visitors; up to hundreds of thousands) live in the compact RowStore; the other datasets are small
// enough for a Map.

export interface DatasetRows<Row = unknown> {
  /** False (keeping the first) when the row's key is already held. */
  add(row: Row): boolean
  readonly size: number
  /** Every row in the files' order. */
  sorted(): Iterable<Row>
}

class PageRows implements DatasetRows<PageRow> {
  private readonly store = new RowStore()
  add(row: PageRow): boolean {
    return this.store.add(row)
  }
  get size(): number {
    return this.store.size
  }
  *sorted(): Iterable<PageRow> {
    const order = this.store.sortedIndices()
    for (const i of order) yield this.store.row(i)
  }
}

class KeyedRows<Row> implements DatasetRows<Row> {
  private readonly rows = new Map<string, Row>()
  constructor(private readonly spec: DatasetSpec<Row>) {}
  add(row: Row): boolean {
    const key = this.spec.keyOf(row)
    if (this.rows.has(key)) return false
    this.rows.set(key, row)
    return true
  }
  get size(): number {
    return this.rows.size
  }
  sorted(): Iterable<Row> {
    return [...this.rows.values()].sort((a, b) => this.spec.compare(a, b))
  }
}

export function rowsFor(spec: DatasetSpec): DatasetRows {
  return spec.name === 'views' || spec.name === 'visitors'
    ? (new PageRows() as DatasetRows)
    : new KeyedRows(spec)
}

/** Characters a row holds, for the memory bound (strings dominate; numbers count as a few). */
export function textSize(value: unknown): number {
  if (typeof value === 'string') return value.length
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + textSize(v), 8)
  if (value && typeof value === 'object') {
    let sum = 8
    for (const v of Object.values(value)) sum += textSize(v)
    return sum
  }
  return 8
}
