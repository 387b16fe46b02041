// `format: ndjson` as a warehouse loads it: overlapping exports (the same range twice, one that
// stopped early, and a range that overlaps it) loaded into DuckDB and deduplicated on eventId give
// exactly the rows of one complete export; and an incremental run (`since-watermark`) after a full one
// writes only the new rows.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'
import type { ActionRun } from '../../helpers/run-action.js'
import { ndjsonEvents, ndjsonFiles, type NdjsonEvent } from '../../helpers/ndjson.js'

const sim = useSimulator({
  pageViews: FEBRUARY_2026,
  analyticsLimitPerHour: Infinity,
  analytics: { turns: { every: 4, count: 3 }, feedback: 300 }
})
const keep = deletedAfter('all')

const WEEK = { 'date-from': '2026-02-01', 'date-to': '2026-02-08' }
const OVERLAPPING = { 'date-from': '2026-02-04', 'date-to': '2026-02-11' }
const BOTH = { 'date-from': '2026-02-01', 'date-to': '2026-02-11' }
const EVENT_FILES = ['assistant-conversations.ndjson.gz', 'feedback.ndjson.gz']
const EVENT_TYPES = ['assistant_conversation', 'feedback']

async function exportRun(inputs: Record<string, string>): Promise<ActionRun> {
  const run = keep(await runAnalytics(sim, { datasets: 'all', format: 'ndjson', ...inputs }))
  expect({ code: run.code, stderr: run.code === 0 ? '' : run.stdout }).toEqual({ code: 0, stderr: '' })
  return run
}

const dirOf = (run: ActionRun) => run.outputs['export-dir'] as string
const files = (run: ActionRun, only?: string[]) =>
  ndjsonFiles(dirOf(run)).filter(path => !only || only.some(name => path.endsWith(`/${name}`)))
const eventsOf = (run: ActionRun, only?: string[]): NdjsonEvent[] => files(run, only).flatMap(ndjsonEvents)

let db: DuckDBInstance
let sql: DuckDBConnection
beforeAll(async () => {
  db = await DuckDBInstance.create(':memory:')
  sql = await db.connect()
})
afterAll(() => {
  sql.closeSync()
  db.closeSync()
})

const COLUMNS =
  "columns = {eventType: 'VARCHAR', eventId: 'VARCHAR', project: 'VARCHAR', dateFrom: 'VARCHAR', dateTo: 'VARCHAR', payload: 'JSON'}"
const fileList = (paths: string[]) => `[${paths.map(p => `'${p.replace(/'/g, "''")}'`).join(', ')}]`

/** The rows (type, id, payload) of the files loaded as docs/warehouse.md says, deduplicated on eventId. */
async function loadedDeduplicated(paths: string[]): Promise<string[][]> {
  await sql.run('DROP TABLE IF EXISTS events')
  await sql.run(`CREATE TABLE events AS SELECT * FROM read_ndjson(${fileList(paths)}, ${COLUMNS})`)
  const reader = await sql.runAndReadAll(
    `SELECT eventType, eventId, payload::VARCHAR AS payload FROM events
     QUALIFY row_number() OVER (PARTITION BY eventId ORDER BY dateTo DESC) = 1
     ORDER BY eventId`
  )
  return reader.getRows().map(row => row.map(String))
}

/** One complete export's rows as DuckDB reads them, in the same order. */
async function loadedOnce(paths: string[]): Promise<string[][]> {
  const reader = await sql.runAndReadAll(
    `SELECT eventType, eventId, payload::VARCHAR FROM read_ndjson(${fileList(paths)}, ${COLUMNS}) ORDER BY eventId`
  )
  return reader.getRows().map(row => row.map(String))
}

const idsOf = (events: NdjsonEvent[]) => events.map(e => e.eventId).sort()

describe('format: ndjson into DuckDB', () => {
  test('the same week twice and a run that stopped early, deduplicated: exactly one complete export', async () => {
    const full = await exportRun(WEEK)
    const again = await exportRun(WEEK)
    const stopped = await exportRun({ ...WEEK, 'max-requests': '4', 'allow-incomplete': 'true' })
    expect(stopped.outputs.complete).toBe('false')
    const complete = eventsOf(full)
    // Every dataset, and a row per event: no two rows of one export share an id.
    expect(files(full).map(p => p.slice(dirOf(full).length + 1))).toHaveLength(6)
    expect(complete.length).toBeGreaterThan(100)
    expect(new Set(idsOf(complete)).size).toBe(complete.length)
    const partial = eventsOf(stopped)
    expect(partial.length).toBeGreaterThan(0)
    expect(partial.length).toBeLessThan(complete.length)

    const loaded = await loadedDeduplicated([...files(full), ...files(again), ...files(stopped)])
    expect(loaded).toHaveLength(complete.length)
    expect(loaded).toEqual(await loadedOnce(files(full)))
  })

  test('overlapping ranges: each event once, exactly the events of one export of both ranges', async () => {
    const week = await exportRun(WEEK)
    const overlapping = await exportRun(OVERLAPPING)
    const both = await exportRun(BOTH)
    const shared = idsOf(eventsOf(week, EVENT_FILES)).filter(id =>
      idsOf(eventsOf(overlapping, EVENT_FILES)).includes(id)
    )
    expect(shared.length).toBeGreaterThan(0)
    const loaded = await loadedDeduplicated([...files(week, EVENT_FILES), ...files(overlapping, EVENT_FILES)])
    expect(loaded).toEqual(await loadedOnce(files(both, EVENT_FILES)))
  })
})

describe('since-watermark', () => {
  test('an incremental run after a full one writes only the new rows', async () => {
    const full = await exportRun(WEEK)
    const marks = JSON.parse(readFileSync(join(dirOf(full), 'watermark.json'), 'utf8')) as {
      watermarks: Record<string, string>
    }
    expect(Object.keys(marks.watermarks).sort()).toEqual(
      ['assistant', 'feedback', 'feedback-by-page', 'searches', 'views', 'visitors'].sort()
    )
    expect(marks.watermarks.views).toBe('2026-02-08T00:00:00.000Z')
    const untimed = eventsOf(full, ['feedback.ndjson.gz']).filter(e => e.payload.createdAt === null)
    expect(untimed.length).toBeGreaterThan(0)

    // The same week again: no aggregate of it and no event is new but the ones without a time.
    const same = await exportRun({ ...WEEK, 'since-watermark': dirOf(full) })
    expect(idsOf(eventsOf(same))).toEqual(idsOf(untimed))
    expect(readFileSync(join(dirOf(same), 'watermark.json'), 'utf8')).toBe(
      readFileSync(join(dirOf(full), 'watermark.json'), 'utf8')
    )

    // Three days more: the events after the marks, and the aggregates of the new range.
    const later = await exportRun({ ...BOTH, 'since-watermark': join(dirOf(full), 'watermark.json') })
    const both = await exportRun(BOTH)
    const fullIds = new Set(idsOf(eventsOf(full)))
    const newEvents = eventsOf(both, EVENT_FILES).filter(e => !fullIds.has(e.eventId))
    expect(newEvents.length).toBeGreaterThan(0)
    expect(idsOf(eventsOf(later, EVENT_FILES))).toEqual(idsOf([...newEvents, ...untimed]))
    const aggregates = (run: ActionRun) => eventsOf(run).filter(e => !EVENT_TYPES.includes(e.eventType))
    expect(aggregates(later).length).toBeGreaterThan(0)
    expect(idsOf(aggregates(later))).toEqual(idsOf(aggregates(both)))
    // Loaded after the full run's files and deduplicated: the events of one export of both ranges.
    const loaded = await loadedDeduplicated([...files(full, EVENT_FILES), ...files(later, EVENT_FILES)])
    expect(loaded).toEqual(await loadedOnce(files(both, EVENT_FILES)))
  })
})
