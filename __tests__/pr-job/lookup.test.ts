// lookup.ts: finding the pull request's earlier job and, with none, claiming the pull request; each
// answer moves the comment phase on. GitHub is a fake `octokit.request` answering by route.
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import type { GitHubRequest, GitHubResponse } from '../../src/kernel/github/api.js'
import { ACTIONS_BOT, keyMarker } from '../../src/kernel/github/comment.js'
import { stateMarker } from '../../src/pr-job/history.js'
import { stateOwner } from '../../src/kernel/github/state-seal.js'
import { initialLifecycle } from '../../src/pr-job/lifecycle.js'
import { LookupError, lookUpEarlierJob } from '../../src/pr-job/lookup.js'
import type { SessionOptions } from '../../src/pr-job/options.js'
import type { RunLog } from '../../src/kernel/run/run.js'

import { PullRequestSession, sessionContext } from '../../src/pr-job/session.js'
import { CommentStore } from '../../src/kernel/github/comment-store.js'
import { TokenIdentity } from '../../src/kernel/github/identity.js'

/** The run's log as the runner reads it: a warning is a `::warning::` line on stdout. */
const stepLog: RunLog = {
  info: message => void process.stdout.write(`${message}\n`),
  warning: message => void process.stdout.write(`::warning::${message}\n`),
  debug: () => undefined,
  group: (_name, work) => work()
}

const OWNER = stateOwner('mint_dsc_test_key', { repository: 'acme/widgets', pullRequest: 5, project: 'proj' })
const HEAD = 'a'.repeat(40)
const key = { workflow: 'Docs', job: 'docs' }
const target = { owner: 'acme', repo: 'widgets', number: 5, fromComment: false }

function fakeRequest(handler: (route: string, params: Record<string, unknown>) => GitHubResponse | Error) {
  const calls: { route: string; params: Record<string, unknown> }[] = []
  const request: GitHubRequest = async (route, params) => {
    calls.push({ route, params })
    const answer = handler(route, params)
    if (answer instanceof Error) throw answer
    return answer
  }
  return { request, calls }
}
const ok = (data: unknown): GitHubResponse => ({ status: 200, headers: {}, data })
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status, response: {} })
const routes = (calls: { route: string }[]) => calls.map(c => c.route.split(' ')[0])

/** The store of the pull request's comments, as agent mode builds it for a session. */
const storeOf = (o: SessionOptions) =>
  new CommentStore(o.request, o.target, o.log.info, new TokenIdentity(o.request, 'ghs_x', ACTIONS_BOT))
const contextOf = (o: SessionOptions) => sessionContext(o, storeOf(o))
const sessionOf = (o: SessionOptions) => new PullRequestSession(o, storeOf(o))

function options(request: GitHubRequest, values: Partial<SessionOptions> = {}): SessionOptions {
  return {
    commentOnPr: true,
    prUpdates: 'follow-up',
    target,
    key,
    owner: OWNER,
    log: stepLog,
    request,
    ...values
  }
}

let stdout: string[]
beforeEach(() => {
  stdout = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    stdout.push(String(chunk))
    return true
  })
})
afterEach(() => {
  jest.restoreAllMocks()
})

describe('lookUpEarlierJob', () => {
  test('the pull request’s comment names the job: it is held, and its head is the range’s base', async () => {
    const body = `${keyMarker(key)}\n${stateMarker({ job: 'job_1', head: HEAD, entries: [] }, OWNER, 7)}`
    const { request, calls } = fakeRequest(() => ok([{ id: 7, body, user: ACTIONS_BOT }]))
    const { state, earlier } = await lookUpEarlierJob(contextOf(options(request)), initialLifecycle(true))
    expect(earlier).toEqual({ jobId: 'job_1', lastHead: HEAD, fromComment: false })
    expect(state.comment).toMatchObject({ kind: 'held', comment: { id: 7, key }, known: { readHead: HEAD } })
    expect(routes(calls)).toEqual(['GET'])
  })

  test('no comment yet: this run claims the pull request, and creates the job', async () => {
    const claim = { id: 9, html_url: 'https://c/9', body: 'claim', user: ACTIONS_BOT }
    const { request, calls } = fakeRequest(route => (route.startsWith('POST') ? ok(claim) : ok([claim])))
    const { state, earlier } = await lookUpEarlierJob(contextOf(options(request)), initialLifecycle(true))
    expect(earlier).toBeUndefined()
    expect(state).toMatchObject({ comment: { kind: 'claimed', comment: { id: 9, key } }, url: 'https://c/9' })
    expect(routes(calls)).toEqual(['GET', 'POST', 'GET'])
  })

  test('no claim with comment-on-pr off or `pr-updates` other than follow-up; none with job-id', async () => {
    const { request, calls } = fakeRequest(() => ok([]))
    for (const values of [{ prUpdates: 'new-job' as const }, { jobId: 'job_1' }, { commentOnPr: false }]) {
      const { state, earlier } = await lookUpEarlierJob(
        contextOf(options(request, values)),
        initialLifecycle(true)
      )
      expect(earlier).toBeUndefined()
      expect(state.comment.kind).toBe('unlisted')
    }
    expect(calls).toEqual([])
  })

  test('a pull request event that may not read the comments fails before any job, naming the permissions', async () => {
    const { request } = fakeRequest(() => httpError(403))
    const lookup = lookUpEarlierJob(contextOf(options(request)), initialLifecycle(true))
    await expect(lookup).rejects.toThrow(LookupError)
    await expect(lookup).rejects.toThrow(
      /No job was created[\s\S]*pull-requests: write[\s\S]*comment-on-pr: false/
    )
  })

  test('a claim that cannot be written fails before any job, too', async () => {
    const { request } = fakeRequest(route => (route.startsWith('POST') ? httpError(403) : ok([])))
    const lookup = lookUpEarlierJob(contextOf(options(request)), initialLifecycle(true))
    await expect(lookup).rejects.toThrow(
      /Could not write this action's comment on pull request #5 to record its agent job/
    )
  })

  test('a comment whose job cannot be looked up fails before any job is created', async () => {
    const { request } = fakeRequest(() => httpError(403))
    const onComment = options(request, {
      target: { ...target, fromComment: true }
    })
    await expect(lookUpEarlierJob(contextOf(onComment), initialLifecycle(true))).rejects.toThrow(LookupError)
  })
})

describe('a claim whose job was not created', () => {
  test('the claim comment says so; no later write once a job started', async () => {
    const claim = { id: 9, html_url: 'https://c/9', body: 'claim', user: ACTIONS_BOT }
    const { request, calls } = fakeRequest(route => (route.startsWith('GET') ? ok([claim]) : ok(claim)))
    const session = sessionOf(options(request))
    await session.findEarlierJob()
    await session.jobNotCreated('HTTP 400: bad prompt')
    expect(routes(calls)).toEqual(['GET', 'POST', 'GET', 'PATCH'])
    expect(calls[3]?.params).toMatchObject({ comment_id: 9 })
    expect(calls[3]?.params.body).toContain('HTTP 400: bad prompt')
    expect(session.commentUrl).toBe('https://c/9')
    // Once the job started, the comment is the job's: no claim error is written over it.
    await session.jobStarted('job_1', 'created')
    const written = calls.length
    await session.jobNotCreated('late')
    expect(calls).toHaveLength(written)
  })
})
