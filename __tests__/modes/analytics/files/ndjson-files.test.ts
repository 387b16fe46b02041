// The NDJSON files: gzip, one event per row in the JSON file's order, the payload as the files show
// it, only the new rows after a watermark, and the marks left in watermark.json.
import { describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { asReaderText } from '../../../../src/kernel/publish/reader-text.js'
import type { FeedbackRow, PageRow } from '../../../../src/modes/analytics/datasets/model.js'
import { freshState } from '../../../../src/modes/analytics/fetch/export.js'
import type { DatasetState } from '../../../../src/modes/analytics/fetch/pager.js'
import { writeDatasetFiles } from '../../../../src/modes/analytics/files/dataset-files.js'
import { eventIdOf } from '../../../../src/modes/analytics/files/ndjson-envelope.js'
import { ndjsonFile, writeNdjsonFiles } from '../../../../src/modes/analytics/files/ndjson-files.js'
import { rowWithoutReaderText } from '../../../../src/modes/analytics/steps/reader-text-fields.js'

const RANGE = { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
const page = (path: string, total: number): PageRow => ({ path, human: total, ai: 0, total })
const feedback = (id: string, createdAt: string | null, comment = 'the page lies'): FeedbackRow => ({
  id,
  path: '/p',
  comment: asReaderText(comment),
  createdAt,
  source: 'contextual',
  status: 'pending'
})

function state(name: 'views' | 'feedback', rows: unknown[], done = true): DatasetState {
  const held = freshState(name, { includeContact: false, pageSize: 250 })
  for (const row of rows) held.rows.add(row)
  held.position.done = done
  return held
}

const events = (path: string) =>
  gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter(line => line !== '')
    .map(line => JSON.parse(line) as { eventId: string; payload: Record<string, unknown> })

const views = () => state('views', [page('/b', 5), page('/a', 9), page('/c', 1)])
const FEEDBACK = [
  feedback('f1', '2026-02-02T10:00:00Z'),
  feedback('f2', '2026-02-05T10:00:00Z'),
  feedback('f3', null)
]

describe('writeNdjsonFiles', () => {
  test("one event per row, in the JSON file's order, and the marks written", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ndjson-'))
    const states = [views(), state('feedback', FEEDBACK)]
    const files = await writeNdjsonFiles(dir, {
      project: 'proj',
      range: RANGE,
      states,
      shownOf: () => undefined
    })
    expect(files).toEqual([
      join(dir, 'page-views.ndjson.gz'),
      join(dir, 'feedback.ndjson.gz'),
      join(dir, 'watermark.json')
    ])
    const header = { ...RANGE, exportedAt: 'T', complete: true }
    await writeDatasetFiles(dir, states[0]!, ['json'], header)
    const json = JSON.parse(readFileSync(join(dir, 'page-views.json'), 'utf8')) as { views: unknown[] }
    const written = events(ndjsonFile(dir, 'views'))
    expect(written.map(e => e.payload)).toEqual(json.views)
    expect(written[0]).toMatchObject({ eventType: 'page_views', project: 'proj', ...RANGE })
    expect(written.map(e => e.eventId)).toEqual(
      [page('/a', 9), page('/b', 5), page('/c', 1)].map(r =>
        eventIdOf('views', r, { project: 'proj', range: RANGE })
      )
    )
    expect(events(ndjsonFile(dir, 'feedback')).map(e => e.payload.id)).toEqual(['f2', 'f1', 'f3'])
    expect(JSON.parse(readFileSync(join(dir, 'watermark.json'), 'utf8'))).toEqual({
      version: 1,
      project: 'proj',
      watermarks: { views: '2026-02-08T00:00:00.000Z', feedback: '2026-02-05T10:00:00.000Z' }
    })
  })

  test('after a watermark: only the new rows, and the marks move on (or stay, where nothing is new)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ndjson-since-'))
    const later = [...FEEDBACK, feedback('f4', '2026-02-06T09:00:00Z')]
    const since = { views: '2026-02-08T00:00:00.000Z', feedback: '2026-02-05T10:00:00.000Z' }
    const states = [views(), state('feedback', later)]
    await writeNdjsonFiles(dir, { project: 'proj', range: RANGE, states, shownOf: () => undefined, since })
    expect(events(ndjsonFile(dir, 'views'))).toEqual([])
    // f3 has no time: it cannot be placed, so it is written again (its eventId dedupes it).
    expect(events(ndjsonFile(dir, 'feedback')).map(e => e.payload.id)).toEqual(['f4', 'f3'])
    expect(JSON.parse(readFileSync(join(dir, 'watermark.json'), 'utf8')).watermarks).toEqual({
      views: '2026-02-08T00:00:00.000Z',
      feedback: '2026-02-06T09:00:00.000Z'
    })
  })

  test('a dataset not read to its end keeps its previous mark; a mark of a dataset not exported stays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ndjson-partial-'))
    const since = { assistant: '2026-01-01T00:00:00.000Z' }
    const states = [views(), state('feedback', FEEDBACK, false)]
    await writeNdjsonFiles(dir, { project: 'proj', range: RANGE, states, shownOf: () => undefined, since })
    expect(events(ndjsonFile(dir, 'feedback'))).toHaveLength(3)
    expect(JSON.parse(readFileSync(join(dir, 'watermark.json'), 'utf8')).watermarks).toEqual({
      views: '2026-02-08T00:00:00.000Z',
      assistant: '2026-01-01T00:00:00.000Z'
    })
  })

  test('the payload as the files show it: withheld reader text stays out, the id is unchanged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ndjson-withheld-'))
    const held = state('feedback', FEEDBACK)
    const shownOf = () => (row: unknown) => rowWithoutReaderText('feedback', row)
    await writeNdjsonFiles(dir, { project: 'proj', range: RANGE, states: [held], shownOf })
    const text = gunzipSync(readFileSync(ndjsonFile(dir, 'feedback'))).toString('utf8')
    expect(text).not.toContain('the page lies')
    const context = { project: 'proj', range: RANGE }
    expect(events(ndjsonFile(dir, 'feedback')).map(e => e.eventId)).toEqual(
      [FEEDBACK[1], FEEDBACK[0], FEEDBACK[2]].map(r => eventIdOf('feedback', r, context))
    )
  })

  test('many rows: the same bytes for the same rows, every row once', async () => {
    const rows = Array.from({ length: 20000 }, (_, k) => page(`/docs/page-${k}`, k % 97))
    const write = async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ndjson-many-'))
      await writeNdjsonFiles(dir, {
        project: 'proj',
        range: RANGE,
        states: [state('views', rows)],
        shownOf: () => undefined
      })
      return readFileSync(ndjsonFile(dir, 'views'))
    }
    const first = await write()
    expect((await write()).equals(first)).toBe(true)
    const lines = gunzipSync(first)
      .toString('utf8')
      .split('\n')
      .filter(line => line !== '')
    expect(new Set(lines.map(line => (JSON.parse(line) as { eventId: string }).eventId)).size).toBe(20000)
  })
})
