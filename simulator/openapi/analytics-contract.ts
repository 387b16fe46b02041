// The analytics endpoints as Mintlify's official OpenAPI file describes them: each endpoint's query
// parameters and its 200 answer. Transcribed by hand (not copied) from `analytics.openapi.json` in the
// public mintlify/docs repository at commit 3bbce7aa1abf66b19671bc398b9752d608fd0826 (2026-08-21).
// Only what the spec says is here: counts are `number` (any real, no minimum), timestamps are plain
// strings, nullable fields are `[type, null]`, optional fields are left out of `required`.
// The mock in ./mock.ts generates its answers from these schemas and checks every request against them,
// so the action is tried against the contract, not against the simulator's own reading of it.

export type Schema =
  | { type: 'string'; enum?: readonly string[]; format?: 'ulid'; nullable?: true }
  | { type: 'number' | 'integer'; minimum?: number; maximum?: number; nullable?: true }
  | { type: 'boolean' }
  | { type: 'array'; items: Schema }
  | { type: 'object'; properties: Record<string, Schema>; required: readonly string[] }
  | { anyOf: readonly Schema[] }

export interface Parameter {
  name: string
  schema: Schema
}

export interface Endpoint {
  /** The path after `/v1/analytics/{projectId}/`. */
  path: string
  query: readonly Parameter[]
  ok: Schema
}

const str: Schema = { type: 'string' }
const nullableStr: Schema = { type: 'string', nullable: true }
const num: Schema = { type: 'number' }
const obj = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({
  type: 'object',
  properties,
  required
})
const dates: Parameter[] = [
  { name: 'dateFrom', schema: str },
  { name: 'dateTo', schema: str }
]
const limit = (maximum: number, type: 'number' | 'integer' = 'number'): Parameter => ({
  name: 'limit',
  schema: { type, minimum: 1, maximum }
})
const SOURCE: Schema = { type: 'string', enum: ['code_snippet', 'contextual', 'agent', 'thumbs_only'] }
const STATUS: Schema = { type: 'string', enum: ['pending', 'in_progress', 'resolved', 'dismissed'] }
const trafficRow = obj({ path: str, human: num, ai: num, total: num })
const traffic = (key: string): Schema =>
  obj({
    totals: obj({ human: num, ai: num, total: num }),
    [key]: { type: 'array', items: trafficRow },
    hasMore: { type: 'boolean' }
  })
const feedbackBase = {
  id: str,
  path: str,
  comment: nullableStr,
  createdAt: nullableStr,
  source: SOURCE,
  status: STATUS
}

export const ANALYTICS_ENDPOINTS: readonly Endpoint[] = [
  {
    path: 'views',
    query: [...dates, limit(250, 'integer'), { name: 'offset', schema: { type: 'integer', minimum: 0 } }],
    ok: traffic('views')
  },
  {
    path: 'visitors',
    query: [...dates, limit(250, 'integer'), { name: 'offset', schema: { type: 'integer', minimum: 0 } }],
    ok: traffic('visitors')
  },
  {
    path: 'searches',
    query: [...dates, limit(100), { name: 'cursor', schema: str }],
    ok: obj({
      searches: {
        type: 'array',
        items: obj({
          searchQuery: str,
          hits: num,
          ctr: num,
          topClickedPage: nullableStr,
          lastSearchedAt: str
        })
      },
      totalSearches: { type: 'integer', minimum: 0 },
      nextCursor: nullableStr
    })
  },
  {
    path: 'feedback',
    query: [
      ...dates,
      { name: 'source', schema: SOURCE },
      { name: 'status', schema: str },
      limit(100),
      { name: 'cursor', schema: str }
    ],
    ok: obj({
      feedback: {
        type: 'array',
        items: {
          anyOf: [
            obj({ ...feedbackBase, helpful: { type: 'boolean' }, contact: nullableStr }),
            obj({ ...feedbackBase, code: str, filename: nullableStr, lang: nullableStr }),
            obj(feedbackBase)
          ]
        }
      },
      nextCursor: nullableStr,
      hasMore: { type: 'boolean' }
    })
  },
  {
    path: 'feedback/by-page',
    query: [...dates, limit(100), { name: 'source', schema: SOURCE }, { name: 'status', schema: str }],
    ok: obj({
      feedback: {
        type: 'array',
        items: obj({ path: str, thumbsUp: num, thumbsDown: num, code: num, total: num })
      },
      hasMore: { type: 'boolean' }
    })
  },
  {
    path: 'assistant',
    query: [...dates, limit(1000), { name: 'cursor', schema: { type: 'string', format: 'ulid' } }],
    ok: obj({
      conversations: {
        type: 'array',
        items: obj(
          {
            id: str,
            timestamp: str,
            query: str,
            response: str,
            responseType: { type: 'string', enum: ['answer', 'clarifying_question'] },
            sources: { type: 'array', items: obj({ title: str, url: str }) },
            resolutionStatus: { type: 'string', enum: ['answered', 'unanswered'] },
            queryCategory: nullableStr,
            pageUrl: nullableStr
          },
          ['id', 'timestamp', 'query', 'response', 'sources', 'resolutionStatus', 'queryCategory', 'pageUrl']
        )
      },
      nextCursor: nullableStr,
      hasMore: { type: 'boolean' }
    })
  },
  {
    path: 'assistant/caller-stats',
    query: dates,
    ok: obj({ web: num, api: num, other: num, total: num })
  }
]
