// The watermark: which rows an incremental run writes, and the next marks it leaves.
import { describe, expect, test } from '@jest/globals'
import {
  newRowsFilter,
  WatermarkTracker,
  watermarkFileSchema
} from '../../../../src/modes/analytics/files/watermark.js'
import { historyIndexSchema } from '../../../../src/modes/analytics/history/model.js'

const WEEK = { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
const feedbackAt = (createdAt: string | null) => ({ id: 'f', createdAt })
const turnAt = (timestamp: string) => ({ id: 'c', timestamp })

describe('which rows are new', () => {
  test('without a mark, every row', () => {
    expect(newRowsFilter('feedback', WEEK, undefined)(feedbackAt('2020-01-01T00:00:00Z'))).toBe(true)
    expect(newRowsFilter('views', WEEK, {})({ path: '/a' })).toBe(true)
  })

  test('an event later than the mark; one at or before it is not', () => {
    const since = { feedback: '2026-02-03T12:00:00.000Z', assistant: '2026-02-04T00:00:00.000Z' }
    const isNewFeedback = newRowsFilter('feedback', WEEK, since)
    expect(isNewFeedback(feedbackAt('2026-02-03T12:00:00.001Z'))).toBe(true)
    expect(isNewFeedback(feedbackAt('2026-02-03T12:00:00Z'))).toBe(false)
    expect(isNewFeedback(feedbackAt('2026-02-01T00:00:00Z'))).toBe(false)
    // Another zone, the same instant: compared as instants, not as text.
    expect(isNewFeedback(feedbackAt('2026-02-03T13:00:00+01:00'))).toBe(false)
    expect(isNewFeedback(feedbackAt('2026-02-03T13:30:00+01:00'))).toBe(true)
    const isNewTurn = newRowsFilter('assistant', WEEK, since)
    expect(isNewTurn(turnAt('2026-02-05T00:00:00Z'))).toBe(true)
    expect(isNewTurn(turnAt('2026-02-03T00:00:00Z'))).toBe(false)
  })

  test('an event without a time cannot be placed: it is written (its eventId dedupes it)', () => {
    const isNew = newRowsFilter('feedback', WEEK, { feedback: '2026-02-03T12:00:00.000Z' })
    expect(isNew(feedbackAt(null))).toBe(true)
    expect(isNew(feedbackAt('not a time'))).toBe(true)
  })

  test('a range aggregate: all of a range that ends after the mark, none of one that does not', () => {
    const since = { views: '2026-02-08T00:00:00.000Z' }
    expect(newRowsFilter('views', WEEK, since)({ path: '/a' })).toBe(false)
    expect(newRowsFilter('views', { dateFrom: '2026-02-02', dateTo: '2026-02-09' }, since)({})).toBe(true)
    // Another dataset's mark says nothing of this one.
    expect(newRowsFilter('visitors', WEEK, since)({ path: '/a' })).toBe(true)
  })
})

describe('the next mark', () => {
  test("an event dataset's is the latest event time written, never earlier than the previous", () => {
    const tracker = new WatermarkTracker('feedback', WEEK)
    tracker.wrote(feedbackAt('2026-02-02T00:00:00Z'))
    tracker.wrote(feedbackAt(null))
    tracker.wrote(feedbackAt('2026-02-05T10:00:00+02:00'))
    tracker.wrote(feedbackAt('2026-02-04T00:00:00Z'))
    expect(tracker.next(undefined)).toBe('2026-02-05T08:00:00.000Z')
    expect(tracker.next('2026-02-06T00:00:00.000Z')).toBe('2026-02-06T00:00:00.000Z')
  })

  test('nothing written keeps the previous mark (or none)', () => {
    const tracker = new WatermarkTracker('assistant', WEEK)
    expect(tracker.next('2026-02-06T00:00:00.000Z')).toBe('2026-02-06T00:00:00.000Z')
    expect(tracker.next(undefined)).toBeUndefined()
  })

  test("a range aggregate's is the end of the range written", () => {
    const tracker = new WatermarkTracker('views', { dateFrom: '2026-02-01', dateTo: '2026-02-08' })
    tracker.wrote({ path: '/a' })
    expect(tracker.next(undefined)).toBe('2026-02-08T00:00:00.000Z')
  })

  test("the file's marks fit the history's index (dataset -> ISO time)", () => {
    const marks = { views: '2026-02-08T00:00:00.000Z', feedback: '2026-02-05T08:00:00.000Z' }
    expect(watermarkFileSchema.safeParse({ version: 1, project: 'p', watermarks: marks }).success).toBe(true)
    const index = { version: 1, project: 'p', periods: [], watermarks: marks }
    expect(historyIndexSchema.safeParse(index).error?.issues ?? []).toEqual([])
    expect(
      watermarkFileSchema.safeParse({ version: 1, project: 'p', watermarks: { views: 'soon' } }).success
    ).toBe(false)
    expect(
      watermarkFileSchema.safeParse({ version: 1, project: 'p', watermarks: { pageviews: marks.views } })
        .success
    ).toBe(false)
  })
})
