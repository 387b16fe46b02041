// Redaction of what readers typed, end to end: searches holding personal data and secrets in the forms
// people type them (__fixtures__/redaction-forms.ts: e-mail addresses, phone numbers, cards, national
// ids and credentials, in full width, other scripts' digits, other dashes and spaces, with characters
// nobody sees) become the top gaps; the agent's prompt, gaps.json and gaps.csv name each gap with
// none of them. And the simulator's assistant key, whose readable prefix holds the word "assistant",
// leaves that word readable in the outputs and the summary while the key itself never appears.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { redactionForms, shows, type Form } from '../../../__fixtures__/redaction-forms.js'
import { deletedAfter, promptsOf, runAnalytics } from '../../../__fixtures__/runs.js'
import {
  FEBRUARY_2026,
  JOBS_COMPLETE_AT_ONCE,
  useGitHubApi,
  useSimulator
} from '../../../__fixtures__/servers.js'
import { DEFAULT_ASSISTANT_KEY } from '../../../simulator/index.js'

const QUERIES = 20
/** Every fifth form of the table (all shapes, scripts and writings), four to a search. */
const PLANTED = redactionForms().filter((_, i) => i % 5 === 0)
/** A tag of letters only, unlike any planted data, to find each form's place in what was written. */
const tagOf = (i: number) =>
  `zq${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`
const queries: Form[][] = Array.from({ length: QUERIES }, (_, q) =>
  PLANTED.filter((_, i) => i % QUERIES === q)
)
const queryText = (forms: Form[]) => forms.map(f => `${tagOf(PLANTED.indexOf(f))} ${f.value}`).join(' ; ')

const sim = useSimulator({
  ...JOBS_COMPLETE_AT_ONCE,
  pageViews: FEBRUARY_2026,
  analyticsLimitPerHour: Infinity,
  // Far more hits a day than the simulator's own gaps: these are the top 20.
  analytics: { gaps: true, gapSearches: queries.map(forms => [queryText(forms), 500] as [string, number]) }
})
const gh = useGitHubApi()
const keep = deletedAfter()

const gapsRun = () =>
  runAnalytics(
    sim,
    {
      'date-from': '2026-02-01',
      'date-to': '2026-02-08',
      gaps: 'true',
      'gaps-agent': String(QUERIES),
      'report-issue': 'Docs gaps: weekly',
      'github-token': 'ghs_test_token',
      'assistant-api-key': DEFAULT_ASSISTANT_KEY,
      'docs-domain': 'acme.mintlify.site'
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

/** Each planted search's text as written in `texts`: found by its first tag; every tag of it there, no core. */
function expectRedacted(texts: readonly string[], where: string): void {
  for (const forms of queries) {
    const tags = forms.map(f => tagOf(PLANTED.indexOf(f)))
    const text = texts.find(t => t.includes(tags[0]!))
    expect({ where, tag: tags[0], found: text !== undefined }).toEqual({ where, tag: tags[0], found: true })
    for (const [k, form] of forms.entries()) {
      const what = `${form.shape}, ${form.layout}, ${form.writing}`
      expect({ where, what, tag: text!.includes(tags[k]!) }).toEqual({ where, what, tag: true })
      expect({ where, what, shown: shows(text!, form.core) }).toEqual({ where, what, shown: false })
    }
  }
}

describe('forms of personal data and secrets in what readers typed', () => {
  test('at least 60 forms of every shape are planted, and each is redacted in the prompt, gaps.json and gaps.csv', async () => {
    expect(PLANTED.length).toBeGreaterThanOrEqual(60)
    expect(new Set(PLANTED.map(f => f.shape))).toEqual(
      new Set(['email', 'phone', 'card', 'national-id', 'secret'])
    )
    gh.visibility = 'private'
    const run = keep(await gapsRun())
    expect(run.code).toBe(0)
    expect(run.outputs['gaps-asked']).toBe(String(QUERIES))

    const [prompt] = promptsOf(sim).map(p => p.prompt)
    const asked = prompt!
      .split('\n')
      .flatMap(l => /Readers looked for: (.*) \(gap q-[0-9a-f]+\)$/.exec(l)?.[1] ?? [])
    expect(asked).toHaveLength(QUERIES)
    expectRedacted(asked, 'prompt')

    const dir = run.outputs['export-dir'] as string
    const { gaps } = JSON.parse(readFileSync(join(dir, 'gaps.json'), 'utf8')) as { gaps: { text: string }[] }
    expectRedacted(
      gaps.map(g => g.text),
      'gaps.json'
    )
    // The text cell of each row: between the key and the sources.
    const rows = readFileSync(join(dir, 'gaps.csv'), 'utf8').split('\n')
    expectRedacted(
      rows.map(r => r.replace(/^\d+,q-[0-9a-f]+,/, '').replace(/,search[^,]*,\d+,.*$/, '')),
      'gaps.csv'
    )
  })

  test('the assistant key leaves the word "assistant" readable, and never appears itself', async () => {
    gh.visibility = 'private'
    const run = keep(await gapsRun())
    expect(run.code).toBe(0)
    const written = [
      run.summary,
      run.stdout,
      JSON.stringify(run.outputs),
      ...gh.issues.map(i => i.body)
    ].join('\n')
    expect(written).not.toContain(DEFAULT_ASSISTANT_KEY)
    // Its random part is its tail: no piece of it with what leads to it.
    expect(written).not.toContain('key_0123')
    // The outputs name the assistant's dataset and its conversations; nothing in them is masked.
    expect(String(run.outputs.datasets).split(',')).toContain('assistant')
    expect(JSON.stringify(run.outputs)).toMatch(/\d+ assistant conversations/)
    expect(JSON.stringify(run.outputs)).not.toContain('***')
    expect(run.summary).toMatch(/\bassistant\b/i)
  })
})
