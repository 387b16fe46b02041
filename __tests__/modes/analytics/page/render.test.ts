import { describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openGate, type GateSettings } from '../../../../src/kernel/publish/gate.js'
import { asReaderText } from '../../../../src/kernel/publish/reader-text.js'
import { OMITTED_TEXT } from '../../../../src/kernel/reader-text.js'
import type { HistoryView } from '../../../../src/modes/analytics/history/model.js'
import { PAGE_LIMITS, pageInputOf } from '../../../../src/modes/analytics/page/input.js'
import { PAGE_CSP, pageRootFile, renderPage, writePage } from '../../../../src/modes/analytics/page/render.js'
import type { ReportInput } from '../../../../src/modes/analytics/report/input.js'
import { siteYear } from '../../../helpers/page-data.js'

const HOSTILE = `<script>alert(1)</script>" onload="x' <img src=https://evil.example/x.png>`

const gateOf = (asked: GateSettings['asked'], visibility: GateSettings['visibility'] = 'private') =>
  openGate({ asked, frontEnd: 'repository', visibility })

/** A year of a 10,000-page site, a gap worded with markup and a path with quotes and tags. */
function hostileSite(): { input: ReportInput; history: HistoryView } {
  const { input, history } = siteYear()
  const gaps = input.gaps!
  gaps.gaps[0] = { ...gaps.gaps[0]!, text: asReaderText(`${HOSTILE} webhook secret`) }
  input.views!.top[0] = { ...input.views!.top[0]!, path: `/a"b'<c>&d${HOSTILE}` }
  return { input, history }
}

/** Every tag name the page opens. */
const tagsOf = (html: string) =>
  new Set([...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map(m => m[1]!.toLowerCase()))

describe('the page', () => {
  test('is one self-contained document: a CSP forbidding anything from elsewhere, no script, phone-ready', () => {
    const { input, history } = siteYear()
    const html = renderPage(pageInputOf(input, gateOf('redact')), history)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}">`)
    expect(PAGE_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:")
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toMatch(/@media \(max-width: 600px\)/)
    const tags = tagsOf(html)
    for (const tag of ['script', 'img', 'link', 'iframe', 'object', 'embed', 'image', 'use', 'foreignobject'])
      expect(tags.has(tag)).toBe(false)
    expect(html).not.toMatch(/\ssrc=|url\(|@import|@font-face/i)
    // Its only links are the pull requests' (https), which load nothing.
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\/github\.com\//)
  })

  test('a year of a 10,000-page site is at most 2 MB, its lists capped, its trends 52 points', () => {
    const { input, history } = siteYear(10_000, 52)
    const html = renderPage(pageInputOf(input, gateOf('keep')), history)
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(2 * 1024 * 1024)
    expect(html).toContain('Trends over 52 periods')
    const lines = [...html.matchAll(/<polyline points="([^"]*)"/g)].map(m => m[1]!.split(' ').length)
    expect(lines.filter(n => n === 52).length).toBeGreaterThanOrEqual(5)
    expect(html.match(/<code>\/docs\/section-/g)?.length).toBeLessThanOrEqual(PAGE_LIMITS.topPages + 10)
    expect(html).toContain(`And ${(500 - PAGE_LIMITS.gaps).toLocaleString('en-US')} more in gaps.csv`)
    expect(html).toContain("The loop's cohorts")
    expect(html).toContain('https://github.com/acme/docs/pull/100')
  })

  test.each([
    ['a private repository', 'redact', 'private'],
    ['a public repository', 'redact', 'public'],
    ['a repository asking omit', 'omit', 'private']
  ] as const)(
    'on %s without keep: no reader text, the counts stay, the page says why',
    (_, asked, visibility) => {
      const { input, history } = hostileSite()
      const html = renderPage(pageInputOf(input, gateOf(asked, visibility)), history)
      expect(html).not.toContain('webhook')
      expect(html).not.toContain('sso with okta')
      for (const row of input.searches!.rows) expect(html).not.toContain(row.searchQuery as unknown as string)
      expect(html).toContain(OMITTED_TEXT)
      expect(html).toContain('40 searches without a click')
      expect(html).toMatch(
        /This page is public \(a GitHub Pages site is public even from a private repository\)/
      )
    }
  )

  test('with keep, the gaps are named, every outside string escaped', () => {
    const { input, history } = hostileSite()
    const html = renderPage(pageInputOf(input, gateOf('keep')), history)
    expect(html).toContain('webhook secret')
    expect(html).toContain('sso with okta')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('" onload=')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot; onload=&quot;x&#39;')
    expect(html).toContain('/a&quot;b&#39;&lt;c&gt;&amp;d')
    expect(html).not.toContain('This page is public')
  })

  test('without a history: the export alone (headline, days, top pages, searches without a click)', () => {
    const { input } = siteYear(300, 1)
    delete input.gaps
    const html = renderPage(pageInputOf(input, gateOf('keep')))
    expect(html).not.toContain('Trends over')
    expect(html).not.toContain("The loop's cohorts")
    expect(html).toContain('Views per day')
    expect(html).toContain('Top pages')
    expect(html).toContain('Searches that led to no click')
    expect(html).toContain('Human views')
  })

  test('a trend with periods not exported breaks its line rather than drawing a zero', () => {
    const { input, history } = siteYear(100, 6)
    const gap = (points: HistoryView['trends']['humanViews']) =>
      points.map((p, i) => (i === 2 ? { ...p, value: undefined } : p))
    const broken = { ...history, trends: { ...history.trends, humanViews: gap(history.trends.humanViews) } }
    const html = renderPage(pageInputOf(input, gateOf('keep')), broken)
    const lengths = [...html.matchAll(/<polyline points="([^"]*)" fill="none" stroke="#1f6feb"/g)].map(
      m => m[1]!.split(' ').length
    )
    expect(lengths.slice(0, 2)).toEqual([2, 3])
  })

  test('an incomplete export says so, its reason through the runtime gate', () => {
    const { input } = siteYear(50, 1)
    const html = renderPage(
      pageInputOf(
        { ...input, complete: false, incompleteReason: 'stopped near jane.doe@example.com <b>' },
        gateOf('redact', 'public')
      )
    )
    expect(html).toContain('This export stopped before every dataset was read')
    expect(html).not.toContain('jane.doe')
    expect(html).not.toContain('<b>')
  })

  test('writePage writes index.html into the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-'))
    const path = await writePage(dir, '<!DOCTYPE html>')
    expect(path).toBe(join(dir, 'index.html'))
    expect(readFileSync(path, 'utf8')).toBe('<!DOCTYPE html>')
  })

  test("the history's root file is the same page, named index.html", async () => {
    await expect(pageRootFile('<!DOCTYPE html>\n')()).resolves.toEqual(['index.html', '<!DOCTYPE html>\n'])
  })
})
