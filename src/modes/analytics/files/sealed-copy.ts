import { once } from 'node:events'
import { writeFile } from 'node:fs/promises'
import { createGzip, gunzipSync } from 'node:zlib'
import { readRegularFile } from '../../../kernel/inputs/regular-file.js'
import { boxKeys, openBox, sealBox, type BoxKeys } from '../../../kernel/seal.js'
import type { DatasetName, DateRange } from '../datasets/model.js'
import type { HeldDataset } from '../datasets/store.js'
import { sealedFile } from './paths.js'

// The rows that carry reader text, as fetched, in one file beside the readable files
// (reader-text.sealed): gzip'd JSON, encrypted with a key derived from the API key and bound to the
// export it belongs to (project, API, range). Anyone may download a public repository's artifact; only
// a run holding the API key reads this back, so a resumed export (and a later period) has the rows
// whole while the readable files carry none of their text.

const PURPOSE = 'docs-agent-action artifact reader text v1'

/** The datasets whose rows carry reader text (steps/reader-text-fields.ts reads their fields). */
export const READER_TEXT_DATASETS: readonly DatasetName[] = ['searches', 'feedback', 'assistant']

export const holdsReaderText = (name: DatasetName): boolean => READER_TEXT_DATASETS.includes(name)
/** Compressed, and as JSON text (below the longest string the runtime holds). */
const MAX_SEALED_BYTES = 128 * 1024 * 1024
const MAX_PLAIN_BYTES = 384 * 1024 * 1024

/** What a sealed copy belongs to: a copy of another export does not open. */
export interface SealedExport {
  projectId: string
  apiOrigin: string
  range: DateRange
}

/** `api-key`, then `previous-api-key` where the mode has one: the first seals, each opens. */
export const sealedCopyKeys = (apiKeys: readonly (string | undefined)[]): BoxKeys => boxKeys(PURPOSE, apiKeys)

const boundTo = (about: SealedExport) =>
  JSON.stringify([PURPOSE, about.projectId, about.apiOrigin, about.range.dateFrom, about.range.dateTo])

/** gzip'd JSON of the datasets' rows, written row by row so no giant string is built. */
async function gzippedRows(datasets: readonly HeldDataset[]): Promise<Buffer> {
  const gzip = createGzip()
  const chunks: Buffer[] = []
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = once(gzip, 'end')
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain')
  }
  await write('{"v":1,"datasets":{')
  for (const [i, state] of datasets.entries()) {
    await write(`${i ? ',' : ''}${JSON.stringify(state.spec.name)}:[`)
    let first = true
    for (const row of state.rows.sorted()) {
      await write(`${first ? '' : ','}${JSON.stringify(row)}`)
      first = false
    }
    await write(']')
  }
  gzip.end('}}')
  await ended
  return Buffer.concat(chunks)
}

/** Writes the sealed copy of `datasets`' rows into `dir`; returns its path. */
export async function writeSealedCopy(
  dir: string,
  keys: BoxKeys,
  about: SealedExport,
  datasets: readonly HeldDataset[]
): Promise<string> {
  const path = sealedFile(dir)
  await writeFile(path, sealBox(keys, await gzippedRows(datasets), boundTo(about)))
  return path
}

/** Why a sealed copy gave no rows: missing, unreadable, or sealed with a key this run does not hold. */
export class SealedCopyError extends Error {
  override name = 'SealedCopyError'
}

/**
 * The rows a sealed copy holds, by dataset, as they were fetched (each still to be checked by its
 * dataset's row schema). Throws SealedCopyError saying why it cannot be opened.
 */
export function readSealedCopy(
  path: string,
  keys: BoxKeys,
  about: SealedExport
): Partial<Record<DatasetName, unknown[]>> {
  const file = readRegularFile(path, MAX_SEALED_BYTES)
  if ('problem' in file) throw new SealedCopyError(`${path} ${file.problem}`)
  const opened = openBox(keys, file.bytes, boundTo(about))
  if (!opened)
    throw new SealedCopyError(
      `${path} does not open with this run's \`api-key\` (it was sealed with another key, for another export, or changed)`
    )
  try {
    const json = JSON.parse(
      gunzipSync(opened.plaintext, { maxOutputLength: MAX_PLAIN_BYTES }).toString('utf8')
    )
    const datasets = (json as { datasets?: unknown } | null)?.datasets
    if (typeof datasets !== 'object' || datasets === null || Array.isArray(datasets)) throw new Error()
    return datasets as Partial<Record<DatasetName, unknown[]>>
  } catch {
    throw new SealedCopyError(`${path} opens but holds no rows of this action`)
  }
}
