// On a public repository (the event says so), reader text reaches no place anyone may read: a run of
// the docs-gap loop with personal data and whole sentences planted in every dataset, and a run per
// analytics endpoint whose answer breaks the contract with them in its body, leave none of it in the
// log, the outputs, the job summary, report.md, the charts, gaps.json and gaps.csv, or the GitHub
// stand-in's issues and comments. An error about an analytics body names the field and what was wrong
// with it, never its value. The dataset files of the artifact (page-views.csv, searches.json, …) and
// the checkpoint are left out here: what they may hold on a public repository is the artifact's rule.
// And the command line, whose files are the person's own: its report.md names the gaps as written
// (redacted), not "[reader text omitted]".
import { describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import {
  FEBRUARY_2026,
  TEST_KEY,
  TEST_PROJECT,
  useGitHubApi,
  useSimulator
} from '../../../__fixtures__/servers.js'
import { GAP_COMMENTS, GAP_QUESTIONS, PLANTED, type Fault, type Route } from '../../../simulator/index.js'
import { datasetFileName, CHECKPOINT_FILE } from '../../../src/modes/analytics/files/paths.js'
import { DATASETS } from '../../../src/modes/analytics/input-types.js'
import { NODE, ROOT, type ActionRun } from '../../helpers/run-action.js'

const sim = useSimulator({
  pageViews: FEBRUARY_2026,
  analyticsLimitPerHour: Infinity,
  analytics: { gaps: true }
})
const gh = useGitHubApi()
const keep = deletedAfter()
const TITLE = 'Docs gaps: weekly'
const DATASET_LIST = 'views,visitors,searches,feedback,feedback-by-page,assistant'

/** A sentence no rule could recognise as personal data: only the gate keeps it out. */
const MARKER = 'Quokkas whisper about lighthouse schedules'
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
  MARKER,
  'webhook retries',
  'sso with okta',
  'charged twice',
  GAP_QUESTIONS[0]!.query,
  GAP_COMMENTS[0]!.comment.slice(0, 24)
]

/** A workflow_dispatch event of a public repository (its payload says `private: false`). */
function publicEvent(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'public-event-'))
  const path = join(dir, 'event.json')
  const repository = {
    name: gh.repo,
    full_name: `${gh.owner}/${gh.repo}`,
    owner: { login: gh.owner },
    private: false,
    visibility: 'public'
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

const publicRun = (inputs: Record<string, string> = {}) =>
  runAnalytics(
    sim,
    {
      'date-from': '2026-02-01',
      'date-to': '2026-02-08',
      datasets: DATASET_LIST,
      gaps: 'true',
      'report-issue': TITLE,
      'github-token': 'ghs_test_token',
      ...inputs
    },
    { env: publicEvent() }
  )

/** The artifact's dataset files and the checkpoint: the artifact's own rule, not this test's. */
const ARTIFACT_DATASET_FILES = new Set([
  CHECKPOINT_FILE,
  ...DATASETS.flatMap(name => [datasetFileName(name, 'csv'), datasetFileName(name, 'json')])
])

/** Every file of the export that this test reads (report.md, the charts, gaps.json, gaps.csv, …). */
function exportFiles(run: ActionRun): Record<string, string> {
  const dir = run.outputs['export-dir']
  if (!dir) return {}
  const names = readdirSync(dir).filter(name => !ARTIFACT_DATASET_FILES.has(name))
  return Object.fromEntries(names.map(name => [name, readFileSync(join(dir, name), 'utf8')]))
}

/** Markdown, SVG and HTML as they read: entities decoded. */
const decoded = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(
      /&(amp|lt|gt|quot|apos);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!
    )

/** Everything the run wrote, by place. */
function everythingWritten(run: ActionRun): Record<string, string> {
  return {
    log: run.stdout,
    stderr: run.stderr,
    outputs: JSON.stringify(run.outputs),
    summary: run.summary,
    ...Object.fromEntries(Object.entries(exportFiles(run)).map(([name, text]) => [`file ${name}`, text])),
    ...Object.fromEntries(gh.issues.map(i => [`issue #${i.number}`, `${i.title}\n${i.body}`])),
    ...Object.fromEntries(gh.comments.map((c, k) => [`comment ${k}`, c.body]))
  }
}

/** The places that hold planted reader text, and what: [] when none does. */
function leaks(run: ActionRun): string[] {
  const found: string[] = []
  for (const [place, raw] of Object.entries(everythingWritten(run))) {
    const text = decoded(raw).toLowerCase()
    for (const planted of READER_TEXT)
      if (text.includes(planted.toLowerCase())) found.push(`${place}: ${planted}`)
  }
  return found
}

describe('a public repository: no reader text in anything written', () => {
  test('the docs-gap loop over every dataset: the gaps are found, their words are nowhere', async () => {
    const run = keep(await publicRun())
    expect(run.code).toBe(0)
    expect(leaks(run)).toEqual([])
    // The loop ran and its report and files are there, without the words.
    expect(Number(run.outputs['gaps-count'])).toBeGreaterThan(0)
    expect(run.summary).toContain('What readers could not find')
    expect(Object.keys(exportFiles(run))).toEqual(
      expect.arrayContaining(['report.md', 'gaps.json', 'gaps.csv'])
    )
    expect(gh.issues.some(i => i.title === TITLE)).toBe(true)
    // The event said public: GitHub was not asked.
    expect(gh.requests.some(r => r.method === 'GET' && r.path === `/repos/${gh.owner}/${gh.repo}`)).toBe(
      false
    )
  })

  const planted = `${MARKER}, write to ${PLANTED.email} or call ${PLANTED.phone}`
  const breaks: [Route, string, RegExp][] = [
    [
      'views',
      JSON.stringify({
        totals: { human: 1, ai: 0, total: 1 },
        views: [{ path: `/p ${planted}`, human: 'nine', ai: 0, total: 1 }],
        hasMore: false
      }),
      /views\.0\.human: expected number, got string/
    ],
    [
      'visitors',
      JSON.stringify({
        totals: { human: 1, ai: 0, total: 1 },
        visitors: [{ path: planted, total: 1 }],
        hasMore: false
      }),
      /visitors\.0\.human: missing \(expected number\)/
    ],
    [
      'searches',
      JSON.stringify({
        searches: [{ searchQuery: planted, hits: 'nine', ctr: 0, topClickedPage: null, lastSearchedAt: 'x' }],
        totalSearches: 1,
        nextCursor: null
      }),
      /searches\.0\.hits: expected number, got string/
    ],
    [
      'feedback',
      JSON.stringify({
        feedback: [
          {
            id: 'f1',
            path: '/p',
            comment: planted,
            createdAt: null,
            source: 'contextual',
            status: 'pending',
            helpful: 'no'
          }
        ],
        nextCursor: null,
        hasMore: false
      }),
      /feedback\.0\.helpful: expected boolean, got string/
    ],
    [
      'feedback-by-page',
      JSON.stringify({
        feedback: [{ path: planted, thumbsUp: 'many', thumbsDown: 0, code: 0, total: 1 }],
        hasMore: false
      }),
      /feedback\.0\.thumbsUp: expected number, got string/
    ],
    [
      'assistant',
      JSON.stringify({
        conversations: [
          {
            id: 'c1',
            timestamp: '2026-02-02T10:00:00Z',
            query: planted,
            response: planted,
            sources: [],
            resolutionStatus: 'unanswered',
            queryCategory: null,
            pageUrl: null
          }
        ],
        nextCursor: null,
        hasMore: 'yes'
      }),
      /hasMore: expected boolean, got string/
    ],
    [
      'caller-stats',
      JSON.stringify({ web: planted, api: 1, other: 0, total: 1 }),
      /web: expected number, got string/
    ],
    [
      'thread',
      JSON.stringify({ threadId: 't', messages: [{ content: planted }] }),
      /messages\.0\.role: missing/
    ]
  ]

  test.each(breaks)(
    '%s answers a body that breaks the contract: the error names the field, quotes none of it',
    async (route, body, names) => {
      const fault: Fault = { type: 'status', status: 200, body }
      sim.injectFault({ route, fault, times: Infinity })
      const run = keep(await publicRun())
      expect(leaks(run)).toEqual([])
      // The break is said, by its field and what was wrong, in the log (and the summary or the failure).
      expect(run.stdout).toMatch(names)
    }
  )

  test("an analytics error's own message has its personal data redacted", async () => {
    const body = JSON.stringify({
      error: `no cursor for ${PLANTED.email}`,
      details: [{ message: PLANTED.phone }]
    })
    sim.injectFault({ route: 'searches', fault: { type: 'status', status: 400, body }, times: Infinity })
    const run = keep(await publicRun())
    expect(leaks(run)).toEqual([])
    expect(run.stdout).toContain('no cursor for [email]: [phone]')
  })

  test('an answer that is not JSON is named by its size, not quoted', async () => {
    const fault: Fault = { type: 'status', status: 200, body: `<html>${planted}</html>` }
    sim.injectFault({ route: 'feedback', fault, times: 1 })
    const run = keep(await publicRun())
    expect(leaks(run)).toEqual([])
    expect(run.stdout).toMatch(/not JSON: a body of \d+ bytes \(not quoted/)
  })
})

describe('the command line', () => {
  test("its report.md names the gaps as written (redacted): the files are the person's own", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-gaps-'))
    const args = ['analytics', '--date-from', '2026-02-01', '--date-to', '2026-02-08', '--gaps']
    const child = spawn(
      NODE,
      [
        join(ROOT, 'dist', 'bin.js'),
        ...args,
        '--datasets',
        DATASET_LIST,
        '--output-dir',
        dir,
        '--base-url',
        sim.url
      ],
      {
        cwd: dir,
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          MINTLIFY_API_KEY: TEST_KEY,
          MINTLIFY_PROJECT_ID: TEST_PROJECT
        }
      }
    )
    let stderr = ''
    child.stderr.on('data', chunk => (stderr += chunk))
    const code = await new Promise<number | null>(resolve => child.on('close', resolve))
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' })
    const report = decoded(readFileSync(join(dir, 'report.md'), 'utf8'))
    const gaps = report.slice(report.indexOf('What readers could not find'))
    expect(gaps).toContain('webhook retries')
    expect(gaps).toContain('contact me at [email] or [phone]')
    expect(gaps).not.toContain('[reader text omitted]')
    expect(report).not.toContain(PLANTED.email)
    expect(stderr).not.toMatch(/taken as public/)
  })
})
