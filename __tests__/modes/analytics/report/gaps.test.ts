import { describe, expect, test } from '@jest/globals'
import { gapsLine, gapsSection, type GapsReport } from '../../../../src/modes/analytics/report/gaps.js'
import type { ShownGap } from '../../../../src/modes/analytics/gaps/files.js'

const gap = (rank: number, text: string, searches: number): ShownGap => ({
  key: `q-${String(rank).padStart(12, '0')}`,
  rank,
  text,
  sources: ['search'],
  weight: searches,
  evidence: { searches, unanswered: 0, thumbsDown: 0, variants: [], pages: [], comments: [], threadIds: [] }
})

describe('What readers could not find', () => {
  test('the counts per period: found, asked of the agent, found now; the job and its pull request', () => {
    const report: GapsReport = {
      gaps: [gap(1, 'webhook retries', 56), gap(2, 'rate limits', 35)],
      agent: { asked: 2, jobId: 'job_2' },
      previousJob: {
        jobId: 'job_1',
        period: '2026-02-01 to 2026-02-08',
        status: 'completed',
        prLink: 'https://github.com/acme/docs/pull/7'
      },
      proof: {
        period: '2026-02-01 to 2026-02-08',
        checked: 10,
        found: 6,
        threshold: 0.5,
        pages: [{ text: 'sso', page: '/docs/sso' }]
      }
    }
    const text = gapsSection(report).join('\n')
    expect(text).toMatch(/^### What readers could not find/)
    expect(text).toContain('Gaps found: 2.')
    expect(text).toContain('Gaps the agent was asked to close: 2 in job <code>job_2</code>.')
    expect(text).toContain('6 of 10 gaps now find a page')
    expect(text).toContain('<a href="https://github.com/acme/docs/pull/7">its pull request</a>')
    expect(text).toContain('| 1 | webhook retries | 56 searches without a click | — |')
    expect(gapsLine(report)).toBe(
      "2 gaps found; 2 asked of the agent; 6 of 10 of last period's now find a page"
    )
  })

  test('without a check, the report says what it could not check', () => {
    const text = gapsSection({ gaps: [], proofNote: 'set `assistant-api-key`' }).join('\n')
    expect(text).toContain("Not checked whether readers now find last period's gaps")
    expect(text).toContain('no gap in this range')
  })
})
