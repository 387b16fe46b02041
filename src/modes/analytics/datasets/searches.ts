import { searchesPageSchema, searchRowSchema } from '../../../kernel/api/analytics-schemas.js'
import type { SearchRow } from './model.js'
import { compareReaderText } from '../../../kernel/publish/reader-text.js'
import type { DatasetSpec } from './spec.js'

// `/searches`: what readers searched for. Cursor paging until `nextCursor` is null (no `hasMore`).

const row = (r: SearchRow): SearchRow => ({
  searchQuery: r.searchQuery,
  hits: r.hits,
  ctr: r.ctr,
  topClickedPage: r.topClickedPage,
  lastSearchedAt: r.lastSearchedAt
})

export const searchesSpec: DatasetSpec<SearchRow> = {
  name: 'searches',
  label: 'searches',
  endpoint: ['searches'],
  paging: 'cursor',
  maxLimit: 100,
  rowsKey: 'searches',
  parsePage: searchesPageSchema.transform(p => ({
    rows: p.searches.map(row),
    hasMore: p.nextCursor !== null,
    nextCursor: p.nextCursor,
    meta: { totalSearches: p.totalSearches }
  })),
  rowSchema: searchRowSchema.transform(row),
  keyOf: r => r.searchQuery,
  counts: r => [r.hits],
  compare: (a, b) => b.hits - a.hits || compareReaderText(a.searchQuery, b.searchQuery),
  columns: [
    { name: 'searchQuery', readerText: r => r.searchQuery },
    { name: 'hits', value: r => r.hits },
    { name: 'ctr', value: r => r.ctr },
    { name: 'topClickedPage', value: r => r.topClickedPage },
    { name: 'lastSearchedAt', value: r => r.lastSearchedAt }
  ]
}
