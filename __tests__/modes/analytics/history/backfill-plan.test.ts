import { describe, expect, test } from '@jest/globals'
import {
  backfillCursor,
  cursorAfter,
  heldPeriods,
  parseBackfillSpan,
  periodsBack,
  periodsThisRun,
  type BackfillSpan
} from '../../../../src/modes/analytics/history/backfill-plan.js'
import { HISTORY_VERSION, type HistoryIndex } from '../../../../src/modes/analytics/history/model.js'

const OWN = { dateFrom: '2026-02-22', dateTo: '2026-03-01' }
const span = (text: string): BackfillSpan => {
  const parsed = parseBackfillSpan(text)
  if ('problem' in parsed) throw new Error(parsed.problem)
  return parsed
}
const indexWith = (
  periods: { dateFrom: string; dateTo: string; complete?: boolean }[],
  backfill?: HistoryIndex['backfill']
): HistoryIndex => ({
  version: HISTORY_VERSION,
  project: 'p',
  periods: periods.map(p => ({ complete: true, writtenAt: '2026-03-01T00:00:00Z', ...p })),
  ...(backfill ? { backfill } : {})
})

describe('history-backfill spans', () => {
  test('weeks and days; anything else is refused with the way to write it', () => {
    expect(span('52w').days).toBe(364)
    expect(span('365d').days).toBe(365)
    expect(parseBackfillSpan('1y')).toEqual({ problem: expect.stringMatching(/52w or 365d/) })
    expect(parseBackfillSpan('0w')).toEqual({ problem: expect.stringMatching(/from 1d/) })
    expect(parseBackfillSpan('99999d')).toEqual({ problem: expect.stringMatching(/ten years/) })
  })
})

describe('the periods to fetch', () => {
  test('as long as the own period, stepping back from it, newest first, back to the span', () => {
    const periods = periodsBack(OWN, '2026-02-01')
    expect(periods).toEqual([
      { dateFrom: '2026-02-15', dateTo: '2026-02-22' },
      { dateFrom: '2026-02-08', dateTo: '2026-02-15' },
      { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
    ])
    const { cursor } = backfillCursor(undefined, OWN, span('52w'))
    expect(cursor.remaining).toHaveLength(52)
    expect(cursor.until).toBe('2025-02-23')
    expect(cursor.remaining.at(-1)).toEqual({ dateFrom: '2025-02-23', dateTo: '2025-03-02' })
  })

  test('a date-time period steps back in date-times', () => {
    const own = { dateFrom: '2026-02-28T12:00:00.000Z', dateTo: '2026-03-01T00:00:00.000Z' }
    expect(periodsBack(own, '2026-02-27T12:00:00.000Z')).toEqual([
      { dateFrom: '2026-02-28T00:00:00.000Z', dateTo: '2026-02-28T12:00:00.000Z' },
      { dateFrom: '2026-02-27T12:00:00.000Z', dateTo: '2026-02-28T00:00:00.000Z' }
    ])
  })

  test('skips the periods the index holds whole, and fetches again one it holds in part', () => {
    const index = indexWith([
      { dateFrom: '2026-02-15', dateTo: '2026-02-22' },
      { dateFrom: '2026-02-08', dateTo: '2026-02-15', complete: false }
    ])
    const { cursor, started } = backfillCursor(index, OWN, span('3w'))
    expect(started).toBe(true)
    expect(cursor.remaining).toEqual([
      { dateFrom: '2026-02-08', dateTo: '2026-02-15' },
      { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
    ])
  })
})

describe('what one run fetches', () => {
  const { cursor } = backfillCursor(undefined, OWN, span('52w'))

  test('as many whole periods as the budget left holds, newest first; never one it cannot finish', () => {
    expect(periodsThisRun(cursor, new Set(), 7, 20)).toEqual(cursor.remaining.slice(0, 2))
    expect(periodsThisRun(cursor, new Set(), 7, 21)).toEqual(cursor.remaining.slice(0, 3))
    expect(periodsThisRun(cursor, new Set(), 7, 6)).toEqual([])
    expect(periodsThisRun(cursor, new Set(), 7, -3)).toEqual([])
  })

  test('a period held meanwhile is skipped and costs nothing', () => {
    const held = heldPeriods(indexWith([cursor.remaining[1]!]))
    expect(periodsThisRun(cursor, held, 5, 10)).toEqual([cursor.remaining[0], cursor.remaining[2]])
  })
})

describe('the cursor across runs', () => {
  test("resumes where the last run stopped, though this run's own period is later", () => {
    const first = backfillCursor(undefined, OWN, span('52w')).cursor
    const afterTwo = cursorAfter(cursorAfter(first, first.remaining[0]!), first.remaining[1]!)
    expect(afterTwo.remaining).toEqual(first.remaining.slice(2))
    const index = indexWith(first.remaining.slice(0, 2), afterTwo)
    const nextWeek = { dateFrom: '2026-03-01', dateTo: '2026-03-08' }
    const { cursor, started } = backfillCursor(index, nextWeek, span('52w'))
    expect(started).toBe(false)
    expect(cursor).toEqual(afterTwo)
    expect(periodsThisRun(cursor, heldPeriods(index), 4, 8)).toEqual(first.remaining.slice(2, 4))
  })

  test('a done cursor stays done; a span further back starts a new cursor without the held periods', () => {
    const first = backfillCursor(undefined, OWN, span('2w')).cursor
    const index = indexWith(first.remaining, { until: first.until, remaining: [] })
    expect(backfillCursor(index, OWN, span('2w'))).toEqual({
      cursor: { until: first.until, remaining: [] },
      started: false
    })
    const further = backfillCursor(index, OWN, span('3w'))
    expect(further.started).toBe(true)
    expect(further.cursor.remaining).toEqual([{ dateFrom: '2026-02-01', dateTo: '2026-02-08' }])
  })
})
