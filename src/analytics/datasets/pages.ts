import { pageRowSchema, pageViewsPageSchema, visitorsPageSchema } from '../../api/analytics-schemas.js'
import type { PageRow } from '../model.js'
import { byCodeUnits, type Column, type DatasetSpec } from './spec.js'

// `/views` and `/visitors`: one row per path, paged by offset; totals on every page.

const columns: Column<PageRow>[] = [
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
  file: 'page-views',
  rowsKey: 'views',
  parsePage: pageViewsPageSchema.transform(p => ({
    // zod already built fresh rows with exactly these keys, in this order: no second copy.
    rows: p.views,
    hasMore: p.hasMore,
    meta: { totals: p.totals }
  })),
  rowSchema: pageRowSchema,
  keyOf: r => r.path,
  compare,
  columns
}

export const visitorsSpec: DatasetSpec<PageRow> = {
  ...viewsSpec,
  name: 'visitors',
  label: 'visitors',
  endpoint: ['visitors'],
  file: 'visitors',
  rowsKey: 'visitors',
  parsePage: visitorsPageSchema.transform(p => ({
    rows: p.visitors,
    hasMore: p.hasMore,
    meta: { totals: p.totals }
  }))
}
