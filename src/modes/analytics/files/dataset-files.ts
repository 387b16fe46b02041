import { mkdir, open } from 'node:fs/promises'
import type { ExportFormat } from '../input-types.js'
import { forCsv } from '../../../kernel/safe-text.js'
import { asSentForDatasetFiles } from '../../../kernel/publish/gate.js'
import type { HeldDataset } from '../datasets/store.js'
import type { ReaderText } from '../../../kernel/publish/reader-text.js'
import { datasetFile } from './paths.js'

// The export files, one CSV and one JSON per dataset, written in the dataset's order in chunks, so a
// big export never becomes one giant string and the same data always gives the same bytes
// (exportedAt aside).
//
// CSV: RFC 4180 — UTF-8 without a BOM, CRLF after every record (the header too); every text cell
// goes through forCsv (quoting, and formula neutralisation: a cell starting with = + - @ TAB CR gets
// a leading '); counts are non-negative numbers the schema checked. Lists are JSON inside one cell;
// null is an empty cell.
// JSON: exact values; the range, exportedAt, `"complete": false` and why when stopped early, the
// dataset's totals, then one row per line.

const CRLF = '\r\n'
const CHUNK_CHARS = 64 * 1024

export interface FileHeader {
  dateFrom: string
  dateTo: string
  exportedAt: string
  complete: boolean
  incompleteReason?: string
}

/** Appends text to a file in chunks of about CHUNK_CHARS; `close()` flushes the rest. */
async function chunkedWriter(path: string) {
  const file = await open(path, 'w')
  let pending = ''
  return {
    async write(text: string): Promise<void> {
      pending += text
      if (pending.length >= CHUNK_CHARS) {
        const chunk = pending
        pending = ''
        await file.write(chunk)
      }
    },
    async close(): Promise<void> {
      try {
        if (pending) await file.write(pending)
      } finally {
        await file.close()
      }
    }
  }
}

/** Numbers and booleans are ours (validated by the schema): only text goes through forCsv. */
function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? forCsv(value) : String(value)
}

/** How a row is shown in the files: as fetched, or without its reader text (steps/reader-text-fields.ts). */
export type ShownRow = (row: unknown) => unknown
const asFetched: ShownRow = row => row

const readerTextCell = (text: ReaderText | null | undefined) =>
  text === null || text === undefined ? '' : forCsv(asSentForDatasetFiles(text))

export async function writeCsv(path: string, state: HeldDataset, shown = asFetched): Promise<void> {
  const { columns } = state.spec
  const out = await chunkedWriter(path)
  try {
    await out.write(columns.map(c => forCsv(c.name)).join(',') + CRLF)
    for (const fetched of state.rows.sorted()) {
      const row = shown(fetched)
      const cells = columns.map(c =>
        'readerText' in c ? readerTextCell(c.readerText(row)) : csvCell(c.value(row))
      )
      await out.write(cells.join(',') + CRLF)
    }
  } finally {
    await out.close()
  }
}

export async function writeJson(
  path: string,
  state: HeldDataset,
  header: FileHeader,
  shown = asFetched
): Promise<void> {
  const out = await chunkedWriter(path)
  const field = (name: string, value: unknown) => `  ${JSON.stringify(name)}: ${JSON.stringify(value)},\n`
  try {
    let head =
      '{\n' +
      field('dateFrom', header.dateFrom) +
      field('dateTo', header.dateTo) +
      field('exportedAt', header.exportedAt)
    if (!header.complete) {
      head += field('complete', false) + field('incompleteReason', header.incompleteReason ?? '')
    }
    for (const [name, value] of Object.entries(state.meta)) head += field(name, value)
    await out.write(`${head}  ${JSON.stringify(state.spec.rowsKey)}: [`)
    let first = true
    for (const row of state.rows.sorted()) {
      await out.write(`${first ? '\n' : ',\n'}    ${JSON.stringify(shown(row))}`)
      first = false
    }
    await out.write(first ? ']\n}\n' : '\n  ]\n}\n')
  } finally {
    await out.close()
  }
}

/**
 * Writes one dataset's files into `dir` (created if missing); returns them in a fixed order. An
 * incomplete export always writes the JSON: it is what a resumed run reads back, losslessly (or,
 * where `shown` leaves the reader text out, with the sealed copy beside it).
 */
export async function writeDatasetFiles(
  dir: string,
  state: HeldDataset,
  formats: readonly ExportFormat[],
  header: FileHeader,
  shown = asFetched
): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const written: string[] = []
  if (formats.includes('csv')) {
    const path = datasetFile(dir, state.spec.name, 'csv')
    await writeCsv(path, state, shown)
    written.push(path)
  }
  if (formats.includes('json') || !header.complete) {
    const path = datasetFile(dir, state.spec.name, 'json')
    await writeJson(path, state, header, shown)
    written.push(path)
  }
  return written
}
