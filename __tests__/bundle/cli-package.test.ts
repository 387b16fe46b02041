// The command line as a user gets it: the package packed (`npm pack`), installed from the tarball into
// an empty folder offline (it declares no runtime dependency: the bundle is self-contained), and its
// `docs-agent-action` command run on DOCS_AGENT_NODE (the oldest supported Node; the project
// bundle-second-node runs it again on Node 24) against the simulator, away from the repository's
// node_modules. Each mode runs; stdout holds --json's object alone; @actions/core is never loaded;
// Ctrl-C is the action's cancellation (exit 130, the job id printed).
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals'
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEFAULT_API_KEY,
  DEFAULT_DEPLOYMENT_SCENARIO,
  DEFAULT_PROJECT,
  SIM_AUTOMATIONS,
  startSimulator,
  type Simulator
} from '../../simulator/index.js'
import { FEBRUARY_2026 } from '../../__fixtures__/servers.js'
import { NODE, ROOT } from '../helpers/run-action.js'

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/
/** A sentence only @actions/core's summary holds: the bundle chunk with it is @actions/core. */
const ACTIONS_CORE_MARK = 'Check if your runtime environment supports job summaries'

let sim: Simulator
let home: string
let command: string
let hooks: string

beforeAll(async () => {
  sim = await startSimulator({ pageViews: FEBRUARY_2026 })
  home = mkdtempSync(join(tmpdir(), 'cli-package-'))
  const packed = execFileSync('npm', ['pack', '--pack-destination', home, '--silent'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe']
  }).trim()
  const app = join(home, 'app')
  execFileSync('mkdir', [app])
  writeFileSync(join(app, 'package.json'), '{"name":"app","private":true}\n')
  execFileSync(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--cache', join(home, 'cache'), join(home, packed)],
    {
      cwd: app,
      encoding: 'utf8',
      // npm's own warnings (such as an engine warning when npm itself runs on an older Node) stay here.
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' }
    }
  )
  command = join(app, 'node_modules', '.bin', 'docs-agent-action')
  // A loader hook that lists every module file the command loads.
  hooks = join(home, 'hooks.mjs')
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs'
import { register } from 'node:module'
if (!globalThis.__listed) { globalThis.__listed = true; register(import.meta.url) }
export async function load(url, context, next) {
  if (process.env.LOADED_LOG) appendFileSync(process.env.LOADED_LOG, url + '\\n')
  return next(url, context)
}
`
  )
})
beforeEach(() => {
  sim.reset()
  sim.setAdmin({ previews: true, automationJobReadable: false, deployment: DEFAULT_DEPLOYMENT_SCENARIO })
})
afterAll(async () => {
  await sim.close()
  rmSync(home, { recursive: true, force: true })
})

interface CommandRun {
  code: number | null
  stdout: string
  stderr: string
  /** The module files it loaded. */
  loaded: string[]
}

/** Runs the installed command in its empty folder; `onStderr` may act on what it printed so far. */
function run(args: string[], onStderr?: (text: string, child: ReturnType<typeof spawn>) => void) {
  const log = join(home, `loaded-${Math.random().toString(36).slice(2)}.txt`)
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    MINTLIFY_API_KEY: DEFAULT_API_KEY,
    MINTLIFY_PROJECT_ID: DEFAULT_PROJECT,
    LOADED_LOG: log
  }
  const child = spawn(NODE, ['--import', hooks, command, ...args, '--base-url', sim.url], {
    cwd: join(home, 'app'),
    env
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', chunk => (stdout += chunk))
  child.stderr.on('data', chunk => {
    stderr += chunk
    onStderr?.(stderr, child)
  })
  return new Promise<CommandRun>(resolve =>
    child.on('close', code => {
      const loaded = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []
      resolve({ code, stdout, stderr, loaded })
    })
  )
}

/** The run loaded none of @actions/core (its chunk of the bundle), and printed no secret. */
function expectClean(result: CommandRun): void {
  const files = result.loaded.filter(url => url.startsWith('file:')).map(url => new URL(url).pathname)
  expect(files.some(file => file.includes(join('docs-agent-action', 'dist', 'lib')))).toBe(true)
  expect(files.filter(file => readFileSync(file, 'utf8').includes(ACTIONS_CORE_MARK))).toEqual([])
  expect(files.filter(file => !file.startsWith(home))).toEqual([])
  expect(result.stdout + result.stderr).not.toContain(DEFAULT_API_KEY)
  expect(result.stderr).not.toMatch(CONTROL)
}

const POLL = ['--poll-interval-seconds', '1']

test('analytics: the files, report.md and the outputs as JSON on stdout alone', async () => {
  const dir = join(home, 'export')
  const result = await run([
    'analytics',
    '--date-from',
    '2026-02-01',
    '--date-to',
    '2026-03-01',
    '--datasets',
    'all',
    '--output-dir',
    dir,
    '--json'
  ])
  expect(result.code).toBe(0)
  const outputs = JSON.parse(result.stdout) as Record<string, string>
  expect(outputs).toMatchObject({
    complete: 'true',
    'export-dir': dir,
    'report-path': join(dir, 'report.md')
  })
  expect(readdirSync(dir)).toEqual(expect.arrayContaining(['page-views.csv', 'searches.json', 'report.md']))
  expect(result.stderr).toMatch(/ · done$/m)
  expectClean(result)
})

test('agent: creates the job and waits for it', async () => {
  const result = await run([
    'agent',
    '--prompt',
    '[sim:completed-pr polls=1] Document the CLI',
    ...POLL,
    '--json'
  ])
  expect(result.code).toBe(0)
  expect(JSON.parse(result.stdout)).toMatchObject({ action: 'created', status: 'completed' })
  expectClean(result)
})

test.each([
  ['deploy', [] as string[], 'success'],
  ['preview', ['--branch', 'feat/cli'], 'success'],
  ['automation', ['--automation-id', SIM_AUTOMATIONS.custom], undefined]
])('%s runs from the package', async (mode, args, status) => {
  const result = await run([mode, ...args, ...POLL, '--json'])
  expect(result.code).toBe(0)
  const outputs = JSON.parse(result.stdout) as Record<string, string>
  if (status) expect(outputs.status).toBe(status)
  else expect(Object.values(outputs).some(Boolean)).toBe(true)
  expectClean(result)
})

test('bad input is exit code 2, before any request', async () => {
  const result = await run(['analytics', '--date-from', 'soon'])
  expect(result.code).toBe(2)
  expect(result.stderr).toContain('--date-from "soon" is not a date')
  expect(sim.requests).toHaveLength(0)
})

test('Ctrl-C: the run is cancelled (exit 130), the job id printed and in the outputs', async () => {
  let sent = false
  const result = await run(
    ['agent', '--prompt', '[sim:completed polls=100] Take your time', ...POLL, '--json'],
    (text, child) => {
      if (!sent && /^Status: /m.test(text)) {
        sent = true
        child.kill('SIGINT')
      }
    }
  )
  expect(result.code).toBe(130)
  const jobId = (JSON.parse(result.stdout) as Record<string, string>)['job-id']
  expect(jobId).toMatch(/\S/)
  expect(result.stderr).toContain(`The job ${jobId} keeps running on the service`)
  expect(result.stderr).toMatch(/ · cancelled$/m)
})

test('Ctrl-C during an export: exit 130, the rows fetched so far written with a checkpoint', async () => {
  sim.injectFault({ route: 'searches', fault: { type: 'hang' }, times: Infinity })
  const dir = join(home, 'cancelled-export')
  let sent = false
  const result = await run(
    [
      'analytics',
      '--date-from',
      '2026-02-01',
      '--date-to',
      '2026-03-01',
      '--datasets',
      'views,searches',
      '--output-dir',
      dir,
      '--json'
    ],
    (_text, child) => {
      // The hanging request prints nothing: watch the simulator until it has arrived.
      if (sent) return
      sent = true
      const watch = setInterval(() => {
        if (!sim.requests.some(r => r.route === 'searches')) return
        clearInterval(watch)
        child.kill('SIGINT')
      }, 50)
    }
  )
  expect(result.code).toBe(130)
  const outputs = JSON.parse(result.stdout) as Record<string, string>
  expect(outputs).toMatchObject({ complete: 'false', checkpoint: expect.stringMatching(/\S/) })
  expect(readdirSync(dir)).toEqual(expect.arrayContaining(['page-views.csv', 'report.md']))
  expect(result.stderr).toMatch(/ · cancelled$/m)
})
