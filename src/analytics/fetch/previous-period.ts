import { z } from 'zod'
import { previousRange, type DateRange } from '../../time/dates.js'
import type { Counts, DatasetName, PreviousPeriod } from '../datasets/model.js'
import { addPageCounts } from '../datasets/pages.js'
import { totalsOnlySchema } from './daily.js'
import type { AnalyticsGet } from './request-ledger.js'

// The previous period of the same length, for the report's comparisons (`compare: previous-period`).
// Totals cost one limit=1 request per exported dataset that has totals (views, visitors, searches).
// Per-page views, for the pages that gained and lost most, come free from a previous export's JSON
// (`previous-export`, src/analytics/files/previous-export.ts), or cost ceil(pages / 250) requests
// when `compare-pages` asks for a fetch.

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

const viewsPageSchema = z.object({ views: z.array(z.unknown()), hasMore: z.boolean() })

/** Every page's views over `range`, paged by offset: ceil(pages / 250) requests. */
export async function fetchPageCounts(get: AnalyticsGet, range: DateRange): Promise<Map<string, Counts>> {
  const pages = new Map<string, Counts>()
  for (let offset = 0; ; offset += PAGE_LIMIT) {
    const query = { dateFrom: range.dateFrom, dateTo: range.dateTo, limit: PAGE_LIMIT, offset }
    const page = await get(['views'], query, viewsPageSchema)
    addPageCounts(pages, page.views)
    if (!page.hasMore || page.views.length === 0) return pages
  }
}
