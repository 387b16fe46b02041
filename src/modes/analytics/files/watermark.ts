import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { instantOf } from '../../../kernel/time/dates.js'
import type { AssistantRow, DatasetName, DateRange, FeedbackRow } from '../datasets/model.js'
import { DATASETS } from '../input-types.js'

// The warehouse output's watermark: per dataset, an ISO instant up to which an export wrote its
// NDJSON events, so a later run given it (`since-watermark`) writes only what is new. For the datasets
// whose rows are events with their own time (feedback, assistant turns) it is the latest event time
// written; for the range aggregates (views, visitors, searches, feedback by page) it is the end of the
// latest range written. The map is the same shape as the history's `watermarks` (dataset -> ISO time).

export const WATERMARK_FILE = 'watermark.json'
export const watermarkFile = (dir: string): string => join(dir, WATERMARK_FILE)
const WATERMARK_VERSION = 1

/** A watermark file over this is not one: refused before it is parsed. */
export const MAX_WATERMARK_BYTES = 64 * 1024

/** Dataset -> ISO instant. */
export type Watermarks = Partial<Record<DatasetName, string>>

const instant = z
  .string()
  .max(40)
  .refine(v => !Number.isNaN(Date.parse(v)), { message: 'must be an ISO 8601 time' })

export const watermarkFileSchema = z.object({
  version: z.literal(WATERMARK_VERSION),
  project: z.string().max(200),
  watermarks: z.partialRecord(z.enum(DATASETS), instant)
})
export type WatermarkFile = z.infer<typeof watermarkFileSchema>

/** The time of an event row: feedback's `createdAt`, an assistant turn's `timestamp`; else none. */
const EVENT_TIME: { [K in DatasetName]?: (row: never) => string | null | undefined } = {
  feedback: (r: FeedbackRow) => r.createdAt,
  assistant: (r: AssistantRow) => r.timestamp
}

/** Whether a dataset's rows are events with their own time (else they aggregate the range). */
export const isEventDataset = (name: DatasetName): boolean => name in EVENT_TIME

/** The row's event time in milliseconds; NaN when it has none (or none that parses). */
export function eventTimeOf(name: DatasetName, row: unknown): number {
  const time = (EVENT_TIME[name] as ((row: unknown) => string | null | undefined) | undefined)?.(row)
  return time ? Date.parse(time) : Number.NaN
}

/**
 * Which rows of a dataset an incremental run writes. An event is new when it is later than the
 * watermark; an event without a time cannot be placed and is always written (its eventId dedupes it).
 * A range aggregate is new when its range ends after the watermark.
 */
export function newRowsFilter(
  name: DatasetName,
  range: DateRange,
  since: Watermarks | undefined
): (row: unknown) => boolean {
  const mark = since?.[name]
  if (mark === undefined) return () => true
  const markMs = Date.parse(mark)
  if (!isEventDataset(name)) {
    const isNew = instantOf(range.dateTo) > markMs
    return () => isNew
  }
  return row => {
    const time = eventTimeOf(name, row)
    return Number.isNaN(time) || time > markMs
  }
}

/** Follows the rows one dataset writes, for its next watermark. */
export class WatermarkTracker {
  private latest = Number.NaN
  constructor(
    private readonly name: DatasetName,
    private readonly range: DateRange
  ) {}
  /** A row written. */
  wrote(row: unknown): void {
    const time = isEventDataset(this.name) ? eventTimeOf(this.name, row) : instantOf(this.range.dateTo)
    if (!Number.isNaN(time) && !(time <= this.latest)) this.latest = time
  }
  /** The later of the previous mark and what was written, as an ISO instant. */
  next(previous: string | undefined): string | undefined {
    const before = previous === undefined ? Number.NaN : Date.parse(previous)
    if (Number.isNaN(this.latest)) return previous
    return new Date(Number.isNaN(before) ? this.latest : Math.max(before, this.latest)).toISOString()
  }
}

/** Writes watermark.json: the marks in the order of DATASETS, so the same marks give the same bytes. */
export async function writeWatermark(dir: string, project: string, marks: Watermarks): Promise<string> {
  const ordered: Watermarks = {}
  for (const name of DATASETS) if (marks[name] !== undefined) ordered[name] = marks[name]
  const file: WatermarkFile = { version: WATERMARK_VERSION, project, watermarks: ordered }
  const path = watermarkFile(dir)
  await writeFile(path, JSON.stringify(file, null, 2) + '\n')
  return path
}
