// The command line's --history-dir writes the data branch's layout: the same period of the same data,
// written by the built action to the branch (`history: true`) and by the built command line to a
// folder, gives the same files with the same totals and pages; index.json lists the period in both.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, expect, test } from '@jest/globals'
import { TEST_KEY, TEST_PROJECT, useGitHubApi, useSimulator } from '../../__fixtures__/servers.js'
import { asText, branchFiles, historyRun, week } from '../helpers/history.js'
import { NODE, ROOT } from '../helpers/run-action.js'

const sim = useSimulator({
  pageViews: { pages: 25, days: 30, endDate: '2025-02-02', seed: 7 },
  analyticsLimitPerHour: Infinity,
  analytics: { gaps: true }
})
const gh = useGitHubApi()
const home = mkdtempSync(join(tmpdir(), 'cli-history-layout-'))
afterAll(() => rmSync(home, { recursive: true, force: true }))

function cli(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(NODE, [join(ROOT, 'dist', 'bin.js'), 'analytics', ...args], {
    cwd: home,
    env: { PATH: process.env.PATH, HOME: home, MINTLIFY_API_KEY: TEST_KEY, MINTLIFY_PROJECT_ID: TEST_PROJECT }
  })
  let stderr = ''
  child.stderr.on('data', chunk => (stderr += chunk))
  child.stdout.resume()
  return new Promise(resolve => child.on('close', code => resolve({ code, stderr })))
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap(e =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]
  )

/** index.json without the time each period was written. */
const periodsOf = (text: string) =>
  (JSON.parse(text) as { periods: Record<string, unknown>[] }).periods.map(({ writtenAt, ...p }) => {
    expect(typeof writtenAt).toBe('string')
    return p
  })

test('--history-dir writes the layout the branch holds, with the same files and numbers', async () => {
  const range = week(2)
  const inputs = { datasets: 'views,visitors,searches,feedback,assistant', gaps: 'true' }
  const action = await historyRun(sim, gh, 2, inputs)
  expect(action.code).toBe(0)
  const dir = join(home, 'history')
  const command = await cli([
    `--date-from=${range.dateFrom}`,
    `--date-to=${range.dateTo}`,
    '--datasets',
    inputs.datasets,
    '--gaps',
    '--history-dir',
    'history',
    '--output-dir',
    'out',
    '--base-url',
    sim.url,
    '--quiet'
  ])
  expect({ code: command.code, stderr: command.stderr.slice(-2000) }).toEqual({
    code: 0,
    stderr: expect.any(String)
  })
  const folder = new Map(walk(dir).map(path => [relative(dir, path), readFileSync(path)]))
  const branch = branchFiles(gh)
  expect([...folder.keys()].sort()).toEqual([...branch.keys()].sort())
  for (const [path, bytes] of branch) {
    // The sealed files are encrypted afresh each time, and loop.json holds the folder's sealed state.
    if (path.endsWith('.sealed') || path.endsWith('loop.json')) continue
    if (path === 'index.json') {
      expect(periodsOf(asText(path, folder.get(path)!))).toEqual(periodsOf(asText(path, bytes)))
      continue
    }
    expect({ path, text: asText(path, folder.get(path)!) }).toEqual({ path, text: asText(path, bytes) })
  }
}, 180_000)
