// Reading a checkpoint back: the rows come from the JSON files beside it, and anything that does not
// fit is an error naming `resume-from`.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  checkpointOf,
  readCheckpoint,
  writeCheckpoint
} from '../../../../src/modes/analytics/fetch/checkpoint.js'
import { freshState } from '../../../../src/modes/analytics/fetch/export.js'
import { writeDatasetFiles } from '../../../../src/modes/analytics/files/dataset-files.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'checkpoint-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const RANGE = { dateFrom: '2026-02-01', dateTo: '2026-03-01' }
const HEADER = { ...RANGE, exportedAt: 'T', complete: false, incompleteReason: 'max-requests' }
const limit = () => 250
/** The export the checkpoint belongs to, and the run that resumes it. */
const IDENTITY = {
  projectId: 'proj_demo',
  apiOrigin: 'https://api.mintlify.com',
  datasets: ['views', 'searches'] as ('views' | 'searches')[],
  range: RANGE,
  dateInputs: { from: RANGE.dateFrom, to: RANGE.dateTo },
  includeContact: false,
  feedbackFilter: { statuses: [] }
}

async function partialExport() {
  const views = freshState('views', { includeContact: false, pageSize: 250 })
  views.rows.add({ path: '/a', human: 2, ai: 1, total: 3 })
  views.rows.add({ path: '/=b', human: 1, ai: 0, total: 1 })
  views.meta.totals = { human: 3, ai: 1, total: 4 }
  views.position.offset = 250
  const searches = freshState('searches', { includeContact: false, pageSize: 250 })
  searches.rows.add({ searchQuery: 'q', hits: 3, ctr: 0.5, topClickedPage: null, lastSearchedAt: 'x' })
  searches.position.cursor = 'c2'
  searches.meta.totalSearches = 9
  for (const s of [views, searches]) await writeDatasetFiles(dir, s, ['csv'], HEADER)
  return writeCheckpoint(dir, checkpointOf(IDENTITY, [views, searches], 'max-requests'))
}

describe('readCheckpoint', () => {
  test('restores positions, totals and rows exactly (from the JSON, not the neutralised CSV)', async () => {
    const path = await partialExport()
    const { checkpoint, states } = await readCheckpoint(path, IDENTITY, limit)
    expect(checkpoint).toMatchObject({ range: RANGE, datasets: ['views', 'searches'], includeContact: false })
    const [views, searches] = states
    expect(views?.position).toEqual({ done: false, offset: 250, cursor: null, extraDone: false })
    expect([...(views?.rows.sorted() ?? [])]).toEqual([
      { path: '/a', human: 2, ai: 1, total: 3 },
      { path: '/=b', human: 1, ai: 0, total: 1 }
    ])
    expect(views?.meta).toEqual({ totals: { human: 3, ai: 1, total: 4 } })
    expect(searches?.position.cursor).toBe('c2')
    expect(searches?.resumedCursor).toBe(true)
    expect(searches?.meta).toEqual({ totalSearches: 9 })
  })

  test.each([
    ['a missing file', (p: string) => rmSync(p), /`resume-from`: cannot read the checkpoint/],
    ['not JSON', (p: string) => writeFileSync(p, 'nope'), /is not JSON/],
    ['another shape', (p: string) => writeFileSync(p, '{"version":2}'), /not a checkpoint of this action/],
    ['an older version', (p: string) => writeFileSync(p, '{"version":1}'), /start a new export/],
    [
      'a range that is not dates',
      (p: string) =>
        writeFileSync(p, readFileSync(p, 'utf8').replace('"2026-02-01"', '"2026-02-01\\n::warning::x"')),
      /not a checkpoint of this action.*not a date/s
    ],
    [
      'rows that do not match the count',
      () => writeFileSync(join(dir, 'page-views.json'), '{"views":[]}'),
      /holds 0 page views rows but the checkpoint says 2/
    ],
    ['a missing rows file', () => rmSync(join(dir, 'searches.json')), /cannot read the searches file/]
  ])('%s is an error naming resume-from', async (_, spoil, message) => {
    const path = await partialExport()
    spoil(path)
    await expect(readCheckpoint(path, IDENTITY, limit)).rejects.toThrow(message)
  })
})
