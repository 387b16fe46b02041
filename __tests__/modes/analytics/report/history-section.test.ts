// The history in the report: one line and one chart near the top (the numbers collapsed under it), the
// cohort table further down; dates, job ids and links from the history (which people may edit) stay text.
import { describe, expect, test } from '@jest/globals'
import {
  historyTrendLine,
  historyTrendSection,
  type ReportHistory,
  type TrendPoint
} from '../../../../src/modes/analytics/report/history-section.js'
import { chartsOf } from '../../../../src/modes/analytics/report/charts.js'
import { renderReport } from '../../../../src/modes/analytics/report/index.js'
import { checkReport, cellText } from '../../../helpers/markdown-check.js'
import { sampleReportInput } from '../../../helpers/report-data.js'
import { weeklyPeriods } from '../../../helpers/history-store.js'

const WEEKS = weeklyPeriods('2025-11-30', 52)
const series = (value: (i: number) => number | undefined): TrendPoint[] =>
  WEEKS.map((w, i) => ({ ...w, value: value(i) }))
const folder = (i: number) => `${WEEKS[i]!.dateFrom}_${WEEKS[i]!.dateTo}`

function view(more: Partial<ReportHistory> = {}): ReportHistory {
  return {
    where: 'branch `docs-analytics-history`',
    trends: {
      humanViews: series(i => (i === 20 ? undefined : 1000 + 2 * i + (i === 51 ? 18 : 0))),
      aiViews: series(i => 100 + 2 * i),
      // No searches exported in the first week: the line starts at the second.
      searchesWithoutClick: series(i => (i === 0 ? undefined : i === 1 ? 0.31 : i === 51 ? 0.24 : 0.3)),
      unanswered: series(() => undefined),
      thumbsDown: series(i => (i === 51 ? 9 : 12))
    },
    cohorts: [
      {
        period: folder(48),
        gaps: 4,
        job: { id: 'job-48', prLink: 'https://github.com/acme/docs/pull/7' },
        checks: [
          { period: folder(49), found: 1, checked: 4 },
          { period: folder(50), found: 2, checked: 4 },
          { period: folder(51), found: 3, checked: 4 }
        ]
      },
      { period: folder(49), gaps: 0, checks: [] },
      { period: folder(50), gaps: 5, checks: [{ period: folder(51), found: 0, checked: 2 }] },
      { period: folder(51), gaps: 3, job: { id: 'job-51' }, checks: [] }
    ],
    ...more
  }
}

describe('the trend line', () => {
  test('one line: each trend from its first known period to its last', () => {
    expect(historyTrendLine(view())).toBe(
      '**Over 52 weeks** (<code>2025-11-30</code> to <code>2026-11-29</code>): ' +
        'human views 1,000 → 1,120 (+12.0%) · AI views 100 → 202 (+102.0%) · ' +
        'searches without a click 31.0% → 24.0% (−7.0 pp) · thumbs-down 12 → 9 (−25.0%).'
    )
  })

  test('no history, no line', () => {
    const empty = { humanViews: [], aiViews: [], searchesWithoutClick: [], unanswered: [], thumbsDown: [] }
    expect(historyTrendSection(view({ trends: empty }))).toEqual([])
  })
})

describe('the report with a history', () => {
  const URL = 'https://github.com/acme/docs/pull/7'
  const ARTIFACT_URL = 'https://github.com/acme/docs/actions/runs/1/artifacts/42'

  test('line and chart near the top, cohort table further down, and the chart is an SVG file', async () => {
    const markdown = renderReport(sampleReportInput({ history: view() }))
    const checked = await checkReport(markdown, [URL, ARTIFACT_URL])
    const lineAt = markdown.indexOf('**Over 52 weeks**')
    expect(lineAt).toBeGreaterThan(0)
    expect(lineAt).toBeLessThan(markdown.indexOf('### Human and AI readers'))
    expect(markdown.indexOf("### The loop's gaps, period after period")).toBeGreaterThan(
      markdown.indexOf('### Assistant')
    )
    const chart = checked.charts[0]
    expect(chart?.title).toBe('Views per week over 52 weeks - bars are human views, the line is AI views')
    expect(chart?.type === 'xychart' && chart.series[0]?.values[20]).toBe(0)
    expect(markdown).toContain('1 period(s) without views in branch `docs-analytics-history` are drawn at 0.')
    expect(chartsOf(sampleReportInput({ history: view() }))[0]?.name).toBe('history-views')
  })

  test('the cohort table: a row per period with gaps, a column per later check, the job and its pull request', async () => {
    const markdown = renderReport(sampleReportInput({ history: view() }))
    const { tables } = await checkReport(markdown, [URL, ARTIFACT_URL])
    const cohorts = tables.find(t => t.header[0]?.text === 'Gaps of')!
    expect(cohorts.header.map(h => h.text)).toEqual([
      'Gaps of',
      'Gaps',
      "Agent's job",
      '1 week later',
      '2 weeks later',
      '3 weeks later'
    ])
    const rows = cohorts.rows.map(r => r.map(c => cellText(c.text)))
    expect(rows).toEqual([
      [
        WEEKS[48]!.dateFrom,
        '4',
        'job-48 → pull request',
        '25.0% (1 of 4)',
        '50.0% (2 of 4)',
        '75.0% (3 of 4)'
      ],
      [WEEKS[50]!.dateFrom, '5', '—', '0.0% (0 of 5, 2 checked)', '', ''],
      [WEEKS[51]!.dateFrom, '3', 'job-51', '', '', '']
    ])
  })

  test('hostile ids, links and dates from the history stay text', async () => {
    const hostile = '<img src=x onerror=alert(1)> [x](https://evil.example) | # h'
    const markdown = renderReport(
      sampleReportInput({
        history: view({
          cohorts: [
            {
              period: `${hostile}_x`,
              gaps: 2,
              job: { id: hostile, prLink: `javascript:alert(1)` },
              checks: [{ period: hostile, found: 1, checked: 2 }]
            }
          ]
        })
      })
    )
    const { html } = await checkReport(markdown, [ARTIFACT_URL])
    expect(html).not.toContain('<img')
    expect(html).not.toContain('href="javascript')
  })
})
