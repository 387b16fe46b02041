// Benchmark 7: the analytics page of a year (52 weekly periods) of a 10,000-page site, as a public
// repository's run writes it: its size (goal: at most 2 MB) and how long headless Chromium takes to
// render it, from the navigation's start to the document parsed and to the `load` event (the median
// of a few runs, each in a fresh tab of one browser; headless Chromium records no paint entry here). The data is synthetic and fixed
// (__tests__/helpers/page-data.ts), so the size is the same on every machine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { openGate } from '../src/kernel/publish/gate.js'
import { pageInputOf } from '../src/modes/analytics/page/input.js'
import { renderPage } from '../src/modes/analytics/page/render.js'
import { launchBrowser, visit } from '../__tests__/browser/chromium.js'
import { siteYear } from '../__tests__/helpers/page-data.js'
import { count, median, ms, type Table } from './stats.js'

export const PAGE_GOAL_BYTES = 2 * 1024 * 1024
const SITE = { pages: 10_000, periods: 52 }

export interface PageResult {
  table: Table
  failures: string[]
  gaps: string[]
  goals: { goal: string; target: string; measured: string; met?: boolean }[]
}

interface Timings {
  /** The document parsed (DOMContentLoaded's end). */
  parsed: number
  /** Everything laid out and loaded (`load`'s end): what a reader waits for. */
  load: number
}

/** Navigation start to the document parsed and to the end of `load`, as the page's own timeline says. */
async function timingsOf(url: string, browser: Parameters<typeof visit>[0]): Promise<Timings> {
  const { page, outside, errors } = await visit(browser, url, 1100)
  try {
    if (outside.length || errors.length)
      throw new Error(`the page reached out or logged errors: ${[...outside, ...errors].join('; ')}`)
    return await page.evaluate(() => {
      // The browser's timeline: Node's typings know fewer entry types than a browser has.
      type Entry = { domContentLoadedEventEnd: number; loadEventEnd: number }
      const byType = performance.getEntriesByType as unknown as (this: unknown, type: string) => Entry[]
      const navigation = byType.call(performance, 'navigation')[0]
      return { parsed: navigation?.domContentLoadedEventEnd ?? NaN, load: navigation?.loadEventEnd ?? NaN }
    })
  } finally {
    await page.close()
  }
}

export async function pageBenchmark(quick: boolean): Promise<PageResult> {
  const { input, history } = siteYear(SITE.pages, SITE.periods)
  const gate = openGate({ asked: 'redact', frontEnd: 'repository', visibility: 'public' })
  const html = renderPage(pageInputOf(input, gate), history)
  const bytes = Buffer.byteLength(html)
  const dir = mkdtempSync(join(tmpdir(), 'bench-page-'))
  const file = join(dir, 'index.html')
  writeFileSync(file, html)
  const runs = quick ? 3 : 9
  const failures: string[] = []
  const gaps: string[] = []
  let timings: Timings[] = []
  try {
    const open = await launchBrowser()
    try {
      for (let i = 0; i < runs; i++) timings.push(await timingsOf(pathToFileURL(file).href, open.browser))
    } finally {
      await open.close()
    }
  } catch (error) {
    timings = []
    gaps.push(
      `The page's render time: not measured (${error instanceof Error ? error.message : String(error)}).`
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  if (bytes > PAGE_GOAL_BYTES)
    failures.push(`the page is ${count(bytes)} bytes, over ${count(PAGE_GOAL_BYTES)}`)
  const parsed = median(timings.map(t => t.parsed))
  const load = median(timings.map(t => t.load))
  const size = `${(bytes / 1024).toFixed(0)} kB (${count(bytes)} bytes)`
  return {
    failures,
    gaps,
    goals: [
      {
        goal: `The page of a year of a ${count(SITE.pages)}-page site`,
        target: '≤ 2 MB',
        measured: size,
        met: bytes <= PAGE_GOAL_BYTES
      },
      {
        goal: 'The page rendered in Chromium (load event, median)',
        target: 'reported',
        measured: timings.length ? ms(load) : 'not measured',
        met: timings.length ? true : undefined
      }
    ],
    table: {
      title: 'The analytics page (index.html)',
      head: ['site', 'periods', 'size', 'parsed (median)', '`load` (median)', 'runs'],
      rows: [
        [
          `${count(SITE.pages)} pages`,
          String(SITE.periods),
          size,
          ms(parsed),
          ms(load),
          String(timings.length)
        ]
      ],
      notes: [
        'Synthetic, fixed data: every page of the site, 500 gaps, 52 weekly periods with the loop\u2019s cohorts; the lists are capped (25 top pages, 25 gaps), the trends have 52 points each.',
        'Headless Chromium (puppeteer-core, the browser on the machine), JavaScript off, every request but the file refused; times from the page\u2019s own navigation timeline, each run in a fresh tab.'
      ]
    }
  }
}
