import type { CallOptions, PageViewsQuery } from '../api/client.js'
import { isApiError } from '../api/errors.js'
import { backoffDelay, type RetryPolicyOptions } from '../api/retry-policy.js'
import type { PageViewsPage } from '../api/schemas.js'
import { realClock } from '../clock.js'
import { describeApiFailure } from '../failures.js'
import { RowStore, type ViewCounts } from './rows.js'

// The paging loop of the page-views export. It knows the API contract but not GitHub Actions: the
// client, the clock's deadline, the log and the sleep are injected, so unit tests drive it directly.
//
// Cost matters: analytics allows 100 requests per organization per hour, so an export of N rows
// makes exactly ceil(N / limit) successful requests, and a failure never restarts from offset 0.

export interface PageViewsSource {
  getPageViews(projectId: string, query: PageViewsQuery, call?: CallOptions): Promise<PageViewsPage>
}

export interface ExportLog {
  info(message: string): void
  warning(message: string): void
}

export interface ExportRequest {
  projectId: string
  dateFrom: string
  dateTo: string
  pageSize: number
}

export interface ExportDeps {
  client: PageViewsSource
  signal: AbortSignal
  /** Epoch ms (from `timeout-minutes`): no request starts and no wait lasts past it. */
  deadline: number
  log: ExportLog
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  random?: () => number
}

export interface ExportResult {
  totals: ViewCounts
  rows: RowStore
  /** Every HTTP request made, retries included. */
  requests: number
  duplicatesDropped: number
}

/** Why the export stopped, with how far it got, so a re-run can be judged. */
export class ExportFailure extends Error {
  constructor(
    message: string,
    readonly rowsFetched: number,
    readonly offset: number,
    readonly requests: number
  ) {
    super(message)
    this.name = 'ExportFailure'
  }
}

/**
 * Waits between two tries of the same offset, after the client's own retries (up to 4, honouring
 * Retry-After) gave up. Longer than the client's: an hourly rate limit needs minutes, not seconds.
 */
const RESUME_POLICY: RetryPolicyOptions = { maxRetries: Infinity, baseDelayMs: 1000, maxDelayMs: 5 * 60_000 }

const sameTotals = (a: ViewCounts, b: ViewCounts) =>
  a.human === b.human && a.ai === b.ai && a.total === b.total
const showTotals = (t: ViewCounts) => `total ${t.total} (human ${t.human}, AI ${t.ai})`

export async function exportPageViews(request: ExportRequest, deps: ExportDeps): Promise<ExportResult> {
  const { client, signal, deadline, log } = deps
  const sleep = deps.sleep ?? realClock.sleep
  const rows = new RowStore()
  let totals: ViewCounts | undefined
  let requests = 0
  let duplicatesDropped = 0
  let warnedTotals = false
  let offset = 0
  const progress = () => `fetched ${rows.size} rows, reached offset ${offset}`
  const stop = (message: string) => new ExportFailure(message, rows.size, offset, requests)

  for (;;) {
    const page = await fetchWithResume()
    totals ??= page.totals
    if (!warnedTotals && !sameTotals(totals, page.totals)) {
      warnedTotals = true
      log.warning(
        `The page at offset ${offset} reported ${showTotals(page.totals)}, unlike the first page's ` +
          `${showTotals(totals)}; keeping the first page's totals. The data may have changed during the export.`
      )
    }
    let added = 0
    for (const view of page.views) {
      if (rows.add(view)) {
        added++
      } else if (duplicatesDropped++ === 0) {
        log.warning(
          `The path ${JSON.stringify(view.path)} appeared twice (again at offset ${offset}); keeping the first row for each path.`
        )
      }
    }
    log.info(`Offset ${offset}: ${page.views.length} rows (${rows.size} paths so far)`)
    if (!page.hasMore) break
    // A server that says "more" but sends nothing new would page forever (and spend the hourly quota).
    if (added === 0) {
      log.warning(
        `The page at offset ${offset} said there was more but held ${
          page.views.length === 0 ? 'no rows' : 'only rows already seen'
        }; stopping the export here with ${rows.size} rows.`
      )
      break
    }
    offset += request.pageSize
  }
  if (duplicatesDropped > 1) log.warning(`${duplicatesDropped} duplicate rows were dropped in all.`)
  return { totals: totals ?? { human: 0, ai: 0, total: 0 }, rows, requests, duplicatesDropped }

  /** One page; after a transient failure, the same offset again, until it works or time runs out. */
  async function fetchWithResume(): Promise<PageViewsPage> {
    const query = { dateFrom: request.dateFrom, dateTo: request.dateTo, limit: request.pageSize, offset }
    const call = { signal, deadline, onAttempt: () => void requests++ }
    for (let round = 1; ; round++) {
      try {
        return await client.getPageViews(request.projectId, query, call)
      } catch (error) {
        if (signal.aborted) throw stop(`The export was cancelled: ${progress()}.`)
        const why = describeApiFailure(error, 'views')
        if (!isApiError(error) || !error.retryable || error.kind === 'cancelled') {
          throw stop(`${why} The export stopped: ${progress()}.`)
        }
        const delayMs = backoffDelay(round, RESUME_POLICY, deps.random)
        if (Date.now() + delayMs >= deadline) {
          throw stop(
            `The export did not finish within \`timeout-minutes\`: ${progress()}. Last error: ${why} ` +
              'Re-run later or with a larger `timeout-minutes`.'
          )
        }
        log.info(
          `Offset ${offset} failed (${error.message}); trying the same offset again in ${Math.ceil(delayMs / 1000)} s.`
        )
        await sleep(delayMs, signal)
        if (signal.aborted) throw stop(`The export was cancelled: ${progress()}.`)
      }
    }
  }
}
