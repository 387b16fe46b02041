// `npm run simulator -- --help`: the local API simulator on its own, until SIGINT/SIGTERM; loopback
// only. Logs one line per request (the key never in it). docs/local-runs.md's simulator section lists
// the same options; __tests__/readme-sections.test.ts checks each of them against this help.
import { rm } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { startLocalGitHub } from './github/local.js'
import {
  DEFAULT_API_KEY,
  DEFAULT_PROJECT,
  DEFAULT_SCENARIO,
  isLoopbackHost,
  startSimulator
} from './server.js'
import { SIM_AUTOMATIONS } from './deployments.js'
import { DEFAULT_ASSISTANT_KEY } from './gaps.js'
import type { JobScenario, RequestLogEntry } from './types.js'

const OUTCOMES = ['completed-pr', 'completed-no-pr', 'failed', 'archived']

export const HELP = `Usage: npm run simulator -- [options]

A local stand-in for the admin API, on loopback only: agent jobs (create, follow-up, polling), every
analytics dataset (views, visitors, searches, feedback, feedback by page, assistant), deployments,
previews and automations. Deployments and previews succeed after two status reads; the automation
that can be triggered is ${SIM_AUTOMATIONS.custom}.
Point the action at it with:
  base-url: http://127.0.0.1:8787   api-key: ${DEFAULT_API_KEY}   project-id: ${DEFAULT_PROJECT}

Options:
  --port N          port to listen on (default 8787; 0 picks a free port)
  --host HOST       loopback address to bind: 127.0.0.1 (default), localhost or ::1
  --scenario NAME   how new agent jobs end: ${OUTCOMES.join(', ')} (default ${DEFAULT_SCENARIO.outcome})
  --polls N         GETs of a job that still answer "active" before it ends (default ${DEFAULT_SCENARIO.pollsUntilDone})
  --pages N         pages of the simulated site, which every dataset draws on (default 1234; 30 days
                    of data ending today)
  --seed N          seed of the page-view data (default 1; the same seed gives the same data)
  --analytics-limit N
                    analytics requests per hour for the whole simulator, as the API's limit
                    (default 100; 0 for no limit). Past it, analytics answers 429 and an export
                    retries until its timeout-minutes (30 by default)
  --gaps            serve the docs-gap loop's data: searches nobody clicked, unanswered questions
                    with threads, thumbs-down comments; the discovery search
                    (POST /discovery/v1/search/{domain}, assistant key ${DEFAULT_ASSISTANT_KEY})
                    always answers, and learns the pages of each completed job's pull request
  --github          also start the GitHub stand-in with pull request #1 of acme/widgets, write the
                    event payloads of the pull request and of a /docs comment on it, and print the
                    commands that run the built action on each (the pull request flow, locally)
  --github-port N   the GitHub stand-in's port (default 8788; 0 picks a free port)
  --quiet           do not log requests
  -h, --help        show this help and exit

Prompt directives: put one in a prompt or follow-up to steer that one job, whatever --scenario says.
  [sim:OUTCOME]           end as ${OUTCOMES.join(', ')}
  [sim:polls=N]           answer "active" to N GETs first
  [sim:OUTCOME polls=N]   both, e.g. [sim:completed-pr polls=2]
  [sim:drift=KIND]        bend the job's JSON as a newer API might: extra (unknown fields), missing
                          (optional fields left out), unknown-status (GET says "paused"), no-id (no id)
Only the simulator reads directives: the real API would hand them to its agent as plain text.

With --github, the GitHub stand-in logs nothing; its comments are at
  curl -s http://127.0.0.1:8788/repos/acme/widgets/issues/1/comments

Request log: one line per request on stdout, e.g.
  10:02:03 POST /v2/agent/${DEFAULT_PROJECT}/job 201
  10:02:04 GET /v2/agent/${DEFAULT_PROJECT}/job/job_1a2b 200
The API key is never printed; "(no key)" or "(unknown key)" marks a request without a valid one.
`

/** One log line: time, method, path, status; the key is never in it (the server redacts the path). */
export function logLine(entry: RequestLogEntry, at: Date = new Date()): string {
  const status = entry.status === undefined ? 'no answer' : String(entry.status)
  const auth = entry.auth === 'key' ? '' : ` (${entry.auth})`
  const fault = entry.fault ? ` [fault: ${entry.fault}]` : ''
  return `${at.toISOString().slice(11, 19)} ${entry.method} ${entry.path} ${status}${auth}${fault}`
}

function fail(message: string): never {
  console.error(`simulator: ${message}`)
  process.exit(2)
}

function intOption(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < min) fail(`--${name} must be an integer >= ${min}, got ${value}`)
  return n
}

/** `--analytics-limit`: the simulator's hourly analytics quota (0: none); absent, the API's 100. */
const analyticsLimit = (limit: number | undefined) =>
  limit === undefined ? {} : { analyticsLimitPerHour: limit === 0 ? Infinity : limit }

/** The GitHub stand-in for `--github`, and what to run against it. */
async function startGitHub(portOption: string | undefined, host: string, apiUrl: string) {
  const port = intOption(portOption, 'github-port', 0) as number
  if (port > 65535) fail(`--github-port must be <= 65535, got ${port}`)
  const github = await startLocalGitHub(port, host)
  console.log(github.instructions(apiUrl))
  return github
}

async function main(): Promise<void> {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        pages: { type: 'string' },
        seed: { type: 'string' },
        scenario: { type: 'string' },
        polls: { type: 'string' },
        'analytics-limit': { type: 'string' },
        gaps: { type: 'boolean', default: false },
        github: { type: 'boolean', default: false },
        'github-port': { type: 'string', default: '8788' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false }
      },
      strict: true
    }))
  } catch (err) {
    fail(`${(err as Error).message} (see --help)`)
  }
  if (values.help) {
    process.stdout.write(HELP)
    return
  }
  const host = values.host
  if (!isLoopbackHost(host)) fail(`refusing to listen on non-loopback host ${host}`)
  const port = intOption(values.port, 'port', 0) as number
  if (port > 65535) fail(`--port must be <= 65535, got ${port}`)
  if (values.scenario !== undefined && !OUTCOMES.includes(values.scenario)) {
    fail(`--scenario must be one of ${OUTCOMES.join(', ')}, got ${values.scenario}`)
  }
  const scenario: JobScenario = {
    outcome: (values.scenario as JobScenario['outcome'] | undefined) ?? DEFAULT_SCENARIO.outcome,
    pollsUntilDone: intOption(values.polls, 'polls', 0) ?? DEFAULT_SCENARIO.pollsUntilDone
  }
  const sim = await startSimulator({
    host,
    port,
    defaultScenario: scenario,
    pageViews: { pages: intOption(values.pages, 'pages', 0), seed: intOption(values.seed, 'seed', 0) },
    ...analyticsLimit(intOption(values['analytics-limit'], 'analytics-limit', 0)),
    ...(values.gaps ? { analytics: { gaps: true } } : {}),
    ...(values.quiet ? {} : { onRequestLog: (entry: RequestLogEntry) => console.log(logLine(entry)) })
  })
  console.log(`simulator listening on ${sim.url} (api key: ${DEFAULT_API_KEY}, project: ${DEFAULT_PROJECT})`)
  const github = values.github ? await startGitHub(values['github-port'], host, sim.url) : undefined

  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    Promise.all([
      sim.close(),
      github?.gh.close(),
      github && rm(github.eventDir, { recursive: true, force: true })
    ]).then(
      () => process.exit(0),
      () => process.exit(1)
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch(err => fail((err as Error).message))
