// On the built bundle: 60 pull requests waiting, and the sweep's cap (issue 33, item 3). The number
// of GitHub requests of one sweep is the formula docs/sweep.md states:
//   R = ceil(L / 100) + sum over the n = min(L, max-jobs) pull requests read of (ceil(m_i / 100) + e_i * (3 + k_i))
// (L labelled pull requests, m_i comments of pull request i, e_i = 1 when its job ended or it closed,
// k_i = 1 when it has a check run), and one agent API read per open pull request read.
import { describe, expect, test } from '@jest/globals'
import { sha } from '../../../__fixtures__/events.js'
import { commentState, runEvent } from '../../../__fixtures__/runs.js'
import {
  JOBS_COMPLETE_AT_ONCE,
  TEST_KEY,
  TEST_PROJECT,
  useGitHubApi,
  useSimulator
} from '../../../__fixtures__/servers.js'
import { renderCommentBody } from '../../../src/pr-job/comment-body.js'
import type { CommentState } from '../../../src/pr-job/history.js'
import { stateOwner } from '../../../src/kernel/github/state-seal.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()
const LABEL = 'docs-agent:waiting'

/** The formula of docs/sweep.md. */
export function sweepRequests(
  labelled: number,
  read: { comments: number; ended: boolean; check: boolean }[]
): number {
  const perPr = read.map(
    pr => Math.ceil(Math.max(1, pr.comments) / 100) + (pr.ended ? 4 + (pr.check ? 1 : 0) : 0)
  )
  // One request for the token's identity (GraphQL's viewer for the default token) once a comment is read.
  const identity = read.some(pr => pr.comments > 0) ? 1 : 0
  return Math.ceil(Math.max(1, labelled) / 100) + identity + perPr.reduce((a, b) => a + b, 0)
}

/** Pull request `n` as agent mode leaves it with `wait: false`: its job, sealed state, check and label. */
function waiting(n: number, ended: boolean): string {
  const jobId = `job_cap_${n}`
  const head = sha(String(n % 10))
  sim.jobs.set(jobId, {
    id: jobId,
    projectId: TEST_PROJECT,
    status: ended ? 'completed' : 'active',
    prompts: ['Update the docs'],
    scenario: { outcome: 'completed-pr', pollsUntilDone: ended ? 0 : 1000 },
    pollsSinceActive: 0,
    prLink: ended ? `https://github.com/acme/docs/pull/${n}` : null,
    model: 'claude-sim-1',
    createdAt: new Date().toISOString(),
    archivedAt: null,
    source: { repository: 'https://github.com/acme/docs', ref: 'main' },
    drift: []
  })
  const check = 8000 + n
  gh.checkRuns.push({ id: check, name: 'Docs agent', headSha: head, status: 'in_progress', completions: [] })
  gh.addPullRequest({ number: n, headSha: head })
  gh.labels.set(n, new Set([LABEL]))
  const owner = stateOwner(TEST_KEY, { repository: 'acme/widgets', pullRequest: n, project: TEST_PROJECT })
  const state: CommentState = {
    job: jobId,
    head,
    entries: [{ kind: 'created', job: jobId, sha: head }],
    pending: { job: jobId, action: 'created', token: `t${n}`, since: new Date().toISOString(), head, check }
  }
  const id = 90_000 + n
  const key = { workflow: 'Docs update', job: 'docs' }
  gh.addComment({
    id,
    issueNumber: n,
    body: renderCommentBody({ key, jobId, action: 'created', state, seal: { owner, commentId: id } })
  })
  return jobId
}

const sweep = (inputs: Record<string, string>, runNumber: string) =>
  runEvent(sim, gh, {
    event: 'schedule',
    payload: { schedule: '17 */6 * * *' },
    inputs: { mode: 'sweep', ...inputs },
    env: { GITHUB_RUN_NUMBER: runNumber }
  })

describe('60 pull requests waiting', () => {
  test('the cap bounds the sweep, the requests are the formula, and what it left the next sweep reads', async () => {
    // The first 25 listed: 10 whose jobs ended, 15 still running; 35 more beyond the cap.
    const jobs = Array.from({ length: 60 }, (_, i) => waiting(100 + i, i < 25 && i % 5 < 2))
    gh.requests.length = 0
    sim.requests.length = 0
    const first = await sweep({ 'max-jobs': '25' }, '0')
    expect(first.code).toBe(0)
    expect(first.outputs).toMatchObject({ finished: '10', running: '15', left: '35', failed: '0' })
    expect(first.stdout).toContain('Left 35 pull request(s) for the next sweep.')
    expect(first.summary).toContain('Left 35 pull request(s) for the next sweep.')
    const read = Array.from({ length: 25 }, (_, i) => ({ comments: 1, ended: i % 5 < 2, check: true }))
    expect(gh.requests).toHaveLength(sweepRequests(60, read))
    expect(gh.requests).toHaveLength(77)
    // One agent API read per waiting job read, none for the 35 left.
    expect(sim.requests.map(r => r.route)).toEqual(Array(25).fill('get'))
    expect(new Set(sim.requests.map(r => r.params.jobId))).toEqual(new Set(jobs.slice(0, 25)))
    const completed = gh.checkRuns.filter(c => c.status === 'completed')
    expect(completed).toHaveLength(10)
    for (const c of completed) expect(c.completions).toEqual(['success'])
    expect([...gh.labels.values()].filter(l => l.has(LABEL))).toHaveLength(50)
    for (const n of [100, 101, 105, 106])
      expect(
        commentState(
          gh,
          gh.comments.find(c => c.issueNumber === n)
        )?.pending
      ).toBeUndefined()

    // The next run's window moves on: it reads 25 of the 50 still labelled, among them ones the first left.
    sim.requests.length = 0
    const second = await sweep({ 'max-jobs': '25' }, '1')
    expect(second.outputs).toMatchObject({ left: '25' })
    const readNow = new Set(sim.requests.map(r => r.params.jobId))
    expect(readNow.size).toBe(25)
    expect(jobs.slice(25).filter(j => readNow.has(j)).length).toBeGreaterThanOrEqual(15)
  })
})
