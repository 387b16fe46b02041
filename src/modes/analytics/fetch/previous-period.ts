import { z } from 'zod'
import { previousRange, type DateRange } from '../../../kernel/time/dates.js'
import type { Counts, DatasetName, PageRow, PreviousPeriod } from '../datasets/model.js'
import { totalsOnlySchema } from './daily.js'
import { freshState } from './export.js'
import { integrityIssues } from './integrity.js'
import { fetchDataset } from './pager.js'
import type { AnalyticsGet, ExportLog } from './request-ledger.js'

// The previous period of the same length, for the report's comparisons (`compare: previous-period`).
// Totals cost one limit=1 request per exported dataset that has totals (views, visitors, searches).
// Per-page views, for the pages that gained and lost most, come free from a previous export's JSON
// (`previous-export`, src/modes/analytics/files/previous-export.ts), or cost ceil(pages / 250) requests
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

const QUIET: ExportLog = { debug: () => undefined, info: () => undefined, warning: () => undefined }

/** The previous period's per-page views, and why they are not whole when the pages showed a loss. */
export interface PreviousPages {
  pages: Map<string, Counts>
  /** The export's own integrity findings on these pages (a row seen twice, a page that promised more). */
  partial?: string
}

/**
 * Every page's views over `range`: ceil(pages / 250) requests, through the export's own paging loop,
 * so the same bounds hold (a page that says "more" with nothing new ends it, and so do the page and
 * row bounds), and every request is spent through `get`, the export's one request ledger. The rows
 * face the export's own checks: pages that stopped early make the comparison partial, and say why.
 */
export async function fetchPageCounts(
  get: AnalyticsGet,
  range: DateRange,
  log: ExportLog = QUIET
): Promise<PreviousPages> {
  const state = freshState('views', { includeContact: false, pageSize: PAGE_LIMIT })
  state.spec = { ...state.spec, label: "the previous period's page views" }
  const ledger = {
    requests: 0,
    fetch: <T>(
      endpoint: string[],
      query: Record<string, string | number | undefined>,
      schema: z.ZodType<T>
    ) => {
      ledger.requests++
      return get(endpoint, query, schema)
    }
  }
  await fetchDataset(state, { ledger, range, log, held: { chars: 0 } })
  const pages = new Map<string, Counts>()
  for (const row of state.rows.sorted() as Iterable<PageRow>)
    pages.set(row.path, { human: row.human, ai: row.ai, total: row.total })
  const issues = integrityIssues([state])
  return issues.length > 0 ? { pages, partial: issues.join(' ') } : { pages }
}
