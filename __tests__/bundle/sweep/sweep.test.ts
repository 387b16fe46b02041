// On the built bundle: the sweep (issue 33, item 3). Agent mode leaves a job it does not wait for
// pending in the pull request's sealed state, with an in-progress check run and the
// `docs-agent:waiting` label; a sweep reads each such job once and, when it ended, writes the comment
// and completes the check as a waiting run would have. Races end with one comment and one completed
// check per head: the sealed state is the one truth.
import { describe, expect, test } from '@jest/globals'
import { pullRequestPayload, sha } from '../../../__fixtures__/events.js'
import { commentState, runEvent, warningsOf } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()

const A = sha('a')
const B = sha('b')
const LABEL = 'docs-agent:waiting'
const comments = (n: number) =>
  gh.comments.filter(c => c.issueNumber === n && c.user.login === 'github-actions[bot]')
const labelled = (n: number) => gh.labels.get(n)?.has(LABEL) ?? false
const checksAt = (head: string) => gh.checkRuns.filter(c => c.headSha === head)

/** An agent run on pull request `n` at `head`; by default it leaves its job running (`wait: false`). */
const agentRun = (n: number, head: string, inputs: Record<string, string> = {}, action = 'opened') =>
  runEvent(sim, gh, {
    event: 'pull_request',
    payload: pullRequestPayload(gh, n, head, {}, action),
    inputs: {
      prompt: 'Update the docs [sim:completed-pr polls=1000]',
      'event-context': 'false',
      'check-run': 'true',
      wait: 'false',
      ...inputs
    }
  })

const sweep = (inputs: Record<string, string> = {}, env: Record<string, string> = {}) =>
  runEvent(sim, gh, {
    event: 'schedule',
    payload: { schedule: '17 */6 * * *', repository: { name: 'widgets', owner: { login: 'acme' } } },
    inputs: { mode: 'sweep', ...inputs },
    env
  })

/** The job ends at its next read. */
const endJob = (jobId: string | undefined) => {
  const job = sim.jobs.get(jobId ?? '')
  if (!job) throw new Error(`no job ${jobId}`)
  job.scenario = { ...job.scenario, pollsUntilDone: 0 }
}
const jobReads = () => sim.requests.filter(r => r.route === 'get').length

describe('a sweep finishes what no run waited for', () => {
  test('a job that completes: read once per sweep; finished by the sweep after it ends, as a waiting run would have', async () => {
    const started = await agentRun(11, A)
    const jobId = started.outputs['job-id']
    expect(checksAt(A)).toMatchObject([{ status: 'in_progress' }])
    expect(labelled(11)).toBe(true)

    sim.requests.length = 0
    const first = await sweep()
    expect(first.code).toBe(0)
    expect(first.outputs).toMatchObject({ finished: '0', running: '1', left: '0' })
    expect(jobReads()).toBe(1)
    expect(checksAt(A)[0]?.status).toBe('in_progress')
    expect(labelled(11)).toBe(true)

    endJob(jobId)
    sim.requests.length = 0
    const second = await sweep()
    expect(second.outputs).toMatchObject({ finished: '1', running: '0', left: '0' })
    expect(jobReads()).toBe(1)
    const prLink = sim.jobs.get(jobId ?? '')?.prLink ?? ''
    expect(checksAt(A)).toMatchObject([{ status: 'completed', conclusion: 'success', detailsUrl: prLink }])
    expect(comments(11)).toHaveLength(1)
    const body = comments(11)[0]?.body ?? ''
    expect(body).toContain(`✅ Finished: <code>completed</code>, pull request: <a href="${prLink}">`)
    expect(body).toContain('workflow run')
    expect(commentState(gh, comments(11)[0])?.pending).toBeUndefined()
    expect(commentState(gh, comments(11)[0])?.job).toBe(jobId)
    expect(labelled(11)).toBe(false)

    // Nothing waits any more: the next sweep lists, finds nothing, reads no job.
    sim.requests.length = 0
    const third = await sweep()
    expect(third.outputs).toMatchObject({ finished: '0', running: '0', left: '0' })
    expect(jobReads()).toBe(0)
  })

  test('a job that fails: the sweep fails the check and says so in the comment', async () => {
    const started = await agentRun(12, A, { prompt: 'Update the docs [sim:failed polls=1000]' })
    endJob(started.outputs['job-id'])
    const swept = await sweep()
    expect(swept.outputs.finished).toBe('1')
    expect(checksAt(A)).toMatchObject([{ status: 'completed', conclusion: 'failure' }])
    expect(comments(12)[0]?.body).toContain('❌ Finished: <code>failed</code>')
    expect(labelled(12)).toBe(false)
  })

  test('a waiting run that timed out leaves the job to the sweep, which finishes it', async () => {
    const timedOut = await agentRun(13, A, { wait: 'true', 'timeout-minutes': '0.05', 'fail-on': 'none' })
    expect(timedOut.outputs.status).toBe('active')
    expect(comments(13)[0]?.body).toContain('Stopped waiting at `timeout-minutes`')
    expect(checksAt(A)[0]?.status).toBe('in_progress')
    expect(commentState(gh, comments(13)[0])?.pending?.job).toBe(timedOut.outputs['job-id'])
    expect(labelled(13)).toBe(true)

    endJob(timedOut.outputs['job-id'])
    const swept = await sweep()
    expect(swept.outputs.finished).toBe('1')
    expect(checksAt(A)).toMatchObject([{ status: 'completed', conclusion: 'success' }])
    expect(comments(13)[0]?.body).toContain('✅ Finished: <code>completed</code>')
    expect(labelled(13)).toBe(false)
  })

  test('a pull request closed while its job runs: the check completes as neutral, after one job read', async () => {
    await agentRun(14, A)
    gh.addPullRequest({ number: 14, headSha: A, state: 'closed' })
    sim.requests.length = 0
    const swept = await sweep()
    expect(swept.outputs.finished).toBe('1')
    // Read to learn whether the job ended (then its outcome stands, faults.test.ts); it still runs.
    expect(jobReads()).toBe(1)
    expect(checksAt(A)).toMatchObject([
      { status: 'completed', conclusion: 'neutral', title: 'Pull request closed' }
    ])
    expect(comments(14)[0]?.body).toContain('⏹️ The pull request was closed while the job ran')
    expect(commentState(gh, comments(14)[0])?.pending).toBeUndefined()
    expect(labelled(14)).toBe(false)
  })

  test('without `checks: write`: the agent run warns once, and the sweep still finishes the comment', async () => {
    gh.setFault({ routes: ['create-check', 'update-check'], status: 403 })
    const started = await agentRun(15, A)
    expect(warningsOf(started).filter(w => w.includes('checks: write'))).toHaveLength(1)
    expect(commentState(gh, comments(15)[0])?.pending?.check).toBeUndefined()
    expect(labelled(15)).toBe(true)
    endJob(started.outputs['job-id'])
    gh.requests.length = 0
    const swept = await sweep()
    expect(swept.outputs.finished).toBe('1')
    expect(warningsOf(swept).filter(w => w.includes('check run'))).toEqual([])
    expect(gh.requests.filter(r => r.path.includes('check-runs'))).toEqual([])
    expect(comments(15)[0]?.body).toContain('✅ Finished: <code>completed</code>')
    expect(labelled(15)).toBe(false)
  })
})

describe('races end with one comment and one completed check per head', () => {
  test('two overlapping sweeps', async () => {
    const one = await agentRun(21, A)
    const two = await agentRun(22, B)
    endJob(one.outputs['job-id'])
    endJob(two.outputs['job-id'])
    // Both sweeps list before either writes.
    gh.holdUntil('list-issues', 2)
    const [x, y] = await Promise.all([sweep(), sweep()])
    expect([x.code, y.code]).toEqual([0, 0])
    expect(gh.checkRuns).toHaveLength(2)
    for (const check of gh.checkRuns)
      expect(check).toMatchObject({ status: 'completed', conclusion: 'success' })
    for (const n of [21, 22]) {
      expect(comments(n)).toHaveLength(1)
      const body = comments(n)[0]?.body ?? ''
      expect(body.match(/Finished:/g)).toHaveLength(1)
      expect(body.match(/^- /gm)).toHaveLength(1)
      expect(commentState(gh, comments(n)[0])?.pending).toBeUndefined()
      expect(labelled(n)).toBe(false)
    }
  })

  test("a sweep racing a push's follow-up; then the follow-up's job is swept", async () => {
    const first = await agentRun(23, A)
    const jobId = first.outputs['job-id']
    endJob(jobId)
    // The push (a follow-up at B, which the job takes on) and a sweep at once.
    const [push, swept] = await Promise.all([agentRun(23, B, {}, 'synchronize'), sweep()])
    expect([push.code, swept.code]).toEqual([0, 0])
    expect(push.outputs).toMatchObject({ action: 'follow-up', 'job-id': jobId })
    // A's check is completed whoever won (the sweep: success; the follow-up: replaced, neutral).
    expect(checksAt(A)).toHaveLength(1)
    expect(checksAt(A)[0]?.status).toBe('completed')
    expect(checksAt(B)).toMatchObject([{ status: 'in_progress' }])
    expect(commentState(gh, comments(23)[0])?.pending).toMatchObject({ job: jobId, head: B })
    expect(labelled(23)).toBe(true)

    endJob(jobId)
    const last = await sweep()
    expect(last.outputs.finished).toBe('1')
    expect(checksAt(B)).toMatchObject([{ status: 'completed', conclusion: 'success' }])
    expect(checksAt(A)).toHaveLength(1)
    expect(comments(23)).toHaveLength(1)
    const state = commentState(gh, comments(23)[0])
    expect(state?.pending).toBeUndefined()
    expect(state?.entries.map(e => e.kind)).toEqual(['created', 'follow-up'])
    expect(labelled(23)).toBe(false)
  })

  test('a newer run that replaced the job: the older check completes as neutral at once', async () => {
    const first = await agentRun(24, A)
    // The newer push makes a new job (pr-updates: new-job) and takes the pull request over.
    const second = await agentRun(24, B, { 'pr-updates': 'new-job' }, 'synchronize')
    expect(second.outputs['job-id']).not.toBe(first.outputs['job-id'])
    expect(checksAt(A)).toMatchObject([
      { status: 'completed', conclusion: 'neutral', title: 'Replaced by a newer run' }
    ])
    expect(checksAt(B)).toMatchObject([{ status: 'in_progress' }])
    endJob(second.outputs['job-id'])
    endJob(first.outputs['job-id'])
    const swept = await sweep()
    expect(swept.outputs.finished).toBe('1')
    expect(checksAt(A)[0]?.completions).toEqual(['neutral'])
    expect(checksAt(B)).toMatchObject([{ status: 'completed', conclusion: 'success' }])
    expect(comments(24)).toHaveLength(1)
  })
})
