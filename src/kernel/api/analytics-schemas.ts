import { z } from 'zod'
import type { ReaderText } from '../publish/reader-text.js'

// Response schemas of every analytics endpoint (analytics.openapi.json, 2026-08), and so the analytics
// vocabulary: the export's row types are inferred from them (src/modes/analytics/datasets/model.ts). Lenient like
// the agent job's: unknown fields are dropped (zod's default), fields the schema marks nullable may be
// missing too; a missing required field is a broken contract, quoted by the client.

// The official schema types every count as `number` with no minimum (only `totalSearches` is a
// non-negative integer): accepted as sent, and kept exactly. The export warns about values that look
// wrong (negative, fractional); it never refuses them.
const count = z.number()
const totalSearches = z.number().int().nonnegative()
const text = z.string()
const nullableText = z
  .string()
  .nullish()
  .transform(v => v ?? null)
/**
 * What readers typed (a query, a question, an answer to it, a comment): a string the API sends, typed
 * ReaderText from here on (kernel/publish/), so only the publication gate turns it back into text. A
 * type, not a transform: nothing is allocated per row, and a contract break says what a string says.
 */
const readerText = z.string() as unknown as z.ZodType<ReaderText, string>
const nullableReaderText = (z.string() as unknown as z.ZodType<ReaderText, string>)
  .nullish()
  .transform(v => v ?? null)

/** Human, AI and all views (or visitors): the one shape of counts, with the number rule given. */
const countsOf = (amount: z.ZodNumber) => z.object({ human: amount, ai: amount, total: amount })

/** Counts as the endpoints send them: any number (see `count`). */
export const countsSchema = countsOf(count)
/** A row of `/views` or `/visitors`: the path first, as the files write it. */
export const pageRowSchema = z.object({ path: text, ...countsSchema.shape })

/**
 * Counts as the report's extras read them (the daily trend, the previous period, a previous
 * export's files): any number, as the spec allows.
 */
export const lenientCountsSchema = countsOf(z.number())
export const lenientPageRowSchema = z.object({ path: text, ...lenientCountsSchema.shape })

export const pageViewsPageSchema = z.object({
  totals: countsSchema,
  views: z.array(pageRowSchema),
  hasMore: z.boolean()
})

export const visitorsPageSchema = z.object({
  totals: countsSchema,
  visitors: z.array(pageRowSchema),
  hasMore: z.boolean()
})

export const searchRowSchema = z.object({
  searchQuery: readerText,
  hits: count,
  ctr: z.number(),
  topClickedPage: nullableText,
  lastSearchedAt: text
})

export const searchesPageSchema = z.object({
  searches: z.array(searchRowSchema),
  totalSearches,
  nextCursor: nullableText
})

export const feedbackRowSchema = z.object({
  id: text,
  path: text,
  comment: nullableReaderText,
  createdAt: nullableText,
  source: text,
  status: text,
  /** contextual entries. */
  helpful: z.boolean().optional(),
  /** contextual entries; personal data, kept only when the `include-contact` input asks for it. */
  contact: z.string().nullish(),
  /** code_snippet entries: the snippet as the reader sent it. */
  code: readerText.optional(),
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
  query: readerText,
  response: readerText,
  /** 'answer' when the API leaves it out. */
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

export type Counts = z.infer<typeof countsSchema>
export type PageRow = z.infer<typeof pageRowSchema>
export type SearchRow = z.infer<typeof searchRowSchema>
export type FeedbackRow = z.infer<typeof feedbackRowSchema>
export type FeedbackByPageRow = z.infer<typeof feedbackByPageRowSchema>
export type AssistantRow = z.infer<typeof assistantRowSchema>
export type CallerStats = z.infer<typeof callerStatsSchema>

export type PageViewsPage = z.infer<typeof pageViewsPageSchema>
