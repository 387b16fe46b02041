import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DateRange } from '../datasets/model.js'

// The history folder's files (`history-dir`), in the layout the data branch shares:
//   periods/<from>_<to>/claim.json   who creates the period's agent job, then the job
//   periods/<from>_<to>/loop.json    the job, the proof, and the sealed state (gaps' wording)
//   index.json                       the periods held
// Every file is written whole to a temporary name in its own folder, then renamed over the old one:
// a reader sees the old file or the new one, never half of either.

/**
 * A period's folder name: its range, `2026-02-01_2026-02-08`. The range is the period (any
 * `date-from`/`date-to`, not always a week), so a re-run of the same range finds the same folder, and
 * names sort by start. A date-time keeps its digits and zone, without the colons a file name refuses.
 */
export function periodFolder(period: DateRange): string {
  const part = (date: string) => date.replace(/:/g, '').replace(/[^0-9A-Za-z.+-]/g, '-')
  return `${part(period.dateFrom)}_${part(period.dateTo)}`
}

export const periodsDir = (root: string) => join(root, 'periods')
export const periodDir = (root: string, period: DateRange) => join(periodsDir(root), periodFolder(period))
export const claimFile = (root: string, period: DateRange) => join(periodDir(root, period), 'claim.json')
export const loopFile = (root: string, period: DateRange) => join(periodDir(root, period), 'loop.json')
export const indexFile = (root: string) => join(root, 'index.json')

/** Writes `value` as JSON to `path`: a temporary file beside it, then a rename. */
export async function writeJsonAtomic(path: string, value: unknown): Promise<void> {
  const dir = join(path, '..')
  await mkdir(dir, { recursive: true })
  const temporary = join(dir, `.${randomBytes(6).toString('hex')}.tmp`)
  try {
    await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { flag: 'wx' })
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/** The JSON `path` holds; undefined when there is no such file, or it is not JSON. */
export async function readJson(path: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
