// Every repository path the documents name (a test, a source file, a simulator or script) must exist:
// a reader who follows one to a renamed or deleted file is told nothing. A path is a run of path
// characters starting with one of the top folders below, anywhere in the text, code blocks included;
// a pattern (`src/*`, `src/modes/<mode>/`) is not a path and is skipped. A test file named without
// its folder (`agent/jobs.test.ts` after "in `__tests__/bundle/`") must end the path of a real one.
import { describe, expect, test } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')

const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  'SECURITY.md',
  'BENCHMARKS.md',
  'docs/examples/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter(name => name.endsWith('.md'))
    .map(name => `docs/${name}`)
]

// Not preceded by a path or word character (so `dist/src/x` or a URL's `/src/` is not read as one);
// a leading `./` or `../` of a relative link is dropped. The character after the path tells a pattern.
const PATH = /(?<![\w.@/-])(?:\.\.?\/)*((?:__tests__|src|simulator|scripts|bench)\/[\w./-]*)([*{<]?)/g

/** The repository paths a Markdown text names, with their line numbers; patterns left out. */
function namedPaths(text: string): { line: number; path: string }[] {
  const found: { line: number; path: string }[] = []
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(PATH)) {
      if (match[2]) continue
      // A sentence's full stop is not part of the path.
      const path = (match[1] ?? '').replace(/\.+$/, '')
      found.push({ line: index + 1, path })
    }
  })
  return found
}

// A `name.test.ts` (maybe after folders) that is not itself one of the paths above.
const TEST_NAME = /(?<![\w.@/-])(?!__tests__\/)([\w./-]*\.test\.ts)\b/g

/** Every test file under __tests__/, relative to the repository. */
function testFiles(dir = join(ROOT, '__tests__')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return entry.name.endsWith('.test.ts') ? [relative(ROOT, path)] : []
  })
}

/** The test files a Markdown text names without `__tests__/`, with their line numbers. */
function namedTestFiles(text: string): { line: number; name: string }[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(TEST_NAME)].map(match => ({ line: index + 1, name: match[1] ?? '' }))
    )
}

describe('paths named in the documents', () => {
  test('the reader finds paths, links and patterns as meant', () => {
    const text = [
      'See `__tests__/bundle/x.test.ts`, [the code](../src/kernel/run.ts) and scripts/.',
      'Not `src/*`, `src/modes/<mode>/`, dist/src/index.js or https://host/src/a.ts.'
    ].join('\n')
    expect(namedPaths(text)).toEqual([
      { line: 1, path: '__tests__/bundle/x.test.ts' },
      { line: 1, path: 'src/kernel/run.ts' },
      { line: 1, path: 'scripts/' }
    ])
  })

  test('the reader finds test files named without their folder', () => {
    const text = 'In `__tests__/bundle/`: `agent/jobs.test.ts` and a.test.ts; not __tests__/b.test.ts'
    expect(namedTestFiles(text)).toEqual([
      { line: 1, name: 'agent/jobs.test.ts' },
      { line: 1, name: 'a.test.ts' }
    ])
  })

  test.each(DOCUMENTS)('every test file %s names without its folder exists', document => {
    const files = testFiles()
    const missing = namedTestFiles(readFileSync(join(ROOT, document), 'utf8'))
      .filter(({ name }) => !files.some(file => file.endsWith(`/${name}`)))
      .map(({ line, name }) => `${document}:${line} names ${name}, which is no test file`)
    expect(missing).toEqual([])
  })

  test.each(DOCUMENTS)('every path %s names exists', document => {
    const missing = namedPaths(readFileSync(join(ROOT, document), 'utf8'))
      .filter(({ path }) => !existsSync(join(ROOT, path)))
      .map(({ line, path }) => `${document}:${line} names ${path}, which does not exist`)
    expect(missing).toEqual([])
  })
})
