import { forLog } from '../../../kernel/outside.js'
import type { DateRange } from '../datasets/model.js'
import { rowsFor, type HeldDataset } from '../datasets/store.js'
import { StopExport, type ExportLog, type RequestLedger } from './request-ledger.js'

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

export interface DatasetPosition {
  done: boolean
  /** Offset datasets: the next row to ask for. */
  offset: number
  /** Cursor datasets: the next cursor; null before the first page. */
  cursor: string | null
  /** The assistant's caller stats were fetched. */
  extraDone: boolean
}

/** A dataset being fetched: what it holds, and where its paging stands. */
export interface DatasetState extends HeldDataset {
  position: DatasetPosition
  /** `limit` sent: the endpoint's largest, or `page-size` for views and visitors. */
  limit: number
  /** Requests spent on this dataset in this run. */
  requests: number
  /** The cursor came from a checkpoint: if the API refuses it, the dataset starts again. */
  resumedCursor: boolean
  /** The single-page endpoint said there was more than it could return. */
  truncated: boolean
  /** Rows the API sent, a repeated one each time (more than `rows.size` when pages overlapped). */
  received: number
  /** A negative or fractional count was warned about (once per dataset). */
  oddNumbers: boolean
  /** Pages that contradicted themselves (`hasMore` with nothing new), for the integrity checks. */
  anomalies: string[]
}

/** What the pager needs of the request ledger: its one way to send, and its count of attempts. */
export type PagerLedger = Pick<RequestLedger, 'fetch' | 'requests'>

export interface PagerContext {
  ledger: PagerLedger
  range: DateRange
  log: ExportLog
  /** Characters of row text held so far, across datasets. */
  held: { chars: number }
}

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
  let pages = 0
  let duplicates = 0
  let firstMeta = Object.keys(state.meta).length === 0
  let warnedMeta = false
  while (!position.done) {
    if (pages >= LIMITS.pagesPerDataset) {
      throw new StopExport(
        'limit',
        `The API still said there was more ${spec.label} after ${pages} requests in this run, a bound no real site reaches; stopping so a broken server cannot spend the budget forever.`
      )
    }
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
        log.warning(
          `The API no longer accepts the ${spec.label} cursor saved in the checkpoint (${forLog(error.detail, 300)}); fetching ${spec.label} again from the start.`
        )
        restart(state)
        firstMeta = true
        continue
      }
      throw error
    }
    state.requests += ctx.ledger.requests - before
    state.resumedCursor = false
    pages++
    const at = describe(state)

    if (page.meta) {
      if (firstMeta) Object.assign(state.meta, page.meta)
      else if (!warnedMeta && JSON.stringify(pick(state.meta, page.meta)) !== JSON.stringify(page.meta)) {
        warnedMeta = true
        log.warning(
          `The ${spec.label} page ${at} reported ${forLog(JSON.stringify(page.meta))}, unlike the first page's ${forLog(JSON.stringify(pick(state.meta, page.meta)))}; keeping the first page's. The data may have changed during the export.`
        )
      }
    }
    let added = 0
    state.received += page.rows.length
    if (!state.oddNumbers) warnOddNumbers(state, page.rows, at, log)
    for (const row of page.rows) {
      if (state.rows.add(row)) {
        added++
        ctx.held.chars += textSize(row)
      } else if (duplicates++ === 0) {
        log.warning(
          `${spec.label}: the key ${forLog(JSON.stringify(spec.keyOf(row)), 200)} appeared twice (again ${at}); keeping the first row.`
        )
      }
    }
    log.debug(`${spec.label} ${at}: ${page.rows.length} rows (${state.rows.size} so far)`)
    if (firstMeta && spec.paging === 'offset' && page.hasMore) {
      log.info(
        `${spec.label}: more than one page; each further ${state.limit} rows cost one request (the API does not say how many rows there are).`
      )
    }
    firstMeta = false

    if (spec.paging === 'offset' && page.hasMore && page.rows.length > 0 && page.rows.length < state.limit) {
      // The next page starts `limit` rows on: the rows this short page left out are skipped.
      state.anomalies.push(
        `the page ${at} held ${page.rows.length} of the ${state.limit} rows asked for but said there was more.`
      )
    }
    // Move the position only now that the page's rows are held.
    if (spec.paging === 'offset') position.offset += state.limit
    if (spec.paging === 'cursor') position.cursor = page.nextCursor ?? null
    const more = spec.paging === 'cursor' ? page.hasMore && page.nextCursor != null : page.hasMore
    if (spec.paging === 'single') {
      state.truncated = page.hasMore
      if (page.hasMore) {
        log.warning(
          `${spec.label}: the API returned its first ${state.limit} rows and says there are more, but it offers no way to page further; the file holds those ${page.rows.length}.`
        )
      }
      position.done = true
    } else if (!more) {
      if (spec.paging === 'cursor' && page.hasMore) {
        log.warning(`${spec.label}: the API said there was more but sent no cursor; stopping here.`)
      }
      position.done = true
    } else if (added === 0) {
      // A server that says "more" but sends nothing new would page forever (and spend the hourly quota).
      const anomaly = `the page ${at} said there was more but held ${page.rows.length === 0 ? 'no rows' : 'only rows already seen'}`
      state.anomalies.push(`${anomaly}.`)
      log.warning(`${spec.label}: ${anomaly}; stopping ${spec.label} here with ${state.rows.size} rows.`)
      position.done = true
    }
    if (state.rows.size > LIMITS.rowsPerDataset) {
      throw new StopExport(
        'limit',
        `${spec.label} passed ${LIMITS.rowsPerDataset} rows, a bound no real site reaches; stopping to keep memory bounded.`
      )
    }
    if (ctx.held.chars > LIMITS.heldChars) {
      throw new StopExport(
        'limit',
        `The rows fetched hold more than ${LIMITS.heldChars} characters of text, a bound no real site reaches; stopping before memory runs out.`
      )
    }
  }
  if (duplicates > 1) log.warning(`${spec.label}: ${duplicates} duplicate rows were dropped in all.`)
  if (spec.extra && !position.extraDone) {
    const before = ctx.ledger.requests
    try {
      state.meta[spec.extra.metaKey] = await ctx.ledger.fetch(
        spec.extra.endpoint,
        rangeQuery(ctx),
        spec.extra.schema
      )
    } finally {
      state.requests += ctx.ledger.requests - before
    }
    position.extraDone = true
  }
  log.info(`${spec.label}: ${state.rows.size} rows; ${state.requests} request(s) in this run.`)
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

function rangeQuery(ctx: PagerContext) {
  return { dateFrom: ctx.range.dateFrom, dateTo: ctx.range.dateTo }
}

function describe(state: DatasetState): string {
  return state.spec.paging === 'offset'
    ? `at offset ${state.position.offset}`
    : `after ${state.rows.size} rows`
}

function pick(meta: Record<string, unknown>, like: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(like).map(k => [k, meta[k]]))
}

/** Drops what an earlier run fetched of this dataset and starts it over. */
function restart(state: DatasetState): void {
  Object.assign(state.position, freshPosition())
  for (const key of Object.keys(state.meta)) delete state.meta[key]
  state.resumedCursor = false
  state.truncated = false
  state.rows = rowsFor(state.spec)
  state.received = 0
  state.anomalies = []
  state.oddNumbers = false
}
