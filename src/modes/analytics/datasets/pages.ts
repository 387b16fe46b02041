import {
  lenientPageRowSchema,
  pageRowSchema,
  pageViewsPageSchema,
  visitorsPageSchema
} from '../../../kernel/api/analytics-schemas.js'
import type { Counts, PageRow } from './model.js'
import { byCodeUnits, type Column, type DatasetSpec } from './spec.js'

// `/views` and `/visitors`: one row per path, paged by offset; totals on every page.

const columns: readonly Column<PageRow>[] = [
  { name: 'path', value: r => r.path },
  { name: 'human', value: r => r.human },
  { name: 'ai', value: r => r.ai },
  { name: 'total', value: r => r.total }
]

const compare = (a: PageRow, b: PageRow) => b.total - a.total || byCodeUnits(a.path, b.path)

export const viewsSpec: DatasetSpec<PageRow> = {
  name: 'views',
  label: 'page views',
  endpoint: ['views'],
  paging: 'offset',
  maxLimit: 250,
  rowsKey: 'views',
  parsePage: pageViewsPageSchema.transform(p => ({
    // zod already built fresh rows with exactly these keys, in this order: no second copy.
    rows: p.views,
    hasMore: p.hasMore,
    meta: { totals: p.totals }
  })),
  rowSchema: pageRowSchema,
  keyOf: r => r.path,
  keyLabel: r => JSON.stringify(r.path),
  counts: r => [r.human, r.ai, r.total],
  compare,
  columns
}

export const visitorsSpec: DatasetSpec<PageRow> = {
  ...viewsSpec,
  name: 'visitors',
  label: 'visitors',
  endpoint: ['visitors'],
  rowsKey: 'visitors',
  parsePage: visitorsPageSchema.transform(p => ({
    rows: p.visitors,
    hasMore: p.hasMore,
    meta: { totals: p.totals }
  }))
}

/**
 * Per-page views for the report's comparisons (a previous export's rows, or the previous period's
 * pages): adds the rows that parse, keeping the first of each path; a row that breaks the contract
 * is skipped and counted.
 */
export function addPageCounts(pages: Map<string, Counts>, rows: readonly unknown[]): number {
  let skipped = 0
  for (const raw of rows) {
    const row = lenientPageRowSchema.safeParse(raw)
    if (!row.success) skipped++
    else if (!pages.has(row.data.path)) {
      const { path, ...counts } = row.data
      pages.set(path, counts)
    }
  }
  return skipped
}
