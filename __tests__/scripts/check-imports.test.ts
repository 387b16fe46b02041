import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'

// The allow-list `npm run lint` enforces (scripts/import-rules.mjs): here it must refuse the imports it
// exists to refuse and accept the ones the layering allows.
const check = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/check-imports.mjs', ...args], { encoding: 'utf8' })

const roots: string[] = []
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'imports-'))
  roots.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}
afterAll(() => roots.forEach(root => rmSync(root, { recursive: true, force: true })))

/** A tree laid out as src/ is, every import in it allowed; `extra` adds files to it. */
const layered = (extra: Record<string, string> = {}) =>
  tree({
    'main.ts': "export const run = () => import('./modes/agent/mode.js')",
    'kernel/time/limits.ts': 'export const LIMIT_MS = 1',
    'kernel/safe-text.ts': 'export const forLog = (s: string) => s',
    'kernel/api/client.ts':
      "import { LIMIT_MS } from '../time/limits.js'\nimport { forLog } from '../safe-text.js'\nexport const c = [LIMIT_MS, forLog]",
    'modes/agent/mode.ts':
      "import type { c } from '../../kernel/api/client.js'\nexport type Agent = typeof c",
    'modes/deployment/run.ts': "export * from '../../kernel/api/client.js'",
    'modes/preview/mode.ts': "export * from '../deployment/run.js'",
    ...extra
  })

describe('the import allow-list check', () => {
  it('passes on src/, and its table in docs/ARCHITECTURE.md matches the rules', () => {
    const result = check()
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('passes on allowed imports: main.ts to a mode, mode to kernel, preview to the deployment folder, kernel folder to time/', () => {
    const result = check(layered())
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('fails on a mode importing another mode, type imports included, naming file and import', () => {
    const root = layered({
      'modes/automation/mode.ts': "import type { Agent } from '../agent/mode.js'\nexport type A = Agent"
    })
    const result = check(root)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `${root}/modes/automation/mode.ts imports ${root}/modes/agent/mode.ts: modes/automation/ may import kernel/`
    )
  })

  it('fails on the kernel importing a mode, dynamic import() included', () => {
    const root = layered({
      'kernel/api/modes.ts': "export const load = () => import('../../modes/agent/mode.js')"
    })
    const result = check(root)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`${root}/kernel/api/modes.ts imports ${root}/modes/agent/mode.ts`)
  })

  it('fails on a mode importing the deployment folder it does not share, and on time/ importing another kernel folder', () => {
    const root = layered({
      'modes/automation/mode.ts': "import '../deployment/run.js'",
      'kernel/time/budget.ts': "export { c } from '../api/client.js'"
    })
    const result = check(root)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `${root}/modes/automation/mode.ts imports ${root}/modes/deployment/run.ts: modes/automation/ may import kernel/`
    )
    expect(result.stderr).toContain(
      `${root}/kernel/time/budget.ts imports ${root}/kernel/api/client.ts: kernel/time/ may import nothing`
    )
  })

  it('fails on a folder without a rule', () => {
    const root = layered({ 'helpers/util.ts': 'export const u = 1' })
    const result = check(root)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/helpers\/ has no rule/)
  })

  it('fails when the doc table and the rules differ', () => {
    const dir = tree({
      'rules.mjs': "export const MAY_IMPORT = { 'a/': ['b/'], 'b/': [] }",
      'doc.md': '## May import\n\n| unit | may import |\n| - | - |\n| `a/` | nothing |\n| `c/` | `a/` |\n'
    })
    const root = tree({ 'a/x.ts': "export * from '../b/y.js'", 'b/y.ts': 'export const y = 1' })
    const result = check(root, '--rules', join(dir, 'rules.mjs'), '--doc', join(dir, 'doc.md'))
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('table says a/ may import nothing; the rules say b/')
    expect(result.stderr).toContain('table has no row for b/')
    expect(result.stderr).toContain('table has a row for c/, which has no rule')
  })
})
