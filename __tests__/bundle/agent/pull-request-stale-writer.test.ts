// On the built bundle: a run that waits for its job and finishes after a newer run of the same pull
// request leaves the newer run's top line and state in the comment, and adds only its history line.
import { describe, expect, test } from '@jest/globals'
import { pullRequestPayload, sha } from '../../../__fixtures__/events.js'
import { commentState, runEvent } from '../../../__fixtures__/runs.js'
import { useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'

const sim = useSimulator()
const gh = useGitHubApi()

const A = sha('a')
const B = sha('b')
const FILES = [{ filename: 'src/widget.ts', status: 'added' }]
const ours = () => gh.comments.filter(c => c.user.login === 'github-actions[bot]')
const historyLines = (body: string) => body.split('\n').filter(l => l.startsWith('- '))

/** Resolves once `reached()` holds (checked every 20 ms). */
async function until(reached: () => boolean): Promise<void> {
  while (!reached()) await new Promise(resolve => setTimeout(resolve, 20))
}

const run = (head: string, action: string, inputs: Record<string, string>) =>
  runEvent(sim, gh, {
    event: 'pull_request',
    payload: pullRequestPayload(gh, 51, head, { files: FILES }, action),
    inputs: { 'pr-updates': 'new-job', ...inputs }
  })

describe('a run that finishes after a newer one', () => {
  test('a wait: true run that a newer run overtook leaves the newer run’s top line', async () => {
    // The older run waits for a job that runs until this test ends it.
    const older = run(A, 'opened', { prompt: 'Update the docs [sim:completed-pr polls=1000]', wait: 'true' })
    await until(() => commentState(gh, ours()[0])?.job !== undefined)
    const olderJob = commentState(gh, ours()[0])?.job as string
    // The newer run (a push) starts its own job, which completes at once, and finishes first.
    const newer = await run(B, 'synchronize', { prompt: 'Update the docs [sim:completed-pr polls=0]' })
    expect(newer.code).toBe(0)
    const newerJob = newer.outputs['job-id'] as string
    expect(newerJob).not.toBe(olderJob)
    const newerBody = ours()[0]?.body ?? ''
    expect(newerBody).toContain(`job <code>${newerJob}</code>`)
    expect(newerBody).toContain('✅ Finished: <code>completed</code>')

    const job = sim.jobs.get(olderJob)
    if (!job) throw new Error(`no job ${olderJob}`)
    job.scenario = { ...job.scenario, pollsUntilDone: 0 }
    const finished = await older
    expect(finished.code).toBe(0)
    expect(finished.outputs).toMatchObject({ 'job-id': olderJob, status: 'completed' })

    expect(ours()).toHaveLength(1)
    const body = ours()[0]?.body ?? ''
    const top = (text: string) => text.split('\n').filter(l => !l.startsWith('<!--') && !l.startsWith('- '))
    // The comment's top line is still the newer run's, and so is the state's job and head.
    expect(top(body)).toEqual(top(newerBody))
    expect(body).not.toContain(`job <code>${olderJob}</code> ·`)
    expect(commentState(gh, ours()[0])).toMatchObject({ job: newerJob, head: B })
    expect(historyLines(body)).toEqual([
      `- created job <code>${olderJob}</code> for <code>aaaaaaa</code> (1 file)`,
      expect.stringMatching(new RegExp(`^- created job <code>${newerJob}</code> for <code>bbbbbbb</code>`))
    ])
  })
})
