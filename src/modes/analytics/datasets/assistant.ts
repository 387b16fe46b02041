import {
  assistantPageSchema,
  assistantRowSchema,
  callerStatsSchema
} from '../../../kernel/api/analytics-schemas.js'
import type { AssistantRow } from './model.js'
import { byCodeUnits, byTimeDescending, type DatasetSpec } from './spec.js'

// `/assistant`: cursor (a ULID) + hasMore; then `/assistant/caller-stats`, one request. Each row is one
// turn (a question and its answer): the turns of one conversation share its `id` and differ by
// `timestamp`, so a row is keyed by both. `sources` is a list: JSON inside one CSV cell.

/** Conversations: the distinct ids of the rows (each row is one turn of a conversation). */
export const conversationsOf = (rows: readonly Pick<AssistantRow, 'id'>[]): number =>
  new Set(rows.map(r => r.id)).size

const row = (r: AssistantRow): AssistantRow => ({
  id: r.id,
  timestamp: r.timestamp,
  query: r.query,
  response: r.response,
  responseType: r.responseType,
  sources: r.sources.map(s => ({ title: s.title, url: s.url })),
  resolutionStatus: r.resolutionStatus,
  queryCategory: r.queryCategory,
  pageUrl: r.pageUrl
})

export const assistantSpec: DatasetSpec<AssistantRow> = {
  name: 'assistant',
  label: 'assistant conversations',
  endpoint: ['assistant'],
  paging: 'cursor',
  maxLimit: 1000,
  rowsKey: 'conversations',
  parsePage: assistantPageSchema.transform(p => ({
    rows: p.conversations.map(row),
    hasMore: p.hasMore,
    nextCursor: p.nextCursor
  })),
  rowSchema: assistantRowSchema.transform(row),
  keyOf: r => JSON.stringify([r.id, r.timestamp]),
  keyLabel: r => JSON.stringify([r.id, r.timestamp]),
  compare: (a, b) => byTimeDescending(a.timestamp, b.timestamp) || byCodeUnits(a.id, b.id),
  columns: [
    { name: 'id', value: r => r.id },
    { name: 'timestamp', value: r => r.timestamp },
    { name: 'query', readerText: r => r.query },
    { name: 'response', readerText: r => r.response },
    { name: 'responseType', value: r => r.responseType },
    { name: 'resolutionStatus', value: r => r.resolutionStatus },
    { name: 'queryCategory', value: r => r.queryCategory },
    { name: 'pageUrl', value: r => r.pageUrl },
    { name: 'sources', value: r => JSON.stringify(r.sources) }
  ],
  extra: {
    endpoint: ['assistant', 'caller-stats'],
    label: 'assistant caller stats',
    schema: callerStatsSchema.transform(s => ({ web: s.web, api: s.api, other: s.other, total: s.total })),
    metaKey: 'callerStats'
  }
}
