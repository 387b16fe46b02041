// On the built bundle: the pull request's memory. One job per pull request and project whichever
// workflow of this action starts it; a deleted comment is a reset; a claim left by a cancelled (or
// vanished) run does not hold the next run up; no memory, no new job; and a rotated `api-key` keeps
// the memory when the old key is passed as `previous-api-key`.
import { describe, expect, test } from '@jest/globals'
import { commentPayload, pullRequestPayload, sha } from '../../../__fixtures__/events.js'
import { commentState, errorOf, interruptWhen, runEvent, warningsOf } from '../../../__fixtures__/runs.js'
import {
  JOBS_COMPLETE_AT_ONCE,
  TEST_KEY,
  TEST_PROJECT,
  useGitHubApi,
  useSimulator
} from '../../../__fixtures__/servers.js'
import { keyMarker } from '../../../src/kernel/github/comment.js'
import { stateOwner } from '../../../src/kernel/github/state-seal.js'
import { claimMarker } from '../../../src/pr-job/claim.js'

const NEW_KEY = 'mint_test_rotated_fedcba9876543210'
const sim = useSimulator({ ...JOBS_COMPLETE_AT_ONCE, apiKeys: [TEST_KEY, NEW_KEY] })
const gh = useGitHubApi()

const FILES = [{ filename: 'src/widget.ts', status: 'added' }]
const ours = (pr: number) =>
  gh.comments.filter(c => c.issueNumber === pr && c.user.login === 'github-actions[bot]')
const creates = () => sim.requests.filter(r => r.route === 'create')
const push = (pr: number, head: string, inputs: Record<string, string> = {}, action = 'synchronize') => ({
  event: 'pull_request',
  payload: pullRequestPayload(gh, pr, head, { files: FILES }, action),
  inputs: { prompt: 'Update the docs', ...inputs }
})
const docs = (pr: number, text: string, inputs: Record<string, string> = {}) => {
  gh.addPullRequest({ number: pr, headSha: sha('a'), files: FILES })
  return {
    event: 'issue_comment',
    payload: commentPayload(pr, `/docs ${text}`),
    workflow: 'Docs follow-up',
    job: 'follow-up',
    inputs
  }
}

describe('one job per pull request, whichever workflow starts it', () => {
  test('a `/docs` on a pull request with no job creates it; the pull request workflow and later `/docs` follow it', async () => {
    const first = await runEvent(sim, gh, docs(100, 'Document the widgets'))
    expect(first.outputs.action).toBe('created')
    const jobId = first.outputs['job-id']
    const pushed = await runEvent(sim, gh, push(100, sha('b')))
    const nightly = await runEvent(sim, gh, {
      ...push(100, sha('c')),
      workflow: 'Docs nightly',
      job: 'refresh'
    })
    const again = await runEvent(sim, gh, docs(100, 'Mention the flag'))
    expect([pushed, nightly, again].map(r => r.outputs.action)).toEqual([
      'follow-up',
      'follow-up',
      'follow-up'
    ])
    expect([pushed, nightly, again].map(r => r.outputs['job-id'])).toEqual([jobId, jobId, jobId])
    expect(creates()).toHaveLength(1)
    expect(ours(100)).toHaveLength(1)
    // The comment keeps the marker of the workflow that posted it, and every run's history line.
    expect(ours(100)[0]?.body).toContain(keyMarker({ workflow: 'Docs follow-up', job: 'follow-up' }))
    expect(
      ours(100)[0]
        ?.body.split('\n')
        .filter(l => l.startsWith('- '))
    ).toHaveLength(4)
  })
})

describe('a deleted comment is a reset', () => {
  test('deleted while a run waits: the run does not post it again, and the next push starts a new job', async () => {
    const first = await runEvent(sim, gh, push(110, sha('a'), {}, 'opened'))
    const before = gh.requests.length
    const waiting = runEvent(sim, gh, push(110, sha('b'), { prompt: 'Docs [sim:completed-pr polls=3]' }))
    // The run has written its "follow-up sent" line and now polls: a maintainer deletes the comment.
    await gh.waitFor(r => gh.requests.indexOf(r) >= before && r.method === 'PATCH')
    gh.comments.splice(gh.comments.indexOf(ours(110)[0] as (typeof gh.comments)[number]), 1)
    const second = await waiting
    expect(second.code).toBe(0)
    expect(second.outputs.action).toBe('follow-up')
    expect(second.stdout).toContain('was deleted while this run held it')
    expect(ours(110)).toEqual([])
    expect(second.outputs['comment-url'] ?? '').toBe('')
    const third = await runEvent(sim, gh, push(110, sha('c')))
    expect(third.outputs.action).toBe('created')
    expect(third.outputs['job-id']).not.toBe(first.outputs['job-id'])
    expect(ours(110)).toHaveLength(1)
  })
})

describe('a claim does not outlive its run', () => {
  test('a run cancelled while creating the job releases its claim: the next run does not wait on it', async () => {
    sim.injectFault({ route: 'create', fault: { type: 'hang' }, times: 1 })
    const cancelled = await runEvent(sim, gh, {
      ...push(120, sha('a'), {}, 'opened'),
      onSpawn: interruptWhen(() => sim.requests.some(r => r.route === 'create')),
      killAfterMs: 20_000
    })
    expect(cancelled.code).not.toBe(0)
    expect(ours(120)).toHaveLength(1)
    expect(ours(120)[0]?.body).not.toContain('docs-agent-claim')
    const next = await runEvent(sim, gh, push(120, sha('b'), { 'timeout-minutes': '0.5' }))
    expect(next.code).toBe(0)
    expect(next.outputs.action).toBe('created')
    expect(next.stdout).not.toContain('waiting for its job id')
  })

  test('a claim left by a run that is gone expires a minute after it was made', async () => {
    const owner = stateOwner(TEST_KEY, {
      repository: 'acme/widgets',
      pullRequest: 121,
      project: TEST_PROJECT
    })
    // A run killed 55 s ago, before it could create its job or release its claim; its marker as the
    // previous release wrote it (without the seal's tag), which this one still reads.
    const marker = claimMarker(owner, Date.now() - 55_000).replace(/\.[A-Za-z0-9_-]{16} -->$/, ' -->')
    gh.addComment({
      issueNumber: 121,
      body: `${keyMarker({ workflow: 'Docs update', job: 'docs' })}\n${marker}\nStarting`
    })
    const next = await runEvent(sim, gh, push(121, sha('a'), { 'timeout-minutes': '0.5' }, 'opened'))
    expect(next.code).toBe(0)
    expect(next.outputs.action).toBe('created')
    expect(creates()).toHaveLength(1)
  })
})

describe('no memory, no new job', () => {
  test.each([
    ['the comment cannot be written (pull-requests: read)', 'create-comment'],
    ['the comments cannot be read', 'list-comments']
  ] as const)(
    '%s: the run fails before creating a job, naming the permissions it needs',
    async (_, route) => {
      gh.setFault({ status: 403, routes: [route] })
      const runs = [
        await runEvent(sim, gh, push(130, sha('a'), {}, 'opened')),
        await runEvent(sim, gh, push(130, sha('b')))
      ]
      for (const run of runs) {
        expect(run.code).toBe(1)
        expect(errorOf(run)).toContain('No job was created')
        expect(errorOf(run)).toContain('permissions:\n  contents: read\n  pull-requests: write')
        expect(errorOf(run)).toContain('`comment-on-pr: false`')
        expect(run.outputs['job-id'] ?? '').toBe('')
      }
      expect(creates()).toEqual([])
    }
  )

  test('`comment-on-pr: false` is the explicit way to go without the memory', async () => {
    gh.setFault({ status: 403, routes: ['create-comment', 'list-comments'] })
    const run = await runEvent(sim, gh, push(131, sha('a'), { 'comment-on-pr': 'false' }, 'opened'))
    expect(run.code).toBe(0)
    expect(run.outputs.action).toBe('created')
    expect(gh.requests.filter(r => r.path.includes('/comments'))).toEqual([])
  })
})

describe('a rotated api-key keeps the memory', () => {
  test('with `previous-api-key`, the state sealed with the old key is followed and sealed again with the new one', async () => {
    const first = await runEvent(sim, gh, push(140, sha('a'), {}, 'opened'))
    const rotated = await runEvent(
      sim,
      gh,
      push(140, sha('b'), { 'api-key': NEW_KEY, 'previous-api-key': TEST_KEY })
    )
    expect(rotated.outputs.action).toBe('follow-up')
    expect(rotated.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(rotated.stdout).toContain('sealed with `previous-api-key`')
    const comment = ours(140)[0]
    expect(commentState(gh, comment, TEST_PROJECT, NEW_KEY)?.job).toBe(first.outputs['job-id'])
    expect(commentState(gh, comment, TEST_PROJECT, TEST_KEY)).toBeUndefined()
    // Once sealed again, the new key alone follows the job.
    const after = await runEvent(sim, gh, push(140, sha('c'), { 'api-key': NEW_KEY }))
    expect(after.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(creates()).toHaveLength(1)
    // The previous key is a secret: masked, and nowhere else.
    expect(rotated.stdout).toContain(`::add-mask::${TEST_KEY}`)
    expect(rotated.stdout.replace(/^::add-mask::.*\n/gm, '')).not.toContain(TEST_KEY.slice(5, 20))
    expect(gh.comments.map(c => c.body).join('\n')).not.toContain('mint_')
  })

  test('without it, the log and the comment say the state was sealed with another key', async () => {
    const first = await runEvent(sim, gh, push(141, sha('a'), {}, 'opened'))
    const rotated = await runEvent(sim, gh, push(141, sha('b'), { 'api-key': NEW_KEY }))
    expect(rotated.code).toBe(0)
    expect(rotated.outputs.action).toBe('created')
    expect(rotated.outputs['job-id']).not.toBe(first.outputs['job-id'])
    const warning = warningsOf(rotated).find(w => w.includes('sealed with another key'))
    expect(warning).toContain('`previous-api-key`')
    const latest = ours(141).at(-1)?.body ?? ''
    expect(latest).toContain('New job: the earlier state on this pull request was sealed with another key')
  })
})
