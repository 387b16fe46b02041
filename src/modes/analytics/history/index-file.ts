import { z } from 'zod'
import type { DateRange } from '../datasets/model.js'
import { HISTORY_VERSION, historyIndexSchema, type HistoryIndex, type PeriodEntry } from './model.js'

// Reading a history's files back (people write to a branch too) and merging index.json: a run adds or
// replaces its own period's entry and keeps every other entry as it found them.

/** What a file read back holds: the parsed value, or why it is not one (said once, then ignored). */
export type ReadBack<T> = { value: T } | { malformed: string } | undefined

/** Bytes parsed as JSON and checked with `schema`; undefined when there are no bytes. */
export function parseJsonFile<T>(bytes: Uint8Array | undefined, schema: z.ZodType<T>): ReadBack<T> {
  if (bytes === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(bytes).toString('utf8'))
  } catch {
    return { malformed: 'is not JSON' }
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return { value: parsed.data }
  const first = parsed.error.issues[0]
  const where = first?.path.length ? ` at ${first.path.join('.')}` : ''
  return { malformed: `does not have the history's shape${where}` }
}

export const parseIndex = (bytes: Uint8Array | undefined) => parseJsonFile(bytes, historyIndexSchema)

const samePeriod = (a: DateRange, b: DateRange) => a.dateFrom === b.dateFrom && a.dateTo === b.dateTo

/** `index` with `entry` added (or its period's entry replaced), sorted by start; a new index when none. */
export function mergeIndex(
  index: HistoryIndex | undefined,
  project: string,
  entry: PeriodEntry
): HistoryIndex {
  const others = (index?.periods ?? []).filter(p => !samePeriod(p, entry))
  const periods = [...others, entry].sort((a, b) =>
    a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : a.dateTo < b.dateTo ? -1 : 1
  )
  return { ...(index ?? {}), version: HISTORY_VERSION, project, periods }
}
