// The documentation sections a new user relies on, checked against the code they describe (as the
// inputs table is checked against action.yml): the README's two quick-start commands, Node versions
// (CONTRIBUTING.md) against package.json and action.yml, the limits (docs/reference.md), the
// troubleshooting messages (docs/troubleshooting.md) against the messages the action really prints,
// the simulator's options against its --help, and the local run's files (docs/local-runs.md).
import { describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { InputError } from '../src/kernel/inputs/index.js'
import { parseInputs } from '../src/modes/index.js'
import { ROOT } from './helpers/run-action.js'

const README = 'README.md'
const CONTRIBUTING = 'CONTRIBUTING.md'
const REFERENCE = 'docs/reference.md'
const TROUBLESHOOTING = 'docs/troubleshooting.md'
const LOCAL_RUNS = 'docs/local-runs.md'
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines?: { node?: string }
}
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>
  runs: { using: string }
}

/** The text of a `## title` section of a file, up to the next `## ` heading; fails when it is missing. */
function section(file: string, title: string): string {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n')
  const start = lines.findIndex(line => line === `## ${title}`)
  if (start < 0) throw new Error(`${file} has no "## ${title}" section`)
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '))
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
}

const codeBlocks = (text: string) => [...text.matchAll(/```\w*\n([\s\S]*?)```/g)].map(m => m[1] ?? '')

function inputProblems(values: Record<string, string>): string[] {
  try {
    parseInputs(name => values[name] ?? '', {}, new Date('2026-11-22T10:30:00Z'))
  } catch (error) {
    if (error instanceof InputError) return error.problems
    throw error
  }
  return []
}

test('the quick start is exactly two commands', () => {
  const [block] = codeBlocks(section(README, 'Quick start (no account needed)'))
  const commands = (block ?? '')
    .split('\n')
    .map(line => line.replace(/#.*$/, '').trim())
    .filter(Boolean)
  expect(commands).toEqual(['npm ci && npm run demo', 'npm test'])
})

test('Node versions agree with package.json and action.yml', () => {
  const text = section(CONTRIBUTING, 'Node versions')
  expect(packageJson.engines?.node).toBe('>=22.13.0')
  expect(text).toContain(`"engines": { "node": "${packageJson.engines?.node}" }`)
  expect(action.runs.using).toBe('node24')
  expect(text).toContain('runs.using: node24')
  for (const fact of ['Node 24', 'Node 20', 'EBADENGINE', 'Node 22']) expect(text).toContain(fact)
})

test('.nvmrc and .node-version name the Node the runner uses, and CONTRIBUTING.md says how to switch', () => {
  const nvmrc = readFileSync(join(ROOT, '.nvmrc'), 'utf8')
  expect(readFileSync(join(ROOT, '.node-version'), 'utf8')).toBe(nvmrc)
  expect(nvmrc.trim()).toBe(action.runs.using.replace('node', ''))
  const text = section(CONTRIBUTING, 'Node versions')
  for (const fact of ['.nvmrc', '.node-version', 'nvm use', 'fnm use']) expect(text).toContain(fact)
})

test('Limits name the input size, the summary cap and both rate limits', () => {
  const text = section(REFERENCE, 'Limits')
  for (const fact of [
    '128 KiB',
    '1 MiB',
    '100 creates and follow-ups per project per hour',
    '100 requests per organization per hour',
    'Argument list too long'
  ])
    expect(text).toContain(fact)
})

describe('Troubleshooting', () => {
  const text = section(TROUBLESHOOTING, 'Messages')
  const firstColumn = text
    .split('\n')
    .filter(line => line.startsWith('| '))
    .map(line => line.split(' | ')[0] ?? '')

  test.each([
    [
      { mode: 'analytic' },
      '`mode` must be `agent`, `analytics`, `deploy`, `preview`, `automation`, `sweep` or `notify`, got "'
    ],
    [{ wait: 'yes', prompt: 'x' }, '`wait` must be true or false, got "yes"'],
    [{}, '`prompt` or `job-id` is required'],
    [
      { mode: 'analytics', 'date-from': '2030-01-01', 'date-to': '2030-02-01' },
      '`date-from` and `date-to` give a range entirely in the future'
    ]
  ])('documents the message for %j as the action prints it', (values, shown) => {
    const printed = inputProblems({ 'api-key': 'mint_x', 'project-id': 'p', ...values })
    expect(printed.some(p => p.includes(shown))).toBe(true)
    expect(firstColumn.some(cell => cell.includes(shown))).toBe(true)
  })

  test('documents the warning about ignored inputs', () => {
    const { warnings } = parseInputs(
      name =>
        ({
          'api-key': 'mint_x',
          'project-id': 'p',
          mode: 'analytics',
          prompt: 'x',
          'date-from': '2026-11-01',
          'date-to': '2026-11-08'
        })[name] ?? '',
      {},
      new Date('2026-11-22T10:30:00Z')
    )
    expect(warnings[0]).toContain('Ignored in analytics mode: `prompt`')
    expect(text).toContain('Ignored in analytics mode: `prompt`')
  })

  test('has a row for the other first-hour problems', () => {
    for (const topic of ['`base-url`', '`fail-on`', 'failed.', 'Argument list too long'])
      expect(text).toContain(topic)
  })
})

describe('Local API simulator', () => {
  const text = section(LOCAL_RUNS, 'Local API simulator')
  const help = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['simulator/cli.ts', '--help'], {
    cwd: ROOT,
    encoding: 'utf8',
    // A hang guard: tsx compiles the simulator first, which takes many seconds on a loaded machine.
    timeout: 240_000
  })
  const optionsIn = (t: string) => new Set([...t.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)].map(m => m[0]))

  test('documents exactly the options of --help', () => {
    expect(help.status).toBe(0)
    expect([...optionsIn(text)].sort()).toEqual([...optionsIn(help.stdout)].sort())
  })

  test('documents the prompt directives and the request log', () => {
    for (const directive of ['[sim:OUTCOME]', '[sim:polls=N]', '[sim:drift=KIND]']) {
      expect(text).toContain(directive)
      expect(help.stdout).toContain(directive)
    }
    for (const kind of ['extra', 'missing', 'unknown-status', 'no-id']) expect(text).toContain(`\`${kind}\``)
    expect(text).toContain('Request log')
    expect(text).toMatch(/^\d\d:\d\d:\d\d POST \/v2\/agent\/proj_demo\/job 201$/m)
  })
})

describe('Run the action locally', () => {
  const text = section(LOCAL_RUNS, 'Run the action locally')
  const envExample = readFileSync(join(ROOT, '.env.example'), 'utf8')
  const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' })

  test('uses src/main.ts, which exports run()', async () => {
    expect(text).toContain('npx --yes @github/local-action run . src/main.ts .env')
    const main = (await import('../src/main.js')) as { run?: unknown }
    expect(typeof main.run).toBe('function')
  })

  test('.env.example names only inputs of action.yml, with their hyphens', () => {
    const names = [...envExample.matchAll(/^#?\s*INPUT_([A-Z-]+)=/gm)].map(m => m[1] ?? '')
    expect(names.length).toBeGreaterThan(5)
    const declared = Object.keys(action.inputs).map(name => name.toUpperCase())
    for (const name of names) expect(declared).toContain(name)
    expect(envExample).toContain('INPUT_PROJECT-ID=')
    expect(envExample).toMatch(/^INPUT_BASE-URL=http:\/\/127\.0\.0\.1:8787$/m)
  })

  test('.env and demo-output/ are ignored by git, .env.example is not', () => {
    expect(git('check-ignore', '-q', '.env').status).toBe(0)
    expect(git('check-ignore', '-q', 'demo-output/page-views/page-views.csv').status).toBe(0)
    expect(git('check-ignore', '-q', '.env.example').status).toBe(1)
  })
})
