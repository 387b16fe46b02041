// scripts/build-entries.js: each sub-action's entry, src/entries/<mode>.ts, as the JavaScript
// `npm run package` writes to dist/<mode>/index.js (the "dist/ matches src/" check keeps them equal).
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildBinEntry, buildEntries, buildRootEntry } from '../../scripts/build-entries.js'
import { MODE_TABLE } from '../../src/modes/index.js'
import { ROOT } from '../helpers/run-action.js'

describe('buildEntries', () => {
  const entries = buildEntries()

  test('one entry per mode, each running its mode from the shared bundle, then exiting', () => {
    expect(entries.map(e => e.mode).sort()).toEqual(Object.keys(MODE_TABLE).sort())
    for (const { mode, code } of entries) {
      expect(code).toContain("import { exitWhenFlushed, run } from '../lib/index.js';")
      expect(code).not.toContain('../main.js')
      expect(code).toContain(`await run({ mode: '${mode}' });\nexitWhenFlushed();`)
    }
  })

  test('the committed dist/<mode>/index.js is what it builds', () => {
    for (const { mode, code } of entries)
      expect(readFileSync(join(ROOT, 'dist', mode, 'index.js'), 'utf8')).toBe(code)
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
