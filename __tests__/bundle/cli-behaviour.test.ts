// The command line as a terminal user meets it: the built dist/bin.js run as a child process against
// the simulator. Bad input leaves stdout empty; Ctrl-C is 130 every time (a second one included) and
// SIGTERM 143, with the files complete beside their checkpoint or marked incomplete; an unknown
// command or flag gets a suggestion; --help says what each flag does; messages name flags and
// environment variables, never a workflow's syntax.
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_API_KEY, DEFAULT_PROJECT, startSimulator, type Simulator } from '../../simulator/index.js'
import { NODE, ROOT } from '../helpers/run-action.js'

const BIN = join(ROOT, 'dist', 'bin.js')
/** What a workflow says and a terminal cannot use. */
const WORKFLOW_SYNTAX =
  /\$\{\{|`(resume-from|job-id|prompt|date-from|allow-incomplete|max-requests)`|`job-id: /

let sim: Simulator
let home: string

beforeAll(async () => {
  // Enough rows that writing the files takes a moment; no hourly limit in the way.
  sim = await startSimulator({
    pageViews: { pages: 400, days: 30, endDate: '2026-03-01', seed: 11 },
    analyticsLimitPerHour: Infinity
  })
  home = mkdtempSync(join(tmpdir(), 'cli-behaviour-'))
})
beforeEach(() => sim.reset())
afterAll(async () => {
  await sim.close()
  rmSync(home, { recursive: true, force: true })
})

interface CommandRun {
  code: number | null
  stdout: string
  stderr: string
}

type OnStderr = (text: string, child: ChildProcess) => void

function run(args: string[], env: Record<string, string> = {}, onStderr?: OnStderr): Promise<CommandRun> {
  const child = spawn(NODE, [BIN, ...args], {
    cwd: home,
    env: {
      PATH: process.env.PATH,
      HOME: home,
      MINTLIFY_API_KEY: DEFAULT_API_KEY,
      MINTLIFY_PROJECT_ID: DEFAULT_PROJECT,
      ...env
    }
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', chunk => (stdout += chunk))
  child.stderr.on('data', chunk => {
    stderr += chunk
    onStderr?.(stderr, child)
  })
  return new Promise(resolve => child.on('close', code => resolve({ code, stdout, stderr })))
}

const exportArgs = (dir: string) => [
  'analytics',
  '--date-from',
  '2026-02-01',
  '--date-to',
  '2026-03-01',
  '--datasets',
  'views,searches',
  '--output-dir',
  dir,
  '--base-url',
  sim.url,
  '--json'
]

/**
 * Sends the first of `signals` once the export's request for searches hangs, and the rest as soon as
 * the run says it took the first: it is then stopping and writing its files.
 */
function signalWhenHanging([first, ...rest]: NodeJS.Signals[]): OnStderr {
  let phase: 'waiting' | 'watching' | 'sent' | 'done' = 'waiting'
  return (text, child) => {
    if (phase === 'sent' && /Received SIG/.test(text)) {
      phase = 'done'
      for (const signal of rest) child.kill(signal)
    }
    if (phase !== 'waiting') return
    phase = 'watching'
    const watch = setInterval(() => {
      if (!sim.requests.some(r => r.route === 'searches')) return
      clearInterval(watch)
      phase = 'sent'
      child.kill(first)
    }, 20)
  }
}

/** The folder holds every file complete beside the checkpoint, or says it may not. */
function expectCompleteOrMarked(dir: string): void {
  if (existsSync(join(dir, 'INCOMPLETE.txt'))) return
  expect(existsSync(join(dir, 'export-checkpoint.json'))).toBe(true)
  const csvRows = readFileSync(join(dir, 'page-views.csv'), 'utf8').split('\r\n').filter(Boolean).length - 1
  const json = JSON.parse(readFileSync(join(dir, 'page-views.json'), 'utf8')) as Record<string, unknown>
  const rows = Object.values(json).find(Array.isArray) as unknown[]
  expect(csvRows).toBe(rows.length)
  expect(rows.length).toBeGreaterThan(0)
}

test('bad input with --json: the error on stderr, exit 2, nothing on stdout', async () => {
  const result = await run(['analytics', '--date-from', 'soon', '--base-url', sim.url, '--json'])
  expect(result.code).toBe(2)
  expect(result.stdout).toBe('')
  expect(result.stderr).toContain('--date-from "soon" is not a date')
  expect(sim.requests).toHaveLength(0)
})

test('messages name flags and environment variables, not workflow syntax', async () => {
  const missing = await run(['agent', '--prompt', 'x', '--base-url', sim.url], { MINTLIFY_API_KEY: '' })
  expect(missing.code).toBe(2)
  expect(missing.stderr).toContain('MINTLIFY_API_KEY')
  expect(missing.stderr).not.toMatch(WORKFLOW_SYNTAX)
  // An export stopped by its request budget: the way on is a flag.
  const dir = join(home, 'budget')
  const stopped = await run([...exportArgs(dir), '--max-requests', '2'])
  expect(stopped.code).toBe(1)
  expect(stopped.stderr).toMatch(/--resume-from/)
  expect(stopped.stderr).not.toMatch(WORKFLOW_SYNTAX)
})

test("a cancelled job's way back names the flags", async () => {
  let sent = false
  const result = await run(
    [
      'agent',
      '--prompt',
      '[sim:completed polls=100] Take your time',
      '--poll-interval-seconds',
      '1',
      '--base-url',
      sim.url
    ],
    {},
    (text, child) => {
      if (!sent && /^Status: /m.test(text)) {
        sent = true
        child.kill('SIGINT')
      }
    }
  )
  expect(result.code).toBe(130)
  expect(result.stderr).toMatch(/run with --job-id \S+ and no --prompt/)
  expect(result.stderr).not.toMatch(WORKFLOW_SYNTAX)
})

test('an unknown command or flag gets a suggestion', async () => {
  const command = await run(['analytcs'])
  expect(command.code).toBe(2)
  expect(command.stdout).toBe('')
  expect(command.stderr).toContain('Did you mean analytics?')
  const flag = await run(['analytics', '--date-frm', '-7d', '--json'])
  expect(flag.code).toBe(2)
  expect(flag.stdout).toBe('')
  expect(flag.stderr).toContain('Did you mean --date-from?')
})

test("--help says what each flag does, from the mode's inputs", async () => {
  const help = await run(['analytics', '--help'])
  expect(help.code).toBe(0)
  expect(help.stdout).toContain('--date-from <value>')
  expect(help.stdout).toContain('Start of the range, inclusive.')
  expect(help.stdout).toContain('Or set MINTLIFY_API_KEY.')
})

test("the loop's flags: refused for what the command line lacks, or listed once it has --history-dir", async () => {
  const help = await run(['analytics', '--help'])
  const result = await run(['analytics', '--gaps-agent', '3', '--base-url', 'http://127.0.0.1:9', '--json'])
  if (help.stdout.includes('--history-dir')) {
    expect(help.stdout).toContain('--gaps-agent')
    return
  }
  expect(result.code).toBe(2)
  expect(result.stdout).toBe('')
  expect(result.stderr).toMatch(/docs-gap loop keeps its memory[^]*--history-dir/)
  expect(result.stderr).not.toContain('does not comment on pull requests')
})

test('SIGTERM: exit 143, the outputs and the checkpoint written', async () => {
  sim.injectFault({ route: 'searches', fault: { type: 'hang' }, times: Infinity })
  const dir = join(home, 'terminated')
  const result = await run(exportArgs(dir), {}, signalWhenHanging(['SIGTERM']))
  expect(result.code).toBe(143)
  expect(JSON.parse(result.stdout)).toMatchObject({ complete: 'false' })
  expectCompleteOrMarked(dir)
})

test('Ctrl-C twice while the files are written: exit 130, files complete or marked', async () => {
  sim.injectFault({ route: 'searches', fault: { type: 'hang' }, times: Infinity })
  const dir = join(home, 'twice')
  const result = await run(exportArgs(dir), {}, signalWhenHanging(['SIGINT', 'SIGINT']))
  expect(result.code).toBe(130)
  expect(JSON.parse(result.stdout)).toMatchObject({ complete: 'false' })
  expectCompleteOrMarked(dir)
})
