// The page in a real browser (headless Chrome or Chromium): its charts render, nothing is logged as
// an error, and no request leaves the file, at a desktop's width and a phone's, JavaScript off.
// With DOCS_PAGE_SCREENSHOTS=1 it also writes the pictures docs/ shows (docs/analytics-page.png and
// docs/analytics-page-phone.png), from the same synthetic year of a site, so they can be made again.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { openGate } from '../../src/kernel/publish/gate.js'
import { pageInputOf } from '../../src/modes/analytics/page/input.js'
import { renderPage } from '../../src/modes/analytics/page/render.js'
import { siteYear } from '../helpers/page-data.js'
import { ROOT } from '../helpers/run-action.js'
import { findBrowser, launchBrowser, visit, type OpenBrowser } from './chromium.js'

const PHONE = 390
const DESKTOP = 1100

/** The page of a year of a 10,000-page site, as a public repository's run writes it. */
function yearPage(): string {
  const { input, history } = siteYear(10_000, 52)
  const gate = openGate({ asked: 'redact', frontEnd: 'repository', visibility: 'public' })
  return renderPage(pageInputOf(input, gate), history)
}

/** Writes `html` as index.html in a fresh folder; its file:// URL. */
function fileOf(html: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-test-'))
  const path = join(dir, 'index.html')
  writeFileSync(path, html)
  return pathToFileURL(path).href
}

let open: OpenBrowser
beforeAll(async () => {
  open = await launchBrowser()
})
afterAll(async () => {
  await open?.close()
})

/** Each chart's drawn box, and the boxes of its lines, bars and points. */
async function chartBoxes(page: Awaited<ReturnType<typeof visit>>['page']) {
  return page.$$eval('svg', svgs =>
    svgs.map(svg => {
      const box = svg.getBoundingClientRect()
      const marks = [...svg.querySelectorAll('polyline, rect, circle')].map(m => m.getBoundingClientRect())
      return {
        width: box.width,
        height: box.height,
        marks: marks.length,
        drawnMarks: marks.filter(m => m.width > 0 || m.height > 0).length
      }
    })
  )
}

describe('the page in Chromium', () => {
  const url = fileOf(yearPage())

  test.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE]
  ])('at %s width: the charts render, no console error, no request leaves the file', async (_, width) => {
    const { page, outside, errors } = await visit(open.browser, url, width)
    try {
      const boxes = await chartBoxes(page)
      // The period's days, the top pages, and the four trends.
      expect(boxes.length).toBeGreaterThanOrEqual(6)
      for (const box of boxes) {
        expect(box.width).toBeGreaterThan(width / 3)
        expect(box.height).toBeGreaterThan(50)
        expect(box.marks).toBeGreaterThan(0)
        expect(box.drawnMarks).toBeGreaterThan(0)
      }
      expect(errors).toEqual([])
      expect(outside).toEqual([])
      // Readable without a script, and nothing wider than the screen: wide tables scroll in place.
      const layout = {
        text: await page.$eval('body', body => (body as unknown as { innerText: string }).innerText),
        scrollWidth: await page.$eval('html', html => html.scrollWidth),
        charts: await page.$$eval('.charts figure', figures =>
          figures.map(f => f.getBoundingClientRect().left)
        )
      }
      expect(layout.text).toContain('Docs analytics')
      expect(layout.text).toContain('Trends over 52 periods')
      expect(layout.text).toContain('What readers could not find')
      expect(layout.scrollWidth).toBeLessThanOrEqual(width)
      // Two charts side by side on a desktop, one column on a phone.
      expect(new Set(layout.charts.map(Math.round)).size).toBe(width === PHONE ? 1 : 2)
    } finally {
      await page.close()
    }
  })

  test('the screenshots for docs/, when asked (DOCS_PAGE_SCREENSHOTS=1)', async () => {
    if (process.env.DOCS_PAGE_SCREENSHOTS !== '1') return
    for (const [width, name, height] of [
      [DESKTOP, 'analytics-page.png', 1700],
      [PHONE, 'analytics-page-phone.png', 1500]
    ] as const) {
      const { page } = await visit(open.browser, url, width, height)
      await page.screenshot({ path: join(ROOT, 'docs', name) as `${string}.png` })
      await page.close()
    }
  })
})

describe('finding the browser', () => {
  test('none on PATH and no CHROME_PATH: a failure that says how to get one, not a skip', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-browser-'))
    expect(() => findBrowser({ PATH: empty })).toThrow(
      /No Chrome or Chromium found \(CHROME_PATH unset; none of google-chrome, chromium, chromium-browser on PATH\)\. Install one \(Debian: apt-get install -y --no-install-recommends chromium\)/
    )
    expect(() => findBrowser({ PATH: empty, CHROME_PATH: join(empty, 'chrome') })).toThrow(
      /CHROME_PATH is .*which does not exist/
    )
  })

  test('CHROME_PATH first, then PATH', () => {
    const dir = mkdtempSync(join(tmpdir(), 'browsers-'))
    for (const name of ['chromium', 'chromium-browser']) {
      writeFileSync(join(dir, name), '#!/bin/sh\n')
      chmodSync(join(dir, name), 0o755)
    }
    expect(findBrowser({ PATH: dir })).toBe(join(dir, 'chromium'))
    expect(findBrowser({ PATH: dir, CHROME_PATH: join(dir, 'chromium-browser') })).toBe(
      join(dir, 'chromium-browser')
    )
  })
})

describe('the checks themselves', () => {
  let server: Server
  let hits = 0
  let origin = ''
  beforeAll(async () => {
    server = createServer((_, res) => {
      hits++
      res.end('')
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise(resolve => server.close(resolve))
  })

  test('a page that reaches out is caught: without the CSP the request is seen and refused', async () => {
    const html = yearPage()
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
      .replace('</main>', `<img src="${origin}/pixel.png" alt=""></main>`)
    const { page, outside } = await visit(open.browser, fileOf(html), DESKTOP)
    await page.close()
    expect(outside).toEqual([`${origin}/pixel.png`])
    expect(hits).toBe(0)
  })

  test('with the CSP the browser refuses it first, and says so on the console', async () => {
    const html = yearPage().replace('</main>', `<img src="${origin}/pixel.png" alt=""></main>`)
    const { page, outside, errors } = await visit(open.browser, fileOf(html), DESKTOP)
    await page.close()
    expect([...outside, ...errors].join('\n')).toMatch(/pixel\.png|Content Security Policy/)
    expect(hits).toBe(0)
  })
})
