// On the built bundle: the sweep completes check runs the one way agent mode does
// (src/pr-job/check-run.ts). A check run GitHub no longer knows (404 on completing it) is counted like
// a job's 404s, so it stops holding the comment back and never fails the pull request for ever; a
// personal token gets agent mode's one line, not a permission warning.
import { describe, expect, test } from '@jest/globals'
import { commentState, runEvent, warningsOf } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
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
const comment = (n: number) => gh.comments.find(c => c.issueNumber === n)

describe('a check run GitHub no longer knows', () => {
  test('404 on completing it: counted, never a failure; the third sweep writes the comment without it', async () => {
    const seeded = seedWaiting(sim, gh, 91, { job: 'ended' })
    gh.setFault({ routes: ['update-check'], status: 404 })
    for (const count of [1, 2]) {
      const run = await sweep()
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ finished: '0', failed: '0' })
      expect(run.stdout).toContain(
        `GitHub answered 404 for completing check run ${seeded.check} (${count} sweep(s) in a row)`
      )
      expect(commentState(gh, comment(91))?.pending?.checkMissing?.count).toBe(count)
      expect(labelled(91)).toBe(true)
    }
    const third = await sweep()
    expect(third.code).toBe(0)
    expect(third.outputs).toMatchObject({ finished: '1', failed: '0' })
    expect(third.stdout).toContain(`GitHub answered 404 for check run ${seeded.check} on 3 sweep(s) in a row`)
    expect(comment(91)?.body).toContain('✅ Finished: <code>completed</code>')
    expect(commentState(gh, comment(91))?.pending).toBeUndefined()
    expect(labelled(91)).toBe(false)
    expect(warningsOf(third).filter(w => w.includes('checks: write'))).toEqual([])
  })
})

describe('a personal token', () => {
  test("agent mode's one line, no check run request, no permission warning; the comment written", async () => {
    const token = 'ghp_personal_token_of_docs_maintainer'
    gh.giveToken(token, { kind: 'personal', login: 'jane-writer' })
    seedWaiting(sim, gh, 92, { job: 'ended' })
    // Agent mode ran with the same token, so the comment is the person's.
    const own = comment(92)
    if (own) own.user = { login: 'jane-writer', type: 'User' }
    gh.requests.length = 0
    const run = await sweep({ 'github-token': token })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ finished: '1', failed: '0' })
    expect(run.stdout).toContain(
      'Skipping the "Docs agent" check run: github-token is a personal token, and only GitHub Apps'
    )
    expect(run.stdout).not.toMatch(/checks: write/)
    expect(gh.requests.filter(r => r.path.includes('check-runs'))).toEqual([])
    expect(comment(92)?.body).toContain('✅ Finished: <code>completed</code>')
    expect(labelled(92)).toBe(false)
  })
})
