import { readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { z } from 'zod'
import { resolveDate } from '../../time/dates.js'
import { datasetSpec } from '../datasets/index.js'
import { DATASETS, type DatasetName, type DateRange } from '../datasets/model.js'
import { rowsFor } from '../datasets/store.js'
import { CHECKPOINT_FILE, checkpointFile, datasetFile } from '../files/paths.js'
import type { DatasetState } from './pager.js'

// The checkpoint of an export that stopped early, and reading it back. It holds the resolved range,
// the datasets, the options that shape rows, and each dataset's position and row count. The rows
// themselves are in that run's JSON files beside it (the lossless source; CSV cells are neutralised),
// as `actions/download-artifact` leaves them: a resumed run reads them back, continues each dataset
// from its position, and so fetches no row twice and writes the same bytes as a one-shot export.

const VERSION = 1

const positionSchema = z.object({
  done: z.boolean(),
  offset: z.number().int().nonnegative(),
  cursor: z.string().nullable(),
  extraDone: z.boolean(),
  rows: z.number().int().nonnegative(),
  truncated: z.boolean().default(false),
  meta: z.record(z.string(), z.unknown())
})

const isDate = (text: string) => resolveDate(text, new Date())?.value === text

const checkpointSchema = z.object({
  version: z.literal(VERSION),
  // Dates as the inputs resolve them (a downloaded file is checked like an input before it is sent).
  range: z.object({
    dateFrom: z.string().refine(isDate, 'not a date'),
    dateTo: z.string().refine(isDate, 'not a date')
  }),
  datasets: z.array(z.enum(DATASETS)).min(1),
  includeContact: z.boolean(),
  reason: z.string(),
  stoppedAt: z.string(),
  positions: z.partialRecord(z.enum(DATASETS), positionSchema)
})

export type Checkpoint = z.infer<typeof checkpointSchema>

export function checkpointOf(
  range: DateRange,
  states: DatasetState[],
  includeContact: boolean,
  reason: string
): Checkpoint {
  const positions: Checkpoint['positions'] = {}
  for (const s of states) {
    positions[s.spec.name] = { ...s.position, rows: s.rows.size, truncated: s.truncated, meta: s.meta }
  }
  return {
    version: VERSION,
    range: { dateFrom: range.dateFrom, dateTo: range.dateTo },
    datasets: states.map(s => s.spec.name),
    includeContact,
    reason,
    stoppedAt: new Date().toISOString(),
    positions
  }
}

export async function writeCheckpoint(dir: string, checkpoint: Checkpoint): Promise<string> {
  const path = checkpointFile(dir)
  await writeFile(path, `${JSON.stringify(checkpoint, null, 2)}\n`)
  return path
}

/** A checkpoint that cannot be used: the message names `resume-from` and says what to do. */
export class CheckpointError extends Error {
  constructor(message: string) {
    super(`\`resume-from\`: ${message}`)
    this.name = 'CheckpointError'
  }
}

export interface Resumed {
  checkpoint: Checkpoint
  states: DatasetState[]
}

async function readJson(path: string, what: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const code = (error as { code?: string }).code
    throw new CheckpointError(
      `cannot read ${what} ${path} (${code ?? String(error)}). Download the incomplete run's artifact (actions/download-artifact) and point \`resume-from\` at its ${CHECKPOINT_FILE}.`
    )
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new CheckpointError(`${what} ${path} is not JSON.`)
  }
}

/** Reads a checkpoint and the rows its run fetched, from the JSON files beside it. */
export async function readCheckpoint(
  path: string,
  limitFor: (name: DatasetName) => number
): Promise<Resumed> {
  const parsed = checkpointSchema.safeParse(await readJson(path, 'the checkpoint'))
  if (!parsed.success) {
    throw new CheckpointError(`${path} is not a checkpoint of this action: ${z.prettifyError(parsed.error)}`)
  }
  const checkpoint = parsed.data
  const dir = dirname(path)
  const states: DatasetState[] = []
  for (const name of checkpoint.datasets) {
    const spec = datasetSpec(name, { includeContact: checkpoint.includeContact })
    const saved = checkpoint.positions[name]
    const state: DatasetState = {
      spec,
      rows: rowsFor(spec),
      position: { done: false, offset: 0, cursor: null, extraDone: false },
      meta: {},
      limit: limitFor(name),
      requests: 0,
      resumedCursor: false,
      truncated: false
    }
    if (saved) {
      state.position = {
        done: saved.done,
        offset: saved.offset,
        cursor: saved.cursor,
        extraDone: saved.extraDone
      }
      state.meta = { ...saved.meta }
      state.truncated = saved.truncated
      state.resumedCursor = saved.cursor !== null && !saved.done
      if (saved.rows > 0) await loadRows(datasetFile(dir, name, 'json'), state, saved.rows)
    }
    states.push(state)
  }
  return { checkpoint, states }
}

async function loadRows(file: string, state: DatasetState, expected: number): Promise<void> {
  const json = await readJson(file, `the ${state.spec.label} file`)
  const rows = (json as Record<string, unknown> | null)?.[state.spec.rowsKey]
  if (!Array.isArray(rows)) throw new CheckpointError(`${file} has no "${state.spec.rowsKey}" list.`)
  for (const [i, raw] of rows.entries()) {
    const row = state.spec.rowSchema.safeParse(raw)
    if (!row.success) throw new CheckpointError(`row ${i + 1} of ${file} is not a ${state.spec.label} row.`)
    state.rows.add(row.data)
  }
  if (state.rows.size !== expected) {
    throw new CheckpointError(
      `${file} holds ${state.rows.size} ${state.spec.label} rows but the checkpoint says ${expected}: the files do not belong to this checkpoint.`
    )
  }
}
