import { describe, expect, test } from '@jest/globals'
import {
  issueBody,
  MAX_ISSUE_BODY_CHARS,
  REPORT_ISSUE_MARKER
} from '../../../src/modes/analytics/report-issue-body.js'

describe('issueBody', () => {
  test('a report that fits is the marker and the report, unchanged', () => {
    expect(issueBody('# Report\n\nrows')).toBe(`${REPORT_ISSUE_MARKER}\n# Report\n\nrows`)
  })

  test('a report past GitHub limit is cut at a line, with a note that says where the rest is', () => {
    const line = `| /page | 12 | 😀 |\n`
    const body = issueBody(line.repeat(10_000))
    expect(body.length).toBeLessThanOrEqual(MAX_ISSUE_BODY_CHARS)
    expect(body.startsWith(REPORT_ISSUE_MARKER)).toBe(true)
    expect(body).toMatch(/cut here to fit GitHub's limit.*report\.md/s)
    const kept = body.slice(0, body.indexOf('\n\n---\n'))
    expect(kept.endsWith('|')).toBe(true)
    expect(kept).not.toMatch(/[\uD800-\uDBFF]$/)
  })
})
