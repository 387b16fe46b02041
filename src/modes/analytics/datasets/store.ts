import type { PageRow } from './model.js'
import { RowStore } from './rows.js'
import type { DatasetSpec, RowKey } from './spec.js'

// How one dataset holds its rows while pages arrive: the first row of each key is kept. Page rows
// (views, visitors; up to hundreds of thousands) live in the compact RowStore (rows.ts); the other
// datasets are small enough for a Map.

export interface DatasetRows<Row = unknown> {
  /** False (keeping the first) when the row's key is already held. */
  add(row: Row): boolean
  readonly size: number
  /** Every row in the files' order. */
  sorted(): Iterable<Row>
  /** Frees every row (the files are written): the store is empty from then on. */
  release(): void
}

/** What a dataset holds: the rows, and what its endpoint said about all of them. */
export interface HeldDataset {
  spec: DatasetSpec
  rows: DatasetRows
  /** Totals from the endpoint (`totals`, `totalSearches`, `callerStats`, `hasMore`). */
  meta: Record<string, unknown>
}

// The order is computed once and kept until a row is added: the files and the report each walk it.
class KeyedRows<Row> implements DatasetRows<Row> {
  private readonly rows = new Map<RowKey, Row>()
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
  release(): void {
    this.rows.clear()
    this.order = undefined
  }
}

/** The compact store, checked against the shape every dataset's rows have. */
const pageRows = (): DatasetRows<PageRow> => new RowStore()

export function rowsFor(spec: DatasetSpec): DatasetRows {
  return spec.name === 'views' || spec.name === 'visitors' ? (pageRows() as DatasetRows) : new KeyedRows(spec)
}
