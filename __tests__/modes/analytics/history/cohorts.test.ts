// The cohorts: each period's gaps (the sent ones, or else its top ones; queries only) followed through
// every later period's checks, a found gap counting as found at every later check, with the period's
// agent job and its pull request (from its own loop.json, the next period's, or this run's follow).
import { describe, expect, test } from '@jest/globals'
import { cohortKeys, COHORT_GAPS } from '../../../../src/modes/analytics/history/cohorts.js'
import {
  COHORT_PERIODS,
  periodFilePath,
  type PeriodGaps
} from '../../../../src/modes/analytics/history/model.js'
import { readHistoryView } from '../../../../src/modes/analytics/history/trends-view.js'
import { indexOf, MemoryHistoryStore, weeklyPeriods } from '../../../helpers/history-store.js'

const key = (n: number, kind = 'q') => `${kind}-${n.toString(16).padStart(12, '0')}`
const gap = (n: number, rank: number, more: Partial<PeriodGaps['gaps'][number]> = {}) => ({
  key: key(n),
  rank,
  weight: 10,
  searches: 5,
  unanswered: 5,
  thumbsDown: 0,
  ...more
})
const PERIODS = weeklyPeriods('2026-01-04', 4)
const folder = (i: number) => `${PERIODS[i]!.dateFrom}_${PERIODS[i]!.dateTo}`

describe('cohort keys', () => {
  test('the sent gaps when the loop sent some; their page gaps left out', () => {
    const gaps: PeriodGaps = {
      version: 1,
      gaps: [
        gap(1, 1, { sent: true }),
        gap(2, 2),
        { ...gap(3, 3, { sent: true }), key: key(3, 'p') },
        gap(4, 4, { sent: true })
      ]
    }
    expect(cohortKeys(gaps)).toEqual([key(1), key(4)])
  })

  test('else the top ones by rank, at most COHORT_GAPS', () => {
    const gaps: PeriodGaps = { version: 1, gaps: Array.from({ length: 30 }, (_, i) => gap(100 - i, 30 - i)) }
    const keys = cohortKeys(gaps)
    expect(keys).toHaveLength(COHORT_GAPS)
    expect(keys[0]).toBe(key(71))
  })
})

/**
 * Week 0 sent 4 gaps to job A (its pull request named by week 1's loop.json); week 1 sent none and
 * has 2 top gaps; week 1's check finds 1 of week 0's; week 2's finds 1 more of week 0's and 1 of
 * week 1's; week 3's check checks week 0's last open gap only partly (the cap).
 */
function loopStore(): MemoryHistoryStore {
  const store = new MemoryHistoryStore(indexOf(PERIODS))
  const put = (i: number, file: Parameters<typeof periodFilePath>[1], value: object) =>
    store.put(periodFilePath(PERIODS[i]!, file), value)
  put(0, 'gaps.json', {
    version: 1,
    gaps: [1, 2, 3, 4].map(n => gap(n, n, { sent: true })).concat(gap(5, 5))
  })
  put(0, 'loop.json', { v: 1, period: PERIODS[0], job: { id: 'job-A', asked: 4 }, state: 'x' })
  put(1, 'gaps.json', { version: 1, gaps: [gap(11, 1), gap(12, 2)] })
  put(1, 'loop.json', {
    v: 1,
    period: PERIODS[1],
    previousJob: { id: 'job-A', prLink: 'https://github.com/acme/docs/pull/7' }
  })
  const checks = (i: number, results: [number, number, boolean][]) =>
    put(i, 'checks.json', {
      version: 1,
      checkedAt: `${PERIODS[i]!.dateTo}T01:00:00Z`,
      results: results.map(([p, n, found]) => ({ period: folder(p), key: key(n), found }))
    })
  checks(1, [
    [0, 1, true],
    [0, 2, false],
    [0, 3, false],
    [0, 4, false]
  ])
  checks(2, [
    [0, 2, true],
    [0, 3, false],
    [0, 4, false],
    [1, 11, false],
    [1, 12, true]
  ])
  checks(3, [
    [0, 3, false],
    [1, 11, false]
  ])
  return store
}

describe('cohorts', () => {
  test('the share found at each later check, a found gap found at every later one', async () => {
    const view = await readHistoryView(loopStore())
    expect(view.cohorts.map(r => [r.period, r.gaps])).toEqual([
      [folder(0), 4],
      [folder(1), 2],
      [folder(2), 0],
      [folder(3), 0]
    ])
    expect(view.cohorts[0]?.checks).toEqual([
      { period: folder(1), found: 1, checked: 4 },
      { period: folder(2), found: 2, checked: 4 },
      { period: folder(3), found: 2, checked: 4 }
    ])
    expect(view.cohorts[1]?.checks).toEqual([
      { period: folder(2), found: 1, checked: 2 },
      { period: folder(3), found: 1, checked: 2 }
    ])
    expect(view.cohorts[3]?.checks).toEqual([])
  })

  test("the job and its pull request marked on the period's row", async () => {
    const view = await readHistoryView(loopStore())
    expect(view.cohorts[0]?.job).toEqual({ id: 'job-A', prLink: 'https://github.com/acme/docs/pull/7' })
    expect(view.cohorts[1]?.job).toBeUndefined()
  })

  test("a pull request this run followed marks its job; this run's period ends the rows", async () => {
    const store = loopStore()
    store.put(periodFilePath(PERIODS[1]!, 'loop.json'), { v: 1, job: { id: 'job-B', asked: 2 } })
    const view = await readHistoryView(
      store,
      {
        range: PERIODS[3]!,
        checks: { version: 1, checkedAt: 'now', results: [{ period: folder(1), key: key(11), found: true }] }
      },
      new Map([['job-B', 'https://github.com/acme/docs/pull/9']])
    )
    expect(view.cohorts[1]?.job).toEqual({ id: 'job-B', prLink: 'https://github.com/acme/docs/pull/9' })
    // Week 0's pull request is no longer named anywhere: the job stays marked without it.
    expect(view.cohorts[0]?.job).toEqual({ id: 'job-A' })
    // This run's checks replace week 3's stored ones: week 1's cohort is whole.
    expect(view.cohorts[1]?.checks.at(-1)).toEqual({ period: folder(3), found: 2, checked: 2 })
  })

  test('only the last COHORT_PERIODS periods are read, and a malformed file is no file', async () => {
    const periods = weeklyPeriods('2025-01-05', 20)
    const store = new MemoryHistoryStore(indexOf(periods))
    store.put(periodFilePath(periods[19]!, 'gaps.json'), '{ not json')
    const view = await readHistoryView(store)
    expect(view.cohorts).toHaveLength(COHORT_PERIODS)
    expect(view.cohorts[0]?.period.startsWith(periods[8]!.dateFrom)).toBe(true)
    expect(view.cohorts.at(-1)?.gaps).toBe(0)
    const cohortReads = store.reads.filter(p => !p.endsWith('summary.json') && p !== 'index.json')
    expect(cohortReads).toHaveLength(3 * COHORT_PERIODS)
  })
})
