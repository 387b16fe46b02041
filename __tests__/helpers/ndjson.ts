import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'

// Reading the warehouse output (`format: ndjson`) of a run, as a loader would.

export interface NdjsonEvent {
  eventType: string
  eventId: string
  project: string
  dateFrom: string
  dateTo: string
  payload: Record<string, unknown>
}

/** The `.ndjson.gz` files of an export folder, by name. */
export function ndjsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter(name => name.endsWith('.ndjson.gz'))
    .sort()
    .map(name => join(dir, name))
}

/** A file's text, unzipped. */
export const ndjsonText = (path: string): string => gunzipSync(readFileSync(path)).toString('utf8')

/** A file's events, in its order. */
export function ndjsonEvents(path: string): NdjsonEvent[] {
  return ndjsonText(path)
    .split('\n')
    .filter(line => line !== '')
    .map(line => JSON.parse(line) as NdjsonEvent)
}
