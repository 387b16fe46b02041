// On the built bundle: the pull request's state counts only where this action sealed it (this repository,
// pull request, project and comment), each project of a matrix has its own, and two runs that start a
// pull request together make one job and one comment.
import { describe, expect, test } from '@jest/globals'
import { commentPayload, pullRequestPayload, sha } from '../../../__fixtures__/events.js'
import { commentState, runEvent } from '../../../__fixtures__/runs.js'
import {
  JOBS_COMPLETE_AT_ONCE,
  TEST_PROJECT,
  useGitHubApi,
  useSimulator
} from '../../../__fixtures__/servers.js'

const OTHER_PROJECT = 'proj_other'
const sim = useSimulator({ ...JOBS_COMPLETE_AT_ONCE, projects: [TEST_PROJECT, OTHER_PROJECT] })
const gh = useGitHubApi()

const FILES = [{ filename: 'src/widget.ts', status: 'added' }]
const ours = (pr: number) =>
  gh.comments.filter(c => c.issueNumber === pr && c.user.login === 'github-actions[bot]')
const creates = () => sim.requests.filter(r => r.route === 'create')
const messages = () => sim.requests.filter(r => r.route === 'message')
const historyLines = (body = '') => body.split('\n').filter(l => l.startsWith('- '))
const opened = (pr: number, head = sha('a'), action = 'opened') => ({
  event: 'pull_request',
  payload: pullRequestPayload(gh, pr, head, { files: FILES }, action),
  inputs: { prompt: 'Update the docs' }
})

describe("the pull request's state is this action's own", () => {
  test('another workflow quoting the comment, here or on another pull request, is neither followed nor overwritten', async () => {
    const first = await runEvent(sim, gh, opened(50))
    const original = ours(50)[0]
    const quoted = original?.body ?? ''
    expect(commentState(gh, original)?.job).toBe(first.outputs['job-id'])

    // Another workflow (same default token, so the same author) copies the whole comment, markers and all,
    // onto another pull request: that pull request's first run creates its own job.
    const elsewhere = gh.addComment({ issueNumber: 51, body: quoted })
    const other = await runEvent(sim, gh, opened(51))
    expect(other.outputs.action).toBe('created')
    expect(other.outputs['job-id']).not.toBe(first.outputs['job-id'])
    expect(gh.comments.find(c => c.id === elsewhere.id)?.body).toBe(quoted)

    // ...and onto this pull request, newer than the original: `/docs` and the next push still use the
    // original, and the copy is left as it was.
    const copy = gh.addComment({ issueNumber: 50, body: quoted })
    const docs = await runEvent(sim, gh, {
      event: 'issue_comment',
      payload: commentPayload(50, '/docs Mention the flag'),
      workflow: 'Docs follow-up',
      job: 'follow-up',
      inputs: { prompt: 'Mention the flag' }
    })
    const push = await runEvent(sim, gh, opened(50, sha('b'), 'synchronize'))
    expect([docs.outputs.action, push.outputs.action]).toEqual(['follow-up', 'follow-up'])
    expect([docs.outputs['job-id'], push.outputs['job-id']]).toEqual([
      first.outputs['job-id'],
      first.outputs['job-id']
    ])
    expect(gh.comments.find(c => c.id === copy.id)?.body).toBe(quoted)
    const patched = new Set(gh.requests.filter(r => r.method === 'PATCH').map(r => r.path.split('/').at(-1)))
    expect(patched.has(String(copy.id))).toBe(false)
    expect(historyLines(gh.comments.find(c => c.id === original?.id)?.body)).toHaveLength(3)
    // The API key is not in any comment, whole or as the seal's key.
    expect(gh.comments.map(c => c.body).join('\n')).not.toContain('mint_')
  })

  test('each project of a matrix keeps its own job and comment: 3 pushes make 2 jobs, not 6', async () => {
    for (const [head, action] of [
      [sha('a'), 'opened'],
      [sha('b'), 'synchronize'],
      [sha('c'), 'synchronize']
    ] as const) {
      for (const project of [TEST_PROJECT, OTHER_PROJECT]) {
        const run = await runEvent(sim, gh, {
          ...opened(60, head, action),
          inputs: { prompt: 'Update the docs', 'project-id': project }
        })
        expect(run.outputs.action).toBe(action === 'opened' ? 'created' : 'follow-up')
      }
    }
    expect(creates()).toHaveLength(2)
    expect(messages()).toHaveLength(4)
    const comments = ours(60)
    expect(comments).toHaveLength(2)
    const jobs = comments.map((c, i) => commentState(gh, c, i === 0 ? TEST_PROJECT : OTHER_PROJECT)?.job)
    expect(new Set(jobs).size).toBe(2)
    expect(commentState(gh, comments[0], OTHER_PROJECT)).toBe(undefined)
    for (const c of comments) expect(historyLines(c.body)).toHaveLength(3)
  })

  test('two runs that start a pull request together leave one job and one comment, with both history lines', async () => {
    // Both list the comments before either has written one: the race the claim settles.
    gh.holdUntil('list-comments', 2)
    const [a, b] = await Promise.all([runEvent(sim, gh, opened(70)), runEvent(sim, gh, opened(70))])
    expect([a.code, b.code]).toEqual([0, 0])
    expect([a.outputs.action, b.outputs.action].sort()).toEqual(['created', 'follow-up'])
    expect(a.outputs['job-id']).toBe(b.outputs['job-id'])
    expect(creates()).toHaveLength(1)
    expect(ours(70)).toHaveLength(1)
    const lines = historyLines(ours(70)[0]?.body)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^- created job /)
    expect(lines[1]).toMatch(/^- follow-up for <code>aaaaaaa<\/code>/)
    expect(a.outputs['comment-url']).toBe(b.outputs['comment-url'])
  })

  test('a job that cannot be created leaves a comment that says so and holds no later run up', async () => {
    sim.injectFault({
      route: 'create',
      fault: { type: 'status', status: 400, body: '{"error":"Invalid request"}' }
    })
    const failed = await runEvent(sim, gh, opened(80))
    expect(failed.code).toBe(1)
    expect(ours(80)).toHaveLength(1)
    expect(ours(80)[0]?.body).toContain('No job was created')
    expect(ours(80)[0]?.body).not.toContain('docs-agent-claim')
    const next = await runEvent(sim, gh, opened(80))
    expect(next.outputs.action).toBe('created')
    expect(next.stdout).not.toContain('waiting for its job id')
  })
})
