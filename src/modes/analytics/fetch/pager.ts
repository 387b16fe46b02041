import { forLog } from '../../../kernel/safe-text.js'
import type { DatasetSpec, PageOf } from '../datasets/spec.js'
import { rowsFor } from '../datasets/store.js'
import type { DatasetPosition, DatasetState, PagerContext } from './dataset-state.js'
import { advance, describe, takeMeta, takeRows, type PagingRun } from './page.js'
import { StopExport } from './request-ledger.js'

// The paging loops, one per kind of endpoint, with positions that a checkpoint can save: the next
// offset, or the next cursor. Each page is added as it arrives and the position moves only after its
// rows are held, so stopping at any point loses nothing and a resumed run fetches no row twice.

/** Bounds no real site reaches; a server that goes past them is broken and must not exhaust memory. */
export const LIMITS = {
  pagesPerDataset: 20_000,
  rowsPerDataset: 1_000_000,
  /** Characters of row text held across all datasets (~256 MB of one-byte strings). */
  heldChars: 256 * 1024 * 1024
}

export type { DatasetPosition, DatasetState, PagerContext, PagerLedger } from './dataset-state.js'
export { wasFetched } from './dataset-state.js'

export function freshPosition(): DatasetPosition {
  return { done: false, offset: 0, cursor: null, extraDone: false }
}

/** How far a dataset got, for messages: `fetched 5 rows, reached offset 5 (views)`. */
export function progressOf(state: DatasetState): string {
  const where = state.spec.paging === 'offset' ? `, reached offset ${state.position.offset}` : ''
  return `fetched ${state.rows.size} rows${where} (${state.spec.name})`
}

/** Fetches the rest of one dataset. Throws StopExport when the run must stop early. */
export async function fetchDataset(state: DatasetState, ctx: PagerContext): Promise<void> {
  const { spec, position } = state
  const { log } = ctx
  const run: PagingRun = {
    pages: 0,
    duplicates: 0,
    firstMeta: Object.keys(state.meta).length === 0,
    warnedMeta: false
  }
  while (!position.done) {
    checkPageBound(state, run.pages)
    const page = await requestPage(state, ctx)
    if (page === undefined) {
      // The checkpoint's cursor was refused: the dataset starts over, and its first page's meta counts.
      run.firstMeta = true
      continue
    }
    run.pages++
    state.pages++
    const at = describe(state)
    if (page.meta) takeMeta(state, page.meta, at, run, log)
    const added = takeRows(state, page, at, run, ctx)
    if (run.firstMeta && spec.paging === 'offset' && page.hasMore) {
      log.info(
        `${spec.label}: more than one page; each further ${state.limit} rows cost one request (the API does not say how many rows there are).`
      )
    }
    run.firstMeta = false
    advance(state, page, at, added, log)
    checkHeldBounds(state, ctx)
  }
  if (run.duplicates > 1) log.warning(`${spec.label}: ${run.duplicates} duplicate rows were dropped in all.`)
  if (spec.extra && !position.extraDone) await fetchExtra(state, spec.extra, ctx)
  log.info(`${spec.label}: ${state.rows.size} rows; ${state.requests} request(s) in this run.`)
}

/**
 * The dataset's next page, its requests counted on the dataset. Undefined when the API refused the
 * cursor a checkpoint saved: the dataset was started over, and the loop asks again.
 */
async function requestPage(state: DatasetState, ctx: PagerContext): Promise<PageOf<unknown> | undefined> {
  const { spec, position } = state
  const query: Record<string, string | number | undefined> = {
    dateFrom: ctx.range.dateFrom,
    dateTo: ctx.range.dateTo,
    ...spec.query,
    limit: state.limit
  }
  if (spec.paging === 'offset') query.offset = position.offset
  if (spec.paging === 'cursor' && position.cursor !== null) query.cursor = position.cursor
  const before = ctx.ledger.requests
  let page
  try {
    page = await ctx.ledger.fetch(spec.endpoint, query, spec.parsePage)
  } catch (error) {
    state.requests += ctx.ledger.requests - before
    if (error instanceof StopExport && error.status === 400 && state.resumedCursor) {
      ctx.log.warning(
        `The API no longer accepts the ${spec.label} cursor saved in the checkpoint (${forLog(error.detail, 300)}); fetching ${spec.label} again from the start.`
      )
      restart(state)
      return undefined
    }
    throw error
  }
  state.requests += ctx.ledger.requests - before
  state.resumedCursor = false
  return page
}

function checkPageBound(state: DatasetState, pages: number): void {
  if (pages < LIMITS.pagesPerDataset) return
  throw new StopExport(
    'limit',
    `The API still said there was more ${state.spec.label} after ${pages} requests in this run, a bound no real site reaches; stopping so a broken server cannot spend the budget forever.`
  )
}

/** The memory bounds, checked after each page's rows are held. */
function checkHeldBounds(state: DatasetState, ctx: PagerContext): void {
  if (state.rows.size > LIMITS.rowsPerDataset) {
    throw new StopExport(
      'limit',
      `${state.spec.label} passed ${LIMITS.rowsPerDataset} rows, a bound no real site reaches; stopping to keep memory bounded.`
    )
  }
  if (ctx.held.chars > LIMITS.heldChars) {
    throw new StopExport(
      'limit',
      `The rows fetched hold more than ${LIMITS.heldChars} characters of text, a bound no real site reaches; stopping before memory runs out.`
    )
  }
}

/** The one request after the rows (the assistant's caller stats), merged into the meta. */
async function fetchExtra(
  state: DatasetState,
  extra: NonNullable<DatasetSpec['extra']>,
  ctx: PagerContext
): Promise<void> {
  const before = ctx.ledger.requests
  try {
    state.meta[extra.metaKey] = await ctx.ledger.fetch(extra.endpoint, rangeQuery(ctx), extra.schema)
  } finally {
    state.requests += ctx.ledger.requests - before
  }
  state.position.extraDone = true
}

function rangeQuery(ctx: PagerContext) {
  return { dateFrom: ctx.range.dateFrom, dateTo: ctx.range.dateTo }
}

/** Drops what an earlier run fetched of this dataset and starts it over. */
function restart(state: DatasetState): void {
  Object.assign(state.position, freshPosition())
  for (const key of Object.keys(state.meta)) delete state.meta[key]
  state.resumedCursor = false
  state.truncated = false
  state.rows = rowsFor(state.spec)
  state.received = 0
  state.pages = 0
  state.anomalies = []
  state.oddNumbers = false
}
