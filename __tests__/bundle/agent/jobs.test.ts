// Agent mode end to end: the built dist/index.js, run as the runner runs it, against the simulator.
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { routesOf, runAgainst } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, TEST_KEY, useSimulator } from '../../../__fixtures__/servers.js'
import { cleanup, findSecret, type ActionRun } from '../../helpers/run-action.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const runs: ActionRun[] = []

async function action(inputs: Record<string, string>): Promise<ActionRun> {
  const run = await runAgainst(sim, inputs)
  runs.push(run)
  return run
}

const routes = () => routesOf(sim)

afterAll(() => {
  // The key never appears in anything any scenario produced (the runner's ::add-mask:: aside).
  expect(runs.flatMap(run => findSecret(run, TEST_KEY))).toEqual([])
  for (const run of runs) cleanup(run)
})

describe('create and wait', () => {
  it('creates a job, polls until completed with a PR, and reports it', async () => {
    const run = await action({ prompt: 'Document the new flag [sim:completed-pr polls=1]' })
    expect(run.code).toBe(0)
    const job = [...sim.jobs.values()][0]
    expect(routes()).toEqual(['POST create', 'GET get', 'GET get'])
    expect(run.outputs).toMatchObject({
      'job-id': job?.id,
      status: 'completed',
      'pr-link': job?.prLink,
      model: 'claude-sim-1'
    })
    expect(JSON.parse(run.outputs.job ?? '')).toMatchObject({ id: job?.id, status: 'completed' })
    // The job id is logged before any polling starts.
    expect(run.stdout.indexOf(`Job id: ${job?.id}`)).toBeLessThan(run.stdout.indexOf('Waiting for job'))
    expect(run.stdout).toContain('Status: completed')
    expect(run.summary).toContain(job?.id)
    // Set before polling, and not written again: the output file holds each output once.
    const written = readFileSync(join(run.workDir, 'output.txt'), 'utf8')
    expect(written.match(/^job-id<</gm)).toHaveLength(1)
    expect(run.summary).toContain(`href="${job?.prLink}"`)
    expect(run.summary).toContain('Created a job')
  })

  it('returns right after create with wait: false', async () => {
    const run = await action({ prompt: 'x', wait: 'false' })
    expect(run.code).toBe(0)
    expect(routes()).toEqual(['POST create'])
    expect(run.outputs).toMatchObject({ status: 'active', 'pr-link': '' })
    expect(run.outputs['job-id']).toMatch(/^job_/)
  })
})

describe('existing jobs', () => {
  async function existingJob(prompt = 'first [sim:completed-pr polls=0]') {
    const created = await action({ prompt, wait: 'false' })
    sim.requests.length = 0 // keep the job, forget the request that made it
    return created.outputs['job-id'] as string
  }

  it('sends a follow-up with job-id and prompt, then waits', async () => {
    const jobId = await existingJob()
    const run = await action({ 'job-id': jobId, prompt: 'Also document the API' })
    expect(run.code).toBe(0)
    expect(routes()).toEqual(['POST message', 'GET get'])
    expect(sim.requests[0]?.body).toEqual({ prompt: 'Also document the API' })
    expect(run.outputs).toMatchObject({ 'job-id': jobId, status: 'completed' })
    expect(run.summary).toContain('Sent a follow-up')
  })

  it('resumes a job with job-id alone, reading it at once', async () => {
    const jobId = await existingJob('first [sim:failed polls=0]')
    const run = await action({ 'job-id': jobId, 'fail-on': 'none' })
    expect(run.code).toBe(0)
    expect(routes()).toEqual(['GET get'])
    expect(run.outputs.status).toBe('failed')
    expect(run.summary).toContain('Waited for an existing job')
  })

  it('checks a job once with job-id and wait: false', async () => {
    const jobId = await existingJob('first [sim:completed-pr polls=5]')
    const run = await action({ 'job-id': jobId, wait: 'false' })
    expect(run.code).toBe(0)
    expect(routes()).toEqual(['GET get'])
    expect(run.outputs.status).toBe('active')
  })

  it('fails on an unknown job with a message that says what to check, keeping job-id', async () => {
    const run = await action({ 'job-id': 'job_unknown' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::.*404.*Check `project-id` and `job-id`/)
    expect(run.outputs['job-id']).toBe('job_unknown')
  })
})

describe('fail-on', () => {
  const cases: [outcome: string, failOn: string | undefined, code: number][] = [
    ['completed-pr', undefined, 0],
    ['completed-no-pr', undefined, 0],
    ['failed', undefined, 1],
    ['archived', undefined, 0],
    ['completed-pr', 'archived,no-pr', 0],
    ['completed-no-pr', 'archived,no-pr', 1],
    ['failed', 'archived,no-pr', 1],
    ['archived', 'archived,no-pr', 1],
    ['failed', 'archived', 0]
  ]
  it.each(cases)(
    '%s with fail-on %s exits %i, outputs and summary written first',
    async (outcome, failOn, code) => {
      const run = await action({
        prompt: `[sim:${outcome} polls=0]`,
        ...(failOn ? { 'fail-on': failOn } : {})
      })
      expect(run.code).toBe(code)
      const status = outcome.startsWith('completed') ? 'completed' : outcome
      expect(run.outputs.status).toBe(status)
      expect(run.outputs['pr-link'] === '').toBe(outcome !== 'completed-pr')
      expect(run.summary).toContain(run.outputs['job-id'])
      if (code === 1) expect(run.stdout).toContain('::error::')
    }
  )

  it('times out: fails with the job id, last status and how to resume', async () => {
    // `timeout-minutes` counts from the run's first connection (start-up takes no time on its clock,
    // __tests__/helpers/run-action.ts). The job never ends, so the run stops at the deadline, by the
    // wait's own rule.
    const run = await action({ prompt: '[sim:completed-pr polls=1000]', 'timeout-minutes': '0.05' })
    expect(run.code).toBe(1)
    const jobId = run.outputs['job-id'] as string
    expect(jobId).toMatch(/^job_/)
    expect(run.outputs.status).toBe('active')
    expect(run.stdout).toMatch(
      new RegExp(`::error::Timed out .* job ${jobId} \\(last status: active\\).*job-id: ${jobId}`)
    )
    expect(run.summary).toContain('Stopped waiting')
  })

  it('a timeout outside fail-on leaves the step green', async () => {
    const run = await action({
      prompt: '[sim:completed-pr polls=1000]',
      'timeout-minutes': '0.03',
      'fail-on': 'failed'
    })
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('active')
  })
})

describe('input errors send no request', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['neither prompt nor job-id', {}, /`prompt` or `job-id`/],
    ['empty api-key', { 'api-key': '', prompt: 'x' }, /`api-key` is required/],
    ['empty project-id', { 'project-id': '  ', prompt: 'x' }, /`project-id` is required/],
    ['assistant key', { 'api-key': 'mint_dsc_abc', prompt: 'x' }, /`api-key` is an assistant/],
    ['index key', { 'api-key': 'mint_us_abc', prompt: 'x' }, /`api-key` is an index/],
    [
      'poll interval below 1',
      { 'poll-interval-seconds': '0.5', prompt: 'x' },
      /`poll-interval-seconds` must be at least 1/
    ],
    ['unknown fail-on word', { 'fail-on': 'failed,later', prompt: 'x' }, /`fail-on` has unknown value/],
    [
      'non-https base-url',
      { 'base-url': 'http://api.example.com', prompt: 'x' },
      /`base-url` must use https/
    ],
    ['bad timeout', { 'timeout-minutes': 'soon', prompt: 'x' }, /`timeout-minutes` must be a number/],
    ['bad wait', { wait: 'yes', prompt: 'x' }, /`wait`/],
    [
      'unknown mode',
      { mode: 'chat', prompt: 'x' },
      /`mode` must be `agent`, `analytics`, `deploy`, `preview`, `automation`, `sweep` or `notify`/
    ]
  ]
  it.each(cases)('%s', async (_name, inputs, message) => {
    const run = await action(inputs)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(message)
    expect(sim.requests).toHaveLength(0)
  })
})

describe('lenient parsing', () => {
  it('ignores unknown fields and tolerates missing optional ones', async () => {
    const extra = await action({ prompt: '[sim:completed-pr polls=0] [sim:drift=extra]' })
    expect(extra.code).toBe(0)
    expect(extra.outputs.job).not.toContain('unexpected')
    const missing = await action({ prompt: '[sim:completed-no-pr polls=0] [sim:drift=missing]' })
    expect(missing.code).toBe(0)
    expect(missing.outputs).toMatchObject({ status: 'completed', model: '', 'pr-link': '' })
  })

  // An unknown status is taken as still running (a status the service adds must not turn runs red).
  it('waits through an unknown status, warning once, until the timeout, with the job id reported', async () => {
    const run = await action({ prompt: '[sim:drift=unknown-status]', 'timeout-minutes': '0.04' })
    expect(run.code).toBe(1)
    expect(
      run.stdout.split('\n').filter(l => l.startsWith('::warning') && l.includes('paused'))
    ).toHaveLength(1)
    expect(run.stdout).toMatch(/::error::Timed out .*last status: paused/)
    expect(routes().filter(r => r === 'GET get').length).toBeGreaterThan(1)
    expect(run.outputs['job-id']).toMatch(/^job_/)
  })

  it('fails on a created job without an id, saying a job may exist', async () => {
    const run = await action({ prompt: '[sim:drift=no-id]' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::Creating the agent job failed: .*id.*may have reached the service/)
    expect(sim.jobs.size).toBe(1)
  })
})
