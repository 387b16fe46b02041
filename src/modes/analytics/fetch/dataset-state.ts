import type { DateRange } from '../datasets/model.js'
import type { HeldDataset } from '../datasets/store.js'
import type { ExportLog, RequestLedger } from './request-ledger.js'

// What the pager (pager.ts) and each page it takes in (page.ts) work on.

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
  /** Pages taken in (at least as many, for a resumed dataset): one page cannot shift against another. */
  pages: number
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

/** Whether the export read any of the dataset: a page taken in (in this run or an earlier one), or its end. */
export function wasFetched(state: DatasetState): boolean {
  return state.pages > 0 || state.position.done
}
