import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Simulator } from '../../simulator/index.js'
import type { GitHubApi } from '../../simulator/github/index.js'
import { cleanup, runAction, type ActionRun } from './run-action.js'

// Runs the built bundle for a GitHub event against the API simulator and the GitHub stand-in.

export const KEY = 'mint_test_0123456789abcdef'

export interface EventRun {
  event: string
  payload: unknown
  inputs?: Record<string, string>
  workflow?: string
  job?: string
  env?: Record<string, string>
  onSpawn?: (child: ChildProcess) => void
  killAfterMs?: number
}

const eventDir = mkdtempSync(join(tmpdir(), 'docs-agent-events-'))
let counter = 0

export async function runEvent(sim: Simulator, gh: GitHubApi, spec: EventRun): Promise<ActionRun> {
  const eventPath = join(eventDir, `event-${++counter}.json`)
  writeFileSync(eventPath, JSON.stringify(spec.payload))
  const result = await runAction(
    {
      'api-key': KEY,
      'project-id': 'proj_demo',
      'base-url': sim.url,
      'poll-interval-seconds': '1',
      'github-token': 'ghs_test_token',
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
      // DOCS_AGENT_NODE runs the bundle on another Node (the runner's Node 24) than the tests' own.
      node: process.env.DOCS_AGENT_NODE || undefined
    }
  )
  cleanup(result)
  return result
}

/** A `pull_request` payload for `number` at head `headSha` (also registered with the stand-in). */
export function pullRequestPayload(
  gh: GitHubApi,
  number: number,
  headSha: string,
  fields: { title?: string; body?: string; files?: { filename: string; status?: string }[] } = {},
  action = 'synchronize'
) {
  gh.addPullRequest({ number, headSha, files: fields.files, title: fields.title, body: fields.body })
  return {
    action,
    number,
    pull_request: {
      number,
      title: fields.title ?? 'Add widgets',
      body: fields.body ?? null,
      html_url: `https://github.example/acme/widgets/pull/${number}`,
      user: { login: 'octocat' },
      base: { ref: 'main', repo: { full_name: 'acme/widgets' } },
      head: {
        ref: 'feature/widgets',
        label: 'octocat:feature/widgets',
        sha: headSha,
        repo: { full_name: 'acme/widgets' }
      },
      changed_files: fields.files?.length ?? 0
    },
    repository: { name: 'widgets', owner: { login: 'acme' } }
  }
}

export function commentPayload(issueNumber: number, body: string, login = 'alice') {
  return {
    action: 'created',
    issue: { number: issueNumber, title: 'Add widgets', pull_request: { url: 'x' } },
    comment: { id: 1, body, user: { login }, author_association: 'MEMBER' },
    repository: { name: 'widgets', owner: { login: 'acme' } }
  }
}

export const sha = (c: string) => c.repeat(40).slice(0, 40)
export const warningsOf = (r: ActionRun) => r.stdout.split('\n').filter(line => line.startsWith('::warning'))
export const promptsOf = (sim: Simulator) =>
  sim.requests
    .filter(r => r.route === 'create' || r.route === 'message')
    .map(r => ({ route: r.route, prompt: (r.body as { prompt: string }).prompt }))
