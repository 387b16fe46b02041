// On the built bundle: agent mode's "Docs agent" check run on the pull request's head (issue 33,
// item 1): in progress while the job runs, then the job's outcome with the docs pull request; a job
// nobody waits for keeps it in progress and labels the pull request for the sweep; a token without
// `checks: write` costs one warning and nothing else.
import { describe, expect, test } from '@jest/globals'
import { pullRequestPayload, sha } from '../../../__fixtures__/events.js'
import { commentState, runEvent, warningsOf } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()

const A = sha('a')
const ours = () => gh.comments.filter(c => c.user.login === 'github-actions[bot]')
const run = (number: number, inputs: Record<string, string> = {}, head = A) =>
  runEvent(sim, gh, {
    event: 'pull_request',
    payload: pullRequestPayload(gh, number, head, {}, 'opened'),
    inputs: { prompt: 'Update the docs', 'event-context': 'false', 'check-run': 'true', ...inputs }
  })

describe('the check run', () => {
  test('a waiting run opens the check on the head and completes it with the job outcome and the docs PR', async () => {
    const done = await run(3)
    expect(done.code).toBe(0)
    expect(gh.checkRuns).toHaveLength(1)
    const check = gh.checkRuns[0]
    expect(check).toMatchObject({
      name: 'Docs agent',
      headSha: A,
      status: 'completed',
      conclusion: 'success'
    })
    expect(check?.completions).toEqual(['success'])
    expect(check?.summary).toContain(done.outputs['pr-link'])
    expect(check?.detailsUrl).toBe(done.outputs['pr-link'])
    // Waited to the end: no pending job in the state, and no label ever.
    expect(commentState(gh, ours()[0])?.pending).toBeUndefined()
    expect(gh.requests.some(r => r.path.includes('/labels'))).toBe(false)
  })

  test('a failed job fails the check', async () => {
    const done = await run(4, { prompt: 'Update the docs [sim:failed]', 'fail-on': 'none' })
    expect(done.code).toBe(0)
    expect(gh.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' })
  })

  test('wait: false leaves the check in progress, the job pending in the sealed state, and the label', async () => {
    const done = await run(5, { wait: 'false' })
    expect(done.code).toBe(0)
    expect(gh.checkRuns[0]).toMatchObject({ status: 'in_progress', headSha: A })
    const pending = commentState(gh, ours()[0])?.pending
    expect(pending).toMatchObject({ job: done.outputs['job-id'], check: gh.checkRuns[0]?.id, head: A })
    expect([...(gh.labels.get(5) ?? [])]).toEqual(['docs-agent:waiting'])
  })

  test('without `checks: write`: one warning that names it, the comment as before, the job unaffected', async () => {
    gh.setFault({ routes: ['create-check', 'update-check'], status: 403 })
    const done = await run(6)
    expect(done.code).toBe(0)
    const warnings = warningsOf(done).filter(w => w.includes('check run'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('checks: write')
    expect(ours()).toHaveLength(1)
    expect(ours()[0]?.body).toContain('Finished: <code>completed</code>')
    expect(gh.requests.filter(r => r.path.includes('check-runs'))).toHaveLength(1)
  })
})
