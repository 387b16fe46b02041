import { mkdir, open } from 'node:fs/promises'
import { join } from 'node:path'
import type { ExportFormat } from '../inputs.js'
import type { RowStore, ViewCounts } from './rows.js'

// The export files. Both are written in row order from RowStore.sortedIndices(), in chunks, so a big
// export never becomes one giant string, and the same data always gives the same bytes (exportedAt
// aside).
//
// CSV: RFC 4180 — UTF-8 without a BOM, CRLF after every record (the header too), a field quoted when
// it holds a comma, a double quote, CR or LF, with inner quotes doubled. Paths can hold all of these.
// JSON: one object; each view on its own line, keys in the order path, human, ai, total.

export const CSV_FILE = 'page-views.csv'
export const JSON_FILE = 'page-views.json'
export const CSV_HEADER = 'path,human,ai,total'
const CRLF = '\r\n'
const CHUNK_CHARS = 64 * 1024

export interface ExportMeta {
  dateFrom: string
  dateTo: string
  exportedAt: string
  totals: ViewCounts
}

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
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

export async function writeCsv(path: string, rows: RowStore, order: Uint32Array): Promise<void> {
  const out = await chunkedWriter(path)
  try {
    await out.write(CSV_HEADER + CRLF)
    for (const i of order) {
      const row = rows.row(i)
      await out.write(`${csvField(row.path)},${row.human},${row.ai},${row.total}${CRLF}`)
    }
  } finally {
    await out.close()
  }
}

export async function writeJson(
  path: string,
  meta: ExportMeta,
  rows: RowStore,
  order: Uint32Array
): Promise<void> {
  const out = await chunkedWriter(path)
  const { human, ai, total } = meta.totals
  try {
    await out.write(
      '{\n' +
        `  "dateFrom": ${JSON.stringify(meta.dateFrom)},\n` +
        `  "dateTo": ${JSON.stringify(meta.dateTo)},\n` +
        `  "exportedAt": ${JSON.stringify(meta.exportedAt)},\n` +
        `  "totals": ${JSON.stringify({ human, ai, total })},\n` +
        `  "views": [`
    )
    let first = true
    for (const i of order) {
      const row = rows.row(i)
      const line = `{"path":${JSON.stringify(row.path)},"human":${row.human},"ai":${row.ai},"total":${row.total}}`
      await out.write(`${first ? '\n' : ',\n'}    ${line}`)
      first = false
    }
    await out.write(first ? ']\n}\n' : '\n  ]\n}\n')
  } finally {
    await out.close()
  }
}

/** Writes the chosen formats into `dir` (created if missing); returns the files written, in a fixed order. */
export async function writeExportFiles(
  dir: string,
  formats: readonly ExportFormat[],
  meta: ExportMeta,
  rows: RowStore,
  order: Uint32Array = rows.sortedIndices()
): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const written: string[] = []
  if (formats.includes('csv')) {
    const path = join(dir, CSV_FILE)
    await writeCsv(path, rows, order)
    written.push(path)
  }
  if (formats.includes('json')) {
    const path = join(dir, JSON_FILE)
    await writeJson(path, meta, rows, order)
    written.push(path)
  }
  return written
}
