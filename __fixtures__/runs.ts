import { afterAll, afterEach } from '@jest/globals'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  cleanup,
  runAction,
  type ActionRun,
  type RunOptions,
  type TimedActionRun
} from '../__tests__/helpers/run-action.js'
import type { ArtifactService } from '../simulator/artifact-service.js'
import { parseState, type CommentState } from '../src/pr-job/history.js'
import { stateOwner } from '../src/kernel/github/state-seal.js'
import type { GitHubApi } from '../simulator/github/index.js'
import { DEFAULT_ASSISTANT_KEY, type Simulator } from '../simulator/index.js'
import { TEST_KEY, TEST_PROJECT } from './servers.js'

// Running the built dist/index.js the way the bundle tests do, and reading what a run did.

/** What every run against `api` needs: the test key, the project and the API's URL. */
export const apiInputs = (api: { url: string }): Record<string, string> => ({
  'api-key': TEST_KEY,
  'project-id': TEST_PROJECT,
  'base-url': api.url
})

/** The bundle in agent mode against `sim`, polling every second; `inputs` override the defaults. */
export function runAgainst(
  sim: Simulator,
  inputs: Record<string, string>,
  options?: RunOptions
): Promise<TimedActionRun> {
  return runAction({ ...apiInputs(sim), 'poll-interval-seconds': '1', ...inputs }, options)
}

/** The bundle in analytics mode against `api`, with no artifact; `inputs` override the defaults. */
export function runAnalytics(
  api: { url: string },
  inputs: Record<string, string> = {},
  options?: RunOptions
): Promise<TimedActionRun> {
  return runAction({ ...apiInputs(api), mode: 'analytics', 'artifact-name': '', ...inputs }, options)
}

/** A job that exists on the simulator before the action runs (for follow-up and polling faults). */
export async function existingJob(sim: Simulator, prompt = '[sim:completed-pr polls=0]'): Promise<string> {
  const created = await runAgainst(sim, { prompt, wait: 'false' })
  sim.requests.length = 0
  return created.outputs['job-id'] as string
}

/** The environment in which @actions/artifact uploads to the stand-in `service`. */
export function artifactEnv(service: ArtifactService, runId = '1'): Record<string, string> {
  return {
    ACTIONS_RUNTIME_TOKEN: service.token,
    ACTIONS_RESULTS_URL: `${service.url}/`,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: runId
  }
}

export interface EventRun {
  event: string
  payload?: unknown
  /** Written as is instead of `payload` (a broken event file). */
  rawPayload?: string
  inputs?: Record<string, string>
  workflow?: string
  job?: string
  env?: Record<string, string>
  onSpawn?: (child: ChildProcess) => void
  killAfterMs?: number
  /** The Node that runs the bundle (a wrapper that measures it, say); default as runAction's. */
  node?: string
}

/**
 * The bundle in agent mode for a GitHub event, against the simulator and the GitHub stand-in; the
 * run's files are deleted once it has ended (its outputs, log and summary are kept in the result).
 */
export async function runEvent(sim: Simulator, gh: GitHubApi, spec: EventRun): Promise<TimedActionRun> {
  const eventDir = mkdtempSync(join(tmpdir(), 'docs-agent-event-'))
  const eventPath = join(eventDir, 'event.json')
  writeFileSync(eventPath, spec.rawPayload ?? JSON.stringify(spec.payload))
  try {
    const result = await runAction(
      {
        ...apiInputs(sim),
        'poll-interval-seconds': '1',
        'github-token': 'ghs_test_token',
        // The check run and the waiting label have their own tests (sweep/): the others count requests without them.
        'check-run': 'false',
        ...spec.inputs
      },
      {
        env: {
          GITHUB_API_URL: gh.url,
          GITHUB_EVENT_NAME: spec.event,
          GITHUB_EVENT_PATH: eventPath,
          GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
          GITHUB_WORKFLOW: spec.workflow ?? 'Docs update',
          GITHUB_JOB: spec.job ?? 'docs',
          GITHUB_RUN_ID: '4242',
          GITHUB_SERVER_URL: 'https://github.example',
          ...spec.env
        },
        onSpawn: spec.onSpawn,
        killAfterMs: spec.killAfterMs,
        ...(spec.node ? { node: spec.node } : {})
      }
    )
    cleanup(result)
    return result
  } finally {
    rmSync(eventDir, { recursive: true, force: true })
  }
}

/** An `onSpawn` that sends SIGINT to the run once `reached()` holds (checked every 20 ms). */
export function interruptWhen(reached: () => boolean): (child: ChildProcess) => void {
  return child => {
    const timer = setInterval(() => {
      if (reached()) {
        clearInterval(timer)
        child.kill('SIGINT')
      }
    }, 20)
    child.on('close', () => clearInterval(timer))
  }
}

/**
 * Returns `keep`: a run passed to it has its files deleted after the test (or, with 'all', after the
 * file's last test, for runs whose files a later test reads).
 */
export function deletedAfter(when: 'each' | 'all' = 'each'): <R extends ActionRun>(run: R) => R {
  const runs: ActionRun[] = []
  const deleteAll = () => {
    for (const run of runs.splice(0)) cleanup(run)
  }
  if (when === 'each') afterEach(deleteAll)
  else afterAll(deleteAll)
  return run => {
    runs.push(run)
    return run
  }
}

/** `METHOD route` of every request the simulator recorded. */
export const routesOf = (sim: Simulator) => sim.requests.map(r => `${r.method} ${r.route}`)

/** The prompts the simulator received, by create or follow-up. */
export const promptsOf = (sim: Simulator) =>
  sim.requests
    .filter(r => r.route === 'create' || r.route === 'message')
    .map(r => ({ route: r.route, prompt: (r.body as { prompt: string }).prompt }))

/** The GitHub stand-in's requests of `method` whose path contains `fragment`. */
export const ghCalls = (gh: GitHubApi, method: string, fragment: string) =>
  gh.requests.filter(r => r.method === method && r.path.includes(fragment))

/** The `::error::` annotation the action ended with (the runner shows it on the run page). */
export function errorOf(run: ActionRun): string {
  const line = run.stdout.split('\n').find(l => l.startsWith('::error::')) ?? ''
  return line.slice('::error::'.length).replace(/%0A/g, '\n')
}

/** The `::warning` lines of a run's log. */
export const warningsOf = (run: ActionRun) =>
  run.stdout.split('\n').filter(line => line.startsWith('::warning'))

/** The sealed state a run left in a comment (for the test key and project, unless told), or undefined. */
export function commentState(
  gh: GitHubApi,
  comment: { id: number; body: string; issueNumber: number } | undefined,
  project = TEST_PROJECT,
  apiKey = TEST_KEY
): CommentState | undefined {
  if (!comment) return undefined
  const owner = stateOwner(apiKey, {
    repository: `${gh.owner}/${gh.repo}`,
    pullRequest: comment.issueNumber,
    project
  })
  return parseState(comment.body, owner, comment.id)
}

/** The docs-gap loop's first test week and the one after it. */
export const LOOP_WEEK_1 = { 'date-from': '2026-02-01', 'date-to': '2026-02-08' }
export const LOOP_WEEK_2 = { 'date-from': '2026-02-08', 'date-to': '2026-02-15' }
export const LOOP_ISSUE_TITLE = 'Docs gaps: weekly'

/**
 * One scheduled run of the docs-gap loop: the gaps, three of them asked of the agent, the report issue
 * on the GitHub stand-in `gh`, and last period's gaps checked through the simulator's discovery search.
 */
export function runLoop(
  sim: { url: string },
  gh: Pick<GitHubApi, 'url' | 'owner' | 'repo'>,
  inputs: Record<string, string> = {}
): Promise<TimedActionRun> {
  return runAnalytics(
    sim,
    {
      ...LOOP_WEEK_1,
      gaps: 'true',
      'gaps-agent': '3',
      'report-issue': LOOP_ISSUE_TITLE,
      'github-token': 'ghs_test_token',
      'assistant-api-key': DEFAULT_ASSISTANT_KEY,
      'docs-domain': 'acme',
      ...inputs
    },
    {
      env: {
        GITHUB_API_URL: gh.url,
        GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_RUN_ID: '4242',
        GITHUB_SERVER_URL: 'https://github.example'
      }
    }
  )
}
