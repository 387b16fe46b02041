import {
  feedbackByPageRowSchema,
  feedbackByPageSchema,
  feedbackPageSchema,
  feedbackRowSchema
} from '../../../kernel/api/analytics-schemas.js'
import type { FeedbackFilter } from '../input-types.js'
import type { FeedbackByPageRow, FeedbackRow } from './model.js'
import { byCodeUnits, byTimeDescending, type Column, type DatasetSpec } from './spec.js'

// `/feedback` (entries, cursor + hasMore) and `/feedback/by-page` (counts per page, one request).
// `contact` is an email address: it is dropped as each page arrives unless `include-contact` asks for it.

/** The row as written: shared fields, then the kind's own fields only when the API sent them. */
function entry(r: FeedbackRow, includeContact: boolean): FeedbackRow {
  const out: FeedbackRow = {
    id: r.id,
    path: r.path,
    comment: r.comment ?? null,
    createdAt: r.createdAt ?? null,
    source: r.source,
    status: r.status
  }
  if (r.helpful !== undefined) out.helpful = r.helpful
  if (includeContact && r.contact !== undefined) out.contact = r.contact
  if (r.code !== undefined) out.code = r.code
  if (r.filename !== undefined) out.filename = r.filename
  if (r.lang !== undefined) out.lang = r.lang
  return out
}

/** The documented filters as query parameters: `status` is a comma list, `source` one value. */
function filterQuery(filter: FeedbackFilter | undefined): Record<string, string> | undefined {
  const query: Record<string, string> = {}
  if (filter?.source) query.source = filter.source
  if (filter && filter.statuses.length > 0) query.status = filter.statuses.join(',')
  return Object.keys(query).length > 0 ? query : undefined
}

export function feedbackSpec(includeContact: boolean, filter?: FeedbackFilter): DatasetSpec<FeedbackRow> {
  const columns: Column<FeedbackRow>[] = [
    { name: 'id', value: r => r.id },
    { name: 'createdAt', value: r => r.createdAt },
    { name: 'source', value: r => r.source },
    { name: 'status', value: r => r.status },
    { name: 'path', value: r => r.path },
    { name: 'helpful', value: r => r.helpful },
    { name: 'comment', readerText: r => r.comment },
    { name: 'code', readerText: r => r.code },
    { name: 'filename', value: r => r.filename },
    { name: 'lang', value: r => r.lang }
  ]
  if (includeContact) columns.push({ name: 'contact', value: r => r.contact })
  return {
    query: filterQuery(filter),
    name: 'feedback',
    label: 'feedback',
    endpoint: ['feedback'],
    paging: 'cursor',
    maxLimit: 100,
    rowsKey: 'feedback',
    parsePage: feedbackPageSchema.transform(p => ({
      rows: p.feedback.map(r => entry(r, includeContact)),
      hasMore: p.hasMore,
      nextCursor: p.nextCursor
    })),
    rowSchema: feedbackRowSchema.transform(r => entry(r, includeContact)),
    keyOf: r => r.id,
    keyLabel: r => JSON.stringify(r.id),
    compare: (a, b) => byTimeDescending(a.createdAt, b.createdAt) || byCodeUnits(a.id, b.id),
    columns
  }
}

const byPageRow = (r: FeedbackByPageRow): FeedbackByPageRow => ({
  path: r.path,
  thumbsUp: r.thumbsUp,
  thumbsDown: r.thumbsDown,
  code: r.code,
  total: r.total
})

export const feedbackByPageSpec = (filter?: FeedbackFilter): DatasetSpec<FeedbackByPageRow> => ({
  query: filterQuery(filter),
  name: 'feedback-by-page',
  label: 'feedback by page',
  endpoint: ['feedback', 'by-page'],
  paging: 'single',
  maxLimit: 100,
  rowsKey: 'feedback',
  parsePage: feedbackByPageSchema.transform(p => ({
    rows: p.feedback.map(byPageRow),
    hasMore: p.hasMore,
    meta: { hasMore: p.hasMore }
  })),
  rowSchema: feedbackByPageRowSchema.transform(byPageRow),
  keyOf: r => r.path,
  keyLabel: r => JSON.stringify(r.path),
  counts: r => [r.thumbsUp, r.thumbsDown, r.code, r.total],
  compare: (a, b) => b.total - a.total || byCodeUnits(a.path, b.path),
  columns: [
    { name: 'path', value: r => r.path },
    { name: 'thumbsUp', value: r => r.thumbsUp },
    { name: 'thumbsDown', value: r => r.thumbsDown },
    { name: 'code', value: r => r.code },
    { name: 'total', value: r => r.total }
  ]
})
