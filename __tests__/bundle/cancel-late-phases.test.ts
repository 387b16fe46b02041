// Cancelled means cancelled in every phase, on the built bundle, including the phases added last: the
// commenter's permission read, the preview comment and the analytics report issue. The runner's signal
// in each ends the step non-zero with a summary that says it was cancelled (never a green step, never
// "failed read, re-run"). And a create or trigger refused with 429 on every attempt, cancelled while
// waiting to retry, says that no attempt was accepted instead of "may have reached the service".
import { describe, expect, test } from '@jest/globals'
import type { ChildProcess } from 'node:child_process'
import { errorOf, runAgainst, runAnalytics, runEvent } from '../../__fixtures__/runs.js'
import { FEBRUARY_2026, useGitHubApi, useSimulator } from '../../__fixtures__/servers.js'
import { ADMIN_MESSAGES, DEFAULT_DEPLOYMENT_SCENARIO } from '../../simulator/index.js'
import type { GitHubRequestRecord } from '../../simulator/github/types.js'
import { cancelWhen } from '../helpers/deploy-e2e.js'

const sim = useSimulator({
  pageViews: FEBRUARY_2026,
  analyticsLimitPerHour: Infinity,
  defaultScenario: { outcome: 'completed-pr', pollsUntilDone: 0 }
})
const gh = useGitHubApi()
/** The runner kills a step that outlives its signal by this much; a run that ends by itself never needs it. */
const GUARD_MS = 2_000

/** Sends `signal` once GitHub saw a request `seen` matches (the request hangs), and kills after the guard. */
function signalWhen(seen: (r: GitHubRequestRecord) => boolean, signal: NodeJS.Signals) {
  let signalled = false
  const onSpawn = (child: ChildProcess) => {
    const timer = setInterval(() => {
      if (!gh.requests.some(seen)) return
      clearInterval(timer)
      signalled = true
      child.kill(signal)
      setTimeout(() => child.kill('SIGKILL'), GUARD_MS).unref()
    }, 20)
    child.on('close', () => clearInterval(timer))
  }
  return { onSpawn, signalled: () => signalled }
}

describe('a signal in the last GitHub phases: non-zero, and the summary says cancelled', () => {
  test.each(['SIGTERM', 'SIGINT'] as const)(
    '%s during the permission read: reported as cancelled, not as a failed read to re-run',
    async signal => {
      gh.setFault({ routes: ['permission'], status: 'hang' })
      gh.permissions.carol = 'write'
      const stop = signalWhen(r => r.path.endsWith('/collaborators/carol/permission'), signal)
      const run = await runEvent(sim, gh, {
        event: 'issue_comment',
        payload: {
          action: 'created',
          issue: { number: 5, title: 'x', state: 'open', pull_request: { url: 'x' } },
          comment: { id: 1, body: '/docs explain', user: { login: 'carol', type: 'User' } },
          sender: { login: 'carol', type: 'User' },
          repository: { name: 'widgets', owner: { login: 'acme' } }
        },
        onSpawn: stop.onSpawn,
        killAfterMs: 30_000
      })
      expect(stop.signalled()).toBe(true)
      expect(run.signal).toBeNull()
      expect(run.code).toBe(1)
      expect(errorOf(run)).toMatch(
        /^The workflow was cancelled while the repository permission of carol was being read/
      )
      expect(run.summary).toMatch(/cancelled/i)
      expect(run.stdout + run.summary).not.toMatch(/Re-run the workflow/)
      expect(sim.requests).toEqual([])
    }
  )

  test('SIGINT while the preview comment is written', async () => {
    sim.setAdmin({ previews: true, deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, pollsUntilDone: 1 } })
    gh.addPullRequest({ number: 12, headRef: 'docs/webhooks' })
    gh.setFault({ routes: ['create-comment'], status: 'hang' })
    const stop = signalWhen(r => r.method === 'POST' && r.path.endsWith('/issues/12/comments'), 'SIGINT')
    const run = await runEvent(sim, gh, {
      event: 'pull_request',
      payload: {
        pull_request: {
          number: 12,
          head: { ref: 'docs/webhooks', repo: { full_name: 'acme/widgets' } },
          base: { repo: { full_name: 'acme/widgets' } }
        }
      },
      inputs: { mode: 'preview' },
      onSpawn: stop.onSpawn,
      killAfterMs: 30_000
    })
    expect(stop.signalled()).toBe(true)
    expect(run.signal).toBeNull()
    expect(run.code).toBe(1)
    expect(run.outputs['status-id']).toMatch(/\S/)
    expect(errorOf(run)).toMatch(/cancelled/i)
    expect(run.summary).toMatch(/cancelled/i)
  })

  test('SIGINT while the report issue is written', async () => {
    gh.setFault({ routes: ['create-issue'], status: 'hang' })
    const stop = signalWhen(r => r.method === 'POST' && r.path.endsWith('/issues'), 'SIGINT')
    const run = await runAnalytics(
      sim,
      {
        'date-from': '2026-02-01',
        'date-to': '2026-03-01',
        'report-issue': 'Docs analytics',
        'github-token': 'ghs_test_token'
      },
      {
        env: {
          GITHUB_API_URL: gh.url,
          GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
          GITHUB_RUN_ID: '4242',
          GITHUB_SERVER_URL: 'https://github.example'
        },
        onSpawn: stop.onSpawn,
        killAfterMs: 30_000
      }
    )
    expect(stop.signalled()).toBe(true)
    expect(run.signal).toBeNull()
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/cancelled/i)
    expect(run.summary).toMatch(/cancelled/i)
  })
})

describe('cancelled while waiting to retry after a 429 on every attempt', () => {
  const refused = {
    type: 'status' as const,
    status: 429,
    body: ADMIN_MESSAGES.rateLimited,
    contentType: 'text/plain',
    headers: { 'retry-after': '20' }
  }
  const NOT_ACCEPTED = /No attempt was accepted: each one was refused \(429\).*nothing was started/

  test('deploy: no attempt was accepted, and it says so', async () => {
    sim.injectFault({ route: 'deploy', fault: refused, times: Infinity })
    const cancel = cancelWhen(/retry 1 in \d+ s/)
    const run = await runAgainst(sim, { mode: 'deploy' }, { onSpawn: cancel.onSpawn, killAfterMs: 30_000 })
    expect(cancel.signalledAt()).toBeGreaterThan(0)
    expect(run.code).toBe(1)
    const error = errorOf(run)
    expect(error).toMatch(NOT_ACCEPTED)
    expect(error).not.toMatch(/may have reached the service|may have started/)
    expect(sim.deployments.size).toBe(0)
  })

  test('agent create: no attempt was accepted, and it says so', async () => {
    sim.injectFault({ route: 'create', fault: refused, times: Infinity })
    const cancel = cancelWhen(/retry 1 in \d+ s/)
    const run = await runAgainst(
      sim,
      { prompt: 'Update the docs' },
      { onSpawn: cancel.onSpawn, killAfterMs: 30_000 }
    )
    expect(cancel.signalledAt()).toBeGreaterThan(0)
    expect(run.code).toBe(1)
    const error = errorOf(run)
    expect(error).toMatch(NOT_ACCEPTED)
    expect(error).not.toMatch(/may have reached the service|may have started/)
    expect(run.summary).not.toMatch(/may have reached the service/)
  })
})
