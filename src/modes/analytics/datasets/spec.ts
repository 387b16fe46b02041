import type { z } from 'zod'
import type { ReaderText } from '../../../kernel/publish/reader-text.js'
import type { DatasetName } from './model.js'

// What one dataset is: its endpoint and how it pages, its row shape and order, its file columns.
// The pager, the files and the checkpoint work from this alone, so a dataset is one small file. Its
// file names are built with the export's other files, in src/modes/analytics/files/paths.ts.

/**
 * - offset: `offset` + `limit`, until `hasMore` is false (`/views`, `/visitors`);
 * - cursor: `cursor` from `nextCursor`, until `hasMore` is false or `nextCursor` is null (`/feedback`,
 *   `/assistant`); `/searches` has no `hasMore`, so it pages until `nextCursor` is null;
 * - single: one request, no way to page (`/feedback/by-page`).
 */
export type Paging = 'offset' | 'cursor' | 'single'

export interface PageOf<Row> {
  rows: Row[]
  /** Whether the API says there is more. */
  hasMore: boolean
  nextCursor?: string | null
  /** The dataset's totals where the endpoint gives them (same on every page), for the JSON header. */
  meta?: Record<string, unknown>
}

/** A column of the files: a value of ours or the API's, or reader text (which only the gate shows). */
export type Column<Row> =
  | { name: string; value(row: Row): string | number | boolean | null | undefined }
  | { name: string; readerText(row: Row): ReaderText | null | undefined }

/** A row's key: plain text, or reader text (a search's query) that no message may show. */
export type RowKey = string | ReaderText

export interface DatasetSpec<Row = unknown> {
  name: DatasetName
  /** Label for logs and messages. */
  label: string
  endpoint: string[]
  paging: Paging
  /** The endpoint's largest `limit`. */
  maxLimit: number
  /** The key of the rows array in the JSON file. */
  rowsKey: string
  parsePage: z.ZodType<PageOf<Row>>
  /** A row as written to JSON (fixed key order) and read back on resume. */
  rowSchema: z.ZodType<Row>
  keyOf(row: Row): RowKey
  /** The key as a message may show it; absent when the key is reader text. */
  keyLabel?(row: Row): string
  /** The row's counts, checked for values that look wrong (negative, fractional) but are allowed. */
  counts?(row: Row): readonly number[]
  /** The files' order: total, so the same rows give the same bytes. */
  compare(a: Row, b: Row): number
  columns: readonly Column<Row>[]
  /** One more request after the rows (the assistant's caller stats), merged into the meta. */
  extra?: { endpoint: string[]; label: string; schema: z.ZodType<Record<string, unknown>>; metaKey: string }
  /** Extra query parameters (filters). */
  query?: Record<string, string>
}

/** UTF-16 code-unit order: unlike localeCompare, the same on every runtime. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Newest first, null last. */
export function byTimeDescending(a: string | null | undefined, b: string | null | undefined): number {
  if (a === b) return 0
  if (a == null) return 1
  if (b == null) return -1
  return byCodeUnits(b, a)
}
