import { open, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { lenientCountsSchema, lenientPageRowSchema } from '../api/analytics-schemas.js'
import { previousRange, type DateRange } from '../time/dates.js'
import type { AnalyticsGet, Counts, DatasetName, PreviousPeriod } from './model.js'
import { totalsOnlySchema } from './trend.js'

// The previous period of the same length, for the report's comparisons (`compare: previous-period`).
// Totals cost one limit=1 request per exported dataset that has totals (views, visitors, searches).
// Per-page views, for the pages that gained and lost most, come free from a previous export's JSON
// (`previous-export`), or cost ceil(pages / 250) requests when `compare-pages` asks for a fetch.

/** A previous export's JSON larger than this is not read: 64 MiB holds about a million page rows. */
export const MAX_PREVIOUS_EXPORT_BYTES = 64 * 1024 * 1024
const PAGE_LIMIT = 250

/** Datasets whose previous totals `compare: previous-period` fetches, one request each. */
export const DATASETS_WITH_TOTALS: readonly DatasetName[] = ['views', 'visitors', 'searches']

const searchTotalSchema = z.object({ totalSearches: z.number().nonnegative() })

/** The previous period's totals: one limit=1 request per exported dataset with totals. */
export async function fetchPreviousPeriod(
  get: AnalyticsGet,
  range: DateRange,
  datasets: readonly DatasetName[]
): Promise<PreviousPeriod> {
  const previous: PreviousPeriod = { range: previousRange(range) }
  const query = { dateFrom: previous.range.dateFrom, dateTo: previous.range.dateTo, limit: 1 }
  if (datasets.includes('views')) previous.views = (await get(['views'], query, totalsOnlySchema)).totals
  if (datasets.includes('visitors'))
    previous.visitors = (await get(['visitors'], query, totalsOnlySchema)).totals
  if (datasets.includes('searches'))
    previous.totalSearches = (await get(['searches'], query, searchTotalSchema)).totalSearches
  return previous
}

const amount = z.number().nonnegative()
const viewsPageSchema = z.object({ views: z.array(z.unknown()), hasMore: z.boolean() })

/** Adds the rows that parse; a row that breaks the contract is skipped and counted. */
function addRows(pages: Map<string, Counts>, rows: readonly unknown[]): number {
  let skipped = 0
  for (const raw of rows) {
    const row = lenientPageRowSchema.safeParse(raw)
    if (!row.success) skipped++
    else if (!pages.has(row.data.path)) {
      const { path, ...counts } = row.data
      pages.set(path, counts)
    }
  }
  return skipped
}

/** Every page's views over `range`, paged by offset: ceil(pages / 250) requests. */
export async function fetchPageCounts(get: AnalyticsGet, range: DateRange): Promise<Map<string, Counts>> {
  const pages = new Map<string, Counts>()
  for (let offset = 0; ; offset += PAGE_LIMIT) {
    const query = { dateFrom: range.dateFrom, dateTo: range.dateTo, limit: PAGE_LIMIT, offset }
    const page = await get(['views'], query, viewsPageSchema)
    addRows(pages, page.views)
    if (!page.hasMore || page.views.length === 0) return pages
  }
}

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

/** `page-views.json` in `dir` or one folder below it (where `actions/download-artifact` may put it). */
async function findFile(dir: string, name: string): Promise<string | undefined> {
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
  const file = await open(path, 'r')
  let text: string
  try {
    const { size } = await file.stat()
    if (size > MAX_PREVIOUS_EXPORT_BYTES)
      throw new PreviousExportError(
        `${path} is ${size} bytes, over the ${MAX_PREVIOUS_EXPORT_BYTES}-byte limit for a previous export`
      )
    text = await file.readFile('utf8')
  } finally {
    await file.close()
  }
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
  const viewsFile = folder ? await findFile(folder, 'page-views.json') : path
  if (!viewsFile)
    throw new PreviousExportError(`${path} holds no page-views.json (nor does any folder in it)`)
  const data = await readJson(viewsFile)
  if (!data.views) throw new PreviousExportError(`${viewsFile} has no "views" list`)
  const pages = new Map<string, Counts>()
  const skipped = addRows(pages, data.views)
  const result: PreviousExport = {
    range: { dateFrom: data.dateFrom ?? '', dateTo: data.dateTo ?? '' },
    views: data.totals,
    pages,
    files: [viewsFile],
    skipped
  }
  if (folder) {
    const visitorsFile = await findFile(folder, 'visitors.json')
    if (visitorsFile) {
      const visitors = await readJson(visitorsFile).catch(() => undefined)
      if (visitors?.totals) result.visitors = visitors.totals
      result.files.push(visitorsFile)
    }
    const searchesFile = await findFile(folder, 'searches.json')
    if (searchesFile) {
      const searches = await readJson(searchesFile).catch(() => undefined)
      if (searches?.totalSearches !== undefined) result.totalSearches = searches.totalSearches
      result.files.push(searchesFile)
    }
  }
  return result
}
