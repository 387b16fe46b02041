// scripts/build-entries.js: each sub-action's entry, from its row of the mode table (src/modes/table.ts),
// as the JavaScript `npm run package` writes to dist/<folder>/index.js (the "dist/ matches src/" check
// keeps them equal).
import { afterAll, describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { buildBinEntry, buildEntries, buildRootEntry, readModeTable } from '../../scripts/build-entries.js'
import { MODE_NAMES, MODE_TABLE } from '../../src/modes/table.js'
import { ROOT } from '../helpers/run-action.js'

describe('buildEntries', () => {
  const entries = buildEntries()

  test('one entry per row of the mode table, in its folder, each running its mode from the shared bundle, then exiting', () => {
    expect(entries.map(e => [e.mode, e.subAction])).toEqual(
      MODE_NAMES.map(mode => [mode, MODE_TABLE[mode].subAction])
    )
    for (const { mode, code } of entries) {
      expect(code).toContain("import { exitWhenFlushed, run } from '../lib/index.js';")
      expect(code).not.toContain('../main.js')
      expect(code).toContain(`await run({ mode: '${mode}' });\nexitWhenFlushed();`)
    }
  })

  test('the committed dist/<mode>/index.js is what it builds', () => {
    for (const { subAction, code } of entries)
      expect(readFileSync(join(ROOT, 'dist', subAction, 'index.js'), 'utf8')).toBe(code)
  })

  test("the root action's entry runs every mode from the same bundle, and is the committed dist/index.js", () => {
    const code = buildRootEntry()
    expect(code).toContain("import { exitWhenFlushed, run } from './lib/index.js';")
    expect(code).toContain('await run();\nexitWhenFlushed();')
    expect(readFileSync(join(ROOT, 'dist', 'index.js'), 'utf8')).toBe(code)
  })

  test("the command line's entry (the package's bin) keeps its shebang first and runs the shared bundle", () => {
    const code = buildBinEntry()
    expect(code.startsWith('#!/usr/bin/env node\n')).toBe(true)
    expect(code).toContain("import { runCommandLine } from './lib/index.js';")
    expect(readFileSync(join(ROOT, 'dist', 'bin.js'), 'utf8')).toBe(code)
  })
})

describe('readModeTable', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mode-table-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const table = (text: string) => {
    const file = join(dir, `table-${Math.random().toString(36).slice(2)}.ts`)
    writeFileSync(file, text)
    return file
  }

  test("reads each row's name and folder, in order, through `as const satisfies`", () => {
    const file = table(
      "export const MODE_TABLE = {\n  b: { subAction: 'bee', load: () => 1 },\n  'a-z': { subAction: 'a', command: 'x' }\n} as const satisfies object"
    )
    expect(readModeTable(file)).toEqual([
      { mode: 'b', subAction: 'bee' },
      { mode: 'a-z', subAction: 'a' }
    ])
  })

  test('refuses a row without a string literal folder, and a file without the table', () => {
    expect(() =>
      readModeTable(table("const f = 'x'\nexport const MODE_TABLE = { b: { subAction: f } }"))
    ).toThrow(/string literal `subAction`/)
    expect(() => readModeTable(table('export const MODES = {}'))).toThrow(/no MODE_TABLE/)
  })
})
