// Every phase is bounded: on the built bundle, with a peer that never answers in each phase (create,
// polling, pull request context, comment, export; the upload is in artifact-upload-deadline.test.ts),
//  - SIGINT or SIGTERM writes the outputs known so far and a summary, and the step exits by itself within 2 s;
//  - without a signal the run ends by itself after `timeout-minutes` plus the fixed grace.
// The guards below kill a run that did not end: they are what the assertions check, not timings. A run
// given `timeout-minutes` counts it from its first connection (start-up takes no time on its clock), so
// its bound is checked from there, and its kill guard only stops a run that hangs.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiInputs } from '../../__fixtures__/runs.js'
import { useGitHubApi, useSimulator } from '../../__fixtures__/servers.js'
import type { GitHubRoute } from '../../simulator/github/index.js'
import { HARD_STOP_GRACE_MS } from '../../src/kernel/time/limits.js'
import { cleanup, runAction, type TimedActionRun } from '../helpers/run-action.js'

const TIMEOUT_MS = 3_000 // timeout-minutes: 0.05
const DEADLINE_GUARD_MS = TIMEOUT_MS + HARD_STOP_GRACE_MS + 5_000
const SIGNAL_GUARD_MS = 2_000

const sim = useSimulator({
  defaultScenario: { outcome: 'completed-pr', pollsUntilDone: 1000 },
  pageViews: { pages: 12, days: 5, endDate: '2026-03-01', seed: 3 }
})
const gh = useGitHubApi()
let eventDir: string
beforeAll(() => {
  eventDir = mkdtempSync(join(tmpdir(), 'docs-agent-phases-'))
})
afterAll(() => rmSync(eventDir, { recursive: true, force: true }))

type Phase = 'create' | 'polling' | 'pr-context' | 'comment' | 'export'

interface PhaseSetup {
  inputs: Record<string, string>
  env: Record<string, string>
  /** True once the run is inside the phase (its hanging request has arrived). */
  reached: () => boolean
}

let events = 0
function pullRequestEnv(number: number, hang: GitHubRoute[]): Record<string, string> {
  gh.addPullRequest({ number, files: [{ filename: 'docs/a.md', status: 'modified' }] })
  gh.setFault({ routes: hang, status: 'hang' })
  const path = join(eventDir, `event-${++events}.json`)
  writeFileSync(
    path,
    JSON.stringify({
      action: 'synchronize',
      number,
      pull_request: { number, title: 'Docs', html_url: `https://github.example/acme/widgets/pull/${number}` },
      repository: { name: 'widgets', owner: { login: 'acme' } }
    })
  )
  return {
    GITHUB_API_URL: gh.url,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
    GITHUB_RUN_ID: '7',
    GITHUB_SERVER_URL: 'https://github.example'
  }
}

const simSaw = (route: string) => () => sim.requests.some(r => r.route === route)

function setUp(phase: Phase): PhaseSetup {
  const agent = { prompt: 'Update the docs', 'comment-on-pr': 'false', 'event-context': 'false' }
  switch (phase) {
    case 'create':
      sim.injectFault({ route: 'create', fault: { type: 'hang' } })
      return { inputs: agent, env: {}, reached: simSaw('create') }
    case 'polling':
      // Polls every 5 s, so a poll after the signal would show in the simulator's log.
      return { inputs: { ...agent, 'poll-interval-seconds': '5' }, env: {}, reached: simSaw('get') }
    case 'pr-context':
      return {
        inputs: { ...agent, 'event-context': 'true' },
        env: pullRequestEnv(41, ['pull', 'files']),
        reached: () => gh.requests.length > 0
      }
    case 'comment':
      return {
        inputs: { ...agent, 'comment-on-pr': 'true' },
        // The first comment is the pull request's claim, posted before the job; the job's own write
        // (its id sealed into that comment) is the one that hangs.
        env: pullRequestEnv(42, ['update-comment']),
        reached: () => simSaw('create')() && gh.requests.some(r => r.method === 'PATCH')
      }
    case 'export':
      sim.injectFault({ route: 'views', fault: { type: 'hang' } })
      return {
        inputs: {
          mode: 'analytics',
          'date-from': '2026-02-24',
          'date-to': '2026-03-01',
          'artifact-name': ''
        },
        env: {},
        reached: simSaw('views')
      }
  }
}

async function runPhase(phase: Phase, options: { signal?: NodeJS.Signals; timeoutMinutes?: string }) {
  const setup = setUp(phase)
  let signalledAt: number | undefined
  let requestsAtSignal = 0
  const onSpawn = (child: ChildProcess) => {
    if (!options.signal) return
    const timer = setInterval(() => {
      if (!setup.reached()) return
      clearInterval(timer)
      signalledAt = Date.now()
      requestsAtSignal = sim.requests.length
      child.kill(options.signal)
      setTimeout(() => child.kill('SIGKILL'), SIGNAL_GUARD_MS).unref()
    }, 20)
    child.on('close', () => clearInterval(timer))
  }
  const run: TimedActionRun = await runAction(
    {
      ...apiInputs(sim),
      'github-token': 'ghs_test_token',
      'poll-interval-seconds': '1',
      'timeout-minutes': options.timeoutMinutes ?? '5',
      ...setup.inputs
    },
    { env: setup.env, onSpawn, killAfterMs: options.signal ? 40_000 : 60_000 }
  )
  const endedAt = Date.now()
  cleanup(run)
  return { run, endedAt, signalled: signalledAt !== undefined, requestsAtSignal }
}

const PHASES: Phase[] = ['create', 'polling', 'pr-context', 'comment', 'export']

describe('SIGINT or SIGTERM in every phase: outputs and summary written, the step exits within 2 s', () => {
  const cases = PHASES.flatMap(phase =>
    (['SIGINT', 'SIGTERM'] as const).map(signal => [phase, signal] as const)
  )
  test.each(cases)('%s, %s', async (phase, signal) => {
    const { run, signalled, requestsAtSignal } = await runPhase(phase, { signal })
    expect(signalled).toBe(true)
    expect(run.signal).toBeNull() // exited by itself, before the 2 s guard
    expect(run.code).toBe(1)
    expect(run.summary).toMatch(/cancelled/i)
    expect(run.stdout).toMatch(/^::error::/m)
    // Nothing new was sent to the API after the signal (no next poll, no job started).
    expect(sim.requests.length).toBe(requestsAtSignal)
    if (phase === 'polling' || phase === 'comment') {
      expect(run.outputs['job-id']).toMatch(/^job_/)
      expect(run.summary).toContain(run.outputs['job-id'])
    }
    if (phase === 'polling') expect(run.outputs.status).toBe('active')
  })
})

describe('a peer that never answers: the run ends after timeout-minutes plus the grace', () => {
  test.each(PHASES)('%s', async phase => {
    const { run, endedAt } = await runPhase(phase, { timeoutMinutes: String(TIMEOUT_MS / 60_000) })
    expect(run.signal).toBeNull() // ended by itself
    expect(endedAt - (run.clockStartedAt ?? 0)).toBeLessThan(DEADLINE_GUARD_MS)
    expect(run.code).toBe(1)
    expect(run.summary).not.toBe('')
    expect(run.stdout).toMatch(/^::error::.*(timeout-minutes|deadline|did not finish|time)/im)
  })
})
