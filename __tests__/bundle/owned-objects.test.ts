// On the built bundle: what the action writes on GitHub is its own by one rule, written by this
// token's identity for this repository, pull request, project and matrix leg. A preview matrix over
// two projects (or two legs of one) keeps one comment each, with GITHUB_TOKEN and with a personal
// token; a comment with the marker by another identity is neither adopted nor overwritten; a personal
// token skips the check run with one line and no request. The report issue follows the same rule.
import { beforeEach, describe, expect, test } from '@jest/globals'
import { pullRequestPayload, sha } from '../../__fixtures__/events.js'
import { runAnalytics, runEvent, warningsOf } from '../../__fixtures__/runs.js'
import {
  JOBS_COMPLETE_AT_ONCE,
  TEST_PROJECT,
  useGitHubApi,
  useSimulator
} from '../../__fixtures__/servers.js'
import { DEFAULT_DEPLOYMENT_SCENARIO } from '../../simulator/index.js'
import { ownedMarker } from '../../src/kernel/github/owned.js'

const OTHER_PROJECT = 'proj_api'
const sim = useSimulator({ ...JOBS_COMPLETE_AT_ONCE, projects: [TEST_PROJECT, OTHER_PROJECT] })
const gh = useGitHubApi()
const PERSONAL = 'ghp_personal_token_of_docs_maintainer'
const PERSON = 'jane-writer'

const payload = {
  pull_request: {
    number: 12,
    head: { ref: 'docs/webhooks', repo: { full_name: 'acme/widgets' } },
    base: { repo: { full_name: 'acme/widgets' } }
  }
}
/** One leg of the matrix: the same workflow and job, its own project (and leg name). */
const preview = (inputs: Record<string, string>) =>
  runEvent(sim, gh, { event: 'pull_request', payload, inputs: { mode: 'preview', ...inputs } })
const previewComments = () =>
  gh.comments.filter(c => c.issueNumber === 12 && c.body.includes('docs-agent-action:preview'))
const scope = (project: string, leg = '') => ({
  kind: 'preview',
  repository: 'acme/widgets',
  number: 12,
  project,
  leg
})

beforeEach(() => {
  sim.setAdmin({ previews: true, deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, pollsUntilDone: 1 } })
  gh.addPullRequest({ number: 12, headRef: 'docs/webhooks' })
  gh.giveToken(PERSONAL, { kind: 'personal', login: PERSON })
})

describe.each([
  ['GITHUB_TOKEN', 'ghs_test_token', 'github-actions[bot]'],
  ['a personal token', PERSONAL, PERSON]
])('a preview matrix with %s', (_, token, writer) => {
  const legs = [
    { 'project-id': TEST_PROJECT, 'github-token': token },
    { 'project-id': OTHER_PROJECT, 'github-token': token }
  ]

  test('over two projects, two runs leave one correct comment per project', async () => {
    let firstIds: number[] = []
    for (const round of [1, 2]) {
      const statusIds: string[] = []
      for (const leg of legs) {
        const run = await preview(leg)
        expect(run.code).toBe(0)
        statusIds.push(run.outputs['status-id']!)
      }
      const comments = previewComments()
      expect(comments).toHaveLength(2)
      // Each project's comment shows its own latest preview, and the second round updated the first's.
      expect(comments.map((c, i) => c.body.includes(`<code>${statusIds[i]}</code>`))).toEqual([true, true])
      if (round === 1) firstIds = comments.map(c => c.id)
      else expect(comments.map(c => c.id)).toEqual(firstIds)
    }
    expect(previewComments().map(c => c.body.split('\n')[0])).toEqual([
      ownedMarker(scope(TEST_PROJECT)),
      ownedMarker(scope(OTHER_PROJECT))
    ])
    expect(previewComments().map(c => c.user.login)).toEqual([writer, writer])
  })

  test('over two legs of one project (`matrix-leg`), two runs leave one comment per leg', async () => {
    for (const _round of [1, 2])
      for (const leg of ['light', 'dark'])
        expect((await preview({ 'github-token': token, 'matrix-leg': leg })).code).toBe(0)
    const comments = previewComments()
    expect(comments).toHaveLength(2)
    expect(comments.map(c => c.body.split('\n')[0])).toEqual([
      ownedMarker(scope(TEST_PROJECT, 'light')),
      ownedMarker(scope(TEST_PROJECT, 'dark'))
    ])
    expect(comments.map(c => c.editedBy)).toEqual([[writer], [writer]])
  })
})

test('a comment with the marker by another identity is neither adopted nor overwritten', async () => {
  // A person copied the marker; another workflow wrote one with GITHUB_TOKEN (in the marker forms
  // this action has used), and this run comes with a personal token.
  const copied = `${ownedMarker(scope(TEST_PROJECT))}\nI made this`
  const byBot = `<!-- docs-agent-action:preview Docs%20update/docs -->\n${ownedMarker(scope(TEST_PROJECT))}\nbot`
  const planted = [
    gh.addComment({ issueNumber: 12, body: copied, user: { login: 'mallory', type: 'User' } }),
    gh.addComment({ issueNumber: 12, body: byBot })
  ]
  const withBotMarker = gh.addComment({ issueNumber: 12, body: `${ownedMarker(scope(TEST_PROJECT))}\nbot` })
  planted.push(withBotMarker)
  const bodies = planted.map(c => c.body)

  const personal = await preview({ 'github-token': PERSONAL })
  expect(personal.code).toBe(0)
  expect(planted.map(c => c.body)).toEqual(bodies)
  expect(planted.map(c => c.editedBy)).toEqual([undefined, undefined, undefined])
  expect(previewComments().filter(c => c.user.login === PERSON)).toHaveLength(1)
  expect(personal.stdout).toMatch(/Left 2 comment\(s\) alone .* written by mallory, github-actions\[bot\]/)

  // GITHUB_TOKEN's run takes the bot's own comment, and leaves the person's and the personal token's alone.
  const bot = await preview({})
  expect(bot.code).toBe(0)
  expect(withBotMarker.editedBy).toEqual(['github-actions[bot]'])
  expect(planted.slice(0, 2).map(c => c.body)).toEqual(bodies.slice(0, 2))
  expect(previewComments()).toHaveLength(4)
})

test('a personal token skips the check run with one line and no request; GITHUB_TOKEN opens it', async () => {
  const agentRun = (token: string, number: number) =>
    runEvent(sim, gh, {
      event: 'pull_request',
      payload: pullRequestPayload(gh, number, sha('a'), {}, 'opened'),
      inputs: {
        prompt: 'Update the docs',
        'event-context': 'false',
        'check-run': 'true',
        'github-token': token
      }
    })
  const personal = await agentRun(PERSONAL, 3)
  expect(personal.code).toBe(0)
  expect(gh.requests.filter(r => r.path.includes('/check-runs'))).toHaveLength(0)
  expect(gh.checkRuns).toHaveLength(0)
  const skipped = personal.stdout.split('\n').filter(line => line.includes('check run'))
  expect(skipped).toHaveLength(1)
  expect(skipped[0]).toMatch(/Skipping the "Docs agent" check run: github-token is a personal token/)
  expect(personal.stdout).not.toContain('::warning')
  expect(gh.comments.filter(c => c.issueNumber === 3).map(c => c.user.login)).toEqual([PERSON])

  const bot = await agentRun('ghs_test_token', 4)
  expect(bot.code).toBe(0)
  expect(gh.checkRuns.map(c => [c.writer, c.status])).toEqual([['github-actions[bot]', 'completed']])
})

test("the report issue: another identity's is never written, by title or by number", async () => {
  const exportTo = (reportIssue: string) =>
    runAnalytics(
      sim,
      {
        'date-from': '2026-02-01',
        'date-to': '2026-03-01',
        'report-issue': reportIssue,
        'github-token': PERSONAL
      },
      { env: { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}` } }
    )
  const MARKER = '<!-- docs-agent-action:report-issue -->'
  const botIssue = gh.addIssue({
    title: 'Docs report',
    body: `${MARKER}\nold`,
    labels: ['docs-agent-report']
  })
  const byTitle = await exportTo('Docs report')
  expect(byTitle.code).toBe(0)
  expect(botIssue.body).toBe(`${MARKER}\nold`)
  const created = gh.issues.filter(i => i.number !== botIssue.number)
  expect(created.map(i => [i.title, i.user.login])).toEqual([['Docs report', PERSON]])

  const theirs = gh.addIssue({ title: 'Our plan', body: 'plan', user: { login: 'mallory', type: 'User' } })
  const byNumber = await exportTo(`#${theirs.number}`)
  expect(byNumber.code).toBe(0)
  expect(theirs.body).toBe('plan')
  expect(gh.comments.filter(c => c.issueNumber === theirs.number)).toHaveLength(0)
  expect(warningsOf(byNumber).join('\n')).toMatch(
    new RegExp(`#${theirs.number} was opened by mallory, not by this token's identity \\(${PERSON}\\)`)
  )
})
