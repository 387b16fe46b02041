// A bundle built from other sources is refused before any bundle test runs: scripts/source-hash.js
// (what `npm run package` writes to dist/source-hash.txt, and what the bundle project's globalSetup
// checks), on a throwaway tree and on this repository.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundleProblem, HASH_FILE, sourceHash, writeSourceHash } from '../../scripts/source-hash.js'
import checkBundleSources from '../bundle/global-setup.js'
import { ROOT } from '../helpers/run-action.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'docs-agent-hash-'))
  mkdirSync(join(root, 'src', 'api'), { recursive: true })
  mkdirSync(join(root, 'dist'))
  writeFileSync(join(root, 'src', 'main.ts'), 'export const a = 1\n')
  writeFileSync(join(root, 'src', 'api', 'client.ts'), 'export const b = 2\n')
  writeFileSync(join(root, 'src', 'notes.md'), 'not a source\n')
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion": 3}\n')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const write = (path: string, text: string) => writeFileSync(join(root, path), text)

describe('sourceHash', () => {
  test('changes with any src .ts file, its path, or package-lock.json, and with nothing else', () => {
    const first = sourceHash(root)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    write('src/notes.md', 'edited\n')
    utimesSync(join(root, 'src', 'main.ts'), new Date(2001, 0, 1), new Date(2001, 0, 1))
    expect(sourceHash(root)).toBe(first)

    write('src/api/client.ts', 'export const b = 3\n')
    const edited = sourceHash(root)
    expect(edited).not.toBe(first)
    write('package-lock.json', '{"lockfileVersion": 3, "packages": {}}\n')
    const relocked = sourceHash(root)
    expect(relocked).not.toBe(edited)
    write('src/added.ts', '')
    expect(sourceHash(root)).not.toBe(relocked)
  })

  test('the same contents under another name give another hash', () => {
    const before = sourceHash(root)
    rmSync(join(root, 'src', 'main.ts'))
    write('src/entry.ts', 'export const a = 1\n')
    expect(sourceHash(root)).not.toBe(before)
  })
})

describe('bundleProblem', () => {
  test('no hash file: the bundle cannot be matched', () => {
    expect(bundleProblem(root, join(root, 'dist'))).toBe(
      `dist/ has no ${HASH_FILE}, so it cannot be matched to src/: run \`npm run package\``
    )
  })

  test('built from these sources: no problem; from others: says to run npm run package', () => {
    writeSourceHash(root, join(root, 'dist'))
    expect(readFileSync(join(root, 'dist', HASH_FILE), 'utf8')).toBe(`${sourceHash(root)}\n`)
    expect(bundleProblem(root, join(root, 'dist'))).toBeUndefined()
    write('src/main.ts', 'export const a = 2\n')
    expect(bundleProblem(root, join(root, 'dist'))).toBe(
      'dist/ was built from other sources than src/: run `npm run package`'
    )
  })
})

describe('bundle sub-folders (the sub-actions: dist/lib/, dist/<mode>/)', () => {
  test('get the hash file too, and one built from other sources is refused, by name', () => {
    mkdirSync(join(root, 'dist', 'agent'))
    write('dist/agent/index.js', '')
    mkdirSync(join(root, 'dist', 'notes'))
    writeSourceHash(root, join(root, 'dist'))
    expect(readFileSync(join(root, 'dist', 'agent', HASH_FILE), 'utf8')).toBe(`${sourceHash(root)}\n`)
    expect(() => readFileSync(join(root, 'dist', 'notes', HASH_FILE))).toThrow()
    expect(bundleProblem(root, join(root, 'dist'))).toBeUndefined()
    write(`dist/agent/${HASH_FILE}`, 'stale\n')
    expect(bundleProblem(root, join(root, 'dist'))).toBe(
      'dist/agent/ was built from other sources than src/: run `npm run package`'
    )
  })
})

describe('this repository', () => {
  test('`npm run package` writes dist/source-hash.txt after the build', () => {
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts
    expect(scripts.package).toMatch(
      /^rm -rf dist && ncc build src\/main\.ts -o dist\/lib .*&& node scripts\/build-entries\.js dist && node scripts\/source-hash\.js --write dist$/
    )
  })

  test('the CLI writes the same bytes every time', () => {
    const write = () => {
      const result = spawnSync(process.execPath, ['scripts/source-hash.js', '--write', root], { cwd: ROOT })
      expect(result.status).toBe(0)
      return readFileSync(join(root, HASH_FILE), 'utf8')
    }
    const first = write()
    expect(first).toBe(`${sourceHash(ROOT)}\n`)
    expect(write()).toBe(first)
  })

  describe("the bundle project's globalSetup", () => {
    const saved = process.env.DOCS_AGENT_BUNDLE
    afterEach(() => {
      if (saved === undefined) delete process.env.DOCS_AGENT_BUNDLE
      else process.env.DOCS_AGENT_BUNDLE = saved
    })

    test('refuses a bundle built from other sources, naming it', () => {
      process.env.DOCS_AGENT_BUNDLE = join(root, 'dist', 'index.js')
      writeSourceHash(root, join(root, 'dist'))
      expect(() => checkBundleSources()).toThrow(
        `${join(root, 'dist')} (DOCS_AGENT_BUNDLE) was built from other sources than src/: run \`npm run package\``
      )
    })

    test('accepts a bundle built from the sources in src/', () => {
      process.env.DOCS_AGENT_BUNDLE = join(root, 'dist', 'index.js')
      writeSourceHash(ROOT, join(root, 'dist'))
      expect(() => checkBundleSources()).not.toThrow()
    })
  })
})
