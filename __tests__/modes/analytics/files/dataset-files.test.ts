// The export's files and rows: CSV quoting and order, the JSON shape, chunked writes, RowStore's first
// row of a path, and the artifact's URL. The paging loop that fills them: analytics-paging.test.ts.
import { describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { artifactUrl } from '../../../../src/modes/analytics/artifact.js'
import { freshState } from '../../../../src/modes/analytics/fetch/export.js'
import { writeDatasetFiles } from '../../../../src/modes/analytics/files/dataset-files.js'
import type { DatasetState } from '../../../../src/modes/analytics/fetch/pager.js'
import type { PageRow } from '../../../../src/modes/analytics/datasets/model.js'
import { RowStore } from '../../../../src/modes/analytics/datasets/rows.js'
import { forCsv } from '../../../../src/kernel/safe-text.js'
import { csvRows, sortRows } from '../../../helpers/analytics.js'

const row = (path: string, human: number, ai: number): PageRow => ({ path, human, ai, total: human + ai })
const TOTALS = { human: 100, ai: 20, total: 120 }

function viewsState(rows: PageRow[], pageSize = 250): DatasetState {
  const state = freshState('views', { includeContact: false, pageSize })
  for (const r of rows) state.rows.add(r)
  state.meta.totals = TOTALS
  return state
}
const HEADER = { dateFrom: '2026-02-01', dateTo: '2026-02-08', exportedAt: 'T', complete: true }

describe('CSV and JSON files', () => {
  test.each([
    ['/plain', '/plain'],
    ['/a,b', '"/a,b"'],
    ['/"quoted"', '"/""quoted"""'],
    ['/line\nbreak', '"/line\nbreak"'],
    ['/cr\rhere', '"/cr\rhere"'],
    ['/naïve-日本語-🚀', '/naïve-日本語-🚀'],
    ['', ''],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"]
  ])('forCsv(%j) is %j', (value, quoted) => {
    expect(forCsv(value)).toBe(quoted)
  })

  test('files round-trip hostile paths, sorted, with CRLF records and the documented JSON shape', async () => {
    const input = [
      row('/b', 5, 5),
      row('/a', 5, 5),
      row('/with,comma', 1, 0),
      row('/"q"', 30, 1),
      row('/multi\r\nline', 2, 2),
      row('/ü', 7, 0),
      row('/z', 7, 0),
      row('/B', 5, 5)
    ]
    const dir = mkdtempSync(join(tmpdir(), 'analytics-files-'))
    try {
      const meta = { dateFrom: '2026-02-01', dateTo: '2026-02-08', exportedAt: 'T', totals: TOTALS }
      const files = await writeDatasetFiles(dir, viewsState(input), ['csv', 'json'], HEADER)
      expect(files).toEqual([join(dir, 'page-views.csv'), join(dir, 'page-views.json')])
      const csv = readFileSync(files[0] as string, 'utf8')
      const expected = sortRows(input)
      expect(expected.map(r => r.path)).toEqual([
        '/"q"',
        '/B',
        '/a',
        '/b',
        '/z',
        '/ü',
        '/multi\r\nline',
        '/with,comma'
      ])
      expect(csvRows(csv)).toEqual(expected)
      expect(csv.split('\r\n')[1]).toBe('"/""q""",30,1,31')
      const json = JSON.parse(readFileSync(files[1] as string, 'utf8'))
      expect(Object.keys(json)).toEqual(['dateFrom', 'dateTo', 'exportedAt', 'totals', 'views'])
      expect(json).toEqual({ ...meta, views: expected })
      await writeDatasetFiles(dir, viewsState([]), ['json'], HEADER)
      expect(JSON.parse(readFileSync(files[1] as string, 'utf8')).views).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('large exports are written in chunks and stay exact', async () => {
    const input = Array.from({ length: 20_000 }, (_, i) => row(`/p/${i}`, i % 97, i % 13))
    const dir = mkdtempSync(join(tmpdir(), 'analytics-big-'))
    try {
      const [csvPath] = await writeDatasetFiles(dir, viewsState(input), ['csv'], HEADER)
      const parsed = csvRows(readFileSync(csvPath as string, 'utf8'))
      expect(parsed).toEqual(sortRows(input))
      expect(parsed[0]).toEqual(row('/p/10087', 96, 12))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('RowStore', () => {
  test('keeps the first row of a path, grows past its initial capacity, sorts by total then code units', () => {
    const store = new RowStore()
    expect(store.add(row('/x', 1, 1))).toBe(true)
    expect(store.add(row('/x', 9, 9))).toBe(false)
    for (let i = 0; i < 3000; i++) store.add(row(`/p${i}`, i % 5, 0))
    expect(store.size).toBe(3001)
    expect(store.row(0)).toEqual(row('/x', 1, 1))
    const order = store.sortedIndices()
    const top = store.rowsAt(order, 3).map(r => r.path)
    // Code-unit order: "/p1004" < "/p104" (because '0' < '4'), unlike a numeric sort.
    expect(top).toEqual(['/p1004', '/p1009', '/p1014'])
    const all = Array.from(order, i => store.row(i))
    expect(all).toEqual(sortRows(all))
  })
})

describe('small helpers', () => {
  test('artifact URL', () => {
    expect(
      artifactUrl(
        { GITHUB_SERVER_URL: 'https://github.com/', GITHUB_REPOSITORY: 'o/r', GITHUB_RUN_ID: '7' },
        9
      )
    ).toBe('https://github.com/o/r/actions/runs/7/artifacts/9')
    expect(artifactUrl({}, 9)).toBeUndefined()
  })
})
