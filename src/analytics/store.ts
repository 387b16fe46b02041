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

// The order is computed once and kept until a row is added: the files and the report each walk it.
class PageRows implements DatasetRows<PageRow> {
  private readonly store = new RowStore()
  private order?: Uint32Array
  add(row: PageRow): boolean {
    const added = this.store.add(row)
    if (added) this.order = undefined
    return added
  }
  get size(): number {
    return this.store.size
  }
  *sorted(): Iterable<PageRow> {
    this.order ??= this.store.sortedIndices()
    for (const i of this.order) yield this.store.row(i)
  }
}

class KeyedRows<Row> implements DatasetRows<Row> {
  private readonly rows = new Map<string, Row>()
  private order?: Row[]
  constructor(private readonly spec: DatasetSpec<Row>) {}
  add(row: Row): boolean {
    const key = this.spec.keyOf(row)
    if (this.rows.has(key)) return false
    this.rows.set(key, row)
    this.order = undefined
    return true
  }
  get size(): number {
    return this.rows.size
  }
  sorted(): Iterable<Row> {
    this.order ??= [...this.rows.values()].sort((a, b) => this.spec.compare(a, b))
    return this.order
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
  if (value === null || typeof value !== 'object') return 8
  let sum = 8
  if (Array.isArray(value)) for (const v of value) sum += textSize(v)
  else for (const key in value) sum += textSize((value as Record<string, unknown>)[key])
  return sum
}
