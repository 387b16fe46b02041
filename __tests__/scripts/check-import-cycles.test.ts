import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'

// The check `npm run lint` runs; here it must fail on the cycles it exists to catch.
const check = (root: string) =>
  spawnSync(process.execPath, ['scripts/check-import-cycles.mjs', root], { encoding: 'utf8' })

const roots: string[] = []
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'))
  roots.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}
afterAll(() => roots.forEach(root => rmSync(root, { recursive: true, force: true })))

describe('the import cycle check', () => {
  it('passes on src/', () => {
    expect(check('src').status).toBe(0)
  })

  it('fails on a cycle between two files, type imports included', () => {
    const root = tree({
      'a/one.ts': "import type { Two } from './two.js'\nexport type One = Two",
      'a/two.ts': "import { x } from './one.js'\nexport type Two = number\nexport const y = x"
    })
    const result = check(root)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/file cycle: .*one\.ts -> .*two\.ts/)
  })

  it('fails on a cycle between folders, and on a folder importing the composition root', () => {
    const root = tree({
      'main.ts': "import { a } from './a/a.js'\nexport const m = a",
      'a/a.ts': "import { b } from '../b/b.js'\nexport const a = b",
      'b/b.ts': "export const b = 1\nexport const later = () => import('../a/other.js')",
      'a/other.ts': "import { m } from '../main.js'\nexport const o = m"
    })
    const result = check(root)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/folder cycle: .*a <-> .*b/)
    expect(result.stderr).toMatch(/imports the composition root/)
  })

  it('fails on a cycle between nested folders, and names them', () => {
    const root = tree({
      'modes/report/gaps/find.ts': "import { format } from '../format/number.js'\nexport const find = format",
      'modes/report/format/number.ts': 'export const format = 1',
      'modes/report/format/gaps.ts':
        "import type { find } from '../gaps/find.js'\nexport type F = typeof find"
    })
    const result = check(root)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/folder cycle: .*modes\/report\/format <-> .*modes\/report\/gaps\n/)
  })

  it("lets a folder's own files and its subfolders import each other, without a file cycle", () => {
    const root = tree({
      'main.ts': "export const run = () => import('./modes/agent/mode.js')",
      'modes/agent/mode.ts': "import { prompt } from './prompt/build.js'\nexport const agent = prompt",
      'modes/agent/inputs.ts': 'export const inputs = 1',
      'modes/agent/prompt/build.ts': "import { inputs } from '../inputs.js'\nexport const prompt = inputs"
    })
    const result = check(root)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})
