// `format: ndjson` on a public repository: the NDJSON events withhold reader text exactly as the CSV
// does (a query is its gap key, comments, contacts and answers are empty), their ids unchanged; with
// `reader-text: keep` they carry the rows as the API sent them.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import type { ActionRun } from '../../helpers/run-action.js'
import { parseCsv } from '../../helpers/analytics.js'
import { ndjsonEvents, ndjsonFiles, ndjsonText } from '../../helpers/ndjson.js'

/** What readers typed: search queries, feedback comments and assistant questions. */
const PLANTED_TEXTS = Array.from(
  { length: 12 },
  (_, i) => `plantedmark${i} write to jane.doe${i}@example.com or call +1 415 555 01${10 + i}`
)
/** None of these may be in a public repository's files: the planted text, contacts, answers. */
const LEAKS = [/plantedmark/i, /@example\.com/, /555 01\d\d/, /see the guide/]

const sim = useSimulator({
  pageViews: FEBRUARY_2026,
  analyticsLimitPerHour: Infinity,
  analytics: { texts: PLANTED_TEXTS, searches: 150, feedback: 120 }
})
const gh = useGitHubApi()
const keep = deletedAfter()

async function publicRun(inputs: Record<string, string> = {}): Promise<ActionRun> {
  gh.visibility = 'public'
  const run = keep(
    await runAnalytics(
      sim,
      {
        'date-from': '2026-02-01',
        'date-to': '2026-03-01',
        datasets: 'all',
        'include-contact': 'true',
        format: 'csv,ndjson',
        'github-token': 'ghs_test_token',
        ...inputs
      },
      {
        env: {
          GITHUB_API_URL: gh.url,
          GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
          GITHUB_EVENT_NAME: 'schedule'
        }
      }
    )
  )
  expect({ code: run.code, log: run.code === 0 ? '' : run.stdout }).toEqual({ code: 0, log: '' })
  return run
}

const leaksIn = (text: string) => LEAKS.filter(leak => leak.test(text)).map(String)

describe('format: ndjson on a public repository', () => {
  test('the events carry no reader text, as the CSV carries none: the same rows, the same stand-ins', async () => {
    const run = await publicRun()
    const dir = run.outputs['export-dir'] as string
    const files = ndjsonFiles(dir)
    expect(files).toHaveLength(6)
    for (const file of files) expect({ file, leaks: leaksIn(ndjsonText(file)) }).toEqual({ file, leaks: [] })
    // The payload is the row as the CSV shows it: a query is its gap key, a comment is empty.
    const searches = ndjsonEvents(join(dir, 'searches.ndjson.gz'))
    const searchCsv = parseCsv(readFileSync(join(dir, 'searches.csv'), 'utf8'))
    expect(searches.length).toBeGreaterThan(50)
    expect(searches.map(e => e.payload.searchQuery)).toEqual(searchCsv.slice(1).map(row => row[0]))
    for (const e of searches) expect(e.payload.searchQuery).toMatch(/^(q-[0-9a-f]{12})?$/)
    const feedback = ndjsonEvents(join(dir, 'feedback.ndjson.gz'))
    expect(
      feedback.filter(e => typeof e.payload.comment === 'string').every(e => e.payload.comment === '')
    ).toBe(true)
    expect(run.stdout).toContain("the export's files carry no reader text")
  })

  test('`reader-text: keep`: the events carry the rows as the API sent them, under the same ids', async () => {
    const withheld = await publicRun()
    const kept = await publicRun({ 'reader-text': 'keep' })
    const dir = kept.outputs['export-dir'] as string
    const text = ndjsonFiles(dir).map(ndjsonText).join('\n')
    expect(leaksIn(text)).toEqual(expect.arrayContaining(['/plantedmark/i', '/@example\\.com/']))
    const ids = (run: ActionRun) =>
      ndjsonFiles(run.outputs['export-dir'] as string).flatMap(f => ndjsonEvents(f).map(e => e.eventId))
    expect(ids(kept)).toEqual(ids(withheld))
  })
})
