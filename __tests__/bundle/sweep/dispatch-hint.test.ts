// On the built bundle: the sweep started by a dispatch. The payload is a hint only: one that names
// another job, another repository, nothing at all, or garbage leaves the GitHub stand-in with exactly
// the writes (comments, check runs, labels) the same sweep started by `schedule` leaves; one that names
// a waiting pull request whose job is about to end gets that pull request read first and its outcome
// (check and comment) on this run, though a schedule's window would not even have read it.
import { describe, expect, test } from '@jest/globals'
import { commentState, runEvent } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { seedWaiting, WAITING_LABEL } from './waiting-fixture.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()

const REPOSITORY = { name: 'widgets', owner: { login: 'acme' } }
const DOCS_PR = {
  repository: 'acme/docs',
  number: 88,
  url: 'https://github.com/acme/docs/pull/88',
  'head-ref': 'mintlify/docs-1'
}

const sweepOn = (event: string, payload: unknown, inputs: Record<string, string> = {}) =>
  runEvent(sim, gh, { event, payload, inputs: { mode: 'sweep', ...inputs } })
const schedule = (inputs?: Record<string, string>) =>
  sweepOn('schedule', { schedule: '17 */6 * * *', repository: REPOSITORY }, inputs)
const dispatch = (clientPayload: unknown, inputs?: Record<string, string>) =>
  sweepOn(
    'repository_dispatch',
    { action: 'docs-agent-pr', client_payload: clientPayload, repository: REPOSITORY },
    inputs
  )

/** Five waiting pull requests of every kind: ended, running, unknown to the API, closed, stale. */
function seedAll() {
  seedWaiting(sim, gh, 71, { job: 'ended' })
  seedWaiting(sim, gh, 72, { job: 'running' })
  seedWaiting(sim, gh, 73, { job: 'unknown' })
  seedWaiting(sim, gh, 74, { job: 'running', pr: 'closed' })
  gh.addPullRequest({ number: 75, headSha: 'f'.repeat(40) })
  gh.labels.set(75, new Set([WAITING_LABEL]))
}

const ISO = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g
/** What the sweep left on GitHub: comments (visible text and decoded state), check runs, labels. */
function writes() {
  const comments = gh.comments
    .map(c => ({
      issue: c.issueNumber,
      text: c.body.replace(/<!-- docs-agent-state:[^>]*-->/g, '').replace(ISO, 'T'),
      state: JSON.stringify(commentState(gh, c) ?? null).replace(ISO, 'T')
    }))
    .sort((a, b) => a.issue - b.issue)
  const checks = gh.checkRuns
    .map(({ id, status, conclusion, title, summary, detailsUrl, completions }) => ({
      id,
      status,
      conclusion,
      title,
      summary,
      detailsUrl,
      completions
    }))
    .sort((a, b) => a.id - b.id)
  const labels = [...gh.labels.entries()].map(([n, set]) => [n, [...set].sort()]).sort()
  return { comments, checks, labels }
}

/** The writes of `run` on a fresh copy of the five pull requests. */
async function writesOf(run: () => ReturnType<typeof schedule>) {
  const permissions = gh.permissions
  gh.reset()
  sim.reset()
  gh.permissions = permissions
  seedAll()
  const done = await run()
  expect(done.code).toBe(0)
  return { writes: writes(), done }
}

describe('a dispatch whose payload points nowhere useful changes nothing the sweep writes', () => {
  // max-jobs 2 of five: a hint that were trusted for another repository's pull request, or a garbage
  // number, would move a pull request into the window and change the writes.
  const inputs = { 'max-jobs': '2' }
  test.each([
    ['names another job', { 'docs-pull-request': DOCS_PR, 'job-id': 'job_of_another_repository' }],
    ['names another repository', { repository: 'evil/other', 'pull-request': 74, 'job-id': 'job_sweep_74' }],
    ['names another repository’s pull request', { 'pull-request': 'https://github.com/evil/other/pull/74' }],
    ['names nothing at all', {}],
    ['is no object', 'garbage'],
    [
      'is garbage and hostile',
      {
        'pull-request': '74\n::error::owned',
        'job-id': 'job\u0000::set-output name=x::y',
        'docs-pull-request': { url: `https://github.com/${'a'.repeat(1_000_000)}`, number: -1 },
        extra: 'x'.repeat(1_000_000)
      }
    ]
  ])('one that %s', async (_what, payload) => {
    const scheduled = await writesOf(() => schedule(inputs))
    const dispatched = await writesOf(() => dispatch(payload, inputs))
    expect(dispatched.writes).toEqual(scheduled.writes)
    expect(dispatched.done.outputs).toEqual(scheduled.done.outputs)
    // Nothing of the payload reaches the log as it was sent.
    expect(dispatched.done.stdout).not.toMatch(/::error::owned|::set-output|aaaaaaaaaa|xxxxxxxxxx/)
  })
})

describe('a dispatch finishes the pull request it names', () => {
  /** Pull requests 81 to 83 wait; 83's job ends on its second read after this. */
  function seedEnding() {
    for (const n of [81, 82, 83]) seedWaiting(sim, gh, n, { job: 'running' })
    const job = sim.jobs.get('job_sweep_83')
    if (!job) throw new Error('no job_sweep_83')
    job.scenario = { ...job.scenario, pollsUntilDone: 2 }
    return job
  }

  test('repository_dispatch from the notifier: read first, waited for, its check and comment written', async () => {
    const job = seedEnding()
    const done = await dispatch(
      { 'docs-pull-request': DOCS_PR, 'pull-request': 83, 'job-id': 'job_sweep_83' },
      { 'max-jobs': '1' }
    )
    expect(done.code).toBe(0)
    expect(done.outputs).toMatchObject({ finished: '1', running: '0', left: '2' })
    const check = gh.checkRuns.find(c => c.id === 8083)
    expect(check).toMatchObject({ status: 'completed', conclusion: 'success', detailsUrl: job.prLink })
    const comment = gh.comments.find(c => c.issueNumber === 83)
    expect(comment?.body).toContain('✅ Finished: <code>completed</code>')
    expect(commentState(gh, comment)?.pending).toBeUndefined()
    expect(gh.labels.get(83)?.has(WAITING_LABEL)).toBe(false)
    // The others are the next sweep's, untouched.
    for (const n of [81, 82]) {
      expect(gh.checkRuns.find(c => c.id === 8000 + n)?.status).toBe('in_progress')
      expect(gh.labels.get(n)?.has(WAITING_LABEL)).toBe(true)
    }
  })

  test('workflow_dispatch with the job alone: the job is waited for, its outcome written', async () => {
    const job = seedEnding()
    const done = await sweepOn('workflow_dispatch', {
      inputs: { 'job-id': 'job_sweep_83' },
      repository: REPOSITORY
    })
    expect(done.code).toBe(0)
    expect(done.outputs).toMatchObject({ finished: '1', running: '2' })
    expect(gh.checkRuns.find(c => c.id === 8083)).toMatchObject({
      status: 'completed',
      conclusion: 'success',
      detailsUrl: job.prLink
    })
    expect(gh.labels.get(83)?.has(WAITING_LABEL)).toBe(false)
  })
})
