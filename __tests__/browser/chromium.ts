import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'

// The browser the page is tested in: an installed Chrome or Chromium, driven by puppeteer-core (which
// downloads none). CHROME_PATH first, then google-chrome, chromium and chromium-browser on PATH.
// None found is a failure, not a skip: .ci/run installs Debian's chromium when the machine has none.

const NAMES = ['google-chrome', 'chromium', 'chromium-browser'] as const

/** The browser's executable, or an error saying how to get one. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.CHROME_PATH
  if (given) {
    if (existsSync(given)) return given
    throw new Error(`CHROME_PATH is ${given}, which does not exist`)
  }
  for (const name of NAMES) {
    try {
      const path = execFileSync('/bin/sh', ['-c', `command -v ${name}`], { encoding: 'utf8', env }).trim()
      if (path) return path
    } catch {
      // Not on PATH: the next name.
    }
  }
  throw new Error(
    `No Chrome or Chromium found (CHROME_PATH unset; none of ${NAMES.join(', ')} on PATH). ` +
      'Install one (Debian: apt-get install -y --no-install-recommends chromium) or set CHROME_PATH; ' +
      '.ci/run does this before the tests.'
  )
}

export interface OpenBrowser {
  browser: Browser
  close(): Promise<void>
}

/** Headless, with nothing of its own reaching the network, in a fresh profile removed on close. */
export async function launchBrowser(): Promise<OpenBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'page-browser-'))
  const browser = await puppeteer.launch({
    executablePath: findBrowser(),
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--user-data-dir=${profile}`
    ]
  })
  return {
    browser,
    async close() {
      await browser.close()
      rmSync(profile, { recursive: true, force: true })
    }
  }
}

export interface Visit {
  page: Page
  /** Every request but the file itself: each was refused. */
  outside: string[]
  /** Console errors and uncaught page errors. */
  errors: string[]
}

/**
 * Opens `url` in a new tab of `width` × `height`, JavaScript off (the page must read without it),
 * refusing every request but `url` itself; resolves at the `load` event.
 */
export async function visit(browser: Browser, url: string, width: number, height = 900): Promise<Visit> {
  const page = await browser.newPage()
  const outside: string[] = []
  const errors: string[] = []
  page.on('console', message => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', error => errors.push(String(error)))
  await page.setRequestInterception(true)
  page.on('request', request => {
    if (request.url() === url) return void request.continue()
    outside.push(request.url())
    void request.abort('blockedbyclient')
  })
  await page.setJavaScriptEnabled(false)
  await page.setViewport({ width, height })
  await page.goto(url, { waitUntil: 'load' })
  return { page, outside, errors }
}
