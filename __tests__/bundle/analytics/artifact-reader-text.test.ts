// A public repository's artifact can be downloaded by anyone signed in to GitHub: by default its
// readable files carry no reader text (planted e-mail addresses, phone numbers and markers in every
// dataset's free text are nowhere in the uploaded zip), while the sealed copy beside them lets a
// resumed export finish with every row whole. A private repository, and `reader-text: keep`, upload
// the rows as the API sent them.
import { describe, expect, test } from '@jest/globals'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { artifactEnv, deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import {
  FEBRUARY_2026,
  TEST_KEY,
  useArtifactService,
  useGitHubApi,
  useSimulator
} from '../../../__fixtures__/servers.js'
import type { ActionRun } from '../../helpers/run-action.js'
import { readZip, type ZipEntry } from '../../helpers/zip.js'

const OTHER_KEY = 'mint_test_rotated_0123456789abcdef'
/** What readers typed: first into search queries, feedback comments and assistant questions. */
const PLANTED_TEXTS = Array.from(
  { length: 12 },
  (_, i) => `plantedmark${i} write to jane.doe${i}@example.com or call +1 415 555 01${10 + i}`
)
/** None of these may be in a public artifact's readable files: the planted text, contacts, answers. */
const LEAKS = [/plantedmark/i, /@example\.com/, /555 01\d\d/, /see the guide/]

const sim = useSimulator({
  pageViews: FEBRUARY_2026,
  analyticsLimitPerHour: Infinity,
  apiKeys: [TEST_KEY, OTHER_KEY],
  analytics: { texts: PLANTED_TEXTS, searches: 350, feedback: 250 }
})
const gh = useGitHubApi()
const service = useArtifactService(4343)
const keep = deletedAfter('all')

const INPUTS = {
  'date-from': '2026-02-01',
  'date-to': '2026-03-01',
  datasets: 'searches,feedback,assistant',
  'include-contact': 'true',
  'artifact-name': 'reader-text',
  'github-token': 'ghs_test_token'
}

async function exportRun(inputs: Record<string, string> = {}): Promise<ActionRun> {
  service.blobs.clear()
  return keep(
    await runAnalytics(
      sim,
      { ...INPUTS, ...inputs },
      {
        env: {
          ...artifactEnv(service, '5151'),
          GITHUB_API_URL: gh.url,
          GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
          GITHUB_EVENT_NAME: 'schedule'
        }
      }
    )
  )
}

function uploaded(): ZipEntry[] {
  const zip = service.blobs.get('/blob/reader-text.zip')
  expect(zip).toBeDefined()
  return readZip(zip as Buffer).sort((a, b) => (a.name < b.name ? -1 : 1))
}

const DATA_FILES = [
  'assistant-conversations.csv',
  'feedback.csv',
  'searches.csv',
  'assistant-conversations.json',
  'feedback.json',
  'searches.json'
].sort()

const withheldLines = (run: ActionRun) =>
  run.stdout.split('\n').filter(l => l.includes("the export's files carry no reader text"))

/** The artifact's entries, written where actions/download-artifact would put them. */
function download(run: ActionRun, entries: ZipEntry[]): string {
  const into = join(run.workDir, 'downloaded')
  mkdirSync(into, { recursive: true })
  for (const entry of entries) writeFileSync(join(into, entry.name), entry.data)
  return join(into, 'export-checkpoint.json')
}

/** The dataset files of a run, exportedAt blanked. */
function datasetFiles(run: ActionRun): Record<string, string> {
  const dir = run.outputs['export-dir'] as string
  const out: Record<string, string> = {}
  for (const name of readdirSync(dir).filter(n => DATA_FILES.includes(n)))
    out[name] = readFileSync(join(dir, name), 'utf8').replace(/"exportedAt": "[^"]*"/, '"exportedAt": ""')
  return out
}

describe('a public repository', () => {
  test('the artifact carries no reader text; one line says so and how to opt in', async () => {
    gh.visibility = 'public'
    const run = await exportRun()
    expect(run.code).toBe(0)
    const entries = uploaded()
    const names = entries.map(e => e.name)
    for (const entry of entries) {
      const text = entry.data.toString('utf8')
      for (const leak of LEAKS)
        expect({ file: entry.name, leak: leak.test(text) }).toEqual({ file: entry.name, leak: false })
    }
    expect(names).toEqual(expect.arrayContaining([...DATA_FILES, 'report.md', 'reader-text.sealed']))
    // A query is its gap key, so the rows still join gaps.json and the report.
    const searches = JSON.parse(entries.find(e => e.name === 'searches.json')!.data.toString('utf8')) as {
      searches: { searchQuery: string; hits: number }[]
    }
    expect(searches.searches.length).toBeGreaterThan(100)
    for (const row of searches.searches) expect(row.searchQuery).toMatch(/^(q-[0-9a-f]{12})?$/)
    expect(withheldLines(run)).toHaveLength(1)
    expect(withheldLines(run)[0]).toContain('`reader-text: keep`')
  })

  test('an interrupted export resumes from the downloaded artifact with every row whole', async () => {
    gh.visibility = 'public'
    sim.reset()
    const oneShot = await exportRun({ 'reader-text': 'keep' })
    expect(oneShot.code).toBe(0)
    const needed = sim.requests.length
    expect(needed).toBe(9)
    expect(Object.values(datasetFiles(oneShot)).join('\n')).toMatch(/plantedmark0/)

    sim.reset()
    const first = await exportRun({ 'max-requests': '5', 'allow-incomplete': 'true' })
    expect(first.outputs.complete).toBe('false')
    const entries = uploaded()
    expect(entries.map(e => e.name)).toEqual(
      expect.arrayContaining(['export-checkpoint.json', 'reader-text.sealed'])
    )
    for (const entry of entries)
      for (const leak of LEAKS) expect(leak.test(entry.data.toString('utf8'))).toBe(false)
    const checkpoint = download(first, entries)
    // Feedback stopped mid-cursor: its rows so far are read back from the sealed copy alone.
    const saved = JSON.parse(readFileSync(checkpoint, 'utf8')) as {
      sealed?: boolean
      positions: Record<string, { done: boolean; rows: number }>
    }
    expect(saved.sealed).toBe(true)
    expect(saved.positions.feedback).toMatchObject({ done: false, rows: 100 })

    sim.reset()
    const resumed = await exportRun({ 'resume-from': checkpoint, 'reader-text': 'keep' })
    expect(resumed.code).toBe(0)
    expect(resumed.outputs.complete).toBe('true')
    expect(sim.requests).toHaveLength(needed - 5)
    expect(datasetFiles(resumed)).toEqual(datasetFiles(oneShot))

    // Another API key cannot open the sealed copy: one line says so, and the export starts afresh.
    sim.reset()
    const rotated = await exportRun({
      'resume-from': checkpoint,
      'reader-text': 'keep',
      'api-key': OTHER_KEY
    })
    expect(rotated.code).toBe(0)
    const unopened = rotated.stdout.split('\n').filter(l => l.includes('cannot be read back'))
    expect(unopened).toHaveLength(1)
    expect(unopened[0]).toContain('starts afresh')
    expect(sim.requests).toHaveLength(needed)
    expect(datasetFiles(rotated)).toEqual(datasetFiles(oneShot))
  })

  test('a repository whose visibility GitHub does not tell counts as public', async () => {
    gh.visibility = undefined
    const run = await exportRun()
    expect(run.code).toBe(0)
    const entries = uploaded()
    expect(entries.map(e => e.name)).toContain('reader-text.sealed')
    for (const entry of entries)
      for (const leak of LEAKS) expect(leak.test(entry.data.toString('utf8'))).toBe(false)
    expect(withheldLines(run)).toHaveLength(1)
    expect(withheldLines(run)[0]).toContain('unknown visibility (taken as public)')
    // GitHub is asked once, for the files and the report alike.
    expect(
      gh.requests.filter(r => r.method === 'GET' && r.path === `/repos/${gh.owner}/${gh.repo}`)
    ).toHaveLength(1)
  })

  test('`reader-text: keep` uploads the rows as the API sent them', async () => {
    gh.visibility = 'public'
    const run = await exportRun({ 'reader-text': 'keep' })
    expect(run.code).toBe(0)
    const entries = uploaded()
    expect(entries.map(e => e.name)).not.toContain('reader-text.sealed')
    const feedback = entries.find(e => e.name === 'feedback.csv')!.data.toString('utf8')
    expect(feedback).toContain('plantedmark1 write to jane.doe1@example.com')
    expect(feedback).toMatch(/reader\d+@example\.com/)
    expect(withheldLines(run)).toEqual([])
  })
})

describe('a private repository', () => {
  test('the artifact is unchanged: the rows as the API sent them, no sealed copy', async () => {
    gh.visibility = 'private'
    const run = await exportRun()
    expect(run.code).toBe(0)
    const entries = uploaded()
    expect(entries.map(e => e.name)).not.toContain('reader-text.sealed')
    const text = (name: string) => entries.find(e => e.name === name)!.data.toString('utf8')
    expect(text('searches.csv')).toContain('plantedmark0 write to jane.doe0@example.com')
    expect(text('assistant-conversations.json')).toContain('see the guide')
    expect(withheldLines(run)).toEqual([])
  })
})
