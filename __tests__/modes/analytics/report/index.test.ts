// The report as GitHub shows it: rendered by a GFM renderer, charts parsed by real Mermaid parsers,
import { asReaderText } from '../../../../src/kernel/publish/reader-text.js'
// with realistic data, with hostile text in every field, and with far more data than a summary holds.
import { describe, expect, test } from '@jest/globals'
import type { ReportInput } from '../../../../src/modes/analytics/report/input.js'
import { MAX_REPORT_BYTES, renderReport } from '../../../../src/modes/analytics/report/index.js'
import { checkReport } from '../../../helpers/markdown-check.js'
import { page, sampleDaily, sampleReportInput } from '../../../helpers/report-data.js'

const ARTIFACT_URL = 'https://github.com/acme/docs/actions/runs/1/artifacts/42'

/** Text that would make headings, links, images, HTML, table cells, code and Mermaid syntax if unescaped. */
const HOSTILE = [
  'x\n## Injected heading\n# h1\r\n',
  '[click](https://evil.example/a) ![img](https://evil.example/i.png) <https://evil.example>',
  '<img src=x onerror=alert(1)><script>alert(1)</script><details><summary>s</summary>',
  '" ] [ ) ( # ; %% %%{init: {"theme":"dark"}}%% : , } {',
  '| pipe | `tick` ``` *em* _u_ ~~s~~ \\ &amp; &#124;',
  'https://bare.example www.evil.example user@example.com',
  '\n\n| a | b |\n| --- | --- |\n| c | d |\n\n```mermaid\npie\n"x" : 1\n```'
].join(' ')

const hostile = (i: number) => `${HOSTILE} ${i}`

function hostileInput(): ReportInput {
  const pages = Array.from({ length: 12 }, (_, i) => page(`/${hostile(i)}`, 100 + i, 10 * i))
  return sampleReportInput({
    range: { dateFrom: '2026-11-01', dateTo: '2026-11-08' },
    complete: false,
    incompleteReason: hostile(100),
    views: { totals: { human: 1000, ai: 500, total: 1500 }, count: 12, top: pages, all: () => pages },
    searches: {
      totalSearches: 500,
      rows: Array.from({ length: 12 }, (_, i) => ({
        searchQuery: asReaderText(hostile(200 + i)),
        hits: 50 - i,
        ctr: i % 2 ? 0 : 0.01,
        topClickedPage: i % 3 ? hostile(300 + i) : null,
        lastSearchedAt: hostile(400 + i)
      }))
    },
    feedback: {
      rows: Array.from({ length: 12 }, (_, i) => ({
        id: hostile(500 + i),
        path: hostile(600 + i),
        comment: asReaderText(hostile(700 + i).repeat(3)),
        createdAt: hostile(800 + i),
        source: hostile(900 + i),
        status: hostile(1000 + i),
        helpful: i % 2 === 0
      }))
    },
    feedbackByPage: {
      rows: Array.from({ length: 12 }, (_, i) => ({
        path: hostile(1100 + i),
        thumbsUp: i,
        thumbsDown: 20 - i,
        code: 0,
        total: 20
      })),
      truncated: true
    },
    assistant: {
      rows: Array.from({ length: 12 }, (_, i) => ({
        id: hostile(1200 + i),
        timestamp: hostile(1300 + i),
        query: asReaderText(hostile(1400 + (i % 4))),
        response: asReaderText(hostile(1500 + i)),
        responseType: 'answer',
        sources: [{ title: hostile(1600), url: 'javascript:alert(1)' }],
        resolutionStatus: i % 3 ? 'unanswered' : 'answered',
        queryCategory: hostile(1700),
        pageUrl: hostile(1800)
      })),
      callerStats: { web: 1, api: 2, other: 3, total: 6 }
    },
    previous: {
      range: { dateFrom: '2026-10-25', dateTo: '2026-11-01' },
      views: { human: 900, ai: 300, total: 1200 },
      pages: new Map(
        Array.from({ length: 8 }, (_, i) => [`/${hostile(i * 2)}-old`, { human: 50, ai: 5, total: 55 }])
      )
    },
    daily: sampleDaily(7).map((d, i) => ({ ...d, date: i === 3 ? `2026-11-04${HOSTILE}` : d.date })),
    exportDir: hostile(1900),
    files: [hostile(2000), hostile(2001)],
    artifact: { name: hostile(2100), url: 'javascript:alert(1)', note: hostile(2200) }
  })
}

describe('the report rendered as GitHub renders it', () => {
  test('realistic data: fixed headings, real tables, charts that parse and equal their tables', async () => {
    const markdown = renderReport(sampleReportInput())
    const checked = await checkReport(markdown, [ARTIFACT_URL])
    expect(checked.headings).toEqual([
      'Analytics report',
      'Worth a look',
      'Human and AI readers',
      'Views per day',
      'Top 10 pages',
      'Pages that gained and lost the most',
      'Searches',
      'Searched and did not find it',
      'Feedback',
      'Assistant',
      'About this export'
    ])
    expect(checked.charts.map(c => (c.type === 'pie' ? 'pie' : c.title))).toEqual([
      'pie',
      'Views per day - bars are human views, the line is AI views',
      'Visitors per day',
      'Views of the top pages'
    ])
    expect(checked.html.match(/<a /g)).toHaveLength(1)
  })

  test('hostile text in every field stays text: no heading, link, tag, row or chart syntax from data', async () => {
    const markdown = renderReport(hostileInput())
    const checked = await checkReport(markdown)
    expect(checked.headings).not.toContain('Injected heading')
    expect(checked.headings).not.toContain('h1')
    expect(checked.html).not.toMatch(/<(img|script|a)\b/)
    expect(checked.html).not.toMatch(/<[^>]*(href|src|onerror)=/)
    // The charts got their labels through forMermaid: nothing that ends a string or a list.
    expect(checked.charts).toHaveLength(4)
    for (const chart of checked.charts)
      if (chart.type === 'xychart') for (const label of chart.labels) expect(label).not.toMatch(/["[\]#;%\n]/)
    // The data's own text is there, escaped, and shortened.
    expect(markdown).toContain('Injected heading')
    expect(markdown).toContain('&#91;click&#93;')
    expect(markdown.split('\n')[2]).toMatch(/^> \*\*Incomplete export\.\*\* x<br>/)
  })

  test('huge data: lists are capped and the report stays far below 1 MiB', async () => {
    const big = 'é'.repeat(5000) + HOSTILE
    const pages = Array.from({ length: 300_000 }, (_, i) =>
      page(`/p/${i}/${big.slice(0, 100)}`, i % 997, i % 13)
    )
    const previousPages = new Map(
      pages.slice(0, 150_000).map(p => [p.path, { human: p.ai, ai: p.human, total: p.total + 5 }])
    )
    const markdown = renderReport(
      sampleReportInput({
        views: {
          totals: { human: 1e9, ai: 3e8, total: 1.3e9 },
          count: pages.length,
          top: pages.slice(0, 5000),
          all: () => pages
        },
        searches: {
          totalSearches: 1e7,
          rows: Array.from({ length: 100_000 }, (_, i) => ({
            searchQuery: asReaderText(`${i} ${big}`),
            hits: 100_000 - i,
            ctr: 0,
            topClickedPage: null,
            lastSearchedAt: ''
          }))
        },
        feedback: {
          rows: Array.from({ length: 50_000 }, (_, i) => ({
            id: String(i),
            path: big,
            comment: asReaderText(big.repeat(4)),
            createdAt: '2026-11-01',
            source: 'contextual',
            status: 'pending',
            helpful: false
          }))
        },
        assistant: {
          rows: Array.from({ length: 50_000 }, (_, i) => ({
            id: String(i),
            timestamp: '',
            query: asReaderText(`${i % 5000} ${big}`),
            response: asReaderText(big),
            responseType: 'answer',
            sources: [],
            resolutionStatus: 'unanswered',
            queryCategory: null,
            pageUrl: null
          }))
        },
        previous: { range: { dateFrom: '2026-10-18', dateTo: '2026-11-01' }, pages: previousPages },
        daily: sampleDaily(5000),
        files: Array.from({ length: 1000 }, (_, i) => `/tmp/${big}/${i}`)
      })
    )
    const bytes = Buffer.byteLength(markdown)
    expect(bytes).toBeLessThan(MAX_REPORT_BYTES)
    expect(bytes).toBeLessThan(256 * 1024)
    const checked = await checkReport(markdown, [ARTIFACT_URL])
    const trend = checked.charts.find(c => c.type === 'xychart' && c.title.startsWith('Views per day'))
    expect(trend?.type === 'xychart' && trend.labels.length).toBe(92)
  })
})
