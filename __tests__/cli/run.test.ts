// A command run in process against the simulator, with stderr not a TTY: --json prints the outputs as
// one JSON object and nothing else on stdout; the log is plain lines on stderr, with no control
// sequence; the report is report.md in --output-dir; a failure is exit code 1.
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_API_KEY, DEFAULT_PROJECT, startSimulator, type Simulator } from '../../simulator/index.js'
import { FEBRUARY_2026 } from '../../__fixtures__/servers.js'
import { cli } from '../../src/cli/index.js'

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/
let sim: Simulator
const dirs: string[] = []

beforeAll(async () => {
  sim = await startSimulator({ pageViews: FEBRUARY_2026 })
})
afterAll(async () => {
  await sim.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** Runs the command in process; nothing may reach the process's own stdout (the workflow commands). */
async function run(args: string[], isTTY = false) {
  const out: string[] = []
  const err: string[] = []
  const env = { MINTLIFY_API_KEY: DEFAULT_API_KEY, MINTLIFY_PROJECT_ID: DEFAULT_PROJECT }
  const streams = {
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => err.push(t), isTTY, columns: 200 },
    env
  }
  const direct: string[] = []
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    direct.push(String(chunk))
    return true
  })
  try {
    const code = await cli([...args, '--base-url', sim.url], streams)
    return { code, stdout: out.join(''), stderr: err.join(''), direct: direct.join('') }
  } finally {
    spy.mockRestore()
  }
}

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-run-'))
  dirs.push(dir)
  return dir
}

test('analytics --json: one JSON object on stdout, the files and report.md in --output-dir', async () => {
  const dir = tempDir()
  const { code, stdout, stderr } = await run([
    'analytics',
    '--date-from',
    '2026-02-01',
    '--date-to',
    '2026-03-01',
    '--output-dir',
    dir,
    '--json'
  ])
  expect(code).toBe(0)
  expect(stdout.trim().split('\n')).toHaveLength(1)
  const outputs = JSON.parse(stdout) as Record<string, string>
  expect(outputs).toMatchObject({ complete: 'true', 'export-dir': dir, 'artifact-id': '' })
  expect(Number(outputs['total-views'])).toBeGreaterThan(0)
  expect(readdirSync(dir)).toEqual(expect.arrayContaining(['page-views.csv', 'report.md']))
  expect(stderr).toMatch(/^analytics · views · \d[\d,]* rows · \d+ request\(s\) · \d+s · done$/m)
  expect(stderr).not.toMatch(CONTROL)
  expect(stderr).not.toContain('::')
  expect(stderr).not.toContain(DEFAULT_API_KEY)
})

test('on a TTY: the progress line is redrawn in place and ends as the final state; the log stays off stdout', async () => {
  const result = await run(
    ['analytics', '--date-from', '2026-02-01', '--date-to', '2026-02-03', '--output-dir', tempDir()],
    true
  )
  expect(result.code).toBe(0)
  expect(result.direct).toBe('')
  expect(result.stderr).toContain('\r\x1b[2Kanalytics · ')
  // eslint-disable-next-line no-control-regex
  expect(result.stderr).toMatch(/\r\x1b\[2Kanalytics · [^\r\n]* rows · [^\r\n]* · done\n/)
  expect(result.stderr).toContain('\r\x1b[2K== Fetching analytics\n')
})

test('agent: the job, the final state, the outputs as lines and the summary as report.md', async () => {
  const dir = tempDir()
  const { code, stdout, stderr } = await run([
    'agent',
    '--prompt',
    '[sim:completed-pr polls=1] Document the CLI',
    '--poll-interval-seconds',
    '1',
    '--output-dir',
    dir
  ])
  expect(code).toBe(0)
  expect(stdout).toBe('')
  expect(stderr).toMatch(/^agent · \S+ · completed · \d+s · done$/m)
  expect(stderr).toMatch(/^status: completed$/m)
  expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain('Docs agent')
  expect(stderr).not.toMatch(CONTROL)
})

test('a failed run is exit code 1 with the error on stderr; --verbose adds the debug lines', async () => {
  const failed = await run(['automation', '--automation-id', 'nope', '--json'])
  expect(failed.code).toBe(1)
  expect(failed.stderr).toMatch(/^error: Triggering the automation failed/m)
  expect(JSON.parse(failed.stdout)).toEqual(expect.any(Object))
  const range = ['--date-from', '2026-02-01', '--date-to', '2026-02-03', '--format', 'json']
  const quiet = await run(['analytics', ...range, '--output-dir', tempDir()])
  const verbose = await run(['analytics', ...range, '--output-dir', tempDir(), '--verbose'])
  expect([quiet.code, verbose.code]).toEqual([0, 0])
  expect(quiet.stderr).not.toMatch(/^debug: /m)
  expect(verbose.stderr).toMatch(/^debug: /m)
})

test('after a cut-off the command waits for the files until they are done, or until the next signal', async () => {
  const { filesFinished } = await import('../../src/cli/run.js')
  const { ProgressLine } = await import('../../src/cli/progress.js')
  const { watchSignals } = await import('../../src/cli/signals.js')
  const lines: string[] = []
  const progress = new ProgressLine({ write: (t: string) => lines.push(t) }, 'analytics')
  const signals = watchSignals()
  try {
    const done = { cancelled: true, settled: Promise.resolve() }
    expect(await filesFinished(done, signals, progress, '/out')).toBe(true)
    expect(lines).toEqual([])
    // Work that never ends (a writer stuck): the next Ctrl-C stops the wait, and the files are not finished.
    const stuck = { cancelled: true, settled: new Promise<void>(() => undefined) }
    const waiting = filesFinished(stuck, signals, progress, '/out')
    await new Promise(resolve => setImmediate(resolve))
    expect(lines.join('')).toContain('Finishing the files in /out')
    process.emit('SIGINT', 'SIGINT')
    expect(await waiting).toBe(false)
  } finally {
    signals.stop()
  }
})
