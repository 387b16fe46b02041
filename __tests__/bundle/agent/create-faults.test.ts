import { describe, expect, it } from '@jest/globals'
import { errorOf, existingJob, routesOf, runAgainst } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useSimulator } from '../../../__fixtures__/servers.js'
import { AGENT_RATE_LIMIT_BODY, startSimulator, type Fault } from '../../../simulator/index.js'
import { closedPort } from '../../helpers/ports.js'

// docs/RELIABILITY.md, create and follow-up rows: a POST that may have reached the server is never
// sent again; one that certainly did not (429, refused connection) is.

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)

const html = (status: number) => `<html><body><h1>${status} Gateway error</h1></body></html>`
const mayHaveReached: [string, Fault, jobsAfter: number][] = [
  ['500 JSON', { type: 'status', status: 500, body: '{"error":"Internal error"}' }, 0],
  ['502 HTML', { type: 'status', status: 502, body: html(502) }, 0],
  ['503 JSON', { type: 'status', status: 503, body: '{"error":"Unavailable"}' }, 0],
  ['504 HTML', { type: 'status', status: 504, body: html(504) }, 0],
  ['reset before handling', { type: 'reset-before' }, 0],
  ['reset after handling', { type: 'reset-after' }, 1],
  ['200 whose body is not JSON', { type: 'non-json' }, 1]
]

describe('create: a request that may have reached the server is sent once', () => {
  it.each(mayHaveReached)(
    '%s: one request, says the job may exist and where to check',
    async (_name, fault, jobs) => {
      sim.injectFault({ route: 'create', fault, times: Infinity })
      const run = await runAgainst(sim, { prompt: 'Update the docs' })
      expect(run.code).toBe(1)
      expect(routesOf(sim)).toEqual(['POST create'])
      expect(sim.jobs.size).toBe(jobs)
      expect(errorOf(run)).toMatch(
        /Creating the agent job failed: .*may have reached the service, so it was not sent again.*dashboard.*`job-id`/
      )
    }
  )

  it('a server that never answers: fails at the deadline, sent once', async () => {
    sim.injectFault({ route: 'create', fault: { type: 'hang' }, times: Infinity })
    const run = await runAgainst(sim, { prompt: 'x', 'timeout-minutes': '0.05' })
    expect(run.code).toBe(1)
    expect(routesOf(sim)).toEqual(['POST create'])
    expect(errorOf(run)).toMatch(/deadline.*may have reached the service/)
  })
})

describe('create: requests the server refused are retried', () => {
  it.each([
    [
      '429 plain text, no Retry-After',
      { type: 'status', status: 429, body: AGENT_RATE_LIMIT_BODY, contentType: 'text/plain' }
    ],
    ['429 JSON, no Retry-After', { type: 'status', status: 429, body: '{"error":"Rate limit exceeded"}' }],
    [
      '429 with Retry-After: 1',
      {
        type: 'status',
        status: 429,
        body: AGENT_RATE_LIMIT_BODY,
        contentType: 'text/plain',
        headers: { 'retry-after': '1' }
      }
    ]
  ] as [string, Fault][])('%s: retried, one job created', async (_name, fault) => {
    sim.injectFault({ route: 'create', fault, times: 2 })
    const run = await runAgainst(sim, { prompt: 'x' })
    expect(run.code).toBe(0)
    expect(routesOf(sim)).toEqual(['POST create', 'POST create', 'POST create', 'GET get'])
    expect(sim.jobs.size).toBe(1)
    expect(run.stdout).toMatch(/POST \/v2\/agent\/proj_demo\/job: status 429; retry 1 in \d+ s/)
  })

  it('429 with a Retry-After longer than the time left: fails at once, no job', async () => {
    sim.injectFault({
      route: 'create',
      fault: {
        type: 'status',
        status: 429,
        body: AGENT_RATE_LIMIT_BODY,
        contentType: 'text/plain',
        headers: { 'retry-after': '3600' }
      },
      times: Infinity
    })
    const run = await runAgainst(sim, { prompt: 'x', 'timeout-minutes': '1' })
    expect(run.code).toBe(1)
    expect(routesOf(sim)).toEqual(['POST create'])
    expect(errorOf(run)).toMatch(/429 "Too many requests.*agent rate limit was reached/)
    expect(errorOf(run)).not.toMatch(/may have reached/)
  })

  it('the real 100-per-hour limit: the 101st create fails with the rate-limit hint', async () => {
    const limited = await startSimulator({ agentLimitPerHour: 1 })
    try {
      await runAgainst(limited, { prompt: 'first', wait: 'false' })
      const run = await runAgainst(limited, { prompt: 'second', 'timeout-minutes': '0.05' })
      expect(run.code).toBe(1)
      expect(errorOf(run)).toMatch(
        /agent rate limit was reached \(100 creates and follow-ups per project per hour/
      )
      expect(limited.jobs.size).toBe(1)
    } finally {
      await limited.close()
    }
  })

  it('connection refused: retried, then fails saying no job was created', async () => {
    const port = await closedPort()
    const run = await runAgainst(sim, {
      prompt: 'x',
      'base-url': `http://127.0.0.1:${port}`,
      // Room for the retries on a loaded machine: at 6 s, a slow start left the deadline to end it.
      'timeout-minutes': '0.25'
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/ECONNREFUSED; retry 1/)
    expect(errorOf(run)).toMatch(/Creating the agent job failed: .*ECONNREFUSED/)
    expect(errorOf(run)).not.toMatch(/may have reached/)
  })
})

describe('create: errors that say what to check', () => {
  it.each([
    [
      '400 with details',
      {
        type: 'status',
        status: 400,
        body: '{"error":"Invalid request","details":[{"message":"prompt too long"}]}'
      },
      /400 Invalid request: prompt too long.*Check `prompt`/
    ],
    [
      '401',
      { type: 'status', status: 401, body: '{"error":"Invalid or missing API key"}' },
      /401 Invalid or missing API key.*`api-key`/
    ],
    ['403', { type: 'status', status: 403, body: '{"error":"Forbidden"}' }, /403 Forbidden.*`write` scope/]
  ] as [string, Fault, RegExp][])('%s', async (_name, fault, message) => {
    sim.injectFault({ route: 'create', fault })
    const run = await runAgainst(sim, { prompt: 'x' })
    expect(run.code).toBe(1)
    expect(routesOf(sim)).toEqual(['POST create'])
    expect(errorOf(run)).toMatch(message)
  })

  it('404 project', async () => {
    const run = await runAgainst(sim, { prompt: 'x', 'project-id': 'proj_unknown' })
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/404 Project not found.*Check `project-id`/)
  })
})

describe('follow-up', () => {
  it.each(mayHaveReached.filter(([name]) => name !== 'reset after handling'))(
    '%s: sent once, job-id still reported',
    async (_name, fault) => {
      const jobId = await existingJob(sim)
      sim.injectFault({ route: 'message', fault, times: Infinity })
      const run = await runAgainst(sim, { 'job-id': jobId, prompt: 'more' })
      expect(run.code).toBe(1)
      expect(routesOf(sim)).toEqual(['POST message'])
      expect(run.outputs['job-id']).toBe(jobId)
      expect(errorOf(run)).toMatch(/Sending the follow-up message failed: .*may have been delivered/)
    }
  )

  it('reset after handling: the message was applied once, job-id reported', async () => {
    const jobId = await existingJob(sim)
    sim.injectFault({ route: 'message', fault: { type: 'reset-after' } })
    const run = await runAgainst(sim, { 'job-id': jobId, prompt: 'more' })
    expect(run.code).toBe(1)
    expect(sim.jobs.get(jobId)?.prompts).toHaveLength(2)
    expect(run.outputs['job-id']).toBe(jobId)
    expect(run.summary).toContain(jobId)
  })

  it('429: retried, the message is applied once', async () => {
    const jobId = await existingJob(sim)
    sim.injectFault({
      route: 'message',
      fault: { type: 'status', status: 429, body: AGENT_RATE_LIMIT_BODY, contentType: 'text/plain' }
    })
    const run = await runAgainst(sim, { 'job-id': jobId, prompt: 'more' })
    expect(run.code).toBe(0)
    expect(sim.jobs.get(jobId)?.prompts).toHaveLength(2)
  })

  it('404 job: says to check project-id and job-id', async () => {
    const run = await runAgainst(sim, { 'job-id': 'job_nope', prompt: 'more' })
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/404 Job not found.*Check `project-id` and `job-id`/)
    expect(run.outputs['job-id']).toBe('job_nope')
  })

  it('403 read-only key: names the write scope', async () => {
    const readOnly = await startSimulator({ readOnlyKeys: ['mint_readonly_key'] })
    try {
      const run = await runAgainst(readOnly, {
        'api-key': 'mint_readonly_key',
        'job-id': 'job_x',
        prompt: 'more'
      })
      expect(run.code).toBe(1)
      expect(errorOf(run)).toMatch(/403.*`write` scope/)
    } finally {
      await readOnly.close()
    }
  })
})
