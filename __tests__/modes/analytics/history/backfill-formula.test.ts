import { describe, expect, test } from '@jest/globals'
import {
  backfillRuns,
  budgetPerRun,
  periodsPerRun,
  requestsPerPeriod
} from '../../../../src/modes/analytics/history/backfill-formula.js'

describe('r(N): the requests one period costs', () => {
  test('views: one request per page-size pages, at least one', () => {
    expect(requestsPerPeriod({ pages: 0, datasets: ['views'], pageSize: 250 })).toBe(1)
    expect(requestsPerPeriod({ pages: 250, datasets: ['views'], pageSize: 250 })).toBe(1)
    expect(requestsPerPeriod({ pages: 10_000, datasets: ['views'], pageSize: 250 })).toBe(40)
    expect(requestsPerPeriod({ pages: 25, datasets: ['views'], pageSize: 10 })).toBe(3)
  })

  test('views and visitors per page; the other datasets by their rows, the assistant with its caller stats', () => {
    const site = {
      pages: 10_000,
      datasets: ['views', 'visitors', 'searches', 'feedback', 'feedback-by-page', 'assistant'] as const,
      pageSize: 250,
      rows: { searches: 950, feedback: 120, assistant: 2500 }
    }
    // 40 + 40 + ceil(950/100) + ceil(120/100) + 1 + ceil(2500/1000) + 1
    expect(requestsPerPeriod({ ...site, datasets: [...site.datasets] })).toBe(40 + 40 + 10 + 2 + 1 + 3 + 1)
  })
})

describe('the runs a backfill takes', () => {
  test('ceil(P / floor((B - r_own) / r)): a period never starts unless it can finish', () => {
    const shape = { periods: 52, perPeriod: 3, ownPerRun: 3, budget: 20 }
    expect(periodsPerRun(shape)).toBe(5)
    expect(backfillRuns(shape)).toBe(11)
    // The continuous form, ceil(52 * 3 / 17) = 10, would promise a run too few.
    expect(Math.ceil((52 * 3) / 17)).toBe(10)
  })

  test('a 10,000-page site exporting views: 40 requests a period, one run an hour', () => {
    const r = requestsPerPeriod({ pages: 10_000, datasets: ['views'], pageSize: 250 })
    expect(backfillRuns({ periods: 52, perPeriod: r, ownPerRun: r, budget: budgetPerRun(undefined) })).toBe(
      52
    )
  })

  test('no run has room for a period: never done', () => {
    expect(backfillRuns({ periods: 3, perPeriod: 60, ownPerRun: 60, budget: 100 })).toBe(Infinity)
    expect(backfillRuns({ periods: 0, perPeriod: 60, ownPerRun: 60, budget: 100 })).toBe(0)
  })

  test('a run never spends more than the 100 an hour, whatever max-requests says', () => {
    expect(budgetPerRun(500)).toBe(100)
    expect(budgetPerRun(30)).toBe(30)
  })
})
