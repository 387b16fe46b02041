// The release script (`npm run release -- X.Y.Z`) run for real on a throwaway git repository holding
// this repository's package.json, package-lock.json and src/kernel/version.ts: it makes the commit,
// the tag, the CHANGELOG section and the version bump, and refuses a dirty tree and a stale dist/.
// The build is a stand-in (RELEASE_BUILD_COMMAND) that bundles src/ into dist/index.js in
// milliseconds, so "stale" means exactly what it means for ncc: dist/ differs from a fresh build. The
// script is transpiled once and run with plain node (tsx costs a second or more per start on a busy
// machine, and the test starts it eight times).
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import {
  changelogSection,
  compareVersions,
  releaseChangelog,
  UNRELEASED_HEADING
} from '../../scripts/changelog.js'
import { releaseNotes } from '../../scripts/release-notes.js'

const ROOT = resolve(import.meta.dirname, '..', '..')

/** scripts/release.ts and what it imports, as plain ESM JavaScript in a folder of their own. */
let compiled = ''
beforeAll(() => {
  compiled = mkdtempSync(join(tmpdir(), 'release-script-js-'))
  writeFileSync(join(compiled, 'package.json'), '{"type":"module"}\n')
  for (const name of ['release', 'changelog']) {
    const source = readFileSync(join(ROOT, `scripts/${name}.ts`), 'utf8')
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 }
    })
    writeFileSync(join(compiled, `${name}.js`), outputText)
  }
})
afterAll(() => rmSync(compiled, { recursive: true, force: true }))

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
const pkg = readJson(join(ROOT, 'package.json')) as { version: string; scripts: Record<string, string> }
const [major, minor] = pkg.version.split('.').map(Number)
/** The next minor version after this repository's own: always newer, whatever it is today. */
const NEXT = `${major}.${(minor ?? 0) + 1}.0`

const ENTRY = '### Added\n\n- The widget exporter.'
const CHANGELOG = [
  '# Changelog',
  '',
  'Intro text stays.',
  '',
  UNRELEASED_HEADING,
  '',
  ENTRY,
  '',
  `## [${pkg.version}] - 2026-01-01`,
  '',
  '- What existed.',
  ''
].join('\n')

// A stand-in for `npm run package`: dist/index.js is every file of src/, in order (deterministic).
const BUILD = `import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
const files = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter(e => e.isFile()).map(e => e.parentPath + '/' + e.name).sort()
mkdirSync('dist', { recursive: true })
writeFileSync('dist/index.js', files.map(f => '// ' + f + '\\n' + readFileSync(f, 'utf8')).join(''))
`

// git with nothing from this machine's configuration (no signing, no hooks path, no template).
const GIT_ENV = {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release@example.invalid',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release@example.invalid'
}

const repos: string[] = []
afterEach(() => {
  for (const dir of repos.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
  return result.stdout.trim()
}

/** A committed repository with the files the release script touches, dist/ freshly built. */
function makeRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-script-'))
  repos.push(dir)
  git(dir, 'init', '--quiet', '--initial-branch=main')
  for (const file of ['package.json', 'package-lock.json', 'src/kernel/version.ts']) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(join(ROOT, file), join(dir, file))
  }
  writeFileSync(join(dir, 'src/app.ts'), 'export const app = 1\n')
  writeFileSync(join(dir, 'CHANGELOG.md'), CHANGELOG)
  writeFileSync(join(dir, 'build.mjs'), BUILD)
  build(dir)
  git(dir, 'add', '--all')
  git(dir, 'commit', '--quiet', '-m', 'Initial')
  return dir
}

function build(dir: string): void {
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: dir, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`build: ${result.stderr}`)
}

function release(dir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...GIT_ENV,
    RELEASE_BUILD_COMMAND: `"${process.execPath}" build.mjs`,
    RELEASE_DATE: '2030-01-02'
  }
  delete env.NODE_OPTIONS
  const script = join(compiled, 'release.js')
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env,
    timeout: 240_000 // a hang guard, well past what a loaded machine takes
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** What a refusal must leave behind: the same commit, no tag, the version untouched. */
function expectNothingReleased(dir: string, head: string): void {
  expect(git(dir, 'rev-parse', 'HEAD')).toBe(head)
  expect(git(dir, 'tag', '--list')).toBe('')
  expect(readJson(join(dir, 'package.json')).version).toBe(pkg.version)
}

describe('npm run release', () => {
  test('runs scripts/release.ts', () => {
    expect(pkg.scripts.release).toBe('tsx scripts/release.ts')
  })

  test('makes the version bump, the CHANGELOG section, a rebuilt dist/, the commit and the tag', () => {
    const dir = makeRepo()
    const before = readJson(join(dir, 'package.json'))
    const run = release(dir, NEXT)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`git push --atomic origin main v${NEXT}`)

    // package.json: the version and nothing else; the lockfile's own version in both places.
    expect(readJson(join(dir, 'package.json'))).toEqual({ ...before, version: NEXT })
    const lock = readJson(join(dir, 'package-lock.json')) as {
      version: string
      packages: Record<string, { version?: string }>
    }
    expect(lock.version).toBe(NEXT)
    expect(lock.packages['']?.version).toBe(NEXT)
    const versionFile = readFileSync(join(dir, 'src/kernel/version.ts'), 'utf8')
    expect(versionFile).toMatch(new RegExp(`^export const VERSION = '${NEXT.replace(/\./g, '\\.')}'$`, 'm'))
    // dist/ was rebuilt after the bump: the bundle carries the new version.
    expect(readFileSync(join(dir, 'dist/index.js'), 'utf8')).toContain(`VERSION = '${NEXT}'`)

    // The Unreleased entries now sit under the version, dated; an empty Unreleased waits on top.
    const changelog = readFileSync(join(dir, 'CHANGELOG.md'), 'utf8')
    expect(changelog).toBe(
      [
        '# Changelog',
        '',
        'Intro text stays.',
        '',
        UNRELEASED_HEADING,
        '',
        `## [${NEXT}] - 2030-01-02`,
        '',
        ENTRY,
        '',
        `## [${pkg.version}] - 2026-01-01`,
        '',
        '- What existed.',
        ''
      ].join('\n')
    )

    // One commit holding all of it, and an annotated tag on that commit.
    expect(git(dir, 'status', '--porcelain', '--untracked-files=all')).toBe('')
    expect(git(dir, 'log', '--format=%s')).toBe(`Release ${NEXT}\nInitial`)
    expect(git(dir, 'show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual(
      ['CHANGELOG.md', 'dist/index.js', 'package-lock.json', 'package.json', 'src/kernel/version.ts'].sort()
    )
    expect(git(dir, 'cat-file', '-t', `v${NEXT}`)).toBe('tag')
    expect(git(dir, 'rev-parse', `v${NEXT}^{commit}`)).toBe(git(dir, 'rev-parse', 'HEAD'))
    expect(git(dir, 'tag', '--list', '--format=%(contents)', `v${NEXT}`)).toContain('- The widget exporter.')

    // What the release workflow will publish from that commit.
    expect(releaseNotes(dir, `v${NEXT}`)).toBe(ENTRY)
  })

  test.each([
    [
      'a changed tracked file',
      (dir: string) => writeFileSync(join(dir, 'src/app.ts'), 'export const app = 2\n')
    ],
    ['an untracked file', (dir: string) => writeFileSync(join(dir, 'src/new.ts'), 'export {}\n')],
    [
      'a staged change',
      (dir: string) => (writeFileSync(join(dir, 'notes.txt'), 'x'), git(dir, 'add', 'notes.txt'))
    ]
  ])('refuses a dirty tree: %s, and leaves it as it was', (_name, dirty) => {
    const dir = makeRepo()
    const head = git(dir, 'rev-parse', 'HEAD')
    dirty(dir)
    const status = git(dir, 'status', '--porcelain', '--untracked-files=all')
    const run = release(dir, NEXT)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('the working tree is not clean')
    expectNothingReleased(dir, head)
    expect(git(dir, 'status', '--porcelain', '--untracked-files=all')).toBe(status)
  })

  test('refuses a stale dist/ and restores the committed one', () => {
    const dir = makeRepo()
    writeFileSync(join(dir, 'src/app.ts'), 'export const app = 2\n')
    git(dir, 'commit', '--quiet', '-am', 'Change src without rebuilding dist')
    const head = git(dir, 'rev-parse', 'HEAD')
    const committedDist = readFileSync(join(dir, 'dist/index.js'), 'utf8')
    const run = release(dir, NEXT)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('dist/ is stale')
    expect(run.stderr).toContain('dist/index.js')
    expectNothingReleased(dir, head)
    expect(readFileSync(join(dir, 'dist/index.js'), 'utf8')).toBe(committedDist)
    expect(git(dir, 'status', '--porcelain', '--untracked-files=all')).toBe('')
  })

  test('refuses a failing build, a version that is not newer, an existing tag and a bad argument', () => {
    const dir = makeRepo()
    const head = git(dir, 'rev-parse', 'HEAD')
    for (const [args, message] of [
      [[pkg.version], `is not newer than package.json's version ${pkg.version}`],
      [['1.2'], 'usage: npm run release -- X.Y.Z'],
      [[], 'usage: npm run release -- X.Y.Z']
    ] as const) {
      const run = release(dir, ...args)
      expect(run.code).toBe(1)
      expect(run.stderr).toContain(message)
    }
    git(dir, 'tag', `v${NEXT}`, 'HEAD')
    const tagged = release(dir, NEXT)
    expect(tagged.code).toBe(1)
    expect(tagged.stderr).toContain(`the tag v${NEXT} already exists`)
    git(dir, 'tag', '--delete', `v${NEXT}`)
    writeFileSync(join(dir, 'build.mjs'), 'process.exit(3)\n')
    git(dir, 'commit', '--quiet', '-am', 'A broken build')
    const broken = release(dir, NEXT)
    expect(broken.code).toBe(1)
    expect(broken.stderr).toContain('the build failed')
    expect(git(dir, 'tag', '--list')).toBe('')
    expect(git(dir, 'rev-parse', 'HEAD~1')).toBe(head)
  })
})

describe('CHANGELOG.md handling', () => {
  test('releaseChangelog moves the Unreleased entries under the dated version', () => {
    const out = releaseChangelog(CHANGELOG, '9.0.0', '2030-05-06')
    expect(changelogSection(out, '9.0.0')).toBe(ENTRY)
    expect(changelogSection(out, 'Unreleased')).toBeUndefined()
    expect(out.indexOf(UNRELEASED_HEADING)).toBeLessThan(out.indexOf('## [9.0.0] - 2030-05-06'))
    expect(changelogSection(out, pkg.version)).toBe('- What existed.')
  })

  test('releaseChangelog refuses an empty Unreleased section, a missing one and a repeated version', () => {
    const empty = CHANGELOG.replace(`${ENTRY}\n\n`, '')
    expect(() => releaseChangelog(empty, '9.0.0', '2030-05-06')).toThrow('nothing under "## [Unreleased]"')
    expect(() => releaseChangelog('# Changelog\n', '9.0.0', '2030-05-06')).toThrow('no "## [Unreleased]"')
    expect(() => releaseChangelog(CHANGELOG, pkg.version, '2030-05-06')).toThrow('already has a section')
  })

  test('versions compare as numbers, not text', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0)
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0)
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0)
  })
})

describe("this repository's release files agree", () => {
  const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8')

  test('CHANGELOG.md has an Unreleased section and a section for the current version', () => {
    expect(changelog.split('\n')).toContain(UNRELEASED_HEADING)
    expect(changelog).toMatch(
      new RegExp(`^## \\[${pkg.version.replace(/\./g, '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm')
    )
    expect(changelogSection(changelog, pkg.version)).toMatch(/\S/)
  })

  test('package.json, package-lock.json and src/kernel/version.ts name the same version', () => {
    const lock = readJson(join(ROOT, 'package-lock.json')) as {
      version: string
      packages: Record<string, { version?: string }>
    }
    expect(lock.version).toBe(pkg.version)
    expect(lock.packages['']?.version).toBe(pkg.version)
    const source = readFileSync(join(ROOT, 'src/kernel/version.ts'), 'utf8')
    expect(/^export const VERSION = '([^']*)'$/m.exec(source)?.[1]).toBe(pkg.version)
  })

  test('the release workflow refuses a tag the commit does not carry', () => {
    expect(() => releaseNotes(ROOT, 'v99.0.0')).toThrow('package.json says')
    expect(() => releaseNotes(ROOT, '1.2.0')).toThrow('is not a release tag')
    expect(() => releaseNotes(ROOT, 'v1.2')).toThrow('is not a release tag')
  })
})
