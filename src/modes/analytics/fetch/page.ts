import { forLog } from '../../../kernel/safe-text.js'
import type { PageOf } from '../datasets/spec.js'
import type { DatasetState, PagerContext } from './dataset-state.js'
import type { ExportLog } from './request-ledger.js'

// One page of a dataset, taken in: its meta, its rows, then the position it moves to. The position
// moves only after the rows are held (see pager.ts).

/** What one run of the paging loop has seen of a dataset, for the warnings said once. */
export interface PagingRun {
  pages: number
  duplicates: number
  /** The next page's meta is the dataset's (the first page, or the first after a restart). */
  firstMeta: boolean
  warnedMeta: boolean
}

/** Where a page is, for messages: `at offset 500`, `after 500 rows`. */
export function describe(state: DatasetState): string {
  return state.spec.paging === 'offset'
    ? `at offset ${state.position.offset}`
    : `after ${state.rows.size} rows`
}

/** The first page's meta is kept; a later page that differs is said once. */
export function takeMeta(
  state: DatasetState,
  meta: Record<string, unknown>,
  at: string,
  run: PagingRun,
  log: ExportLog
): void {
  if (run.firstMeta) Object.assign(state.meta, meta)
  else if (!run.warnedMeta && JSON.stringify(pick(state.meta, meta)) !== JSON.stringify(meta)) {
    run.warnedMeta = true
    log.warning(
      `${state.spec.label}: the page ${at} reported ${forLog(JSON.stringify(meta))}, unlike the first page's ${forLog(JSON.stringify(pick(state.meta, meta)))}; keeping the first page's. The data may have changed during the export.`
    )
  }
}

/** Holds the page's rows (a repeated key keeps its first row); returns how many were new. */
export function takeRows(
  state: DatasetState,
  page: PageOf<unknown>,
  at: string,
  run: PagingRun,
  ctx: PagerContext
): number {
  const { spec } = state
  const { log } = ctx
  let added = 0
  state.received += page.rows.length
  if (!state.oddNumbers) warnOddNumbers(state, page.rows, at, log)
  for (const row of page.rows) {
    if (state.rows.add(row)) {
      added++
      ctx.held.chars += textSize(row)
    } else if (run.duplicates++ === 0) {
      log.warning(
        `${spec.label}: the key ${spec.keyLabel ? forLog(spec.keyLabel(row), 200) : 'of a row'} appeared twice (again ${at}); keeping the first row.`
      )
    }
  }
  log.debug(`${spec.label} ${at}: ${page.rows.length} rows (${state.rows.size} so far)`)
  return added
}

/** Moves the position past the page, now that its rows are held, and decides whether the dataset is done. */
export function advance(
  state: DatasetState,
  page: PageOf<unknown>,
  at: string,
  added: number,
  log: ExportLog
): void {
  const { spec, position } = state
  if (spec.paging === 'offset' && page.hasMore && page.rows.length > 0 && page.rows.length < state.limit) {
    // The next page starts `limit` rows on: the rows this short page left out are skipped.
    state.anomalies.push(
      `the page ${at} held ${page.rows.length} of the ${state.limit} rows asked for but said there was more.`
    )
  }
  if (spec.paging === 'offset') position.offset += state.limit
  if (spec.paging === 'cursor') position.cursor = page.nextCursor ?? null
  const more = spec.paging === 'cursor' ? page.hasMore && page.nextCursor != null : page.hasMore
  if (spec.paging === 'single') {
    state.truncated = page.hasMore
    // By design, not a loss: the endpoint's first page is all it gives (the report says so), and the
    // export stays complete.
    if (page.hasMore) {
      log.warning(
        `${spec.label}: the API returned its first ${state.limit} rows and says there are more, but it offers no way to page further: by design, those ${page.rows.length} rows are the dataset, and the export is complete.`
      )
    }
    position.done = true
  } else if (!more) {
    if (spec.paging === 'cursor' && page.hasMore) {
      // "More" with no way to ask for it: rows the API has are missing, so the dataset is not whole.
      const anomaly = `the page ${at} said there was more (hasMore: true) but sent no cursor to fetch it (nextCursor: null), so the rest could not be fetched`
      state.anomalies.push(`${anomaly}.`)
      log.warning(`${spec.label}: ${anomaly}; stopping here with ${state.rows.size} rows.`)
    }
    position.done = true
  } else if (added === 0) {
    // A server that says "more" but sends nothing new would page forever (and spend the hourly quota).
    const anomaly = `the page ${at} said there was more but held ${page.rows.length === 0 ? 'no rows' : 'only rows already seen'}`
    state.anomalies.push(`${anomaly}.`)
    log.warning(`${spec.label}: ${anomaly}; stopping ${spec.label} here with ${state.rows.size} rows.`)
    position.done = true
  }
}

/** Characters a row holds, for the memory bound (strings dominate; numbers count as a few). */
export function textSize(value: unknown): number {
  if (typeof value === 'string') return value.length
  if (value === null || typeof value !== 'object') return 8
  let sum = 8
  if (Array.isArray(value)) for (const v of value) sum += textSize(v)
  else for (const key in value) sum += textSize((value as Record<string, unknown>)[key])
  return sum
}

/**
 * The spec allows any number as a count; real counts are whole and not negative. One that is not is
 * kept exactly as sent (files, sums, order), and said once per dataset.
 */
function warnOddNumbers(state: DatasetState, rows: readonly unknown[], at: string, log: ExportLog): void {
  const { counts, label } = state.spec
  if (!counts) return
  for (const row of rows) {
    const odd = counts(row).find(n => n < 0 || !Number.isInteger(n))
    if (odd === undefined) continue
    state.oddNumbers = true
    log.warning(
      `${label}: the API sent a count of ${odd} (${odd < 0 ? 'negative' : 'fractional'}) ${at}; counts are kept exactly as sent, in the files, the sums and the order. Real counts are whole numbers: check the data if this is unexpected.`
    )
    return
  }
}

function pick(meta: Record<string, unknown>, like: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(like).map(k => [k, meta[k]]))
}
