import { z } from 'zod'
import { lenientCountsSchema } from '../../api/analytics-schemas.js'
import { daysOf, type DateRange } from '../../time/dates.js'
import type { DailyPoint } from '../datasets/model.js'
import type { AnalyticsGet } from './request-ledger.js'

// The daily trend (`daily: true`). The API has no granularity parameter, so each day costs one
// `/views` request with limit=1 (its `totals` are the day's totals), and one `/visitors` request
// when visitors are exported: N days cost N requests, 2N with visitors.

/** Only the totals matter here; the row and `hasMore` are ignored, as is any field the API adds. */
export const totalsOnlySchema = z.object({ totals: lenientCountsSchema })

/** What `daily` costs for a range: one request per day per dataset with totals. */
export function dailyCost(range: DateRange, options: { visitors: boolean }): number {
  return daysOf(range).length * (options.visitors ? 2 : 1)
}

/**
 * One point per day: `/views` (and `/visitors`) with limit=1, one request each, in day order.
 * Every request goes through `get`, so it is counted and bounded by the export's request ledger.
 */
export async function fetchDaily(
  get: AnalyticsGet,
  range: DateRange,
  options: { visitors: boolean },
  /** Where the days go as they arrive, so a stop keeps the days already fetched. */
  points: DailyPoint[] = []
): Promise<DailyPoint[]> {
  for (const day of daysOf(range)) {
    const query = { dateFrom: day.dateFrom, dateTo: day.dateTo, limit: 1 }
    const views = (await get(['views'], query, totalsOnlySchema)).totals
    const point: DailyPoint = { date: day.dateFrom.slice(0, 10), views }
    if (options.visitors) point.visitors = (await get(['visitors'], query, totalsOnlySchema)).totals
    points.push(point)
  }
  return points
}
