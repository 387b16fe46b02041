import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import type { DatasetName, DateRange } from '../datasets/model.js'
import type { HeldDataset } from '../datasets/store.js'
import { envelopeLine, type EnvelopeContext } from './ndjson-envelope.js'
import type { ShownRow } from './dataset-files.js'
import { datasetFile } from './paths.js'
import { newRowsFilter, WatermarkTracker, writeWatermark, type Watermarks } from './watermark.js'

// `format: ndjson`: each dataset as `<dataset>.ndjson.gz`, one event per line (ndjson-envelope.ts), in
// the order of the dataset's other files, streamed through gzip in chunks so an export of many rows
// never holds its file in memory; then watermark.json, the marks the next incremental run starts from.
// Given a previous watermark, a dataset writes only its new rows (watermark.ts). A dataset not read to
// its end (an export that stopped early) keeps its previous mark: its unread rows are still to come.

const CHUNK_CHARS = 64 * 1024

/** A dataset as fetched: its rows, and whether it was read to its end. */
export type NdjsonDataset = HeldDataset & { position: { done: boolean } }

/** `page-views.ndjson.gz`. */
export const ndjsonFile = (dir: string, name: DatasetName): string => `${datasetFile(dir, name, 'ndjson')}.gz`

export interface NdjsonExport {
  project: string
  range: DateRange
  states: readonly NdjsonDataset[]
  /** How each dataset's rows are shown in the files (without reader text where withheld). */
  shownOf(state: NdjsonDataset): ShownRow | undefined
  /** The previous run's watermark (`since-watermark`): only rows after it are written. */
  since?: Watermarks
}

/** Every dataset's NDJSON file, then watermark.json; returns the files written. */
export async function writeNdjsonFiles(dir: string, ndjson: NdjsonExport): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const context: EnvelopeContext = { project: ndjson.project, range: ndjson.range }
  const marks: Watermarks = { ...ndjson.since }
  const written: string[] = []
  for (const state of ndjson.states) {
    const name = state.spec.name
    const tracker = new WatermarkTracker(name, ndjson.range)
    const isNew = newRowsFilter(name, ndjson.range, ndjson.since)
    const shown = ndjson.shownOf(state) ?? ((row: unknown) => row)
    const path = ndjsonFile(dir, name)
    await pipeline(
      Readable.from(eventChunks(state, { context, isNew, shown, tracker })),
      createGzip(),
      createWriteStream(path)
    )
    written.push(path)
    const mark = state.position.done ? tracker.next(marks[name]) : marks[name]
    if (mark !== undefined) marks[name] = mark
  }
  written.push(await writeWatermark(dir, ndjson.project, marks))
  return written
}

interface EventLines {
  context: EnvelopeContext
  isNew(row: unknown): boolean
  shown: ShownRow
  tracker: WatermarkTracker
}

/** The dataset's new rows as event lines, in chunks of about CHUNK_CHARS. */
async function* eventChunks(state: NdjsonDataset, { context, isNew, shown, tracker }: EventLines) {
  let pending = ''
  for (const row of state.rows.sorted()) {
    if (!isNew(row)) continue
    pending += envelopeLine(state.spec.name, row, shown(row), context) + '\n'
    tracker.wrote(row)
    if (pending.length >= CHUNK_CHARS) {
      yield Buffer.from(pending)
      pending = ''
    }
  }
  if (pending) yield Buffer.from(pending)
}
