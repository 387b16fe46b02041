// The entries (`npm run package`, after ncc has built src/main.ts into DIR/lib/): src/entries/<mode>.ts
// becomes DIR/<mode>/index.js (a sub-action's), and src/index.ts DIR/index.js (the root action's), the
// same few lines as JavaScript (and src/bin.ts DIR/bin.js, the command line's), importing the shared bundle DIR/lib/index.js in place of main.js. One
// bundle of the action's code, not one per entry: ncc builds one entry per run, a full copy each
// (6 MB, 40 s). The lines are only transpiled
// (TypeScript's transpileModule, no type check: `npm run typecheck` checks them with everything else).
//
//   node scripts/build-entries.js DIR
//
// Plain JavaScript, like source-hash.js: it runs before anything is built.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { argv } from 'node:process'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..')
const ENTRIES = join(ROOT, 'src', 'entries')
/** How an entry imports the run, and what that import becomes in DIR/<mode>/index.js. */
const SOURCE_IMPORT = "from '../main.js'"
const BUILT_IMPORT = "from '../lib/index.js'"

/** TypeScript's output for an entry's few lines, with `from` (its import of main.ts) pointing at `to`. */
function transpiled(file, from, to) {
  const source = readFileSync(file, 'utf8')
  if (source.split(from).length !== 2)
    throw new Error(`${relative(ROOT, file)} must import the run exactly once, ${from}`)
  const { outputText } = ts.transpileModule(source, {
    fileName: basename(file),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2023,
      newLine: ts.NewLineKind.LineFeed
    }
  })
  return outputText.replace(from, to)
}

/** The root action's entry, src/index.ts, as DIR/index.js. */
export function buildRootEntry() {
  return transpiled(join(ROOT, 'src', 'index.ts'), "from './main.js'", "from './lib/index.js'")
}

/** The command line's entry, src/bin.ts, as DIR/bin.js (the package's `bin`; the shebang stays first). */
export function buildBinEntry() {
  return transpiled(join(ROOT, 'src', 'bin.ts'), "from './main.js'", "from './lib/index.js'")
}

/** Each entry's mode (its file name) and its JavaScript. */
export function buildEntries() {
  return readdirSync(ENTRIES)
    .filter(name => name.endsWith('.ts'))
    .sort()
    .map(name => ({
      mode: basename(name, '.ts'),
      code: transpiled(join(ENTRIES, name), SOURCE_IMPORT, BUILT_IMPORT)
    }))
}

if (argv[1] && resolve(argv[1]) === fileURLToPath(import.meta.url)) {
  if (!argv[2]) throw new Error('usage: node scripts/build-entries.js DIR')
  const dir = resolve(argv[2])
  for (const { mode, code } of buildEntries()) {
    mkdirSync(join(dir, mode), { recursive: true })
    writeFileSync(join(dir, mode, 'index.js'), code)
  }
  writeFileSync(join(dir, 'index.js'), buildRootEntry())
  writeFileSync(join(dir, 'bin.js'), buildBinEntry(), { mode: 0o755 })
  // The entries are ES modules wherever the action is checked out, as ncc marks its own output.
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n')
}
