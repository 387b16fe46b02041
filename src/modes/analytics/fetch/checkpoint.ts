import { writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { z } from 'zod'
import { readRegularFile } from '../../../kernel/inputs/regular-file.js'
import { datasetSpec } from '../datasets/index.js'
import type { DatasetName } from '../datasets/model.js'
import { CHECKPOINT_FILE, checkpointFile, datasetFile, sealedFile } from '../files/paths.js'
import { holdsReaderText, readSealedCopy, SealedCopyError } from '../files/sealed-copy.js'
import type { BoxKeys } from '../../../kernel/seal.js'
import {
  CHECKPOINT_VERSION,
  checkpointSchema,
  differences,
  type Checkpoint,
  type ExportIdentity
} from './checkpoint-schema.js'
import { emptyState } from './export.js'
import type { DatasetState } from './pager.js'

// The checkpoint of an export that stopped early, and reading it back. It holds the resolved range,
// the datasets, the options that shape rows, and each dataset's position and row count. The rows
// themselves are in that run's JSON files beside it (the lossless source; CSV cells are neutralised),
// as `actions/download-artifact` leaves them: a resumed run reads them back, continues each dataset
// from its position, and so fetches no row twice and writes the same bytes as a one-shot export.
// Where those files withhold reader text, the rows that carry it are read from the sealed copy.

export type { Checkpoint }

/** A checkpoint of the run's export: its identity, where each dataset stopped, and why; `sealed`: see the schema. */
export function checkpointOf(
  identity: ExportIdentity,
  states: DatasetState[],
  reason: string,
  sealed = false
): Checkpoint {
  const positions: Checkpoint['positions'] = {}
  for (const s of states) {
    positions[s.spec.name] = {
      ...s.position,
      rows: s.rows.size,
      received: s.received,
      truncated: s.truncated,
      meta: s.meta
    }
  }
  return {
    version: CHECKPOINT_VERSION,
    projectId: identity.projectId,
    apiOrigin: identity.apiOrigin,
    range: { dateFrom: identity.range.dateFrom, dateTo: identity.range.dateTo },
    dateInputs: { from: identity.dateInputs.from, to: identity.dateInputs.to },
    datasets: states.map(s => s.spec.name),
    includeContact: identity.includeContact,
    feedbackFilter: identity.feedbackFilter,
    ...(sealed ? { sealed: true as const } : {}),
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

/** The checkpoint's rows withhold their reader text and the sealed copy of it does not open. */
export class SealedRowsError extends CheckpointError {
  override name = 'SealedRowsError'
}

export interface Resumed {
  checkpoint: Checkpoint
  states: DatasetState[]
}

/** A checkpoint is a few kilobytes; the rows files beside it hold up to the export's row bound. */
const MAX_CHECKPOINT_BYTES = 1024 * 1024
const MAX_ROWS_FILE_BYTES = 256 * 1024 * 1024

function readJson(path: string, what: string, maxBytes = MAX_CHECKPOINT_BYTES): unknown {
  // A regular file only, opened without blocking: a FIFO named here would hang the step.
  const file = readRegularFile(path, maxBytes)
  if ('problem' in file) {
    const why = file.code ? `cannot read ${what} ${path} (${file.code})` : `${what} ${path} ${file.problem}`
    throw new CheckpointError(
      `${why}. Download the incomplete run's artifact (actions/download-artifact) and point \`resume-from\` at its ${CHECKPOINT_FILE}.`
    )
  }
  try {
    return JSON.parse(file.bytes.toString('utf8'))
  } catch {
    throw new CheckpointError(`${what} ${path} is not JSON.`)
  }
}

/**
 * Reads a checkpoint and the rows its run fetched, from the JSON files beside it, for the run that
 * `identity` describes: a checkpoint of another export is refused, saying what differs. The rows are
 * read back with the run's own `include-contact`, so a run without it drops any contact they hold.
 */
export async function readCheckpoint(
  path: string,
  identity: ExportIdentity,
  limitFor: (name: DatasetName) => number,
  /** Open the sealed copy, when the checkpoint's files withhold reader text. */
  keys: BoxKeys = []
): Promise<Resumed> {
  const parsed = checkpointSchema.safeParse(readJson(path, 'the checkpoint'))
  if (!parsed.success) {
    throw new CheckpointError(`${path} is not a checkpoint of this action: ${z.prettifyError(parsed.error)}`)
  }
  const checkpoint = parsed.data
  const differ = differences(checkpoint, identity)
  if (differ.length > 0) {
    throw new CheckpointError(
      `${path} belongs to another export: ${differ.join('; ')}. Resume with the inputs of the run that wrote it, or start a new export without \`resume-from\`.`
    )
  }
  const dir = dirname(path)
  const sealedRows = checkpoint.sealed ? openSealedRows(dir, keys, checkpoint) : {}
  const states: DatasetState[] = []
  for (const name of checkpoint.datasets) {
    const spec = datasetSpec(name, {
      includeContact: identity.includeContact,
      feedbackFilter: identity.feedbackFilter
    })
    const saved = checkpoint.positions[name]
    const state = emptyState(spec, limitFor(name))
    if (saved) {
      state.position = {
        done: saved.done,
        offset: saved.offset,
        cursor: saved.cursor,
        extraDone: saved.extraDone
      }
      state.meta = { ...saved.meta }
      state.truncated = saved.truncated
      state.received = saved.received
      state.pages = pagesBefore(state)
      state.resumedCursor = saved.cursor !== null && !saved.done
      if (checkpoint.sealed && holdsReaderText(name))
        addRows(sealedRows[name], sealedFile(dir), state, saved.rows)
      else if (saved.rows > 0) loadRows(datasetFile(dir, name, 'json'), state, saved.rows)
    }
    states.push(state)
  }
  return { checkpoint, states }
}

/** The rows of the sealed copy beside a checkpoint that says its files withhold reader text. */
function openSealedRows(dir: string, keys: BoxKeys, { projectId, apiOrigin, range }: Checkpoint) {
  try {
    return readSealedCopy(sealedFile(dir), keys, { projectId, apiOrigin, range })
  } catch (error) {
    if (!(error instanceof SealedCopyError)) throw error
    throw new SealedRowsError(`the earlier run's reader text cannot be read back: ${error.message}.`)
  }
}

function loadRows(file: string, state: DatasetState, expected: number): void {
  const json = readJson(file, `the ${state.spec.label} file`, MAX_ROWS_FILE_BYTES)
  const rows = (json as Record<string, unknown> | null)?.[state.spec.rowsKey]
  if (!Array.isArray(rows)) throw new CheckpointError(`${file} has no "${state.spec.rowsKey}" list.`)
  addRows(rows, file, state, expected)
}

function addRows(rows: unknown, file: string, state: DatasetState, expected: number): void {
  if (!Array.isArray(rows)) throw new CheckpointError(`${file} has no ${state.spec.label} rows.`)
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

/** The pages an earlier run took in, as far as the checkpoint shows (a lower bound for cursors). */
function pagesBefore({ spec, position, received, limit }: DatasetState): number {
  if (spec.paging === 'offset') return Math.ceil(position.offset / limit)
  return received > limit ? 2 : received > 0 ? 1 : 0
}
