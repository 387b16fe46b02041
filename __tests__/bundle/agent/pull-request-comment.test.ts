// The built bundle against the API simulator and the GitHub stand-in (both on 127.0.0.1): the sticky
// comment, permission failures, `/docs` follow-ups and cancellation. The pull request's context in
// the prompt: pull-request-context.test.ts.
import { describe, expect, test } from '@jest/globals'
import type { ChildProcess } from 'node:child_process'
import { CHANGED_FILES, maintainerComment, pullRequestEvent } from '../../../__fixtures__/events.js'
import {
  ghCalls,
  promptsOf,
  runEvent,
  warningsOf as warnings,
  type EventRun
} from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()
const run = (spec: EventRun) => runEvent(sim, gh, spec)
const prompts = () => sim.requests.filter(r => r.route === 'create' || r.route === 'message')
const promptOf = (index = 0) => promptsOf(sim)[index]?.prompt ?? ''

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise(resolve => setTimeout(resolve, 20))
}

describe('sticky comment', () => {
  test('two runs of the same workflow job keep one comment; another workflow job follows the same job in it', async () => {
    // Someone pasting the marker cannot hijack the comment: untrusted authors are ignored.
    gh.addComment({
      issueNumber: 11,
      body: '<!-- docs-agent-action:Docs%20update:docs -->\n<!-- docs-agent-job:job_evil -->',
      user: { login: 'mallory', type: 'User' },
      authorAssociation: 'NONE'
    })
    const payload = pullRequestEvent(gh, { number: 11, files: CHANGED_FILES })
    const first = await run({ event: 'pull_request', payload, inputs: { prompt: 'Update the docs' } })
    const second = await run({ event: 'pull_request', payload, inputs: { prompt: 'Update the docs again' } })
    expect([first.code, second.code]).toEqual([0, 0])
    expect(ghCalls(gh, 'POST', '/comments')).toHaveLength(1)
    // The first run posts its comment as a claim, then seals the job into it and writes the end; the
    // second run writes twice.
    expect(ghCalls(gh, 'PATCH', '/comments')).toHaveLength(4)
    const ours = gh.comments.filter(c => c.user.type === 'Bot')
    expect(ours).toHaveLength(1)
    expect(ours[0]?.body).toContain(`<!-- docs-agent-job:${second.outputs['job-id']} -->`)
    expect(second.outputs['comment-url']).toBe(first.outputs['comment-url'])
    expect(gh.comments.find(c => c.user.login === 'mallory')?.body).toContain('job_evil')

    // One job per pull request and project: another workflow job of this action finds it too.
    const other = await run({
      event: 'pull_request',
      payload,
      job: 'docs-api',
      inputs: { prompt: 'API docs' }
    })
    expect(other.code).toBe(0)
    expect(other.outputs.action).toBe('follow-up')
    expect(other.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(gh.comments.filter(c => c.user.type === 'Bot')).toHaveLength(1)
    expect(other.outputs['comment-url']).toBe(first.outputs['comment-url'])
  })

  test('403 from GitHub with `comment-on-pr: false`: a warning naming the permissions block, a green step, the job id output', async () => {
    // With the comment (the default), a 403 fails the run before any job: pull-request-memory.test.ts.
    gh.setFault({ status: 403 })
    const result = await run({
      event: 'pull_request',
      payload: pullRequestEvent(gh, { number: 12, files: CHANGED_FILES }),
      inputs: { prompt: 'Update the docs', 'comment-on-pr': 'false' }
    })
    expect(result.code).toBe(0)
    expect(result.outputs['job-id']).toMatch(/\S/)
    expect(result.outputs.status).toBe('completed')
    expect(result.outputs['comment-url'] ?? '').toBe('')
    expect(sim.jobs.size).toBe(1)
    // One warning, for the file list; no comment is read or written.
    const texts = warnings(result)
    expect(texts).toHaveLength(1)
    for (const text of texts) {
      expect(text).toContain('HTTP 403')
      expect(text).toContain('permissions:%0A  contents: read%0A  pull-requests: ')
    }
    expect(gh.requests.filter(r => r.path.includes('/comments'))).toEqual([])
    expect(ghCalls(gh, 'PATCH', '/comments')).toHaveLength(0)
    expect(promptOf()).toContain('Changed files: not available')
  })
})

describe('/docs follow-up from a comment', () => {
  test("takes the pull request's one job from its comment (whichever workflow wrote it) and updates that comment", async () => {
    const payload = pullRequestEvent(gh, { number: 21, files: CHANGED_FILES })
    const older = await run({ event: 'pull_request', payload, inputs: { prompt: 'Update the docs' } })
    const newer = await run({
      event: 'pull_request',
      payload,
      workflow: 'Docs nightly',
      job: 'refresh',
      inputs: { prompt: 'Refresh the docs' }
    })
    // The second workflow followed the first one's job, in its comment.
    expect(newer.outputs['job-id']).toBe(older.outputs['job-id'])
    expect(gh.comments).toHaveLength(1)
    const theComment = gh.comments[0]
    gh.requests.length = 0
    sim.requests.length = 0

    const result = await run({
      event: 'issue_comment',
      payload: maintainerComment(gh, 21, '/docs also document the CLI'),
      workflow: 'Docs follow-up',
      job: 'follow-up',
      inputs: { prompt: 'also document the CLI' }
    })
    expect(result.code).toBe(0)
    const jobId = older.outputs['job-id'] as string
    expect(result.stdout).toContain(`Taking job ${jobId} from this action's comment on pull request #21`)
    expect(result.outputs['job-id']).toBe(jobId)

    const [message] = prompts()
    expect(message?.route).toBe('message')
    expect(message?.rawPath).toBe(`/v2/agent/proj_demo/job/${jobId}/message`)
    // The comment event has no head/base: the pull request was read from the API.
    expect(promptOf()).toMatch(/^also document the CLI\n\n-----/)
    expect(promptOf()).toContain('Head branch: acme:feature')
    expect(ghCalls(gh, 'GET', '/pulls/21')[0]?.path).toBe('/repos/acme/widgets/pulls/21')

    // No new comment: the one that named the job was updated, keeping its workflow's marker.
    expect(gh.comments).toHaveLength(1)
    // ...and the command got its reactions (👀 on acceptance, 🚀 for the docs pull request), nothing else.
    expect(ghCalls(gh, 'POST', '/comments').map(r => r.path)).toEqual([
      '/repos/acme/widgets/issues/comments/1/reactions',
      '/repos/acme/widgets/issues/comments/1/reactions'
    ])
    expect(gh.reactions.map(r => r.content)).toEqual(['eyes', 'rocket'])
    expect(ghCalls(gh, 'PATCH', '/comments').map(r => r.path)).toEqual([
      `/repos/acme/widgets/issues/comments/${theComment?.id}`,
      `/repos/acme/widgets/issues/comments/${theComment?.id}`
    ])
    expect(theComment?.body).toContain('<!-- docs-agent-action:Docs%20update:docs -->')
    expect(result.outputs['comment-url']).toBe(newer.outputs['comment-url'])
  })

  test('without a comment of this action, a new job is created (and gets its own comment)', async () => {
    gh.addPullRequest({ number: 22, files: CHANGED_FILES })
    gh.addComment({ issueNumber: 22, body: 'Looks good!', user: { login: 'a', type: 'User' } })
    const result = await run({
      event: 'issue_comment',
      payload: maintainerComment(gh, 22, '/docs document widgets'),
      workflow: 'Docs follow-up',
      job: 'follow-up',
      inputs: { prompt: 'document widgets' }
    })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('No comment of this action names a job on pull request #22')
    expect(prompts().map(r => r.route)).toEqual(['create'])
    expect(sim.jobs.size).toBe(1)
    expect(gh.comments.at(-1)?.body).toContain('<!-- docs-agent-action:Docs%20follow-up:follow-up -->')
  })

  test('an explicit job-id wins over the comments', async () => {
    const created = await run({
      event: 'pull_request',
      payload: pullRequestEvent(gh, { number: 23, files: CHANGED_FILES }),
      inputs: { prompt: 'Update the docs' }
    })
    gh.addComment({
      issueNumber: 23,
      body: '<!-- docs-agent-action:x:y -->\n<!-- docs-agent-job:job_other -->'
    })
    const result = await run({
      event: 'issue_comment',
      payload: maintainerComment(gh, 23, '/docs more'),
      inputs: { prompt: 'more', 'job-id': created.outputs['job-id'] as string, 'comment-on-pr': 'false' }
    })
    expect(result.code).toBe(0)
    expect(prompts().at(-1)?.rawPath).toBe(`/v2/agent/proj_demo/job/${created.outputs['job-id']}/message`)
  })
})

describe('cancellation', () => {
  const startAndCancel = (hangComments: boolean) => async (child: ChildProcess) => {
    // Cancel once the job is known and the first comment is written (the first poll follows it).
    await until(() => sim.requests.some(r => r.route === 'get'))
    if (hangComments)
      gh.setFault({ routes: ['update-comment', 'create-comment', 'list-comments'], status: 'hang' })
    child.kill('SIGINT')
  }

  test('the comment says cancelled and the job id survives', async () => {
    const result = await run({
      event: 'pull_request',
      payload: pullRequestEvent(gh, { number: 31, files: CHANGED_FILES }),
      inputs: { prompt: 'Long job [sim:polls=1000]' },
      onSpawn: child => void startAndCancel(false)(child),
      killAfterMs: 20_000
    })
    expect(result.signal).toBeNull()
    expect(result.outputs['job-id']).toMatch(/\S/)
    expect(gh.comments).toHaveLength(1)
    expect(gh.comments[0]?.body).toContain('The workflow was cancelled while waiting')
    expect(result.outputs['comment-url']).toMatch(/#issuecomment-/)
  })

  test('a GitHub API that stops answering does not hold the cancelled step', async () => {
    const result = await run({
      event: 'pull_request',
      payload: pullRequestEvent(gh, { number: 32, files: CHANGED_FILES }),
      inputs: { prompt: 'Long job [sim:polls=1000]' },
      onSpawn: child => void startAndCancel(true)(child),
      // Well past the action's own bound; the runner would SIGTERM at ~7.5 s.
      killAfterMs: 20_000
    })
    expect(result.signal).toBeNull()
    expect(result.outputs['job-id']).toMatch(/\S/)
    expect(warnings(result).some(w => w.includes('timed out') && w.includes('is not affected'))).toBe(true)
  })
})
