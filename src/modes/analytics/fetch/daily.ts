import { z } from 'zod'
import { lenientCountsSchema } from '../../../kernel/api/analytics-schemas.js'
import { daysOf, type DateRange } from '../../../kernel/time/dates.js'
import type { DailyPoint } from '../datasets/model.js'
import type { AnalyticsGet } from './request-ledger.js'

// The daily trend (`daily: true`). The API has no granularity parameter, so each day costs one
// `/views` request with limit=1 (its `totals` are the day's totals), and one `/visitors` request
// when visitors are exported: N days cost N requests, 2N with visitors.

/** Only the totals matter here; the row and `hasMore` are ignored, as is any field the API adds. */
export const totalsOnlySchema = z.object({ totals: lenientCountsSchema })

export interface DailyOptions {
  visitors: boolean
  /** Days an earlier export already holds (`previous-export`), by date: taken without a request. */
  known?: ReadonlyMap<string, DailyPoint>
}

/** An earlier day as this run would have fetched it: undefined when it lacks the visitors this run needs. */
function reused(day: DateRange, options: DailyOptions): DailyPoint | undefined {
  const point = options.known?.get(day.dateFrom)
  if (!point || (options.visitors && !point.visitors)) return undefined
  return options.visitors
    ? { date: point.date, views: point.views, visitors: point.visitors }
    : { date: point.date, views: point.views }
}

/** How many of the range's days an earlier export gives. */
export function reusedDays(range: DateRange, options: DailyOptions): number {
  return daysOf(range).filter(day => reused(day, options)).length
}

/** What `daily` costs for a range: one request per day per dataset with totals, for each day not reused. */
export function dailyCost(range: DateRange, options: DailyOptions): number {
  return (daysOf(range).length - reusedDays(range, options)) * (options.visitors ? 2 : 1)
}

/**
 * One point per day: `/views` (and `/visitors`) with limit=1, one request each, in day order; a day an
 * earlier export holds is taken from it.
 * Every request goes through `get`, so it is counted and bounded by the export's request ledger.
 */
export async function fetchDaily(
  get: AnalyticsGet,
  range: DateRange,
  options: DailyOptions,
  /** Where the days go as they arrive, so a stop keeps the days already fetched. */
  points: DailyPoint[] = []
): Promise<DailyPoint[]> {
  for (const day of daysOf(range)) {
    const earlier = reused(day, options)
    if (earlier) {
      points.push(earlier)
      continue
    }
    const query = { dateFrom: day.dateFrom, dateTo: day.dateTo, limit: 1 }
    const views = (await get(['views'], query, totalsOnlySchema)).totals
    const point: DailyPoint = { date: day.dateFrom.slice(0, 10), views }
    if (options.visitors) point.visitors = (await get(['visitors'], query, totalsOnlySchema)).totals
    points.push(point)
  }
  return points
}
