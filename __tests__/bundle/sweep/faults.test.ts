// On the built bundle: the sweep under GitHub's faults. Every write is retried within the run's
// budget and its outcome is what the log says; the label comes off only once the check and the
// comment are written; a rate limit is waited out or stops the sweep, never read as a missing
// permission; a job the API no longer knows is finished after three sweeps (or a day); a pull request
// merged after its job ended still gets the job's outcome; a refusal names the permission.
import { describe, expect, test } from '@jest/globals'
import { commentState, runEvent, warningsOf } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { setRandomFaults } from '../../../simulator/github/index.js'
import { seedWaiting, WAITING_LABEL } from './waiting-fixture.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()

const sweep = (inputs: Record<string, string> = {}) =>
  runEvent(sim, gh, {
    event: 'schedule',
    payload: { schedule: '17 */6 * * *', repository: { name: 'widgets', owner: { login: 'acme' } } },
    inputs: { mode: 'sweep', ...inputs }
  })
const labelled = (n: number) => gh.labels.get(n)?.has(WAITING_LABEL) ?? false
const check = (id: number) => gh.checkRuns.find(c => c.id === id)
const comment = (n: number) => gh.comments.find(c => c.issueNumber === n)
const writesTo = (route: RegExp) => gh.requests.filter(r => r.method !== 'GET' && route.test(r.path))

describe('every write retried, and the label off only once the check and the comment are written', () => {
  test('a 502 on completing the check is retried; while it lasts the label and the pending job stay', async () => {
    const one = seedWaiting(sim, gh, 31, { job: 'ended' })
    gh.setFault({ routes: ['update-check'], status: 502, times: 1 })
    const first = await sweep()
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(
      /PATCH \/repos\/\{owner\}\/\{repo\}\/check-runs\/\{check_run_id\}: HTTP 502; retry 1 in 1 s/
    )
    expect(check(one.check)).toMatchObject({
      status: 'completed',
      conclusion: 'success',
      completions: ['success']
    })
    expect(labelled(31)).toBe(false)

    // A 502 that outlasts the attempts: nothing is said to be written that was not.
    const two = seedWaiting(sim, gh, 32, { job: 'ended' })
    gh.setFault({ routes: ['update-check'], status: 502 })
    gh.requests.length = 0
    const second = await sweep()
    expect(writesTo(/check-runs/)).toHaveLength(3)
    expect(check(two.check)?.status).toBe('in_progress')
    expect(labelled(32)).toBe(true)
    expect(commentState(gh, comment(32))?.pending?.job).toBe(two.jobId)
    expect(second.stdout).toContain(
      'Pull request #32: not swept: completing the "Docs agent" check run failed (HTTP 502'
    )
    expect(second.stdout).not.toContain('comment and check (success) written')

    gh.setFault(undefined)
    const third = await sweep()
    expect(third.outputs).toMatchObject({ finished: '1', failed: '0' })
    expect(check(two.check)).toMatchObject({ status: 'completed', conclusion: 'success' })
    expect(commentState(gh, comment(32))?.pending).toBeUndefined()
    expect(labelled(32)).toBe(false)
  })

  test('a secondary rate limit (403 with retry-after) is waited out, not read as a missing permission', async () => {
    const one = seedWaiting(sim, gh, 33, { job: 'ended' })
    const two = seedWaiting(sim, gh, 34, { job: 'ended' })
    setRandomFaults(gh, { seed: 1, share: 1, kinds: ['403-retry-after'], routes: ['update-check'], times: 1 })
    try {
      const run = await sweep()
      expect(run.code).toBe(0)
      expect(run.stdout).toMatch(
        /secondary rate limit \(HTTP 403, retry-after 1 s\); waiting; retry 1 in 1 s/
      )
      expect(warningsOf(run).filter(w => w.includes('checks: write'))).toEqual([])
      // The limit in one pull request does not switch the check runs off for the next.
      for (const id of [one.check, two.check])
        expect(check(id)).toMatchObject({ status: 'completed', conclusion: 'success' })
      expect([labelled(33), labelled(34)]).toEqual([false, false])
    } finally {
      setRandomFaults(gh, undefined)
    }
  })

  test('a secondary rate limit that names no wait (a minute) beyond the deadline: the sweep stops and says so', async () => {
    const one = seedWaiting(sim, gh, 35, { job: 'ended' })
    const two = seedWaiting(sim, gh, 36, { job: 'ended' })
    setRandomFaults(gh, { seed: 1, share: 1, kinds: ['403-secondary'], routes: ['update-check'], times: 1 })
    try {
      const run = await sweep({ 'timeout-minutes': '0.5' })
      expect(run.stdout).toContain('no wait named: at least a minute')
      expect(run.stdout).toContain("the wait does not fit before the run's deadline")
      expect(run.stdout).toContain(
        'The sweep stops here; the next sweep takes up this pull request and the rest.'
      )
      expect(warningsOf(run).filter(w => w.includes('checks: write'))).toEqual([])
      expect(run.outputs).toMatchObject({ finished: '0', left: '2' })
      expect([labelled(35), labelled(36)]).toEqual([true, true])
      const next = await sweep()
      expect(next.outputs).toMatchObject({ finished: '2', left: '0' })
      for (const id of [one.check, two.check]) expect(check(id)?.conclusion).toBe('success')
    } finally {
      setRandomFaults(gh, undefined)
    }
  })
})

describe('a job the API no longer knows', () => {
  test('404 on three sweeps in a row: the third completes the check as neutral, removes the label, says why', async () => {
    const gone = seedWaiting(sim, gh, 41, { job: 'unknown' })
    for (const count of [1, 2]) {
      const run = await sweep()
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(`the API answered 404 for job ${gone.jobId} (${count} sweep(s) in a row)`)
      expect(commentState(gh, comment(41))?.pending?.missing?.count).toBe(count)
      expect(check(gone.check)?.status).toBe('in_progress')
      expect(labelled(41)).toBe(true)
    }
    const third = await sweep()
    expect(third.code).toBe(0)
    expect(third.stdout).toContain('the API answered 404 on 3 sweep(s) in a row since')
    expect(check(gone.check)).toMatchObject({
      status: 'completed',
      conclusion: 'neutral',
      title: 'Job not found'
    })
    expect(commentState(gh, comment(41))?.pending).toBeUndefined()
    expect(comment(41)?.body).toContain('answered 404')
    expect(labelled(41)).toBe(false)
  })

  test('404 for a day since the first: finished at once', async () => {
    const since = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString()
    const gone = seedWaiting(sim, gh, 42, { job: 'unknown', missing: { count: 1, since } })
    const run = await sweep()
    expect(run.code).toBe(0)
    expect(check(gone.check)).toMatchObject({ status: 'completed', conclusion: 'neutral' })
    expect(labelled(42)).toBe(false)
  })
})

describe('a pull request merged after its job ended', () => {
  test("it gets the job's outcome and its docs pull request linked, not 'closed while the job ran'", async () => {
    const merged = seedWaiting(sim, gh, 51, { job: 'ended', pr: 'closed' })
    const run = await sweep()
    expect(run.outputs.finished).toBe('1')
    expect(check(merged.check)).toMatchObject({
      status: 'completed',
      conclusion: 'success',
      detailsUrl: merged.prLink
    })
    const body = comment(51)?.body ?? ''
    expect(body).toContain(`✅ Finished: <code>completed</code>, pull request: <a href="${merged.prLink}">`)
    expect(body).not.toContain('closed while the job ran')
    expect(labelled(51)).toBe(false)
  })
})

describe('every refusal names the permission', () => {
  test('403 on completing the check: the warning names the mode, the call and `checks: write`', async () => {
    seedWaiting(sim, gh, 61, { job: 'ended' })
    seedWaiting(sim, gh, 62, { job: 'ended' })
    gh.setFault({ routes: ['update-check'], status: 403 })
    gh.requests.length = 0
    const run = await sweep()
    const said = warningsOf(run).filter(w => w.includes('checks: write'))
    expect(said).toHaveLength(1)
    expect(said[0]).toContain('sweep: completing the check run needs `checks: write`')
    // A refusal is not retried, and is not asked again for the next pull request.
    expect(writesTo(/check-runs/)).toHaveLength(1)
    // The comment still says the outcome; the check can never be written by this token.
    for (const n of [61, 62]) {
      expect(commentState(gh, comment(n))?.pending).toBeUndefined()
      expect(labelled(n)).toBe(false)
    }
  })
})
