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
