import { forXml } from '../../../kernel/safe-text.js'
import { count, percentChange, rangeInWords } from '../report/format.js'
import type { PageGap, PageInput } from './input.js'
import { PAGE_LIMITS } from './input.js'
import { barsSvg, legendHtml, lineChartSvg } from './svg.js'

// The page's sections for one export: the headline, the period's days, the top pages and what readers
// could not find. Each is plain HTML (tables and inline SVG) that reads without a script; outside text
// (paths, dates, the gate's reader text) goes through forXml, numbers are ours.

/** A table whose columns after the first are numbers; wrapped so a phone scrolls it sideways. */
export function tableHtml(head: readonly string[], rows: readonly string[][], numeric = true): string {
  const th = head.map((h, i) => `<th${i > 0 && numeric ? ' class="n"' : ''}>${h}</th>`).join('')
  const tr = rows.map(
    row => `<tr>${row.map((c, i) => `<td${i > 0 && numeric ? ' class="n"' : ''}>${c}</td>`).join('')}</tr>`
  )
  return `<div class="scroll"><table><thead><tr>${th}</tr></thead><tbody>\n${tr.join('\n')}\n</tbody></table></div>`
}

export function headlineHtml(page: PageInput): string {
  const parts = [`<p>${rangeInWords(page.range)}.</p>`]
  if (!page.complete)
    parts.push(
      `<p class="warn">This export stopped before every dataset was read: the figures are partial.${page.incompleteReason ? ` ${forXml(page.incompleteReason, 300)}` : ''}</p>`
    )
  if (page.metrics.length === 0) return parts.join('\n')
  const compared = page.previousRange !== undefined
  const cards = page.metrics.map(m => {
    const change = compared && m.before !== undefined ? percentChange(m.now, m.before) : undefined
    return `<div class="card"><div class="label">${forXml(m.name)}</div><div class="value">${count(m.now)}</div>${change ? `<div class="change">${forXml(change)} on the period before</div>` : ''}</div>`
  })
  parts.push(`<div class="cards">${cards.join('\n')}</div>`)
  if (page.previousRange)
    parts.push(`<p class="muted">Compared with the period before: ${rangeInWords(page.previousRange)}.</p>`)
  return parts.join('\n')
}

export function dailyHtml(page: PageInput): string {
  const days = page.daily ?? []
  if (days.length === 0) return ''
  const chart = lineChartSvg({
    title: 'Views per day, human and AI',
    labels: days.map(d => d.date.slice(5)),
    series: [
      { name: 'Human views', values: days.map(d => d.views.human) },
      { name: 'AI views', values: days.map(d => d.views.ai) }
    ],
    format: count
  })
  return `<section><h2>Views per day</h2>\n${legendHtml(['Human views', 'AI views'])}\n<figure>${chart}</figure></section>`
}

export function topPagesHtml(page: PageInput): string {
  const pages = page.pages
  if (!pages || pages.top.length === 0) return ''
  const chart = barsSvg(
    'The ten pages read most: human and AI views',
    pages.top.slice(0, 10).map(r => ({ label: r.path, values: [r.human, r.ai] })),
    count
  )
  const rows = pages.top.map(r => [
    `<code>${forXml(r.path, PAGE_LIMITS.label)}</code>`,
    count(r.total),
    count(r.human),
    count(r.ai)
  ])
  const more =
    pages.count > pages.top.length
      ? `<p class="muted">The ${count(pages.top.length)} pages read most of ${count(pages.count)} with a view; the export's files hold them all.</p>`
      : ''
  return [
    '<section><h2>Top pages</h2>',
    legendHtml(['Human views', 'AI views']),
    `<figure>${chart}</figure>`,
    tableHtml(['Page', 'Views', 'Human', 'AI'], rows),
    more,
    '</section>'
  ].join('\n')
}

const evidence = (g: PageGap): string => {
  const parts: string[] = []
  if (g.searches > 0) parts.push(`${count(g.searches)} search${g.searches === 1 ? '' : 'es'} without a click`)
  if (g.unanswered > 0)
    parts.push(`${count(g.unanswered)} unanswered question${g.unanswered === 1 ? '' : 's'}`)
  if (g.thumbsDown > 0) parts.push(`${count(g.thumbsDown)} thumbs-down`)
  return parts.join(', ') || '—'
}

/** Why readers' words are not on the page, when the gate leaves them out. */
function withheldNote(page: PageInput): string {
  if (page.readerText === 'keep') return ''
  return `<p class="muted">This page is public (a GitHub Pages site is public even from a private repository), so readers' words are ${page.readerText === 'omit' ? 'left out' : 'redacted'}; the counts stay. <code>reader-text: keep</code> shows them.</p>`
}

export function notFoundHtml(page: PageInput): string {
  const gaps = page.gaps
  const parts = ['<section><h2>What readers could not find</h2>']
  if (gaps) {
    parts.push(
      `<p>Gaps found: ${count(gaps.count)}.${gaps.agentAsked === undefined ? '' : ` Asked of the agent: ${count(gaps.agentAsked)}.`}</p>`
    )
    if (gaps.proof)
      parts.push(
        `<p>Last period (${forXml(gaps.proof.period, 40)}): ${count(gaps.proof.found)} of ${count(gaps.proof.checked)} gaps now find a page.</p>`
      )
    const rows = gaps.shown.map(g => [
      String(g.rank),
      g.isPage ? `<code>${forXml(g.text, PAGE_LIMITS.label)}</code>` : forXml(g.text, PAGE_LIMITS.label),
      evidence(g)
    ])
    if (rows.length) parts.push(tableHtml(['#', 'Gap', 'Evidence'], rows, false))
    if (gaps.count > gaps.shown.length)
      parts.push(
        `<p class="muted">And ${count(gaps.count - gaps.shown.length)} more in gaps.csv and gaps.json.</p>`
      )
  } else if (page.notFound && page.notFound.length > 0) {
    parts.push('<p>Searches that led to no click, most frequent first.</p>')
    parts.push(
      tableHtml(
        ['Search', 'Searches'],
        page.notFound.map(s => [forXml(s.query, PAGE_LIMITS.label), count(s.hits)])
      )
    )
  } else return ''
  parts.push(withheldNote(page), '</section>')
  return parts.join('\n')
}
