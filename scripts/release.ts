// `npm run release -- 1.2.0`: makes the release commit and the tag `v1.2.0`, nothing else (it pushes
// nothing). It refuses a dirty tree and a dist/ that is not what src/ builds, then bumps package.json
// and package-lock.json, moves CHANGELOG.md's Unreleased section under the version with today's date
// (UTC), writes the version into src/kernel/version.ts (the user agent's), rebuilds dist/ and commits.
// Pushing the tag starts .github/workflows/release.yml, which publishes the release.
//
// Environment, for tests and special cases: RELEASE_BUILD_COMMAND replaces `npm run package` (run by
// the shell in the repository's root); RELEASE_DATE (YYYY-MM-DD) replaces today's date.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { changelogSection, compareVersions, releaseChangelog, VERSION_PATTERN } from './changelog.js'

const VERSION_FILE = 'src/kernel/version.ts'
const VERSION_LINE = /^export const VERSION = '[^']*'$/m

class Refusal extends Error {}

/** git's output, untrimmed (a porcelain line starts with a space when only the work tree changed). */
function gitRaw(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Refusal(`git ${args.join(' ')} failed: ${(result.stderr || result.stdout).trim()}`)
  }
  return result.stdout
}

const git = (cwd: string, ...args: string[]) => gitRaw(cwd, ...args).trim()

/** The `git status --porcelain` lines ("XY path"), untracked files included. */
function changes(cwd: string): string[] {
  return gitRaw(cwd, 'status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter(line => line.length > 0)
}

function listed(lines: string[]): string {
  const shown = lines.slice(0, 10).map(line => `  ${line}`)
  if (lines.length > 10) shown.push(`  … and ${lines.length - 10} more`)
  return shown.join('\n')
}

/** Puts dist/ back as committed (the tree was clean before the build, so this undoes only the build). */
function restoreDist(root: string): void {
  git(root, 'checkout', '--', 'dist')
  git(root, 'clean', '-fdq', '--', 'dist')
}

function build(root: string, command: string): void {
  console.log(`release: building dist/ (${command})`)
  const result = spawnSync(command, { cwd: root, shell: true, stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) {
    restoreDist(root)
    throw new Refusal(`the build failed (${command} exited with ${result.status ?? result.signal})`)
  }
}

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
}

/** package.json and package-lock.json as npm writes them (and Prettier formats them). */
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

function today(): string {
  const given = process.env.RELEASE_DATE
  if (given === undefined || given === '') return new Date().toISOString().slice(0, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(given)) throw new Refusal(`RELEASE_DATE must be YYYY-MM-DD, got "${given}"`)
  return given
}

function release(argv: string[]): void {
  const [arg, ...extra] = argv.filter(a => a !== '--')
  const version = arg?.replace(/^v/, '')
  if (!version || extra.length || !VERSION_PATTERN.test(version)) {
    throw new Refusal(`usage: npm run release -- X.Y.Z (e.g. 1.2.0), got "${argv.join(' ')}"`)
  }
  const tag = `v${version}`
  const root = git(process.cwd(), 'rev-parse', '--show-toplevel')
  const buildCommand = process.env.RELEASE_BUILD_COMMAND || 'npm run package'
  const date = today()

  const pkgPath = join(root, 'package.json')
  const current = String(readJson(pkgPath).version ?? '')
  if (VERSION_PATTERN.test(current) && compareVersions(version, current) <= 0) {
    throw new Refusal(`${version} is not newer than package.json's version ${current}`)
  }
  if (git(root, 'tag', '--list', tag)) throw new Refusal(`the tag ${tag} already exists`)
  const branch = spawnSync('git', ['symbolic-ref', '--quiet', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8'
  })
  if (branch.status !== 0) throw new Refusal('HEAD is detached: check out the branch to release from')

  const dirty = changes(root)
  if (dirty.length) {
    throw new Refusal(
      `the working tree is not clean; commit or stash these first (a release is made from commits only):\n${listed(dirty)}`
    )
  }

  // dist/ is what users run: it must be what the committed src/ builds before anything is bumped.
  build(root, buildCommand)
  const stale = changes(root)
  if (stale.length) {
    const inDist = stale.every(line => line.slice(3).startsWith('dist/'))
    if (inDist) {
      restoreDist(root)
      throw new Refusal(
        `dist/ is stale: a fresh build of src/ differs from the committed dist/ (restored as it was):\n${listed(stale)}\n` +
          'Run `npm run package`, commit dist/, then release again.'
      )
    }
    throw new Refusal(
      `the build changed files outside dist/; look at them before releasing:\n${listed(stale)}`
    )
  }

  // The bump, computed whole before anything is written: package.json, the lockfile's own version
  // (when there is a lockfile), the user agent's version, the changelog.
  const writes = new Map<string, string>()
  const pkg = readJson(pkgPath)
  pkg.version = version
  writes.set('package.json', json(pkg))
  if (existsSync(join(root, 'package-lock.json'))) {
    const lock = readJson(join(root, 'package-lock.json')) as {
      version?: string
      packages?: Record<string, { version?: string }>
    }
    lock.version = version
    const own = lock.packages?.['']
    if (own) own.version = version
    writes.set('package-lock.json', json(lock))
  }
  const versionSource = existsSync(join(root, VERSION_FILE))
    ? readFileSync(join(root, VERSION_FILE), 'utf8')
    : ''
  if (!VERSION_LINE.test(versionSource)) {
    throw new Refusal(`${VERSION_FILE} has no line \`export const VERSION = '…'\` to update`)
  }
  writes.set(VERSION_FILE, versionSource.replace(VERSION_LINE, `export const VERSION = '${version}'`))
  let changelog: string
  try {
    changelog = releaseChangelog(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version, date)
  } catch (error) {
    throw new Refusal((error as Error).message)
  }
  writes.set('CHANGELOG.md', changelog)
  for (const [file, text] of writes) writeFileSync(join(root, file), text)
  const files = [...writes.keys()]

  // The version is compiled into the bundle (the user agent): rebuild so the tagged dist/ carries it.
  try {
    build(root, buildCommand)
  } catch (error) {
    git(root, 'checkout', '--', ...files)
    throw error
  }

  const notes = changelogSection(changelog, version) ?? ''
  git(root, 'add', '--', ...files, 'dist')
  git(root, 'commit', '--quiet', '-m', `Release ${version}`, '-m', notes)
  git(root, 'tag', '--annotate', tag, '-m', `docs-agent-action ${version}`, '-m', notes)
  const sha = git(root, 'rev-parse', 'HEAD')
  console.log(
    [
      `release: committed ${sha.slice(0, 12)} "Release ${version}" on ${branch.stdout.trim()} and tagged it ${tag}.`,
      'Push both; the release workflow checks dist/ and CI, publishes the release and moves the major tag:',
      `  git push --atomic origin ${branch.stdout.trim()} ${tag}`
    ].join('\n')
  )
}

try {
  release(process.argv.slice(2))
} catch (error) {
  if (!(error instanceof Refusal)) throw error
  console.error(`release: ${error.message}`)
  process.exit(1)
}
