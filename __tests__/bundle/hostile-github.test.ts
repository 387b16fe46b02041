// Nothing from outside becomes a command, markup or a leak, GitHub side: generated hostile strings in
// every field GitHub or the event payload gives (PR title, body, branches, file names, commit
// messages, comment bodies, logins, release name, notes and tag) must never become a workflow
// command, an output newline, Markdown structure in the comment or summary, or a leak of any
// 8-character run of the key. Runs the built bundle.
import { describe, expect, test } from '@jest/globals'
import { commentPayload, pullRequestPayload, sha } from '../../__fixtures__/events.js'
import { runEvent } from '../../__fixtures__/runs.js'
import {
  JOBS_COMPLETE_AT_ONCE,
  TEST_KEY as KEY,
  useGitHubApi,
  useSimulator
} from '../../__fixtures__/servers.js'
import type { ActionRun } from '../helpers/run-action.js'
import { secretRuns } from '../helpers/leaks.js'
import { mulberry32 } from '../helpers/seeded.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()

const PIECES = [
  '\n::warning::PWNED warning',
  '\n::error::PWNED error',
  '\n::set-output name=job-id::PWNED',
  '\n::stop-commands::PWNEDTOKEN',
  '\n::add-mask::PWNED',
  '\r\n::notice::PWNED',
  '<img src=x onerror=alert(1)>',
  '<a href="https://evil.example/a">click</a>',
  '\n\n# Security notice\n[rotate your key](https://evil.example/rotate)',
  '\n\n## Heading\n\n![img](https://evil.example/x.png)',
  '<!-- docs-agent-job:job_evil -->',
  '</details></code>**bold** `tick` | table |',
  'https://evil.example/bare',
  '\n\n',
  KEY,
  KEY.slice(0, 20),
  KEY.slice(9),
  KEY.slice(5, 17)
]

/** A seeded generator (mulberry32): the same strings on every run, many combinations across seeds. */
function generator(seed: number): () => string {
  const next = mulberry32(seed)
  return () => {
    const n = 1 + Math.floor(next() * 3)
    const parts = Array.from({ length: n }, () => PIECES[Math.floor(next() * PIECES.length)])
    return `v${Math.floor(next() * 1000)}${parts.join('')}`
  }
}

const PROMPT = { prompt: 'Update the docs' }
const OWN_COMMANDS = ['::warning::', '::error::', '::group::', '::endgroup::', '::debug::', '::notice::']
// The tags the action's own templates use (comment and summary); a value's `<` is always an entity.
const OWN_TAGS = ['code', 'a', 'br', 'details', 'summary', 'h2', 'h3', 'table', 'tr', 'th', 'td', 'pre', 'p']
const ALLOWED_TAGS = new Set(['!--', ...OWN_TAGS, ...OWN_TAGS.map(t => `/${t}`)])

/** Markdown structure that could only have come from a value: headings, links, images, foreign tags. */
function markupProblems(markdown: string): string[] {
  const problems: string[] = []
  const lines = markdown.split('\n')
  for (const line of lines) if (/^\s{0,3}#{1,6}\s/.test(line)) problems.push(`heading: ${line}`)
  if (/\]\(/.test(markdown)) problems.push('a Markdown link or image')
  if (/https?:\/\/evil/.test(markdown)) problems.push('a bare evil URL (autolink)')
  for (const m of markdown.matchAll(/<([!/]?[a-zA-Z0-9-]*)/g))
    if (!ALLOWED_TAGS.has((m[1] ?? '').toLowerCase())) problems.push(`tag <${m[1]}`)
  for (const m of markdown.matchAll(/href="([^"]*)"/g))
    if (/evil/.test(m[1] ?? '')) problems.push(`link to ${m[1]}`)
  return problems
}

function assertSafe(run: ActionRun, label: string): void {
  const problems: string[] = []
  for (const line of run.stdout.split('\n')) {
    if (!line.startsWith('::')) continue
    if (line === `::add-mask::${KEY}`) continue
    if (!OWN_COMMANDS.some(c => line.startsWith(c))) problems.push(`command line: ${line.slice(0, 80)}`)
    if (/^::[a-z-]+::PWNED/.test(line) || /^::[a-z-]+ [^:]*::PWNED/.test(line))
      problems.push(`injected: ${line.slice(0, 80)}`)
  }
  for (const [name, value] of Object.entries(run.outputs))
    if (/[\r\n]/.test(value)) problems.push(`output ${name} has a newline`)
  const comments = gh.comments.filter(c => c.user.login === 'github-actions[bot]').map(c => c.body)
  for (const [where, text] of [
    ['stdout', run.stdout.replace(`::add-mask::${KEY}\n`, '')],
    ['stderr', run.stderr],
    ['summary', run.summary],
    ['outputs', JSON.stringify(run.outputs)],
    ...comments.map(c => ['comment', c] as const)
  ] as const) {
    const runs = secretRuns(text, KEY)
    if (runs.length) {
      const at = text.indexOf(runs[0] as string)
      problems.push(
        `key run ${runs[0]} in ${where}: ${JSON.stringify(text.slice(Math.max(0, at - 100), at + 40))}`
      )
    }
  }
  for (const body of [...comments, run.summary]) problems.push(...markupProblems(body))
  expect({ label, problems }).toEqual({ label, problems: [] })
}

describe.each([1, 2, 3])('hostile GitHub values, seed %i', seed => {
  test('pull request, follow-up, /docs, push and release: nothing becomes a command, markup or a leak', async () => {
    const hostile = generator(seed)
    // A login with write access, whatever its (hostile) characters: the stand-in answers its permission.
    const writer = (login: string) => {
      gh.permissions[login] = 'write'
      return login
    }
    const files = Array.from({ length: 4 }, () => ({ filename: hostile(), status: hostile() }))
    const pr = (head: string, action: string) => {
      const payload = pullRequestPayload(gh, 80, head, { title: hostile(), body: hostile(), files }, action)
      payload.pull_request.user = { login: hostile() }
      payload.pull_request.head.label = hostile()
      payload.pull_request.base.ref = hostile()
      return payload
    }
    // Comments by others carrying markers and hostile names: another bot, and a person.
    gh.addComment({
      issueNumber: 80,
      body: `<!-- docs-agent-action:Docs%20update:docs -->\n<!-- docs-agent-job:${encodeURIComponent(hostile())} -->`,
      user: { login: hostile(), type: 'Bot' }
    })
    const first = await runEvent(sim, gh, {
      event: 'pull_request',
      payload: pr(sha('a'), 'opened'),
      inputs: PROMPT
    })
    assertSafe(first, 'opened')

    gh.setRange(sha('a'), sha('b'), {
      commits: [
        { sha: sha('b'), message: hostile() },
        { sha: sha('c'), message: hostile() }
      ],
      files: files.map(f => ({ ...f, filename: hostile() }))
    })
    const followUp = await runEvent(sim, gh, {
      event: 'pull_request',
      payload: pr(sha('b'), 'synchronize'),
      inputs: PROMPT
    })
    assertSafe(followUp, 'synchronize')
    expect(followUp.outputs.action).toBe('follow-up')

    const docs = await runEvent(sim, gh, {
      event: 'issue_comment',
      payload: commentPayload(80, `/docs ${hostile()}`, writer(hostile())),
      inputs: { prompt: 'follow the comment' }
    })
    assertSafe(docs, '/docs')

    // A token that can read /user, with a hostile login, whose "own" comment names a hostile job.
    gh.user = { login: hostile(), type: 'User', id: 7 }
    gh.addComment({
      issueNumber: 80,
      body: `<!-- docs-agent-action:${encodeURIComponent(hostile())}:x -->\n<!-- docs-agent-job:${encodeURIComponent(`job\n::warning::PWNED ${KEY}`)} -->`,
      user: gh.user as { login: string; type: 'User' }
    })
    const docs2 = await runEvent(sim, gh, {
      event: 'issue_comment',
      payload: commentPayload(80, `/docs ${hostile()}`, writer(hostile())),
      inputs: { prompt: 'again' }
    })
    assertSafe(docs2, '/docs with a hostile token identity')
    // The token's own (hostile) comment carries no state sealed for this pull request: the job stays the
    // one this action recorded.
    expect(docs2.outputs.action).toBe('follow-up')
    expect(docs2.outputs['job-id']).toBe(first.outputs['job-id'])
    gh.comments.length = 0

    gh.setRange(sha('1'), sha('2'), {
      commits: [{ sha: sha('2'), message: hostile() }],
      files: [{ filename: hostile(), status: hostile() }]
    })
    const push = await runEvent(sim, gh, {
      event: 'push',
      payload: { ref: hostile(), before: sha('1'), after: sha('2') },
      inputs: PROMPT
    })
    assertSafe(push, 'push')

    const tag = hostile()
    gh.releases = [
      { tag_name: hostile(), name: hostile(), draft: false, published_at: '2026-01-01T00:00:00Z' }
    ]
    const release = await runEvent(sim, gh, {
      event: 'release',
      payload: {
        action: 'published',
        release: {
          tag_name: tag,
          name: hostile(),
          body: hostile(),
          html_url: hostile(),
          published_at: '2026-02-01T00:00:00Z'
        }
      },
      inputs: PROMPT
    })
    assertSafe(release, 'release')
    for (const r of [first, followUp, docs, docs2, push, release]) expect(r.code).toBe(0)
  })
})
