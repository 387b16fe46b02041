// Where the action's start-up goes: the two libraries its input-error path cannot avoid, each built
// alone with ncc exactly as the action is, so their cost is measured in the same run as the action.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../scripts/run-action.js'

export interface StartupPart {
  label: string
  bundle: string
}

const PARTS: Array<{ label: string; name: string; source: string }> = [
  {
    label: '`@actions/core` alone',
    name: 'core',
    source: "import * as core from '@actions/core'\ncore.setFailed('input error')\n"
  },
  {
    label: '`zod` alone',
    name: 'zod',
    source: "import { z } from 'zod'\nif (!z.string().min(1).safeParse('').success) process.exitCode = 1\n"
  }
]

const BUILD_TIMEOUT_MS = 120_000

/** Builds the part bundles in a temp folder (removed by `dispose`); parts that fail to build are left out. */
export function buildStartupParts(): { parts: StartupPart[]; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-bench-parts-'))
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n')
  // The project's own node_modules, so the parts are built from the very versions the action bundles.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const parts: StartupPart[] = []
  for (const part of PARTS) {
    const entry = join(dir, `${part.name}.js`)
    const out = join(dir, `out-${part.name}`)
    writeFileSync(entry, part.source)
    mkdirSync(out)
    const built = spawnSync(
      join(ROOT, 'node_modules', '.bin', 'ncc'),
      ['build', entry, '-o', out, '--quiet'],
      {
        cwd: dir,
        timeout: BUILD_TIMEOUT_MS,
        stdio: 'ignore'
      }
    )
    const bundle = join(out, 'index.js')
    if (built.status === 0 && existsSync(bundle)) parts.push({ label: part.label, bundle })
  }
  return { parts, dispose: () => rmSync(dir, { recursive: true, force: true }) }
}
