// The page (index.html in `output-dir`) as the built action writes it. Its audience is public
// whatever the repository's visibility (a GitHub Pages site is public even from a private
// repository): on a public repository, with reader text planted in every dataset, none of it is on
// the page, which still shows the figures and the gaps' counts; with `reader-text: keep` on a private
// repository the gaps are named. The page is self-contained: no script, nothing from elsewhere.
import { describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, TEST_KEY, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { GAP_COMMENTS, GAP_QUESTIONS, PLANTED } from '../../../simulator/index.js'
import type { ActionRun } from '../../helpers/run-action.js'

const sim = useSimulator({
  pageViews: FEBRUARY_2026,
  analyticsLimitPerHour: Infinity,
  analytics: { gaps: true }
})
const gh = useGitHubApi()
const keep = deletedAfter()

/** Everything planted: the shapes redaction knows, and whole sentences readers wrote. */
const READER_TEXT = [
  PLANTED.email,
  'jane.doe',
  PLANTED.phone,
  '415 555 0100',
  PLANTED.card,
  '4111111111111111',
  PLANTED.key,
  '@octocat',
  'webhook retries',
  'webhook retry',
  'sso with okta',
  'rate limits',
  'charged twice',
  GAP_QUESTIONS[0]!.query,
  GAP_COMMENTS[0]!.comment.slice(0, 24)
]

/** A workflow_dispatch event of a repository whose payload says whether it is private. */
function eventOf(isPrivate: boolean): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'page-event-'))
  const path = join(dir, 'event.json')
  const repository = {
    name: gh.repo,
    full_name: `${gh.owner}/${gh.repo}`,
    owner: { login: gh.owner },
    private: isPrivate,
    visibility: isPrivate ? 'private' : 'public'
  }
  writeFileSync(path, JSON.stringify({ repository }))
  return {
    GITHUB_API_URL: gh.url,
    GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: path,
    GITHUB_RUN_ID: '4242',
    GITHUB_SERVER_URL: 'https://github.example'
  }
}

const exportRun = (isPrivate: boolean, inputs: Record<string, string> = {}) =>
  runAnalytics(
    sim,
    {
      'date-from': '2026-02-01',
      'date-to': '2026-02-08',
      datasets: 'views,visitors,searches,feedback,feedback-by-page,assistant',
      gaps: 'true',
      'github-token': 'ghs_test_token',
      ...inputs
    },
    { env: eventOf(isPrivate) }
  )

/** HTML as it reads: entities decoded. */
const decoded = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(
      /&(amp|lt|gt|quot|apos);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!
    )

function pageOf(run: ActionRun): string {
  expect(run.code).toBe(0)
  const dir = run.outputs['export-dir'] as string
  expect(run.stdout).toContain(`Wrote ${join(dir, 'index.html')}`)
  return readFileSync(join(dir, 'index.html'), 'utf8')
}

describe('the page', () => {
  test('a public repository, reader text in every dataset: none of it on the page, the counts are', async () => {
    const run = keep(await exportRun(false))
    const html = pageOf(run)
    const text = decoded(html).toLowerCase()
    expect(READER_TEXT.filter(planted => text.includes(planted.toLowerCase()))).toEqual([])
    // The figures and the gaps are there, without the words, and the page says why.
    expect(html).toContain('<h1>Docs analytics</h1>')
    expect(html).toMatch(/Gaps found: [1-9]/)
    expect(html).toContain('[reader text omitted]')
    expect(html).toContain('searches without a click')
    expect(html).toContain('This page is public')
    // Self-contained: the CSP, no script, nothing loaded from elsewhere.
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`
    )
    expect(html).not.toMatch(/<script|<link|<img|\ssrc=|url\(/i)
    expect(html).toMatch(/<svg [^>]*viewBox=/)
  })

  test('a private repository without keep: the page is still public, no reader text', async () => {
    const html = pageOf(keep(await exportRun(true)))
    const text = decoded(html).toLowerCase()
    expect(READER_TEXT.filter(planted => text.includes(planted.toLowerCase()))).toEqual([])
    expect(html).toContain('[reader text omitted]')
  })

  test('`reader-text: keep` on a private repository: the gaps are named', async () => {
    const html = decoded(pageOf(keep(await exportRun(true, { 'reader-text': 'keep' }))))
    const gaps = html.slice(html.indexOf('What readers could not find'))
    expect(gaps).toContain('webhook retries')
    expect(gaps).toContain('sso with okta')
    expect(gaps).not.toContain('[reader text omitted]')
    expect(html).not.toContain('This page is public')
    expect(html).not.toContain(TEST_KEY)
  })
})
