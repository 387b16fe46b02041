import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, it } from '@jest/globals'

// eslint.config.mjs: @actions/core loads undici at load time, so only the step's adapter may load it
// (after the work); lint must refuse it anywhere else in src/.
const lint = (file: string, text: string) =>
  spawnSync(
    process.execPath,
    [join('node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', file],
    { input: text, encoding: 'utf8' }
  )

const IMPORT_CORE = "import * as core from '@actions/core'\nexport const log = (m: string) => core.info(m)\n"

it.each(['src/modes/agent/run.ts', 'src/kernel/wait/wait.ts', 'src/main.ts'])(
  'refuses @actions/core in %s',
  file => {
    const result = lint(file, IMPORT_CORE)
    expect(result.status).toBe(1)
    expect(result.stdout).toContain('no-restricted-imports')
  }
)

it('lets the step adapter load it', () => {
  const result = lint('src/kernel/io/actions-step.ts', IMPORT_CORE)
  expect(result.stdout).not.toContain('no-restricted-imports')
})

// No module holds run state: a module-level binding a run can change is refused in src/, and the
// readonly forms (and a disable comment for a cache of pure data) are let through.
it.each([
  ['a top-level let', 'let sink = 1\nexport const set = () => (sink = 2)\n'],
  ['an exported var', 'export var count = 0\n'],
  [
    'a top-level Set',
    'const secrets = new Set<string>()\nexport const add = (s: string) => secrets.add(s)\n'
  ],
  ['an exported Map', 'export const cache = new Map<string, number>()\n'],
  [
    'a Set typed as a Set',
    'const seen: Set<string> = new Set()\nexport const has = (s: string) => seen.has(s)\n'
  ],
  ['a top-level array', 'const pending: string[] = []\nexport const push = (s: string) => pending.push(s)\n']
])('refuses module state: %s', (_, text) => {
  const result = lint('src/kernel/run/example.ts', text)
  expect(result.status).toBe(1)
  expect(result.stdout).toContain('no-restricted-syntax')
})

it('lets constants and a commented cache of pure data through', () => {
  const text = [
    "const NAMES = ['a', 'b'] as const",
    'const CODES: ReadonlySet<number> = new Set([1, 2])',
    'const LIMITS: readonly number[] = [1, 2]',
    '// A cache of pure data, the same for every run.',
    '// eslint-disable-next-line no-restricted-syntax',
    'let built: string | undefined',
    "export const names = () => [...NAMES, ...CODES, ...LIMITS, (built ??= 'x')]",
    'export function counter() {',
    '  let count = 0',
    '  return () => ++count',
    '}',
    ''
  ].join('\n')
  const result = lint('src/kernel/run/example.ts', text)
  expect(result.stdout).not.toContain('no-restricted-syntax')
  expect(result.status).toBe(0)
})
