import { describe, expect, test } from '@jest/globals'
import { backfillWrite } from '../../../../src/modes/analytics/history/backfill-write.js'
import { HISTORY_VERSION, type BackfillCursor } from '../../../../src/modes/analytics/history/model.js'
import { MemoryHistory } from '../../../helpers/memory-history.js'

const context = { project: 'proj', now: () => new Date('2026-03-01T00:00:00Z') }
const WEEK_A = { dateFrom: '2026-02-15', dateTo: '2026-02-22' }
const WEEK_B = { dateFrom: '2026-02-08', dateTo: '2026-02-15' }
const WEEK_C = { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
const CURSOR: BackfillCursor = { until: '2026-02-01', remaining: [WEEK_A, WEEK_B, WEEK_C] }
const files = new Map([['summary.json', '{}\n']] as const)

describe('a backfilled period in the history', () => {
  test('its files, its entry and the cursor without it land in one write', async () => {
    const store = new MemoryHistory()
    const after = { until: CURSOR.until, remaining: [WEEK_B, WEEK_C] }
    await store.write(backfillWrite(context, after, { range: WEEK_A, complete: true, files }))
    expect(store.writes).toHaveLength(1)
    expect(store.index).toEqual({
      version: HISTORY_VERSION,
      project: 'proj',
      periods: [{ ...WEEK_A, complete: true, writtenAt: '2026-03-01T00:00:00.000Z', backfilled: true }],
      backfill: after
    })
    expect([...store.files.keys()]).toEqual(['periods/2026-02-15_2026-02-22/summary.json'])
  })

  test("another run's periods stay, and a period it fetched meanwhile leaves the cursor", async () => {
    const own = { dateFrom: '2026-02-22', dateTo: '2026-03-01', complete: true, writtenAt: 'x' }
    const store = new MemoryHistory({
      version: HISTORY_VERSION,
      project: 'proj',
      periods: [own, { ...WEEK_B, complete: true, writtenAt: 'y', backfilled: true }],
      backfill: { until: CURSOR.until, remaining: [WEEK_A, WEEK_C] }
    })
    const after = { until: CURSOR.until, remaining: [WEEK_B, WEEK_C] }
    await store.write(backfillWrite(context, after, { range: WEEK_A, complete: true, files }))
    expect(store.index?.periods.map(p => p.dateFrom)).toEqual(['2026-02-08', '2026-02-15', '2026-02-22'])
    expect(store.index?.backfill).toEqual({ until: CURSOR.until, remaining: [WEEK_C] })
  })

  test('the cursor alone: no period folder is written', async () => {
    const store = new MemoryHistory()
    await store.write(backfillWrite(context, CURSOR))
    expect(store.writes[0]?.period).toBeUndefined()
    expect(store.index?.backfill).toEqual(CURSOR)
    expect(store.index?.periods).toEqual([])
  })
})
