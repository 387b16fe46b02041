import { expect } from '@jest/globals'
import { marked, type Token, type Tokens } from 'marked'
import { forMermaid } from '../../src/kernel/safe-text.js'
import { parseMermaid, type PieChart, type XyChart } from './mermaid.js'

// Checks a report the way GitHub shows it: rendered by a GitHub-flavoured Markdown renderer (marked,
// GFM on), every Mermaid block parsed by a real Mermaid parser and compared with the table after it.

/** Every heading the report may have: fixed words only, never text from the data. */
const HEADINGS = [
  /^Analytics report$/,
  /^Worth a look$/,
  /^Human and AI readers$/,
  /^Views per day$/,
  /^Top \d+ pages$/,
  /^Top pages$/,
  /^Pages that gained and lost the most$/,
  /^Searches$/,
  /^Searched and did not find it$/,
  /^Feedback$/,
  /^Assistant$/,
  /^The loop's gaps, period after period$/,
  /^About this export$/
]

/** Tags the report writes, with the only attributes they may carry. */
const TAGS = new Set([
  'h2',
  'h3',
  'h4',
  'p',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
  'details',
  'summary',
  'strong',
  'blockquote',
  'ul',
  'li',
  'a',
  'br'
])

function walk(tokens: Token[], visit: (t: Token) => void): void {
  for (const token of tokens) {
    visit(token)
    const inner = token as { tokens?: Token[]; items?: Token[] }
    if (inner.tokens) walk(inner.tokens, visit)
    if (inner.items) walk(inner.items, visit)
    if (token.type === 'table') {
      const t = token as Tokens.Table
      for (const c of [...t.header, ...t.rows.flat()]) walk(c.tokens, visit)
    }
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }
/** A cell's text as a reader sees it: tags dropped, entities decoded. */
export function cellText(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|amp|lt|gt|quot);/g, (_, e: string) =>
      e.startsWith('#') && e !== '#39' ? String.fromCharCode(Number(e.slice(1))) : (ENTITIES[e] ?? '')
    )
}

const number = (text: string) => Number(cellText(text).replace(/,/g, ''))

function column(table: Tokens.Table, name: string): string[] {
  const i = table.header.findIndex(h => h.text === name)
  if (i < 0) throw new Error(`no column ${name} in ${table.header.map(h => h.text).join(', ')}`)
  return table.rows.map(r => (r[i] as Tokens.TableCell).text)
}

/** The chart's data must be the table's: the same numbers, the same labels, in the same order. */
function expectChartMatchesTable(chart: PieChart | XyChart, table: Tokens.Table): void {
  if (chart.type === 'pie') {
    expect(chart.slices).toEqual(
      table.rows.map(r => ({ label: cellText(r[0]!.text), value: number(r[1]!.text) }))
    )
    return
  }
  const series = (kind: 'bar' | 'line') => chart.series.find(s => s.kind === kind)?.values
  // Bars start at 0, and the axis holds every value.
  expect(chart.yRange?.[0]).toBe(0)
  for (const s of chart.series)
    for (const v of s.values) expect(v).toBeLessThanOrEqual(chart.yRange?.[1] ?? -1)
  if (/^Views per \w+ over \d+ \w+ - /.test(chart.title)) {
    // The history's chart: a period without views is drawn at 0, and is `—` in the table.
    const views = (name: string) => column(table, name).map(v => (cellText(v) === '—' ? 0 : number(v)))
    expect(series('bar')).toEqual(views('Human views'))
    expect(series('line')).toEqual(views('AI views'))
    expect(chart.labels).toEqual(column(table, 'Period').map(d => forMermaid(cellText(d))))
  } else if (chart.title.startsWith('Views per day')) {
    expect(series('bar')).toEqual(column(table, 'Human views').map(number))
    expect(series('line')).toEqual(column(table, 'AI views').map(number))
    expect(chart.labels).toEqual(column(table, 'Day').map(d => forMermaid(cellText(d).slice(5))))
  } else if (chart.title === 'Visitors per day') {
    expect(series('line')).toEqual(column(table, 'Visitors').map(number))
  } else if (chart.title === 'Views of the top pages') {
    expect(series('bar')).toEqual(column(table, 'Views').map(number))
    // Each label is the page's path made safe for Mermaid, cut shorter than in the table.
    const pages = column(table, 'Page').map(p => forMermaid(cellText(p), 500))
    expect(chart.labels).toHaveLength(pages.length)
    chart.labels.forEach((label, i) => expect(pages[i]?.startsWith(label)).toBe(true))
  } else throw new Error(`a chart the test does not know: ${chart.title}`)
}

export interface CheckedReport {
  html: string
  headings: string[]
  charts: (PieChart | XyChart)[]
  tables: Tokens.Table[]
}

/**
 * Renders `markdown` with marked (GFM) and asserts: headings are fixed words, no Markdown link or
 * image exists, HTML tags are the report's own (links only to `allowedLinks`), every table source is
 * one table with the same number of cells in every row, and every Mermaid block parses and equals
 * the table that follows it.
 */
export async function checkReport(markdown: string, allowedLinks: string[] = []): Promise<CheckedReport> {
  const tokens = marked.lexer(markdown, { gfm: true })
  const headings: string[] = []
  walk(tokens, t => {
    if (t.type === 'heading') headings.push((t as Tokens.Heading).text)
    expect(['link', 'image']).not.toContain(t.type)
  })
  for (const h of headings) expect(HEADINGS.some(re => re.test(h)) ? h : `data heading: ${h}`).toBe(h)

  const html = await marked.parse(markdown, { gfm: true })
  for (const [tag, name] of html.matchAll(/<\/?([a-zA-Z][\w-]*)[^>]*>/g)) {
    expect(TAGS.has(name!.toLowerCase()) ? name : `stray tag ${tag}`).toBe(name)
    const attributes = tag!
      .replace(/^<\/?[\w-]+/, '')
      .replace(/>$/, '')
      .trim()
    if (!attributes) continue
    if (name === 'a') expect(allowedLinks.map(u => `href="${u}"`)).toContain(attributes)
    else expect(['align="right"', 'class="language-mermaid"']).toContain(attributes)
  }

  // Each run of lines starting with `|` is one table, each of its rows has the header's cells.
  const groups = markdown.split('\n').reduce<string[][]>((all, line, i, lines) => {
    if (line.startsWith('|')) {
      if (!lines[i - 1]?.startsWith('|')) all.push([])
      all[all.length - 1]!.push(line)
    }
    return all
  }, [])
  const tables = tokens.filter((t): t is Tokens.Table => t.type === 'table')
  expect(tables.length).toBe(groups.length)
  tables.forEach((table, i) => {
    expect(table.rows.length).toBe(groups[i]!.length - 2)
    for (const line of groups[i]!) expect(line.split('|').length - 2).toBe(table.header.length)
    for (const row of table.rows) expect(row.length).toBe(table.header.length)
  })

  const charts: (PieChart | XyChart)[] = []
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token
    if (t.type !== 'code') continue
    expect((t as Tokens.Code).lang).toBe('mermaid')
    const chart = await parseMermaid((t as Tokens.Code).text)
    charts.push(chart)
    const next = tokens.slice(i + 1).find(x => x.type === 'table') as Tokens.Table | undefined
    if (!next) throw new Error(`no table after the chart ${JSON.stringify(chart).slice(0, 200)}`)
    expectChartMatchesTable(chart, next)
  }
  return { html, headings, charts, tables }
}
