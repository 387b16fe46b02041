import type { DatasetState } from './pager.js'

// What a run will spend, counted in requests before the first one is sent, for a fresh range and for
// a resumed one alike. Pages of a dataset are not known in advance (the API does not say how many rows
// there are), so a dataset counts what it cannot do without: one page, plus its extra request. The
// report's extras are known exactly: one request per day per dataset with totals for `daily`, one per
// dataset with totals for `compare`, at least one for `compare-pages`.

/** The analytics limit: 100 requests per organization per hour, shared by every analytics endpoint. */
export const ANALYTICS_REQUESTS_PER_HOUR = 100

export interface RequestPlan {
  /** The least the datasets still to fetch will cost. */
  datasets: number
  /** What the report's extras cost (`daily`, `compare`, `compare-pages`). */
  extras: number
  /** The extras, named, for the message: `daily: 122`. */
  parts: string[]
}

/** The least the unfinished datasets will cost: one page each, and their extra request. */
export function datasetsMinimum(states: readonly DatasetState[]): number {
  let n = 0
  for (const s of states) {
    if (!s.position.done) n++
    if (s.spec.extra && !s.position.extraDone) n++
  }
  return n
}

/**
 * Why the plan cannot be spent, or undefined when it fits. Only the extras decide: the datasets alone
 * may take more than an hour's requests (the export waits for the window, or stops with a checkpoint),
 * but the extras come after every dataset, so extras that do not fit beside them are never fetched.
 */
export function planProblem(plan: RequestPlan, maxRequests: number | undefined): string | undefined {
  if (plan.extras === 0) return undefined
  const least = plan.datasets + plan.extras
  const what = `The report's extras (${plan.parts.join(', ')}) cost ${plan.extras} request(s), after at least ${plan.datasets} for the datasets: ${least} in all`
  const fix = 'Use a shorter range, set `daily: false` (or `compare: none`)'
  if (maxRequests !== undefined && least > maxRequests) {
    return `${what}, more than \`max-requests\` (${maxRequests}). ${fix}, or raise \`max-requests\`.`
  }
  if (least > ANALYTICS_REQUESTS_PER_HOUR) {
    return `${what}, more than the ${ANALYTICS_REQUESTS_PER_HOUR} analytics requests the API allows per hour (shared by every analytics endpoint and tool of the organization). ${fix}.`
  }
  return undefined
}
