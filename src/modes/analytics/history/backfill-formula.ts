import { datasetSpec } from '../datasets/index.js'
import type { DatasetName } from '../datasets/model.js'
import { limitFor } from '../fetch/export.js'
import type { DatasetState } from '../fetch/pager.js'
import { ANALYTICS_REQUESTS_PER_HOUR } from '../fetch/plan.js'

// How many runs a backfill takes (docs/backfill.md states it with a worked example). A period of a
// site of N pages costs r(N) requests: per dataset, one request per page of rows (at least one), plus
// its extra request (the assistant's caller stats). Views and visitors have one row per page viewed,
// at most N; the other datasets' rows follow the readers (searches, feedback, conversations), not N.
// Each run spends r_own on its own period first; the backfill finishes as many whole periods as the
// rest of the run's budget B holds, and never starts one it cannot finish:
//   runs = ceil(P / floor((B − r_own) / r))
// which is ceil(P · r / (B − r_own)) when r divides B − r_own.

/** What a period of the site costs, before any request. */
export interface SiteShape {
  /** Pages viewed in a period: the rows of views and visitors. */
  readonly pages: number
  readonly datasets: readonly DatasetName[]
  /** `page-size`: the rows per request of views and visitors. */
  readonly pageSize: number
  /** The rows a period holds of the other datasets; absent: one page's worth or fewer. */
  readonly rows?: Partial<Record<DatasetName, number>>
}

const PER_PAGE: readonly DatasetName[] = ['views', 'visitors']

/** The rows of `name` in a period of `site`. */
const rowsOf = (site: SiteShape, name: DatasetName): number =>
  PER_PAGE.includes(name) ? site.pages : (site.rows?.[name] ?? 0)

/** r(N): the requests one period of `site` costs. */
export function requestsPerPeriod(site: SiteShape): number {
  let requests = 0
  for (const name of site.datasets) {
    const spec = datasetSpec(name, { includeContact: false })
    const pages =
      spec.paging === 'single'
        ? 1
        : Math.max(1, Math.ceil(rowsOf(site, name) / limitFor(name, site.pageSize)))
    requests += pages + (spec.extra ? 1 : 0)
  }
  return requests
}

/** The requests one run may spend: `max-requests`, and never more than the API's hour. */
export const budgetPerRun = (maxRequests: number | undefined): number =>
  Math.min(maxRequests ?? ANALYTICS_REQUESTS_PER_HOUR, ANALYTICS_REQUESTS_PER_HOUR)

export interface BackfillShape {
  /** P: the periods to fetch. */
  readonly periods: number
  /** r(N): the requests one earlier period costs. */
  readonly perPeriod: number
  /** r_own(N): what each run spends on its own period first (its datasets and the report's extras). */
  readonly ownPerRun: number
  /** B: the requests one run may spend (budgetPerRun). */
  readonly budget: number
}

/** The periods one run finishes after its own. */
export const periodsPerRun = ({ perPeriod, ownPerRun, budget }: BackfillShape): number =>
  perPeriod > 0 ? Math.max(0, Math.floor((budget - ownPerRun) / perPeriod)) : 0

/** The runs a backfill takes; Infinity when no run has room for one period. */
export function backfillRuns(shape: BackfillShape): number {
  if (shape.periods <= 0) return 0
  const each = periodsPerRun(shape)
  return each > 0 ? Math.ceil(shape.periods / each) : Infinity
}

/**
 * What one period costs, as the run's own export measured it: r(N) of the rows it fetched, or the
 * requests it spent when more (a page boundary the API reports late, retries), for a fresh export.
 */
export function requestsOfExport(states: readonly DatasetState[], resumed: boolean): number {
  let byRows = 0
  let spent = 0
  for (const s of states) {
    const pages = s.spec.paging === 'single' ? 1 : Math.max(1, Math.ceil(s.rows.size / s.limit))
    byRows += pages + (s.spec.extra ? 1 : 0)
    spent += s.requests
  }
  return resumed ? byRows : Math.max(byRows, spent)
}
