import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startFakeApi, type FakeApi, type Reply, type Script } from '../../simulator/fake-api.js'
import { partialLeaks } from '../helpers/leaks.js'
import { mulberry32 } from '../helpers/seeded.js'
import { cleanup, runAction, type ActionRun } from '../helpers/run-action.js'

// "Nothing from outside becomes a command, markup or a leak", for the API side: a fake API
// puts generated hostile strings into every field the agent endpoints return (and into error bodies),
// and each run of the bundle is checked for injected workflow commands, multi-line outputs, markup in
// the summary and any 8-character run of the key. Cases come from a seeded generator: a failure names
// its seed (HOSTILE_SEED=n reproduces it).

const KEY = 'mint_Hx7qLw2PzR9mKc4VbN8tYd3FgJ6sAe5UoQ1i'
const SEED = Number(process.env.HOSTILE_SEED ?? 20261123)

const PIECES = [
  'line one\nline two',
  '\n::warning::INJ',
  '::set-output name=x::INJ',
  '::stop-commands::tok',
  '::add-mask::INJ',
  '##[set-output name=x;]INJ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\n\n# Security notice\n[rotate your key](https://evil.example)',
  '</details></table>\n\n## INJ heading',
  'https://evil.example/x',
  KEY,
  `${'f'.repeat(160)}${KEY}`
]
const GLUE = ['', ' ', '\n', '\r\n', '\t', '\u2028', '\u001b[31m', 'x']

function hostile(rand: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T
  const parts: string[] = []
  const count = 1 + Math.floor(rand() * 3)
  for (let i = 0; i < count; i++) {
    if (rand() < 0.3) {
      // The key cut anywhere: at least 8 characters of it.
      const start = Math.floor(rand() * (KEY.length - 8))
      const end = start + 8 + Math.floor(rand() * (KEY.length - start - 8 + 1))
      parts.push(KEY.slice(start, end))
    } else parts.push(pick(PIECES))
    parts.push(pick(GLUE))
  }
  return parts.join('')
}

const OURS = new Set(['group', 'endgroup', 'warning', 'error', 'notice', 'debug', 'add-mask'])

/** Workflow commands in stdout that the action did not mean to emit. */
function injectedCommands(stdout: string): string[] {
  const bad: string[] = []
  for (const raw of stdout.split('\n')) {
    const line = raw.trimStart()
    if (line.includes('##[')) bad.push(line)
    if (!line.startsWith('::')) continue
    const m = /^::([A-Za-z-]+)(?: [^:]*)?::(.*)$/.exec(line)
    const [, name = '', content = ''] = m ?? []
    if (!OURS.has(name)) bad.push(line)
    else if (name === 'add-mask' ? content !== KEY : content.includes('::') || content.startsWith('INJ'))
      bad.push(line)
  }
  return bad
}

/** Markup in the summary that could only have come from data. */
function markupProblems(summary: string): string[] {
  const problems: string[] = []
  const lines = summary.split('\n')
  for (const line of lines) {
    if (/^\s{0,3}#/.test(line)) problems.push(`heading: ${line}`)
    if (/^\s{0,3}([-*+]|\d+\.)\s/.test(line)) problems.push(`list item: ${line}`)
    for (const tag of ['details', 'table', 'p', 'pre']) {
      const opens = line.split(`<${tag}>`).length - 1
      const closes = line.split(`</${tag}>`).length - 1
      if (opens !== closes) problems.push(`<${tag}> not closed on its line: ${line}`)
    }
  }
  if (/<script|<img|<h[13-6]/i.test(summary)) problems.push('a tag from data')
  if (/\]\(|\]\[/.test(summary)) problems.push('a Markdown link')
  for (const [, href = ''] of summary.matchAll(/<a href="([^"]*)"/g))
    // Only an https URL the API gave as a link field (prLink, repository) may become a link.
    if (!href.startsWith('https://') || /[\s"'<>`]/.test(href)) problems.push(`link to ${href}`)
  // A bare URL is autolinked by GitHub: outside hrefs, none may remain.
  if (/:\/\/|www\./.test(summary.replace(/href="[^"]*"/g, ''))) problems.push('a bare URL')
  return problems
}

function check(run: ActionRun, label: string): void {
  const why = `${label} (HOSTILE_SEED=${SEED})`
  expect({ why, commands: injectedCommands(run.stdout) }).toEqual({ why, commands: [] })
  const multiLine = Object.entries(run.outputs).filter(([, v]) => /[\r\n]/.test(v))
  expect({ why, multiLine }).toEqual({ why, multiLine: [] })
  const prLink = run.outputs['pr-link'] ?? ''
  expect({ why, prLink: prLink === '' || prLink.startsWith('https://') }).toEqual({ why, prLink: true })
  expect({ why, markup: markupProblems(run.summary) }).toEqual({ why, markup: [] })
  expect({ why, leaks: partialLeaks(run, KEY) }).toEqual({ why, leaks: [] })
}

/** A job record with generated values in every free-text field. */
function job(rand: () => number, id: string, status: string): Record<string, unknown> {
  return {
    id,
    status,
    prLink: hostile(rand),
    model: hostile(rand),
    source: { repository: hostile(rand), ref: hostile(rand) },
    createdAt: hostile(rand),
    archivedAt: hostile(rand),
    extra: hostile(rand)
  }
}

interface Case {
  label: string
  script: Script
  inputs?: Record<string, string>
}

function cases(rand: () => number): Case[] {
  const ok = (body: unknown, status = 200): Reply => ({ status, body })
  const text = () => hostile(rand)
  const list: Case[] = []
  for (let i = 0; i < 5; i++) {
    list.push({
      label: `success, every field hostile #${i}`,
      script: {
        create: [ok(job(rand, `job_s${i}`, 'active'), 201)],
        get: [ok(job(rand, `job_s${i}`, 'completed'))]
      }
    })
  }
  const idLike = ['::stop-commands::tok', '::add-mask::INJ', '<img/src=x>', '[x](https://evil.example)', KEY]
  for (const [i, id] of [...idLike, text(), text()].entries())
    list.push({ label: `hostile id #${i}`, script: { create: [ok(job(rand, id, 'completed'), 201)] } })
  for (let i = 0; i < 2; i++)
    list.push({
      label: `hostile status #${i}`,
      script: { create: [ok(job(rand, `job_t${i}`, text()), 201)] }
    })
  list.push(
    { label: '400 JSON error', script: { create: [{ status: 400, body: { error: text() } }] } },
    {
      label: '422 JSON error with details',
      script: { create: [{ status: 422, body: { error: text(), details: [{ message: text() }] } }] }
    },
    { label: '500 plain text', script: { create: [{ status: 500, body: text() }] } },
    { label: '201 plain text', script: { create: [{ status: 201, body: text() }] } },
    { label: '201 plain text naming a job', script: { create: [{ status: 201, body: `job_p1 ${text()}` }] } },
    {
      label: '429 with a hostile body, Retry-After past the deadline',
      script: { create: [{ status: 429, body: text(), headers: { 'retry-after': '999999' } }] }
    },
    {
      label: 'a read fails with a hostile 503, then succeeds',
      script: {
        create: [ok(job(rand, 'job_r1', 'active'), 201)],
        get: [{ status: 503, body: text() }, ok(job(rand, 'job_r1', 'completed'))]
      }
    },
    {
      label: 'a read answers 404 with a hostile body',
      script: {
        create: [ok(job(rand, 'job_r2', 'active'), 201)],
        get: [{ status: 404, body: { error: text() } }]
      }
    },
    {
      label: 'a follow-up answered with hostile fields',
      script: { message: [ok(job(rand, 'job_f1', 'active'))], get: [ok(job(rand, 'job_f1', 'failed'))] },
      inputs: { 'job-id': 'job_f1' }
    },
    {
      label: 'a follow-up refused with a hostile 400',
      script: { message: [{ status: 400, body: text() }] },
      inputs: { 'job-id': 'job_f2' }
    }
  )
  return list
}

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())

describe(`hostile API answers (seed ${SEED})`, () => {
  const all = cases(mulberry32(SEED))
  it('stays within the bound on bundle runs', () => {
    expect(all.length).toBeLessThanOrEqual(25)
  })

  it.each(all.map(c => [c.label, c] as const))('%s', async (label, c) => {
    api.script = c.script
    const run = await runAction({
      'api-key': KEY,
      'project-id': 'proj_hostile',
      'base-url': api.url,
      'poll-interval-seconds': '1',
      'timeout-minutes': '0.5',
      prompt: `Prompt for ${label}`,
      ...c.inputs
    })
    try {
      expect(run.signal).toBeNull()
      check(run, label)
    } finally {
      cleanup(run)
    }
  })
})
