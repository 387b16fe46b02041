import { describe, expect, it } from '@jest/globals'
import { errorOf, existingJob, routesOf, runAgainst } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useSimulator } from '../../../__fixtures__/servers.js'
import { AGENT_RATE_LIMIT_BODY, startSimulator, type Fault } from '../../../simulator/index.js'

// docs/RELIABILITY.md, get rows: a failed read is not a failed job. Faults during polling are
// retried until the deadline; only answers that retrying cannot change end the run early.
// A run given `timeout-minutes` starts on a clock on which its start-up takes no time
// (__tests__/helpers/run-action.ts): three seconds are three seconds of its own work.

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)

const html = '<html><body>502 Bad Gateway</body></html>'
const transient: [string, Fault][] = [
  ['500 JSON', { type: 'status', status: 500, body: '{"error":"Internal error"}' }],
  ['502 HTML', { type: 'status', status: 502, body: html }],
  ['503 JSON', { type: 'status', status: 503 }],
  ['504 HTML', { type: 'status', status: 504, body: html }],
  ['429 plain text', { type: 'status', status: 429, body: AGENT_RATE_LIMIT_BODY, contentType: 'text/plain' }],
  [
    '429 JSON with Retry-After',
    { type: 'status', status: 429, body: '{"error":"slow down"}', headers: { 'retry-after': '1' } }
  ],
  ['reset before handling', { type: 'reset-before' }],
  ['reset after handling', { type: 'reset-after' }],
  ['200 whose body is not JSON', { type: 'non-json' }]
]

describe('get: transient faults while polling', () => {
  it.each(transient)('%s (twice in a row): retried, the job still completes', async (_name, fault) => {
    sim.injectFault({ route: 'get', fault, times: 2 })
    const run = await runAgainst(sim, { prompt: 'x' })
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('completed')
    expect(routesOf(sim).filter(r => r === 'GET get').length).toBeGreaterThanOrEqual(3)
    expect(sim.jobs.size).toBe(1)
  })

  it('a run of 5xx past the deadline: times out with job id, last status and how to resume', async () => {
    sim.injectFault({ route: 'get', fault: { type: 'status', status: 503, body: html }, times: Infinity })
    const run = await runAgainst(sim, { prompt: 'x', 'timeout-minutes': '0.05' })
    expect(run.code).toBe(1)
    const jobId = run.outputs['job-id'] as string
    expect(run.outputs.status).toBe('active')
    expect(errorOf(run)).toMatch(
      new RegExp(
        `Timed out .* job ${jobId} \\(last status: active\\)\\. The last read failed: .*503.*job-id: ${jobId}`
      )
    )
  })

  it('a server that hangs on every read: the deadline still holds', async () => {
    sim.injectFault({ route: 'get', fault: { type: 'hang' }, times: Infinity })
    const run = await runAgainst(sim, { prompt: 'x', 'timeout-minutes': '0.05' })
    const ended = Date.now()
    expect(run.code).toBe(1)
    expect(run.signal).toBeNull() // it ended itself, not the guard
    expect(errorOf(run)).toMatch(/Timed out/)
    // Counted from its first connection, where its clock starts (start-up takes no time on it).
    expect(ended - (run.clockStartedAt ?? 0)).toBeLessThan(15_000)
  })

  it('a Retry-After longer than the time left: stops waiting, times out', async () => {
    sim.injectFault({
      route: 'get',
      fault: { type: 'status', status: 429, headers: { 'retry-after': '3600' } },
      times: Infinity
    })
    const run = await runAgainst(sim, { prompt: 'x', 'timeout-minutes': '0.05' })
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/Timed out.*429/)
  })
})

describe('get: answers that end the run at once', () => {
  it.each([
    [
      '401',
      { type: 'status', status: 401, body: '{"error":"Invalid or missing API key"}' },
      /401.*`api-key`/
    ],
    ['403', { type: 'status', status: 403, body: '{"error":"Forbidden"}' }, /403.*`read` scope/],
    [
      '404 job',
      { type: 'status', status: 404, body: '{"error":"Job not found"}' },
      /404 Job not found.*`job-id`/
    ]
  ] as [string, Fault, RegExp][])(
    '%s: fails with what to check, job-id reported',
    async (_name, fault, message) => {
      sim.injectFault({ route: 'get', fault })
      const run = await runAgainst(sim, { prompt: 'x' })
      expect(run.code).toBe(1)
      expect(routesOf(sim)).toEqual(['POST create', 'GET get'])
      expect(errorOf(run)).toMatch(message)
      expect(run.outputs['job-id']).toMatch(/^job_/)
      expect(run.summary).toContain(run.outputs['job-id'])
    }
  )

  it('missing id on read: a broken contract, not retried', async () => {
    const good = await existingJob(sim, '[sim:completed-pr polls=3]')
    sim.injectFault({ route: 'get', fault: { type: 'status', status: 200, body: '{"status":"active"}' } })
    const run = await runAgainst(sim, { 'job-id': good })
    expect(run.code).toBe(1)
    expect(routesOf(sim)).toEqual(['GET get'])
    expect(errorOf(run)).toMatch(/breaks the API contract \(id: .*\).*retrying will not help/)
  })

  it('a body over 10 MB is refused, not buffered', async () => {
    const jobId = await existingJob(sim, '[sim:completed-pr polls=3]')
    sim.injectFault({
      route: 'get',
      fault: { type: 'status', status: 200, body: `{"id":"x","pad":"${'x'.repeat(11 * 1024 * 1024)}"}` }
    })
    const run = await runAgainst(sim, { 'job-id': jobId })
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/exceeds 10485760 bytes/)
  })
})

describe('cancellation', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s while waiting: outputs and summary written, exits non-zero within 2 s',
    async signal => {
      let signalledAt = 0
      const run = await runAgainst(
        sim,
        { prompt: '[sim:completed-pr polls=1000]' },
        {
          onSpawn: child => {
            let seen = ''
            child.stdout?.on('data', chunk => {
              seen += chunk
              if (!signalledAt && seen.includes('Status: active')) {
                signalledAt = Date.now()
                child.kill(signal)
                // The runner kills ~10 s after the first signal; we allow 2 s.
                setTimeout(() => child.kill('SIGKILL'), 2000).unref()
              }
            })
          }
        }
      )
      expect(signalledAt).toBeGreaterThan(0)
      expect(run.signal).toBeNull() // exited by itself, not killed
      expect(run.code).toBe(1)
      const jobId = run.outputs['job-id'] as string
      expect(jobId).toMatch(/^job_/)
      expect(run.outputs.status).toBe('active')
      expect(run.summary).toMatch(/cancelled.*keeps running on the service.*job-id: /s)
      expect(errorOf(run)).toMatch(new RegExp(`Cancelled while waiting for job ${jobId}.*job-id: ${jobId}`))
      expect(sim.jobs.get(jobId)?.status).toBe('active')
    }
  )
})

describe('hostile input', () => {
  const hostile = 'team/../docs?x=1#frag %2F 100%'

  it('project-id and job-id reach the server as one encoded path segment each', async () => {
    const encoded = await startSimulator({
      projects: [hostile],
      defaultScenario: { outcome: 'completed-pr', pollsUntilDone: 0 }
    })
    try {
      const created = await runAgainst(encoded, { 'project-id': hostile, prompt: 'x' })
      expect(created.code).toBe(0)
      const jobId = created.outputs['job-id'] as string
      const resumed = await runAgainst(encoded, { 'project-id': hostile, 'job-id': `${jobId}/../x y` })
      expect(resumed.code).toBe(1)
      const seen = encoded.requests.map(r => [r.params, r.rawPath])
      expect(seen[0]).toEqual([{ projectId: hostile }, `/v2/agent/${encodeURIComponent(hostile)}/job`])
      expect(seen.at(-1)).toEqual([
        { projectId: hostile, jobId: `${jobId}/../x y` },
        `/v2/agent/${encodeURIComponent(hostile)}/job/${encodeURIComponent(`${jobId}/../x y`)}`
      ])
    } finally {
      await encoded.close()
    }
  })

  it('HTML and Markdown from the prompt and the API are escaped in the summary', async () => {
    const prompt =
      '<script>alert(1)</script> ![x](https://evil.example/pixel.png) **bold** | cell [sim:completed-pr polls=0]'
    const run = await runAgainst(sim, { prompt })
    expect(run.code).toBe(0)
    expect(run.summary).not.toContain('<script>')
    expect(run.summary).not.toContain('![x](')
    expect(run.summary).toContain('&lt;script&gt;')
  })
})
