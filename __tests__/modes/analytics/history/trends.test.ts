// The trends read the index and at most 52 summary.json files (never the per-page files), a few at a
// time, and give an undefined point, never a 0, for a period without a dataset or without a summary.
import { describe, expect, test } from '@jest/globals'
import {
  periodFilePath,
  TREND_PERIODS,
  type PeriodSummary
} from '../../../../src/modes/analytics/history/model.js'
import { READS_AT_ONCE, readTrendPeriods, trendsOf } from '../../../../src/modes/analytics/history/trends.js'
import { readHistoryView } from '../../../../src/modes/analytics/history/trends-view.js'
import { indexOf, MemoryHistoryStore, weeklyPeriods } from '../../../helpers/history-store.js'

const PERIODS = weeklyPeriods('2025-01-05', 60)

function summaryOf(p: { dateFrom: string; dateTo: string }, i: number): PeriodSummary {
  return {
    version: 1,
    ...p,
    complete: true,
    views: { human: 1000 + i, ai: 100 + 2 * i, total: 1100 + 3 * i },
    searches: { total: 200, withoutClick: 100 - i },
    assistant: { questions: 50, unanswered: 25 },
    feedback: { thumbsUp: 10, thumbsDown: i }
  }
}

/** A year and two months of weeks; week 55 exported no searches, week 57 has no summary at all. */
function yearStore(): MemoryHistoryStore {
  const store = new MemoryHistoryStore(indexOf(PERIODS))
  PERIODS.forEach((p, i) => {
    if (i === 57) return
    const summary = summaryOf(p, i)
    if (i === 55) delete summary.searches
    store.put(periodFilePath(p, 'summary.json'), summary)
    store.put(periodFilePath(p, 'pages.csv.gz'), new Uint8Array(1000))
    store.put(periodFilePath(p, 'gaps.json'), { version: 1, gaps: [] })
  })
  return store
}

describe('trends', () => {
  test('52 periods, oldest first, read from summary.json files only, a few at a time', async () => {
    const store = yearStore()
    const periods = await readTrendPeriods(store, store.index)
    expect(periods).toHaveLength(TREND_PERIODS)
    expect(periods[0]?.dateFrom).toBe(PERIODS[8]?.dateFrom)
    expect(periods.at(-1)?.dateFrom).toBe(PERIODS[59]?.dateFrom)
    expect(store.reads).toHaveLength(TREND_PERIODS)
    expect(store.reads.every(path => path.endsWith('/summary.json'))).toBe(true)
    expect(store.mostInFlight).toBeGreaterThan(1)
    expect(store.mostInFlight).toBeLessThanOrEqual(READS_AT_ONCE)
  })

  test('the points: views, shares of searches and questions, thumbs-down; undefined where missing', async () => {
    const store = yearStore()
    const trends = trendsOf(await readTrendPeriods(store, store.index))
    const at = (i: number) => i - 8
    expect(trends.humanViews[at(8)]).toEqual({ ...PERIODS[8], value: 1008 })
    expect(trends.aiViews[at(9)]?.value).toBe(118)
    expect(trends.searchesWithoutClick[at(10)]?.value).toBeCloseTo(0.45)
    expect(trends.unanswered[at(10)]?.value).toBe(0.5)
    expect(trends.thumbsDown[at(11)]?.value).toBe(11)
    // Week 55 exported no searches: its share is undefined, its views are there.
    expect(trends.searchesWithoutClick[at(55)]?.value).toBeUndefined()
    expect(trends.humanViews[at(55)]?.value).toBe(1055)
    // Week 57 has no summary: every point of it is undefined, and it keeps its place.
    for (const series of Object.values(trends)) {
      expect(series).toHaveLength(TREND_PERIODS)
      expect(series[at(57)]).toEqual({ ...PERIODS[57], value: undefined })
    }
  })

  test("a share of nothing is undefined, not 0; a summary of another range is not the period's", async () => {
    const [a, b] = weeklyPeriods('2026-01-04', 2) as [
      { dateFrom: string; dateTo: string },
      { dateFrom: string; dateTo: string }
    ]
    const store = new MemoryHistoryStore(indexOf([a, b]))
    store.put(periodFilePath(a, 'summary.json'), {
      ...summaryOf(a, 0),
      searches: { total: 0, withoutClick: 0 },
      assistant: { questions: 0, unanswered: 0 }
    })
    store.put(periodFilePath(b, 'summary.json'), summaryOf(a, 1))
    const trends = trendsOf(await readTrendPeriods(store, store.index))
    expect(trends.searchesWithoutClick.map(p => p.value)).toEqual([undefined, undefined])
    expect(trends.unanswered.map(p => p.value)).toEqual([undefined, undefined])
    expect(trends.humanViews.map(p => p.value)).toEqual([1000, undefined])
  })

  test("this run's period replaces its stored summary and ends the trend, still 52 periods", async () => {
    const store = yearStore()
    const current = { ...summaryOf(PERIODS[59]!, 0), views: { human: 7, ai: 3, total: 10 } }
    const view = await readHistoryView(store, { range: PERIODS[59]!, summary: current })
    expect(view.trends.humanViews).toHaveLength(TREND_PERIODS)
    expect(view.trends.humanViews.at(-1)?.value).toBe(7)
    expect(view.trends.humanViews[0]?.dateFrom).toBe(PERIODS[8]?.dateFrom)
    expect(store.reads.filter(p => p.endsWith('summary.json'))).toHaveLength(TREND_PERIODS - 1)
    expect(store.reads.some(p => p.endsWith('pages.csv.gz'))).toBe(false)
  })

  test('an empty history has no points', async () => {
    const view = await readHistoryView(new MemoryHistoryStore())
    expect(view.trends.humanViews).toEqual([])
    expect(view.cohorts).toEqual([])
  })
})
