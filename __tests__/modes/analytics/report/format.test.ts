// The report's content against known data: the numbers and changes the data implies, top-N lists,
import { openGate } from '../../../../src/kernel/publish/gate.js'
// the unanswered questions grouped, one trend point per day, sections only for exported datasets.
import { describe, expect, test } from '@jest/globals'
import { marked, type Tokens } from 'marked'
import { forMarkdown } from '../../../../src/kernel/safe-text.js'
import { percentChange, pointsChange, rangeInWords } from '../../../../src/modes/analytics/report/format.js'
import { renderReport, renderSections } from '../../../../src/modes/analytics/report/index.js'
import { unansweredQuestions } from '../../../../src/modes/analytics/report/assistant.js'
import { ctrPercent, notFoundQueries } from '../../../../src/modes/analytics/report/searches.js'
import { cellText } from '../../../helpers/markdown-check.js'
import { parseMermaid } from '../../../helpers/mermaid.js'
import {
  page,
  sampleDaily,
  sampleReportInput,
  SAMPLE_ASSISTANT,
  SAMPLE_SEARCHES
} from '../../../helpers/report-data.js'

/** The sample rows as a place that keeps reader text shows them (the command line's report). */
const shown = <Row>(rows: Row[]) =>
  openGate({ asked: 'keep', frontEnd: 'operator', visibility: 'unknown' }).keptIn(rows, ['report-file'])!

/** The tables of a report, each as rows of cell text (header first), in order. */
function tables(markdown: string): string[][][] {
  return marked
    .lexer(markdown)
    .filter((t): t is Tokens.Table => t.type === 'table')
    .map(t => [t.header.map(c => cellText(c.text)), ...t.rows.map(r => r.map(c => cellText(c.text)))])
}

const tableWith = (markdown: string, firstHeader: string, secondHeader?: string) => {
  const found = tables(markdown).find(
    t => t[0]?.[0] === firstHeader && (!secondHeader || t[0]?.[1] === secondHeader)
  )
  if (!found) throw new Error(`no table starting with ${firstHeader}`)
  return found
}

/** The change the test expects, computed here from the raw numbers, to one decimal. */
const change = (now: number, before: number) => {
  const value = ((now - before) / before) * 100
  return `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}%`
}

describe('renderReport with known data', () => {
  const input = sampleReportInput()
  const markdown = renderReport(input)

  test('headline: totals, changes to one decimal, AI share in points, the range in words', () => {
    const views = input.views!.totals
    const before = input.previous!.views!
    expect(tableWith(markdown, 'Metric')).toEqual([
      ['Metric', 'This period', 'Previous period', 'Change'],
      ['Views', '26,728', '25,105', change(26_728, 25_105)],
      ['Human views', '18,566', '18,670', change(18_566, 18_670)],
      ['AI views', '8,162', '6,435', change(8_162, 6_435)],
      ['Visitors', '8,302', '7,730', change(8_302, 7_730)],
      ['Searches', '1,423', '1,290', change(1_423, 1_290)],
      ['AI share of views', '30.5%', '25.6%', '+4.9 pp']
    ])
    expect(views).toEqual({ human: 18_566, ai: 8_162, total: 26_728 })
    expect(before).toEqual({ human: 18_670, ai: 6_435, total: 25_105 })
    expect(change(26_728, 25_105)).toBe('+6.5%')
    expect(change(18_566, 18_670)).toBe('−0.6%')
    expect(markdown).toContain(
      'From Sunday, 1 November 2026 up to, but not including, Sunday, 15 November 2026 (14 days).'
    )
    expect(markdown).toContain(
      '**26,728 views** (+6.5%) · **8,302 visitors** (+7.4%) · **1,423 searches** (+10.3%) · **30.5%** of views by AI (+4.9 pp)'
    )
  })

  test('says what pp means once, before the first table that uses it', () => {
    expect(markdown.split('percentage points (pp)')).toHaveLength(2)
    const words = markdown.indexOf('percentage points (pp)')
    expect(words).toBeGreaterThan(0)
    expect(words).toBeLessThan(markdown.indexOf('| AI share of views'))
    const noPrevious = renderReport(sampleReportInput({ previous: undefined }))
    expect(noPrevious).not.toContain(' pp')
  })

  test('change helpers: signs, zero, new, missing', () => {
    expect(percentChange(110, 100)).toBe('+10.0%')
    expect(percentChange(100, 100)).toBe('±0.0%')
    expect(percentChange(5, 0)).toBe('new')
    expect(percentChange(0, 0)).toBe('±0.0%')
    expect(percentChange(1, undefined)).toBe('—')
    expect(percentChange(0, 40)).toBe('−100.0%')
    expect(pointsChange(30.54, 25.63)).toBe('+4.9 pp')
    expect(pointsChange(undefined, 3)).toBe('—')
    expect(rangeInWords({ dateFrom: '2026-11-01T12:00:00Z', dateTo: '2026-11-02T00:00:00Z' })).toBe(
      'From Sunday, 1 November 2026, 12:00 UTC up to, but not including, Monday, 2 November 2026, 00:00 UTC (0.5 days)'
    )
  })

  test('top pages: the 10 most viewed with their human/AI split, and the movers against the previous period', () => {
    const top = tableWith(markdown, '#')
    expect(top.slice(1).map(r => r[1])).toEqual([
      '/quickstart',
      '/api-reference/authentication',
      '/guides/deploy',
      '/api-reference/endpoints/create-job',
      '/guides/custom-domain',
      '/changelog',
      '/integrations/github',
      '/guides/analytics',
      '/api-reference/errors',
      '/guides/migrate-from-v1'
    ])
    expect(top[1]).toEqual(['1', '/quickstart', '5,840', '4,210', '1,630', '27.9%', change(5840, 5230)])
    const [gained, lost] = tables(markdown).filter(
      t => t[0]?.[0] === 'Page' && t[0]?.[1] === 'Previous period'
    )
    expect(gained!.slice(1).map(r => [r[0], r[3]])).toEqual([
      ['/api-reference/authentication', '+670'],
      ['/guides/deploy', '+650'],
      ['/changelog', '+625'],
      ['/quickstart', '+610'],
      ['/integrations/slack', '+453']
    ])
    expect(lost!.slice(1).map(r => [r[0], r[3], r[4]])).toEqual([
      ['/guides/legacy-sdk', '−975', '−100.0%'],
      ['/guides/migrate-from-v1', '−812', '−50.4%'],
      ['/guides/custom-domain', '−500', '−18.9%'],
      ['/integrations/github', '−80', '−5.2%']
    ])
  })

  test('searches: top queries with hits and CTR, and the "searched and did not find it" list', () => {
    const top = tableWith(markdown, 'Query', 'Hits')
    expect(top[1]).toEqual(['api key', '412', '62.0%', '/api-reference/authentication'])
    expect(top).toHaveLength(11)
    expect(notFoundQueries(shown(SAMPLE_SEARCHES)).map(s => s.searchQuery)).toEqual([
      'rate limit',
      'webhooks',
      'sso saml',
      'delete project',
      'typescript sdk'
    ])
    const missed = tables(markdown).filter(t => t[0]?.[3] === 'Why')[0]!
    expect(missed.slice(1).map(r => r[0])).toEqual([
      'rate limit',
      'webhooks',
      'sso saml',
      'delete project',
      'typescript sdk'
    ])
    expect(missed[2]).toEqual(['webhooks', '143', '0.0%', 'no result clicked'])
    expect(ctrPercent(0.25)).toBe(25)
    expect(ctrPercent(40)).toBe(40)
  })

  test('feedback: most thumbs-down with their ratio, latest comments first', () => {
    const worst = tableWith(markdown, 'Page', 'Thumbs down')
    expect(worst.slice(1)).toEqual([
      ['/guides/deploy', '23', '41', '35.9%'],
      ['/api-reference/errors', '17', '12', '58.6%'],
      ['/guides/custom-domain', '11', '30', '26.8%'],
      ['/quickstart', '9', '160', '5.3%']
    ])
    const comments = tableWith(markdown, 'Date')
    expect(comments.slice(1).map(r => r[0])).toEqual([
      '2026-11-14',
      '2026-11-13',
      '2026-11-13',
      '2026-11-12',
      '2026-11-10'
    ])
    expect(comments[3]?.[3]).toBe('Clear and short, thanks!')
  })

  test('assistant: answered and unanswered, questions grouped ignoring case and spacing, callers', () => {
    // Rows are turns: the table counts them, the line above it counts conversations too.
    expect(tableWith(markdown, 'Turns').slice(1)).toEqual([
      ['Answered', '38', '84.4%'],
      ['Unanswered', '7', '15.6%'],
      ['All', '45', '100.0%']
    ])
    expect(unansweredQuestions(shown(SAMPLE_ASSISTANT))).toEqual([
      { question: 'How do I configure SSO with Okta?', count: 3 },
      { question: 'Is there a Terraform provider?', count: 2 },
      { question: 'Can I self-host?', count: 1 },
      { question: 'What is the rate limit for webhooks?', count: 1 }
    ])
    expect(tableWith(markdown, 'Caller').slice(1)).toEqual([
      ['Web (the docs site)', '31', '68.9%'],
      ['API', '12', '26.7%'],
      ['Other', '2', '4.4%']
    ])
  })

  test('trend: one point per day of the range, in day order', async () => {
    const block = /```mermaid\n((?:%%.*\n)?xychart-beta\n {2}title "Views per day[\s\S]*?)```/.exec(
      markdown
    )?.[1]
    const chart = await parseMermaid(block ?? '')
    if (chart.type !== 'xychart') throw new Error('not an xychart')
    expect(chart.labels).toEqual(sampleDaily().map(d => d.date.slice(5)))
    expect(chart.labels).toHaveLength(14)
    expect(tableWith(markdown, 'Day')).toHaveLength(15)
  })
})

describe('escaping details the report relies on', () => {
  test('an underscore at a word edge cannot make emphasis; inside a word (ids, snake_case) it stays', () => {
    expect(forMarkdown('a _u_ b __init__ job_51d8 snake_case')).toBe(
      'a &#95;u&#95; b &#95;&#95;init&#95;&#95; job_51d8 snake_case'
    )
    expect(marked.parseInline(forMarkdown('see _this_ and __that__'))).not.toMatch(/<(em|strong)>/)
  })
})

describe('sections follow the datasets', () => {
  test('views only: headline and top pages, no searches, feedback, assistant, trend or comparison', () => {
    const pages = [page('/a', 3, 1), page('/b', 1, 0)]
    const markdown = renderReport({
      range: { dateFrom: '2026-11-01', dateTo: '2026-11-08' },
      complete: true,
      requests: 1,
      views: { totals: { human: 4, ai: 1, total: 5 }, count: 2, top: pages, all: () => pages },
      files: []
    })
    const headings = marked
      .lexer(markdown)
      .filter((t): t is Tokens.Heading => t.type === 'heading')
      .map(h => h.text)
    expect(headings).toEqual(['Analytics report', 'Human and AI readers', 'Top 2 pages', 'About this export'])
    expect(tableWith(markdown, 'Metric')[0]).toEqual(['Metric', 'This period'])
    expect(markdown).not.toContain('Previous period')
  })

  test('an incomplete export says so at the top, with the reason', () => {
    const markdown = renderReport(
      sampleReportInput({ complete: false, incompleteReason: 'max-requests (10) reached' })
    )
    expect(markdown.split('\n').slice(0, 5)).toEqual([
      '## Analytics report',
      '',
      '> **Incomplete export.** max-requests &#40;10&#41; reached',
      '> The numbers below cover only what was fetched before the export stopped.',
      ''
    ])
  })

  test('nothing exported: a short report, no empty tables', () => {
    const markdown = renderReport({
      range: { dateFrom: '2026-11-01', dateTo: '2026-11-02' },
      complete: true,
      requests: 0,
      files: []
    })
    expect(tables(markdown)).toEqual([])
    expect(markdown).toContain('Requests made: 0')
  })
})

describe('the headline output', () => {
  test('the numbers of the report on one plain line, no Markdown', () => {
    const input = sampleReportInput()
    const conversations = new Set(input.assistant!.rows.map(r => r.id)).size
    expect(renderSections(input).headline).toBe(
      `Docs analytics, 14 days from 2026-11-01: 26,728 views (${change(26_728, 25_105)}) · 8,302 visitors (${change(8_302, 7_730)}) · ` +
        `1,423 searches (${change(1_423, 1_290)}) · 30.5% of views by AI (+4.9 pp) · ${input.feedback!.rows.length} feedback entries · ` +
        `${conversations} assistant conversations`
    )
  })

  test('says when the export is partial, and when nothing was exported', () => {
    const partial = renderSections(sampleReportInput({ complete: false, previous: undefined })).headline
    expect(partial).toMatch(/^Docs analytics, 14 days from 2026-11-01: 26,728 views · /)
    expect(partial).toMatch(/ \(incomplete export\)$/)
    const empty = sampleReportInput({
      views: undefined,
      visitors: undefined,
      searches: undefined,
      feedback: undefined,
      assistant: undefined
    })
    expect(renderSections(empty).headline).toBe('Docs analytics, 14 days from 2026-11-01: no data exported')
  })

  test('counts feedback in words that read as English: entries, one entry', () => {
    const input = sampleReportInput()
    const one = { ...input.feedback!, rows: input.feedback!.rows.slice(0, 1) }
    expect(renderSections(sampleReportInput({ feedback: one })).headline).toContain(' · 1 feedback entry · ')
    expect(renderSections(input).headline).not.toMatch(/\d feedback(?! entr)/)
  })

  test('never carries outside text: hostile paths and queries stay out', () => {
    const line = renderSections(sampleReportInput()).headline
    expect(line).not.toMatch(/[\n\r<>*`|]/)
  })
})
