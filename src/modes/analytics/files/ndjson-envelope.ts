import { hash } from 'node:crypto'
import { digestOf, type ReaderText } from '../../../kernel/publish/reader-text.js'
import type { AssistantRow, DatasetName, DateRange, FeedbackRow, SearchRow } from '../datasets/model.js'

// One NDJSON event of the warehouse output: the envelope of Mintlify's analytics streaming
// (`eventType`, an `eventId` to deduplicate on, `payload`) with the project and the range the export
// covered. The eventId is a hash of what makes the row unique, so the same row gives the same id in
// every export that holds it, public or private, first run or resumed:
// - a range aggregate (views, visitors, searches, feedback by page): the dataset, the project, the
//   range and the row's key (a page's path; a search's query, itself hashed first);
// - an event with its own id (feedback, an assistant turn): the dataset, the project and that id (an
//   assistant turn is its conversation's id and its timestamp), whatever range held it.

/** Each dataset's `eventType`. */
export const EVENT_TYPES: Record<DatasetName, string> = {
  views: 'page_views',
  visitors: 'visitors',
  searches: 'search',
  feedback: 'feedback',
  'feedback-by-page': 'feedback_by_page',
  assistant: 'assistant_conversation'
}

export interface EnvelopeContext {
  project: string
  range: DateRange
}

export interface Envelope {
  eventType: string
  eventId: string
  project: string
  dateFrom: string
  dateTo: string
  payload: unknown
}

/** A query's stand-in inside the hash: its SHA-256, so the id is made of no reader text. */
const queryDigest = (query: ReaderText): string => digestOf(query, text => text, 64) ?? ''

type Key = { scope: 'range' | 'event'; parts: string[] }

/** What makes a row unique, per dataset. */
const KEY_OF: { [K in DatasetName]: (row: never) => Key } = {
  views: (r: { path: string }) => ({ scope: 'range', parts: [r.path] }),
  visitors: (r: { path: string }) => ({ scope: 'range', parts: [r.path] }),
  'feedback-by-page': (r: { path: string }) => ({ scope: 'range', parts: [r.path] }),
  searches: (r: SearchRow) => ({ scope: 'range', parts: [queryDigest(r.searchQuery)] }),
  feedback: (r: FeedbackRow) => ({ scope: 'event', parts: [r.id] }),
  assistant: (r: AssistantRow) => ({ scope: 'event', parts: [r.id, r.timestamp] })
}

/** The row's stable id: 32 hex digits of a SHA-256 over what makes it unique. */
export function eventIdOf(name: DatasetName, row: unknown, { project, range }: EnvelopeContext): string {
  const { scope, parts } = (KEY_OF[name] as (row: unknown) => Key)(row)
  const where = scope === 'range' ? [range.dateFrom, range.dateTo] : []
  const identity = JSON.stringify([name, project, ...where, ...parts])
  return hash('sha256', identity, 'hex').slice(0, 32)
}

/**
 * One event's line (without its newline): the id from the row as fetched, the payload as the files
 * show it (without reader text where they withhold it).
 */
export function envelopeLine(
  name: DatasetName,
  fetched: unknown,
  payload: unknown,
  context: EnvelopeContext
): string {
  const envelope: Envelope = {
    eventType: EVENT_TYPES[name],
    eventId: eventIdOf(name, fetched, context),
    project: context.project,
    dateFrom: context.range.dateFrom,
    dateTo: context.range.dateTo,
    payload
  }
  return JSON.stringify(envelope)
}
