// Which sources a bundle was built from. `npm run package` writes dist/source-hash.txt: sha256 over
// src/**/*.ts (each file's path and bytes, in path order) and package-lock.json. The bundle tests'
// globalSetup computes it again from the working tree, so tests never run a dist/ older than src/
// (or built from other dependencies) without saying so. A bundle folder's sub-folders that hold an
// index.js (the sub-actions' entries and their shared bundle, dist/<mode>/ and dist/lib/) get the same
// file and the same check, so a part built apart from the rest is caught too. File times cannot tell this: a fresh clone
// gives every file the same time. The hash depends on file contents only, so `npm run package` on
// unchanged sources writes the same file (CI's "dist/ matches src/" step diffs dist/).
//
//   node scripts/source-hash.js --write DIR   writes DIR/source-hash.txt
//   node scripts/source-hash.js               prints the hash
//
// Plain JavaScript, not TypeScript: jest loads globalSetup modules without transforming them.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { argv } from 'node:process'
import { fileURLToPath } from 'node:url'

export const HASH_FILE = 'source-hash.txt'

/** The hash of `root`'s src/**\/*.ts and package-lock.json, as hex. */
export function sourceHash(root) {
  const sources = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name.endsWith('.ts'))
    .map(entry => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
  const hash = createHash('sha256')
  for (const path of [...sources, 'package-lock.json']) {
    hash.update(`${path}\0`)
    hash.update(readFileSync(join(root, path)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** `dir` and its sub-folders that hold an index.js (a bundle or an entry each). */
function bundleFolders(dir) {
  const parts = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter(entry => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.js')))
        .map(entry => join(dir, entry.name))
        .sort()
    : []
  return [dir, ...parts]
}

/** Writes source-hash.txt for the sources under `root` into `dir` and its bundle sub-folders. */
export function writeSourceHash(root, dir) {
  const hash = sourceHash(root)
  for (const folder of bundleFolders(dir)) writeFileSync(join(folder, HASH_FILE), `${hash}\n`)
}

/**
 * Why the bundle in `dir` must not be tested against the sources under `root`, or undefined when it
 * was built from them. `name` is how the message calls the folder.
 */
export function bundleProblem(root, dir, name = 'dist/') {
  const hash = sourceHash(root)
  for (const folder of bundleFolders(dir)) {
    const part = folder === dir ? name : `${join(name, relative(dir, folder))}/`
    const file = join(folder, HASH_FILE)
    if (!existsSync(file))
      return `${part} has no ${HASH_FILE}, so it cannot be matched to src/: run \`npm run package\``
    if (readFileSync(file, 'utf8').trim() !== hash)
      return `${part} was built from other sources than src/: run \`npm run package\``
  }
  return undefined
}

if (argv[1] && resolve(argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '..', '..')
  const at = argv.indexOf('--write')
  if (at < 0) console.log(sourceHash(root))
  else if (!argv[at + 1]) throw new Error('usage: node scripts/source-hash.js [--write DIR]')
  else writeSourceHash(root, resolve(argv[at + 1]))
}
