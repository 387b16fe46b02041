import { describe, expect, jest, test } from '@jest/globals'
import { renderReport } from '../../../src/modes/analytics/report/index.js'
import { DAY_MS, dayInWords } from '../../../src/kernel/time/dates.js'
import { sampleReportInput } from '../../helpers/report-data.js'

describe('dayInWords', () => {
  test('writes every day from 1900 to 2200 byte for byte as en-GB Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC'
    })
    const mismatches: string[] = []
    for (let at = Date.UTC(1900, 0, 1); at < Date.UTC(2200, 0, 1); at += DAY_MS + 3_600_000) {
      const mine = dayInWords(at)
      const theirs = intl.format(new Date(at))
      if (mine !== theirs) mismatches.push(`${new Date(at).toISOString()}: ${mine} ≠ ${theirs}`)
    }
    expect(mismatches.slice(0, 5)).toEqual([])
  })

  test('the report formats its dates without Intl.DateTimeFormat', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new Error('Intl.DateTimeFormat used')
    })
    try {
      expect(renderReport(sampleReportInput())).toContain(
        'From Sunday, 1 November 2026 up to, but not including,'
      )
    } finally {
      spy.mockRestore()
    }
  })
})
