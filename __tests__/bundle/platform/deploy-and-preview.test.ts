// Deploy and preview modes end to end: the built dist/index.js, run as the runner runs it, against the
// simulator. Success, failure, timeout, cancellation, 429s, answers the schema does not expect, and
// the key in nothing the runs produced.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ADMIN_MESSAGES,
  DEFAULT_API_KEY,
  DEFAULT_DEPLOYMENT_SCENARIO,
  startSimulator,
  type DeploymentScenario,
  type Fault,
  type Simulator
} from '../../../simulator/index.js'
import { errorOf, routesOf, runAgainst } from '../../../__fixtures__/runs.js'
import { cancelWhen, warningMessagesOf } from '../../helpers/deploy-e2e.js'
import { partialLeaks } from '../../helpers/leaks.js'
import { cleanup, findSecret, type ActionRun, type RunOptions } from '../../helpers/run-action.js'

let sim: Simulator
let eventDir: string
const runs: ActionRun[] = []

async function action(inputs: Record<string, string>, options?: RunOptions): Promise<ActionRun> {
  const run = await runAgainst(sim, { mode: 'deploy', ...inputs }, options)
  runs.push(run)
  return run
}
const scenario = (s: Partial<DeploymentScenario>) =>
  sim.setAdmin({ deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, pollsUntilDone: 1, ...s } })
const deployment = () => [...sim.deployments.values()][0]

beforeAll(async () => {
  sim = await startSimulator()
  eventDir = mkdtempSync(join(tmpdir(), 'deploy-e2e-'))
})
beforeEach(() => {
  sim.reset()
  sim.setAdmin({ previews: true, retryAfter: 'window' })
  scenario({})
})
afterAll(async () => {
  await sim.close()
  rmSync(eventDir, { recursive: true, force: true })
  // The key scan: not the key, nor any 8 characters of it, in anything any run produced.
  expect(runs.flatMap(run => findSecret(run, DEFAULT_API_KEY))).toEqual([])
  expect(runs.flatMap(run => partialLeaks(run, DEFAULT_API_KEY))).toEqual([])
  runs.forEach(cleanup)
})

describe('deploy', () => {
  it('succeeds: status id first, then the commit, files and screenshot in outputs and summary', async () => {
    const run = await action({})
    expect(run.code).toBe(0)
    const d = deployment()
    expect(routesOf(sim)).toEqual(['POST deploy', 'GET deploy-status', 'GET deploy-status'])
    expect(run.outputs).toMatchObject({
      'status-id': d?.statusId,
      status: 'success',
      'commit-sha': d?.commitSha,
      'commit-ref': 'main',
      'commit-message': 'Document the webhooks API',
      summary: 'Deployed 4 changed files',
      'screenshot-url': expect.stringMatching(/^https:\/\/screenshots\./),
      'preview-url': ''
    })
    expect(run.stdout.indexOf(`Status id: ${d?.statusId}`)).toBeLessThan(run.stdout.indexOf('Waiting for'))
    expect(run.stdout).toMatch(/Status: queued.*\n.*Status: success/)
    expect(run.summary).toContain('<h2>Docs deployment</h2>')
    expect(run.summary).toContain('Files added (1)')
    expect(run.summary).toContain('<code>docs/quickstart.mdx</code>')
    expect(run.summary).toContain(`<img src="${run.outputs['screenshot-url']}"`)
    expect(run.summary).not.toContain('Log (end)')
  })

  it('fails the step when the deployment fails, with the end of its log in the summary', async () => {
    const logs = Array.from({ length: 60 }, (_, i) => `line ${i + 1}`).concat('Error: broken link')
    scenario({ outcome: 'failure', logs })
    const run = await action({})
    expect(run.code).toBe(1)
    expect(run.outputs.status).toBe('failure')
    expect(errorOf(run)).toMatch(/^The deployment \w+ failed: Build failed: 1 broken link\. The job summary/)
    expect(run.summary).toContain('The last 40 of 61 log lines')
    expect(run.summary).toContain('line 22&#10;')
    expect(run.summary).not.toContain('line 21&#10;')
    expect(run.summary).toContain('Error: broken link')
  })

  it('a failure outside fail-on leaves the step green, with a warning', async () => {
    scenario({ outcome: 'failure' })
    const run = await action({ 'fail-on': 'timeout' })
    expect(run.code).toBe(0)
    expect(warningMessagesOf(run).join('\n')).toMatch(/failed.*`fail-on` does not include failed/)
  })

  it('times out: fails with the status id and the last status', async () => {
    scenario({ pollsUntilDone: 1000 })
    const run = await action({ 'timeout-minutes': '0.04' })
    expect(run.code).toBe(1)
    const id = run.outputs['status-id'] as string
    expect(run.outputs.status).toBe('in_progress')
    expect(errorOf(run)).toMatch(
      new RegExp(`^Timed out after \\d+ s waiting for deployment ${id} \\(last status: in_progress\\)`)
    )
    expect(run.summary).toContain('Stopped waiting at <code>timeout-minutes</code>')
  })

  it('with wait: false, returns after the trigger', async () => {
    const run = await action({ wait: 'false' })
    expect(run.code).toBe(0)
    expect(routesOf(sim)).toEqual(['POST deploy'])
    expect(run.outputs).toMatchObject({ 'status-id': deployment()?.statusId, status: '' })
    expect(run.summary).toContain('Not waited for')
  })

  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s while waiting: outputs and summary within 2 s',
    async signal => {
      scenario({ pollsUntilDone: 1000 })
      const cancel = cancelWhen('Status: queued', signal)
      const run = await action({ 'poll-interval-seconds': '5' }, { onSpawn: cancel.onSpawn })
      expect(cancel.signalledAt()).toBeGreaterThan(0)
      expect(run.signal).toBeNull() // ended by itself, before the 2 s guard
      expect(cancel.exitMs()).toBeLessThan(2000)
      expect(run.code).toBe(1)
      expect(run.outputs).toMatchObject({ 'status-id': deployment()?.statusId, status: 'queued' })
      expect(run.summary).toMatch(/cancelled.*goes on on the service/)
      expect(errorOf(run)).toMatch(/^Cancelled while waiting for deployment \w+ \(last status: queued\)/)
      expect(routesOf(sim)).toEqual(['POST deploy', 'GET deploy-status'])
    }
  )
})

describe('rate limits and failed reads', () => {
  const limited = (headers?: Record<string, string>): Fault => ({
    type: 'status',
    status: 429,
    body: ADMIN_MESSAGES.rateLimited,
    contentType: 'text/plain',
    headers
  })
  it.each([
    ['with Retry-After', { 'retry-after': '1' }],
    ['without Retry-After', undefined]
  ])('a 429 %s on the trigger: sent again, one deployment', async (_name, headers) => {
    sim.injectFault({ route: 'deploy', fault: limited(headers), times: 2 })
    const run = await action({})
    expect(run.code).toBe(0)
    expect(routesOf(sim).filter(r => r === 'POST deploy')).toHaveLength(3)
    expect(sim.deployments.size).toBe(1)
    expect(run.stdout).toMatch(/POST \/v1\/project\/update\/proj_demo: status 429; retry 1 in \d+ s/)
  })

  it('a 429 whose Retry-After passes the deadline: fails at once, naming the limit', async () => {
    sim.injectFault({ route: 'deploy', fault: limited({ 'retry-after': '3600' }), times: Infinity })
    const run = await action({ 'timeout-minutes': '1' })
    expect(run.code).toBe(1)
    expect(routesOf(sim)).toEqual(['POST deploy'])
    expect(errorOf(run)).toMatch(/429.*10 requests per 10 s per organization.*past `timeout-minutes`/)
  })

  it('a 429 on the status read is a failed read, not a failed deployment', async () => {
    // Five refusals: the client's own retries of the first read, then the read fails as a whole.
    sim.injectFault({ route: 'deploy-status', fault: limited({ 'retry-after': '0' }), times: 5 })
    const run = await action({})
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('success')
    expect(warningMessagesOf(run).join('\n')).toMatch(
      /^Reading deployment \w+ failed \(.*429.*\); reading again in \d+ s$/m
    )
  })

  it('a 503 or an HTML page on the trigger may have started it: sent once, never again', async () => {
    sim.injectFault({ route: 'deploy', fault: { type: 'non-json', status: 202 } })
    const run = await action({})
    expect(run.code).toBe(1)
    expect(routesOf(sim)).toEqual(['POST deploy'])
    expect(errorOf(run)).toMatch(/not JSON.*may have reached the service.*deployment may have started/)
  })
})

describe('answers the schema does not expect', () => {
  it('unknown fields and an unknown status word: still read, warned about once', async () => {
    scenario({ pollsUntilDone: 3, drift: ['extra', 'unknown-status'] })
    const run = await action({})
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('success')
    expect(warningMessagesOf(run).filter(w => w.includes('"building"'))).toHaveLength(1)
  })

  it('a status with nothing but `status`: outputs empty, no crash', async () => {
    scenario({ drift: ['missing'] })
    const run = await action({})
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ status: 'success', 'commit-sha': '', 'screenshot-url': '' })
  })

  it('ids in an unexpected place: salvaged, reported as outputs, the step fails', async () => {
    scenario({ drift: ['wrapped'] })
    const run = await action({})
    expect(run.code).toBe(1)
    expect(run.outputs['status-id']).toBe(deployment()?.statusId)
    expect(errorOf(run)).toMatch(
      /breaks the API contract.*named statusId \w+, so the deployment probably started/
    )
    expect(routesOf(sim)).toEqual(['POST deploy'])
    expect(run.summary).toContain(`<code>${deployment()?.statusId}</code>`)
  })

  it('no id at all: fails, saying the deployment may have started', async () => {
    scenario({ drift: ['no-id'] })
    const run = await action({})
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/statusId.*may have reached the service/)
    expect(run.summary).toContain('Docs deployment: failed')
  })

  it('hostile text stays text: one-line outputs, escaped summary, no https: no screenshot', async () => {
    scenario({
      commitMessage: 'Fix\n::error::pwned <script>alert(1)</script>',
      filesChanged: { added: ['<img src=x onerror=alert(1)>.mdx'], modified: [], removed: [] },
      screenshots: 'javascript:alert(1)'
    })
    const run = await action({})
    expect(run.code).toBe(0)
    expect(run.outputs['commit-message']).toBe('Fix\\n::error::pwned <script>alert(1)</script>')
    expect(run.stdout).not.toMatch(/^::error::pwned/m)
    expect(run.summary).not.toMatch(/<script|<img src=x|javascript:/)
    expect(run.outputs['screenshot-url']).toBe('')
  })
})

describe('preview', () => {
  it('previews `branch`: preview-url output as the API sent it (a bare origin, no `/` added), link in the summary', async () => {
    const run = await action({ mode: 'preview', branch: 'docs/webhooks' })
    expect(run.code).toBe(0)
    expect(sim.requests[0]?.body).toEqual({ branch: 'docs/webhooks' })
    expect(deployment()?.previewUrl).toBe('https://acme-docs-webhooks.mintlify.app')
    expect(run.outputs).toMatchObject({
      'preview-url': 'https://acme-docs-webhooks.mintlify.app',
      'commit-ref': 'docs/webhooks',
      status: 'success'
    })
    expect(run.stdout).toMatch(/^Preview URL: https:\/\/acme-docs-webhooks\.mintlify\.app$/m)
    expect(run.summary).toContain('<h2>Docs preview</h2>')
    expect(run.summary).toContain('href="https://acme-docs-webhooks.mintlify.app"')
  })

  it('on a pull request, previews its head branch', async () => {
    const path = join(eventDir, 'pr.json')
    writeFileSync(
      path,
      JSON.stringify({
        pull_request: {
          number: 3,
          head: { ref: 'fix/typo', repo: { full_name: 'acme/docs' } },
          base: { repo: { full_name: 'acme/docs' } }
        }
      })
    )
    const env = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: path }
    const run = await action({ mode: 'preview', 'comment-on-pr': 'false' }, { env })
    expect(run.code).toBe(0)
    expect(sim.requests[0]?.body).toEqual({ branch: 'fix/typo' })
  })

  it('outside a pull request without `branch`: an input error, nothing sent', async () => {
    const run = await action({ mode: 'preview' }, { env: { GITHUB_EVENT_NAME: 'push' } })
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/`branch` is required in preview mode outside a pull request/)
    expect(sim.requests).toHaveLength(0)
  })

  it('a plan without previews: 403, a message that says so', async () => {
    sim.setAdmin({ previews: false })
    const run = await action({ mode: 'preview', branch: 'b' })
    expect(run.code).toBe(1)
    expect(routesOf(sim)).toEqual(['POST preview'])
    expect(errorOf(run)).toMatch(/403 Preview deployments are not available.*plan has no preview deployments/)
  })

  it('fails, times out and is cancelled as deploy is', async () => {
    scenario({ outcome: 'failure' })
    const failed = await action({ mode: 'preview', branch: 'b' })
    expect([failed.code, failed.outputs.status]).toEqual([1, 'failure'])
    expect(errorOf(failed)).toMatch(/^The preview deployment \w+ failed/)
    scenario({ pollsUntilDone: 1000 })
    const late = await action({ mode: 'preview', branch: 'b', 'timeout-minutes': '0.03' })
    expect(late.code).toBe(1)
    expect(errorOf(late)).toMatch(/^Timed out .* preview deployment/)
    expect(late.outputs['preview-url']).toMatch(/^https:/)
    const cancel = cancelWhen('Status: queued')
    const cancelled = await action({ mode: 'preview', branch: 'b' }, { onSpawn: cancel.onSpawn })
    expect(cancelled.signal).toBeNull()
    expect(cancel.exitMs()).toBeLessThan(2000)
    expect(cancelled.outputs).toMatchObject({
      status: 'queued',
      'preview-url': expect.stringMatching(/^https:/)
    })
    expect(cancelled.summary).toMatch(/cancelled/)
  })

  it.each([
    ['with Retry-After', { 'retry-after': '1' }],
    ['without Retry-After', undefined]
  ])('a 429 %s: sent again, one preview', async (_name, headers) => {
    const fault: Fault = { type: 'status', status: 429, body: '{"error":"Too many requests"}', headers }
    sim.injectFault({ route: 'preview', fault, times: 2 })
    const run = await action({ mode: 'preview', branch: 'b' })
    expect(run.code).toBe(0)
    expect(routesOf(sim).filter(r => r === 'POST preview')).toHaveLength(3)
    expect(sim.deployments.size).toBe(1)
  })

  it('ids in an unexpected place: the status id and the preview URL are salvaged', async () => {
    scenario({ drift: ['wrapped'] })
    const run = await action({ mode: 'preview', branch: 'b' })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      'status-id': deployment()?.statusId,
      'preview-url': deployment()?.previewUrl
    })
  })
})

describe('messages', () => {
  it('a project id with a space is shown as written in the error, not encoded twice', async () => {
    const run = await action({ 'project-id': 'Acme Docs' })
    expect(run.code).toBe(1)
    expect(sim.requests[0]?.rawPath).toBe('/v1/project/update/Acme%20Docs')
    expect(errorOf(run)).toContain('POST /v1/project/update/Acme Docs: 404')
    for (const text of [run.stdout, run.summary]) expect(text).not.toMatch(/Acme%(25)?20Docs/)
  })
})

describe("the organization's own limit", () => {
  it('a trigger past the limit waits for the window the 429 names, then deploys', async () => {
    // The limit's clock moves by events, not by how fast a loaded machine starts the second run: it
    // stands still until the second run's trigger has been refused, and the window is over for the
    // trigger after that (the client's retry, once it has waited what the 429 named).
    const start = Date.now()
    let triggers = () => 0
    const limited = await startSimulator({
      triggerLimit: { requests: 1, windowMs: 2_000 },
      now: () => start + (triggers() > 2 ? 2_000 : 0)
    })
    triggers = () => limited.requests.filter(r => r.route === 'deploy').length
    try {
      limited.setAdmin({ deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, pollsUntilDone: 0 } })
      const first = await runAgainst(limited, { mode: 'deploy', wait: 'false' })
      const second = await runAgainst(limited, { mode: 'deploy', wait: 'false' })
      runs.push(first, second)
      expect([first.code, second.code]).toEqual([0, 0])
      expect(limited.requests.map(r => r.route)).toEqual(['deploy', 'deploy', 'deploy'])
      expect(second.stdout).toMatch(/status 429; retry 1 in [12] s/)
      expect(limited.deployments.size).toBe(2)
    } finally {
      await limited.close()
    }
  })
})
