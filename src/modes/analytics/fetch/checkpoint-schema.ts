import { z } from 'zod'
import { countsSchema } from '../../../kernel/api/analytics-schemas.js'
import { resolveDate } from '../../../kernel/time/dates.js'
import { FEEDBACK_SOURCES, FEEDBACK_STATUSES, type FeedbackFilter } from '../input-types.js'
import { DATASETS, type DatasetName, type DateRange } from '../datasets/model.js'

// What a checkpoint holds, checked as strictly as an input: a downloaded file is outside text that
// decides what is sent and what is written. Every object is strict (an unknown key is refused, so no
// stray `"complete": true` can reach the files), every number is typed, and the range must be one the
// inputs would accept. A checkpoint also names what it belongs to (the project, the API's origin, the
// datasets, the range and the privacy choice): a resume that differs in any of them is refused.

export const CHECKPOINT_VERSION = 2

const isDate = (text: string) => resolveDate(text, new Date())?.value === text
const instantOf = (text: string) => resolveDate(text, new Date())?.instant ?? NaN

/** Text of bounded length without control characters (ids, origins, cursors). */
const plainText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine(t => !/[\u0000-\u001f\u007f]/.test(t), 'holds a control character')

const count = z.number().int().nonnegative()

/** Each dataset's totals as the pager saved them: only the keys the dataset has. */
const META: Record<DatasetName, z.ZodType<Record<string, unknown>>> = {
  views: z.strictObject({ totals: countsSchema.strict().optional() }),
  visitors: z.strictObject({ totals: countsSchema.strict().optional() }),
  searches: z.strictObject({ totalSearches: count.optional() }),
  feedback: z.strictObject({}),
  'feedback-by-page': z.strictObject({ hasMore: z.boolean().optional() }),
  assistant: z.strictObject({
    callerStats: z
      .strictObject({ web: z.number(), api: z.number(), other: z.number(), total: z.number() })
      .optional()
  })
}

const positionOf = (name: DatasetName) =>
  z.strictObject({
    done: z.boolean(),
    offset: count,
    cursor: plainText(4096).nullable(),
    extraDone: z.boolean(),
    rows: count,
    /** Rows the API sent in all (a repeated row counts each time). */
    received: count,
    truncated: z.boolean(),
    meta: META[name]
  })

const positionsSchema = z.strictObject(
  Object.fromEntries(DATASETS.map(name => [name, positionOf(name).optional()])) as {
    [K in DatasetName]: z.ZodOptional<ReturnType<typeof positionOf>>
  }
)

export const checkpointSchema = z.strictObject({
  version: z.literal(CHECKPOINT_VERSION, {
    message: `not a version ${CHECKPOINT_VERSION} checkpoint (an older version of the action wrote it, without the project and the API it belongs to): start a new export without \`resume-from\``
  }),
  projectId: plainText(256),
  apiOrigin: plainText(2048).refine(o => URL.canParse(o) && new URL(o).origin === o, 'not a URL origin'),
  // Dates as the inputs resolve them, and as the inputs were written (a relative `-7d` resolves to
  // another day tomorrow: the same words still name this checkpoint's range).
  range: z
    .strictObject({
      dateFrom: z.string().refine(isDate, 'not a date'),
      dateTo: z.string().refine(isDate, 'not a date')
    })
    .refine(r => instantOf(r.dateFrom) < instantOf(r.dateTo), 'dateFrom must be before dateTo'),
  dateInputs: z.strictObject({ from: plainText(100), to: plainText(100) }),
  datasets: z
    .array(z.enum(DATASETS))
    .min(1)
    .refine(d => new Set(d).size === d.length, 'lists a dataset twice'),
  includeContact: z.boolean(),
  // Absent in checkpoints written before the filters existed: those fetched all feedback.
  feedbackFilter: z
    .strictObject({
      source: z.enum(FEEDBACK_SOURCES).optional(),
      statuses: z.array(z.enum(FEEDBACK_STATUSES))
    })
    .optional(),
  // The rows' reader text is in the sealed copy beside the checkpoint (the readable files withhold it).
  sealed: z.literal(true).optional(),
  reason: z.string().max(8000),
  stoppedAt: z.iso.datetime(),
  positions: positionsSchema
})

export type Checkpoint = z.infer<typeof checkpointSchema>

/** What a run says about the export it continues, to compare with the checkpoint's. */
export interface ExportIdentity {
  projectId: string
  apiOrigin: string
  datasets: readonly DatasetName[]
  range: DateRange
  dateInputs: { from: string; to: string }
  includeContact: boolean
  feedbackFilter: FeedbackFilter
}

const sameRange = (a: DateRange, b: DateRange) => a.dateFrom === b.dateFrom && a.dateTo === b.dateTo

/**
 * What differs between the checkpoint's export and this run's, one phrase each (empty: it matches).
 * The run's `include-contact: false` may continue a checkpoint with contacts (they are dropped as the
 * rows are read back); `true` may not continue one without, whose earlier rows have none to give.
 */
export function differences(saved: Checkpoint, run: ExportIdentity): string[] {
  const out: string[] = []
  if (saved.projectId !== run.projectId)
    out.push(`\`project-id\` is "${run.projectId}", the checkpoint's project is "${saved.projectId}"`)
  if (saved.apiOrigin !== run.apiOrigin)
    out.push(`\`base-url\` is ${run.apiOrigin}, the checkpoint's API is ${saved.apiOrigin}`)
  if (saved.datasets.join() !== run.datasets.join())
    out.push(`\`datasets\` is ${run.datasets.join(',')}, the checkpoint's is ${saved.datasets.join(',')}`)
  const sameWords = saved.dateInputs.from === run.dateInputs.from && saved.dateInputs.to === run.dateInputs.to
  if (!sameWords && !sameRange(saved.range, run.range)) {
    out.push(
      `\`date-from\`/\`date-to\` give ${run.range.dateFrom} to ${run.range.dateTo}, the checkpoint's range is ${saved.range.dateFrom} to ${saved.range.dateTo} (\`date-from: ${saved.dateInputs.from}\`, \`date-to: ${saved.dateInputs.to}\`)`
    )
  }
  if (run.includeContact && !saved.includeContact)
    out.push(
      "`include-contact` is true, but the checkpoint's rows were fetched without reader emails: they cannot be added to them"
    )
  const filterOf = (f: FeedbackFilter | undefined) =>
    `source ${f?.source ?? 'any'}, status ${f?.statuses.length ? f.statuses.join(',') : 'any'}`
  const feedback = run.datasets.some(d => d === 'feedback' || d === 'feedback-by-page')
  if (feedback && filterOf(saved.feedbackFilter) !== filterOf(run.feedbackFilter))
    out.push(
      `\`feedback-source\`/\`feedback-status\` give ${filterOf(run.feedbackFilter)}, the checkpoint's feedback was fetched with ${filterOf(saved.feedbackFilter)}`
    )
  return out
}
