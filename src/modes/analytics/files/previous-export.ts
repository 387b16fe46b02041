import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { lenientCountsSchema } from '../../../kernel/api/analytics-schemas.js'
import { readRegularFile } from '../../../kernel/inputs/regular-file.js'
import type { Counts, PreviousPeriod } from '../datasets/model.js'
import { addPageCounts } from '../datasets/pages.js'
import { datasetFileName } from './paths.js'

// A previous export's files (`previous-export`): the previous period's totals and per-page views for
// the report's comparisons, without a request.

/** A previous export's JSON larger than this is not read: 64 MiB holds about a million page rows. */
export const MAX_PREVIOUS_EXPORT_BYTES = 64 * 1024 * 1024

const amount = z.number()

/** What a previous export's files give: its range, its totals and its per-page views. */
export interface PreviousExport extends PreviousPeriod {
  /** The files read. */
  files: string[]
  /** Rows skipped because they did not parse. */
  skipped: number
}

const exportSchema = z.object({
  dateFrom: z.string().optional().catch(undefined),
  dateTo: z.string().optional().catch(undefined),
  totals: lenientCountsSchema.optional().catch(undefined),
  totalSearches: amount.optional().catch(undefined),
  views: z.array(z.unknown()).optional().catch(undefined)
})

export class PreviousExportError extends Error {
  override name = 'PreviousExportError'
}

/** `name` in `dir` or one folder below it (where `actions/download-artifact` may put it). */
export async function findFile(dir: string, name: string): Promise<string | undefined> {
  const direct = join(dir, name)
  if (await isFile(direct)) return direct
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const folders = entries
    .filter(e => e.isDirectory())
    .map(e => e.name)
    .sort()
  for (const folder of folders) {
    const nested = join(dir, folder, name)
    if (await isFile(nested)) return nested
  }
  return undefined
}

const isFile = (path: string) =>
  stat(path).then(
    s => s.isFile(),
    () => false
  )

async function readJson(path: string): Promise<z.infer<typeof exportSchema>> {
  // A regular file only, opened without blocking: a FIFO named here would hang the step.
  const file = readRegularFile(path, MAX_PREVIOUS_EXPORT_BYTES)
  if ('problem' in file) throw new PreviousExportError(`${path} ${file.problem}`)
  const text = file.bytes.toString('utf8')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new PreviousExportError(`${path} is not JSON`)
  }
  const parsed = exportSchema.safeParse(json)
  if (!parsed.success)
    throw new PreviousExportError(`${path} is not an export's JSON: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/**
 * Reads a previous export: a `page-views.json` file, or a folder holding it (and, when present,
 * `visitors.json` and `searches.json` for their totals). Lenient: unknown fields are ignored, a row
 * that does not parse is skipped and counted. Throws PreviousExportError when there is no usable file.
 */
export async function readPreviousExport(path: string): Promise<PreviousExport> {
  const info = await stat(path).catch(() => undefined)
  if (!info) throw new PreviousExportError(`${path} does not exist`)
  const folder = info.isDirectory() ? path : undefined
  const viewsName = datasetFileName('views', 'json')
  const viewsFile = folder ? await findFile(folder, viewsName) : path
  if (!viewsFile) throw new PreviousExportError(`${path} holds no ${viewsName} (nor does any folder in it)`)
  const data = await readJson(viewsFile)
  if (!data.views) throw new PreviousExportError(`${viewsFile} has no "views" list`)
  const pages = new Map<string, Counts>()
  const skipped = addPageCounts(pages, data.views)
  const result: PreviousExport = {
    range: { dateFrom: data.dateFrom ?? '', dateTo: data.dateTo ?? '' },
    views: data.totals,
    pages,
    files: [viewsFile],
    skipped
  }
  if (folder) {
    const visitorsFile = await findFile(folder, datasetFileName('visitors', 'json'))
    if (visitorsFile) {
      const visitors = await readJson(visitorsFile).catch(() => undefined)
      if (visitors?.totals) result.visitors = visitors.totals
      result.files.push(visitorsFile)
    }
    const searchesFile = await findFile(folder, datasetFileName('searches', 'json'))
    if (searchesFile) {
      const searches = await readJson(searchesFile).catch(() => undefined)
      if (searches?.totalSearches !== undefined) result.totalSearches = searches.totalSearches
      result.files.push(searchesFile)
    }
  }
  return result
}
