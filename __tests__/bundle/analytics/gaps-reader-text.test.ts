// Reader text is personal data: on a public repository (or one whose visibility is unknown) the job
// summary and the report issue carry none of it; on a private one it is redacted. Nothing planted in
// a search, a question or a comment (an e-mail address, a phone number, a card number, a key, a
// mention) reaches the issue, its comments, the summary or the outputs. And the gaps are found:
// near-duplicates are one gap, written to gaps.json and gaps.csv (whose words follow the repository's
// visibility too: they go into the artifact), shown near the top of the report.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { GAP_COMMENTS, PLANTED } from '../../../simulator/index.js'
import type { ActionRun } from '../../helpers/run-action.js'
import { normalisedQuery, queryKey } from '../../../src/modes/analytics/gaps/model.js'

const sim = useSimulator({
  pageViews: FEBRUARY_2026,
  analyticsLimitPerHour: Infinity,
  analytics: { gaps: true }
})
const gh = useGitHubApi()
const keep = deletedAfter()
const TITLE = 'Docs gaps: weekly'

const gapsRun = (inputs: Record<string, string> = {}) =>
  runAnalytics(
    sim,
    {
      'date-from': '2026-02-01',
      'date-to': '2026-02-08',
      gaps: 'true',
      'report-issue': TITLE,
      'github-token': 'ghs_test_token',
      ...inputs
    },
    {
      env: {
        GITHUB_API_URL: gh.url,
        GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_RUN_ID: '4242',
        GITHUB_SERVER_URL: 'https://github.example'
      }
    }
  )

/** Every place others can read: the issue, its comments, the summary, the outputs and the log. */
function published(run: ActionRun): string {
  return [
    ...gh.issues.map(i => `${i.title}\n${i.body}`),
    ...gh.comments.map(c => c.body),
    run.summary,
    JSON.stringify(run.outputs),
    run.stdout
  ].join('\n')
}

/** Markdown as it reads: numeric entities decoded. */
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))

/** The planted values, whole and in the forms a Markdown sink would escape them to. */
function expectNothingPlanted(text: string): void {
  const decoded = decode(text)
  for (const value of [
    PLANTED.email,
    PLANTED.phone,
    PLANTED.card,
    PLANTED.key,
    '4111111111111111',
    'jane.doe'
  ]) {
    expect(decoded).not.toContain(value)
  }
  expect(decoded).not.toMatch(/@octocat/)
}

const gapsOf = (run: ActionRun) =>
  JSON.parse(readFileSync(join(run.outputs['export-dir'] as string, 'gaps.json'), 'utf8')) as {
    gaps: { key: string; rank: number; text: string; evidence: { searches: number; variants: string[] } }[]
  }

describe('a public repository', () => {
  test('no reader text in the issue, its comments, the summary or the outputs; the gaps are found', async () => {
    gh.visibility = 'public'
    const run = keep(await gapsRun())
    expect(run.code).toBe(0)
    expect(gh.requests.some(r => r.method === 'GET' && r.path === '/repos/acme/widgets')).toBe(true)
    const text = published(run)
    expectNothingPlanted(text)
    // No reader text at all: neither the gap queries nor the feedback comments of the weekly example.
    for (const t of ['webhook retries', 'sso with okta', GAP_COMMENTS[0]!.comment.slice(0, 20)])
      expect(text.toLowerCase()).not.toContain(t.toLowerCase())
    expect(run.summary).toContain('What readers could not find')
    expect(run.summary).toContain('reader text omitted')
    // Near the top: before the searches, the feedback and the assistant.
    expect(run.summary.indexOf('What readers could not find')).toBeLessThan(
      run.summary.indexOf('### Searches')
    )

    // The artifact's gap files are as public as the repository: the gaps by key and counts, no words.
    const { gaps } = gapsOf(run)
    expect(gaps.every(g => g.key.startsWith('p-') || g.text === '[reader text omitted]')).toBe(true)
    const webhook = gaps.find(g => g.key === queryKey(normalisedQuery('webhook retries')))
    expect(webhook!.evidence.searches).toBe(56)
    expect(webhook!.evidence.variants).toEqual([])
    expect(run.outputs['gaps-count']).toBe(String(gaps.length))
    const csv = readFileSync(join(run.outputs['export-dir'] as string, 'gaps.csv'), 'utf8')
    expectNothingPlanted(csv)
    expect(csv.toLowerCase()).not.toContain('webhook retries')
    expectNothingPlanted(JSON.stringify(gaps))
  })

  test('unknown visibility (GitHub does not say) counts as public', async () => {
    gh.visibility = undefined
    const run = keep(await gapsRun())
    expect(run.code).toBe(0)
    expect(published(run).toLowerCase()).not.toContain('webhook retries')
    expect(run.stdout).toMatch(/unknown visibility, so taken as public/)
  })

  test('`reader-text: keep` shows the text, still with nothing that pings', async () => {
    gh.visibility = 'public'
    const run = keep(await gapsRun({ 'reader-text': 'keep' }))
    expect(run.code).toBe(0)
    expect(run.summary).toContain('webhook retries')
  })
})

describe('a private repository', () => {
  test('reader text is redacted: the gaps read, the planted data does not', async () => {
    gh.visibility = 'private'
    const run = keep(await gapsRun())
    expect(run.code).toBe(0)
    const text = published(run)
    expectNothingPlanted(text)
    expect(run.summary).toContain('webhook retries')
    expect(decode(run.summary)).toContain('contact me at [email] or [phone]')
    const issue = gh.issues.find(i => i.title === TITLE)
    expect(issue?.body).toContain('webhook retries')
    // The gap files are redacted (`reader-text: redact`), and near-duplicates are one gap.
    const { gaps } = gapsOf(run)
    const webhook = gaps.find(g => g.text === 'webhook retries')
    // 'Webhook  Retries?' and 'webhook retry' are the same gap: 5 + 2 + 1 hits a day for 7 days.
    expect(webhook!.evidence.searches).toBe(56)
    expect(webhook!.evidence.variants.sort()).toEqual(['Webhook  Retries?', 'webhook retry'])
    // 'rate limits' and 'Rate-Limit' too (the question "What are the rate limits?" is another wording).
    expect(gaps.filter(g => /^rate.?limits?$/i.test(g.text))).toHaveLength(1)
    expectNothingPlanted(readFileSync(join(run.outputs['export-dir'] as string, 'gaps.csv'), 'utf8'))
    expectNothingPlanted(JSON.stringify(gaps))
  })
})
