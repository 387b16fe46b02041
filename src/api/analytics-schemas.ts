import { z } from 'zod'
import { pageViewsPageSchema } from './schemas.js'

// Response schemas of every analytics endpoint (analytics.openapi.json, 2026-08). Lenient like the
// agent job's: unknown fields are dropped (zod's default), fields the schema marks nullable may be
// missing too; a missing required field is a broken contract, quoted by the client.

const count = z.number().int().nonnegative()
const text = z.string()
const nullableText = z
  .string()
  .nullish()
  .transform(v => v ?? null)

const countsSchema = z.object({ human: count, ai: count, total: count })

export { pageViewsPageSchema }

export const visitorsPageSchema = z.object({
  totals: countsSchema,
  visitors: z.array(z.object({ path: text, human: count, ai: count, total: count })),
  hasMore: z.boolean()
})

export const searchRowSchema = z.object({
  searchQuery: text,
  hits: count,
  ctr: z.number().nonnegative(),
  topClickedPage: nullableText,
  lastSearchedAt: text
})

export const searchesPageSchema = z.object({
  searches: z.array(searchRowSchema),
  totalSearches: count,
  nextCursor: nullableText
})

export const feedbackRowSchema = z.object({
  id: text,
  path: text,
  comment: nullableText,
  createdAt: nullableText,
  source: text,
  status: text,
  helpful: z.boolean().optional(),
  contact: z.string().nullish(),
  code: z.string().optional(),
  filename: z.string().nullish(),
  lang: z.string().nullish()
})

export const feedbackPageSchema = z.object({
  feedback: z.array(feedbackRowSchema),
  nextCursor: nullableText,
  hasMore: z.boolean()
})

export const feedbackByPageRowSchema = z.object({
  path: text,
  thumbsUp: count,
  thumbsDown: count,
  code: count,
  total: count
})

export const feedbackByPageSchema = z.object({
  feedback: z.array(feedbackByPageRowSchema),
  hasMore: z.boolean()
})

export const assistantRowSchema = z.object({
  id: text,
  timestamp: text,
  query: text,
  response: text,
  responseType: z
    .string()
    .nullish()
    .transform(v => v ?? 'answer'),
  sources: z.array(z.object({ title: text, url: text })),
  resolutionStatus: text,
  queryCategory: nullableText,
  pageUrl: nullableText
})

export const assistantPageSchema = z.object({
  conversations: z.array(assistantRowSchema),
  nextCursor: nullableText,
  hasMore: z.boolean()
})

export const callerStatsSchema = z.object({ web: count, api: count, other: count, total: count })

export type VisitorsPage = z.infer<typeof visitorsPageSchema>
export type SearchesPage = z.infer<typeof searchesPageSchema>
export type FeedbackPage = z.infer<typeof feedbackPageSchema>
export type FeedbackByPagePage = z.infer<typeof feedbackByPageSchema>
export type AssistantPage = z.infer<typeof assistantPageSchema>
