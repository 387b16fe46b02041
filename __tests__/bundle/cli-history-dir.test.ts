// The docs-gap loop on the command line, its memory in a folder (--history-dir): the built
// dist/bin.js run as a child process against the simulator over two periods. The first period's run
// creates one agent job and a re-run finds it (no second job); the next period's run follows that job
// and checks last period's gaps through the discovery search (the proof). The folder holds the layout
// the data branch shares, with no reader text in the clear and no key.
import { afterAll, beforeAll, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEFAULT_API_KEY,
  DEFAULT_ASSISTANT_KEY,
  DEFAULT_PROJECT,
  startSimulator,
  type Simulator
} from '../../simulator/index.js'
import { FEBRUARY_2026, JOBS_COMPLETE_AT_ONCE } from '../../__fixtures__/servers.js'
import { NODE, ROOT } from '../helpers/run-action.js'

const BIN = join(ROOT, 'dist', 'bin.js')
const WEEK_1 = ['--date-from', '2026-02-01', '--date-to', '2026-02-08']
const WEEK_2 = ['--date-from', '2026-02-08', '--date-to', '2026-02-15']

let sim: Simulator
let home: string

beforeAll(async () => {
  sim = await startSimulator({
    ...JOBS_COMPLETE_AT_ONCE,
    pageViews: FEBRUARY_2026,
    analyticsLimitPerHour: Infinity,
    analytics: { gaps: true }
  })
  home = mkdtempSync(join(tmpdir(), 'cli-history-dir-'))
})
afterAll(async () => {
  await sim.close()
  rmSync(home, { recursive: true, force: true })
})

interface CommandRun {
  code: number | null
  outputs: Record<string, string>
  stderr: string
}

function loop(week: string[], out: string): Promise<CommandRun> {
  const args = [
    'analytics',
    ...week,
    '--gaps-agent',
    '3',
    '--docs-domain',
    'acme',
    '--history-dir',
    'history',
    '--output-dir',
    out,
    '--base-url',
    sim.url,
    '--json'
  ]
  const child = spawn(NODE, [BIN, ...args], {
    cwd: home,
    env: {
      PATH: process.env.PATH,
      HOME: home,
      MINTLIFY_API_KEY: DEFAULT_API_KEY,
      MINTLIFY_PROJECT_ID: DEFAULT_PROJECT,
      MINTLIFY_ASSISTANT_API_KEY: DEFAULT_ASSISTANT_KEY
    }
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', chunk => (stdout += chunk))
  child.stderr.on('data', chunk => (stderr += chunk))
  return new Promise(resolve =>
    child.on('close', code => {
      let outputs: Record<string, string> = {}
      try {
        outputs = JSON.parse(stdout) as Record<string, string>
      } catch {
        // No JSON: the assertions on `code` and `stderr` say why.
      }
      resolve({ code, outputs, stderr })
    })
  )
}

const history = () => join(home, 'history')
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap(e =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]
  )

test('one job for the period, reused by a re-run; the next period proves its gaps', async () => {
  const first = await loop(WEEK_1, 'week-1')
  expect(first.stderr).not.toMatch(/is an input of the GitHub Action only/)
  expect(first.code).toBe(0)
  expect(sim.jobs.size).toBe(1)
  const jobId = first.outputs['gaps-job-id'] as string
  expect(sim.jobs.has(jobId)).toBe(true)
  expect(first.outputs['gaps-asked']).toBe('3')
  const period = join(history(), 'periods', '2026-02-01_2026-02-08')
  const claim = JSON.parse(readFileSync(join(period, 'claim.json'), 'utf8')) as { job?: { id: string } }
  expect(claim.job?.id).toBe(jobId)
  const loopFile = JSON.parse(readFileSync(join(period, 'loop.json'), 'utf8')) as { job?: { id: string } }
  expect(loopFile.job?.id).toBe(jobId)
  const index = JSON.parse(readFileSync(join(history(), 'index.json'), 'utf8')) as {
    periods: { dateFrom: string; dateTo: string }[]
  }
  expect(index.periods.map(p => `${p.dateFrom}_${p.dateTo}`)).toEqual(['2026-02-01_2026-02-08'])

  const again = await loop(WEEK_1, 'week-1-again')
  expect(again.code).toBe(0)
  expect(sim.jobs.size).toBe(1)
  expect(again.outputs['gaps-job-id']).toBe(jobId)
  expect(again.stderr).toMatch(/created for this period by an earlier run: no second job/)

  const next = await loop(WEEK_2, 'week-2')
  expect(next.code).toBe(0)
  // This period's own job; last period's gaps were given to the agent and are found now.
  expect(sim.jobs.size).toBe(2)
  expect(next.outputs['gaps-job-id']).not.toBe(jobId)
  expect(next.outputs['gaps-found-now']).toBe('3')
  const checked = Number(next.outputs['gaps-checked'])
  expect(checked).toBeGreaterThan(3)
  const searches = sim.requests.filter(r => r.route === 'discovery-search')
  expect(searches).toHaveLength(checked)
  const report = readFileSync(join(home, 'week-2', 'report.md'), 'utf8')
  expect(report).toContain(sim.jobs.get(jobId)?.prLink as string)
  const proof = JSON.parse(
    readFileSync(join(history(), 'periods', '2026-02-08_2026-02-15', 'loop.json'), 'utf8')
  ) as { proof?: { checked: number; found: number } }
  expect(proof.proof).toEqual({ period: { dateFrom: '2026-02-01', dateTo: '2026-02-08' }, checked, found: 3 })

  // Reader text is sealed, and no key is written anywhere in the folder.
  const written = files(history())
    .map(f => readFileSync(f, 'utf8'))
    .join('\n')
  // The readers' wordings ("webhook retries", "How do I configure webhook retries?"); the page
  // (index.html) names the page gap `/docs/webhooks` by its path, which is no reader text.
  expect(written.toLowerCase()).not.toContain('webhook retries')
  for (const key of [DEFAULT_API_KEY, DEFAULT_ASSISTANT_KEY]) expect(written).not.toContain(key)
  expect(files(history()).some(f => f.endsWith('.tmp'))).toBe(false)
  expect(existsSync(join(history(), 'index.json'))).toBe(true)
})

test('two overlapping runs of one period create one job', async () => {
  const week = ['--date-from', '2026-02-15', '--date-to', '2026-02-22']
  const before = sim.jobs.size
  const [a, b] = await Promise.all([loop(week, 'overlap-a'), loop(week, 'overlap-b')])
  expect([a.code, b.code]).toEqual([0, 0])
  expect(sim.jobs.size).toBe(before + 1)
  expect(a.outputs['gaps-job-id']).toBe(b.outputs['gaps-job-id'])
})

test('without --history-dir the loop is refused before any request, naming the flag', async () => {
  sim.reset()
  const child = spawn(
    NODE,
    [BIN, 'analytics', ...WEEK_1, '--gaps-agent', '3', '--base-url', sim.url, '--json'],
    {
      cwd: home,
      env: {
        PATH: process.env.PATH,
        HOME: home,
        MINTLIFY_API_KEY: DEFAULT_API_KEY,
        MINTLIFY_PROJECT_ID: DEFAULT_PROJECT
      }
    }
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', chunk => (stdout += chunk))
  child.stderr.on('data', chunk => (stderr += chunk))
  const code = await new Promise(resolve => child.on('close', resolve))
  expect(code).toBe(2)
  expect(stdout).toBe('')
  expect(stderr).toContain('--history-dir')
  expect(sim.requests).toHaveLength(0)
})
