// Reading a checkpoint back: the rows come from the JSON files beside it, and anything that does not
// fit is an error naming `resume-from`.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  checkpointOf,
  readCheckpoint,
  SealedRowsError,
  writeCheckpoint
} from '../../../../src/modes/analytics/fetch/checkpoint.js'
import { freshState } from '../../../../src/modes/analytics/fetch/export.js'
import { writeDatasetFiles } from '../../../../src/modes/analytics/files/dataset-files.js'
import { rowWithoutReaderText } from '../../../../src/modes/analytics/steps/reader-text-fields.js'
import { sealedCopyKeys, writeSealedCopy } from '../../../../src/modes/analytics/files/sealed-copy.js'

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

const KEYS = sealedCopyKeys(['mint_key_a'])

async function partialExport(sealed = false) {
  const views = freshState('views', { includeContact: false, pageSize: 250 })
  views.rows.add({ path: '/a', human: 2, ai: 1, total: 3 })
  views.rows.add({ path: '/=b', human: 1, ai: 0, total: 1 })
  views.meta.totals = { human: 3, ai: 1, total: 4 }
  views.position.offset = 250
  const searches = freshState('searches', { includeContact: false, pageSize: 250 })
  searches.rows.add({ searchQuery: 'q', hits: 3, ctr: 0.5, topClickedPage: null, lastSearchedAt: 'x' })
  searches.position.cursor = 'c2'
  searches.meta.totalSearches = 9
  if (!sealed) {
    for (const s of [views, searches]) await writeDatasetFiles(dir, s, ['csv'], HEADER)
    return writeCheckpoint(dir, checkpointOf(IDENTITY, [views, searches], 'max-requests'))
  }
  await writeDatasetFiles(dir, views, ['csv'], HEADER)
  await writeDatasetFiles(dir, searches, ['csv'], HEADER, row => rowWithoutReaderText('searches', row))
  await writeSealedCopy(dir, KEYS, IDENTITY, [searches])
  return writeCheckpoint(dir, checkpointOf(IDENTITY, [views, searches], 'max-requests', true))
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

describe('readCheckpoint of files that withhold reader text', () => {
  test('the rows that carry it come whole from the sealed copy, the others from their JSON', async () => {
    const path = await partialExport(true)
    expect(readFileSync(join(dir, 'searches.json'), 'utf8')).not.toContain('"searchQuery":"q"')
    const { checkpoint, states } = await readCheckpoint(path, IDENTITY, limit, KEYS)
    expect(checkpoint.sealed).toBe(true)
    expect([...(states[0]?.rows.sorted() ?? [])]).toHaveLength(2)
    expect([...(states[1]?.rows.sorted() ?? [])]).toEqual([
      { searchQuery: 'q', hits: 3, ctr: 0.5, topClickedPage: null, lastSearchedAt: 'x' }
    ])
  })

  test.each([
    ['another API key', () => undefined, sealedCopyKeys(['mint_key_b'])],
    ['no sealed copy', () => rmSync(join(dir, 'reader-text.sealed')), KEYS]
  ])('%s: a SealedRowsError naming resume-from', async (_, spoil, keys) => {
    const path = await partialExport(true)
    spoil()
    const reading = readCheckpoint(path, IDENTITY, limit, keys)
    await expect(reading).rejects.toThrow(SealedRowsError)
    await expect(readCheckpoint(path, IDENTITY, limit, keys)).rejects.toThrow(
      /^`resume-from`: the earlier run's reader text cannot be read back: .*reader-text\.sealed/
    )
  })
})
