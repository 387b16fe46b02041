// The export against a mock built from Mintlify's official analytics contract (simulator/openapi/),
// not from the simulator: every request must be one the contract allows, and every row the mock sent
// must reach the files, with counts that may be fractional, optional fields absent, nullable fields
// null, and conversation turns that share an id.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, runAnalytics, warningsOf } from '../../../__fixtures__/runs.js'
import { TEST_PROJECT } from '../../../__fixtures__/servers.js'
import { startContractMock, type ContractMock } from '../../../simulator/openapi/mock.js'
import type { ActionRun } from '../../helpers/run-action.js'

type Row = Record<string, unknown>
const keep = deletedAfter('all')
const json = (run: ActionRun, file: string) =>
  JSON.parse(readFileSync(join(run.outputs['export-dir'] as string, `${file}.json`), 'utf8')) as Row
const sum = (rows: Row[], key: string) => rows.reduce((s, r) => s + (r[key] as number), 0)
const byKey = (rows: Row[], key: (r: Row) => string) => new Map(rows.map(r => [key(r), r]))

// Sizes that make every paged endpoint page: 250 views a page, 100 searches or feedback, 1000 turns.
describe.each([
  [11, 1201],
  [29, 640]
])('seed %i, %i rows a dataset', (seed, size) => {
  let mock: ContractMock
  let run: ActionRun
  beforeAll(async () => {
    mock = await startContractMock({ seed, size, project: TEST_PROJECT })
    run = keep(
      // keep: the files hold every field as sent, reader text included, to be compared with the mock's
      await runAnalytics(mock, {
        'date-from': '2026-02-01',
        'date-to': '2026-03-01',
        datasets: 'all',
        'reader-text': 'keep'
      })
    )
  })
  afterAll(() => mock.close())

  test('every request is one the contract allows, and the export says it is complete', () => {
    expect(mock.violations).toEqual([])
    expect(mock.requests.length).toBeGreaterThan(6)
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('true')
    expect(run.outputs.headline).toMatch(
      /^Docs analytics, 28 days from 2026-02-01: [\d,.]+ views · [\d,.]+ visitors · /
    )
    expect(run.outputs.headline).not.toMatch(/incomplete|\n/)
    expect(warningsOf(run).join('\n')).not.toMatch(/not complete|incomplete/i)
  })

  test('every page row reaches the file with its counts as sent, fractions included', () => {
    for (const [dataset, file] of [
      ['views', 'page-views'],
      ['visitors', 'visitors']
    ] as const) {
      const sent = mock.rows[dataset]!
      const written = json(run, file)[dataset] as Row[]
      expect(written).toHaveLength(sent.length)
      const kept = byKey(written, r => r.path as string)
      for (const row of sent) expect(kept.get(row.path as string)).toEqual(row)
    }
    const views = mock.rows.views!
    expect(Number(run.outputs['total-views'])).toBeCloseTo(sum(views, 'total'), 6)
    expect(Number(run.outputs['page-count'])).toBe(views.length)
  })

  test('searches, feedback and feedback by page: every row, optional fields only where sent', () => {
    const searches = json(run, 'searches').searches as Row[]
    expect(searches).toHaveLength(size)
    expect(Number(run.outputs['searches-total'])).toBe(sum(mock.rows.searches!, 'hits'))

    const feedback = byKey(json(run, 'feedback').feedback as Row[], r => r.id as string)
    expect(feedback.size).toBe(size)
    expect(run.outputs['feedback-count']).toBe(String(size))
    for (const sent of mock.rows.feedback!) {
      // The reader's email stays out unless `include-contact` asks for it.
      const { contact: _contact, ...withoutContact } = sent
      expect(feedback.get(sent.id as string)).toEqual(withoutContact)
    }
    expect(json(run, 'feedback-by-page').feedback).toHaveLength(mock.rows['feedback/by-page']!.length)
  })

  test('every turn is kept, and turns are counted apart from conversations', () => {
    const sent = mock.rows.assistant!
    const turns = json(run, 'assistant-conversations').conversations as Row[]
    expect(turns).toHaveLength(sent.length)
    const key = (r: Row) => `${r.id as string} ${r.timestamp as string}`
    const kept = byKey(turns, key)
    for (const row of sent) expect(kept.get(key(row))).toMatchObject({ id: row.id, query: row.query })
    expect(run.outputs['assistant-turns']).toBe(String(sent.length))
    expect(run.outputs['assistant-conversations']).toBe(String(new Set(sent.map(r => r.id)).size))
  })
})

test('the mock answers a request the contract does not allow with 400 and records it', async () => {
  // Without this, an empty `violations` above could mean the checks never ran.
  const mock = await startContractMock({ seed: 1, size: 10, project: TEST_PROJECT })
  try {
    const base = `${mock.url}/v1/analytics/${TEST_PROJECT}`
    const headers = { authorization: 'Bearer k' }
    expect((await fetch(`${base}/views?limit=251`, { headers })).status).toBe(400)
    expect((await fetch(`${base}/assistant?cursor=not-a-ulid`, { headers })).status).toBe(400)
    expect((await fetch(`${base}/searches?offset=5`, { headers })).status).toBe(400)
    expect((await fetch(`${base}/views?dateFrom=yesterday`, { headers })).status).toBe(400)
    expect((await fetch(`${base}/views?limit=250&offset=0`, { headers })).status).toBe(200)
    expect(mock.violations).toEqual([
      'views: limit: above 250',
      'assistant: cursor: not a ULID',
      'searches: parameter offset is not in the contract',
      'views: dateFrom=yesterday is neither ISO 8601 nor YYYY-MM-DD'
    ])
  } finally {
    await mock.close()
  }
})
