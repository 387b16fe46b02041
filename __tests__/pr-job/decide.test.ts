// pr-job/decide.ts: which job the run works on, against the simulator on 127.0.0.1. The pull request's side
// is a stand-in integration that names an earlier job (what lookup.ts would find in the comment).
import { describe, expect, jest, test } from '@jest/globals'
import * as core from '../../__fixtures__/core.js'
import { loadComposition, useRunnerEnvironment } from '../../__fixtures__/modes.js'
import { apiInputs } from '../../__fixtures__/runs.js'
import { useSimulator } from '../../__fixtures__/servers.js'
import type { EarlierJob, PullRequestJob } from '../../src/pr-job/job.js'

jest.unstable_mockModule('@actions/core', () => core)
jest.unstable_mockModule('../../src/kernel/io/workflow-commands.js', () => core)
const { decideJob } = await import('../../src/pr-job/decide.js')
const { noPullRequest } = await import('../../src/pr-job/job.js')
const compose = await loadComposition()

const sim = useSimulator()
useRunnerEnvironment()

/** A pull request whose comment names `earlier`; records the reasons a job was replaced. */
function pullRequest(earlier: EarlierJob | undefined) {
  const replaced: string[] = []
  let lookups = 0
  const github: PullRequestJob = {
    ...noPullRequest,
    findEarlierJob: async () => {
      lookups += 1
      return earlier
    },
    replaceJob: reason => void replaced.push(reason)
  }
  return { github, replaced, lookups: () => lookups }
}

async function decide(values: Record<string, string>, earlier?: EarlierJob) {
  const { inputs, client, budget, run } = await compose.agent({ ...apiInputs(sim), ...values })
  const pr = pullRequest(earlier)
  return { decision: await decideJob(inputs, client, budget, pr.github, run.log), ...pr }
}

/** A job on the simulator that ends as `outcome` at once. */
async function jobThatIs(outcome: string): Promise<string> {
  const { client, inputs, budget } = await compose.agent({ ...apiInputs(sim), prompt: 'p' })
  const job = await client.createJob(inputs.projectId, `[sim:${outcome} polls=0]`, budget)
  await client.getJob(inputs.projectId, job.id, budget)
  sim.requests.length = 0
  return job.id
}

describe('decideJob', () => {
  test('the job-id input is the job, and no earlier job is looked up', async () => {
    const { decision, lookups } = await decide(
      { 'job-id': 'job_given', prompt: 'p' },
      { jobId: 'job_pr', fromComment: false }
    )
    expect(decision).toEqual({ jobId: 'job_given' })
    expect(lookups()).toBe(0)
  })

  test('no earlier job: a new one', async () => {
    const { decision } = await decide({ prompt: 'p' })
    expect(decision).toEqual({})
    expect(sim.requests).toEqual([])
  })

  test('a /docs comment follows its job up as asked, without reading it first', async () => {
    const earlier = { jobId: 'job_docs', lastHead: 'a'.repeat(40), fromComment: true }
    const { decision } = await decide({ prompt: 'p' }, earlier)
    expect(decision).toEqual({ jobId: 'job_docs', since: 'a'.repeat(40) })
    expect(sim.requests).toEqual([])
  })

  test('a pull request event checks the job first: one neither archived nor failed takes the follow-up', async () => {
    const jobId = await jobThatIs('completed-pr')
    const { decision, replaced } = await decide(
      { prompt: 'p' },
      { jobId, lastHead: 'b'.repeat(40), fromComment: false }
    )
    expect(decision).toEqual({ jobId, since: 'b'.repeat(40) })
    expect(replaced).toEqual([])
    expect(sim.requests.map(r => r.route)).toEqual(['get'])
  })

  test('an archived or missing job is replaced by a new one, and the comment says why', async () => {
    const archived = await jobThatIs('archived')
    const first = await decide({ prompt: 'p' }, { jobId: archived, fromComment: false })
    expect(first.decision).toEqual({})
    expect(first.replaced).toEqual([
      `the previous job ${archived} is archived, so it cannot take a follow-up`
    ])
    const missing = await decide({ prompt: 'p' }, { jobId: 'job_gone', fromComment: false })
    expect(missing.decision).toEqual({})
    expect(missing.replaced).toEqual(['the previous job job_gone no longer exists (HTTP 404)'])
  })

  test('a job whose state cannot be read: no job is created, the run fails', async () => {
    const jobId = await jobThatIs('completed-pr')
    sim.injectFault({ route: 'get', fault: { type: 'status', status: 400, body: '{"error":"bad"}' } })
    await expect(decide({ prompt: 'p' }, { jobId, fromComment: false })).rejects.toThrow(
      /No job was created; re-run the workflow\./
    )
  })
})
