// The entries (`npm run package`, after ncc has built src/main.ts into DIR/lib/): one per row of the
// mode table (src/modes/table.ts), DIR/<subAction>/index.js, the sub-action's (it runs that row's mode);
// src/index.ts as DIR/index.js, the root action's (every mode); and src/bin.ts as DIR/bin.js, the
// command line's. Each imports the shared bundle DIR/lib/index.js in place of main.js: one bundle of the
// action's code, not one per entry (ncc builds one entry per run, a full copy each: 6 MB, 40 s).
//
//   node scripts/build-entries.js DIR
//
// Plain JavaScript, like source-hash.js: it runs before anything is built. So it reads the mode table
// as TypeScript's parser sees the text (each row an object literal with string literals), and
// transpiles the root and command line entries (transpileModule, no type check: `npm run typecheck`
// checks them with everything else).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { argv } from 'node:process'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..')
export const MODE_TABLE_FILE = join(ROOT, 'src', 'modes', 'table.ts')

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

const nameOf = property =>
  ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)
    ? property.name.text
    : property.name.getText()

/** The rows of `MODE_TABLE` in `file`: each mode's name and its sub-action's folder, in the table's order. */
export function readModeTable(file = MODE_TABLE_FILE) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2023, true)
  let table
  const find = node => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'MODE_TABLE')
      table = node.initializer
    else ts.forEachChild(node, find)
  }
  find(source)
  while (table && (ts.isSatisfiesExpression(table) || ts.isAsExpression(table))) table = table.expression
  if (!table || !ts.isObjectLiteralExpression(table))
    throw new Error(`${relative(ROOT, file)} has no MODE_TABLE object literal`)
  return table.properties.map(row => {
    const fields =
      ts.isPropertyAssignment(row) && ts.isObjectLiteralExpression(row.initializer) ? row : undefined
    const subAction = fields?.initializer.properties.find(
      field => ts.isPropertyAssignment(field) && nameOf(field) === 'subAction'
    )
    if (!subAction || !ts.isStringLiteral(subAction.initializer))
      throw new Error(`${relative(ROOT, file)}: each MODE_TABLE row needs a string literal \`subAction\``)
    return { mode: nameOf(row), subAction: subAction.initializer.text }
  })
}

/** A sub-action's entry: its mode's run from the shared bundle, then the exit once the output is flushed. */
export function entryCode(mode, subAction) {
  return [
    `// The entry of the ${mode} sub-action (${subAction}/action.yml), written by scripts/build-entries.js from`,
    '// the mode table (src/modes/table.ts): the run in that mode, which it fixes (no `mode` input).',
    "import { exitWhenFlushed, run } from '../lib/index.js';",
    `await run({ mode: '${mode}' });`,
    'exitWhenFlushed();',
    ''
  ].join('\n')
}

/** Each sub-action's folder, its mode and its entry's JavaScript, in the mode table's order. */
export function buildEntries(file = MODE_TABLE_FILE) {
  return readModeTable(file).map(({ mode, subAction }) => ({
    mode,
    subAction,
    code: entryCode(mode, subAction)
  }))
}

if (argv[1] && resolve(argv[1]) === fileURLToPath(import.meta.url)) {
  if (!argv[2]) throw new Error('usage: node scripts/build-entries.js DIR')
  const dir = resolve(argv[2])
  for (const { subAction, code } of buildEntries()) {
    mkdirSync(join(dir, subAction), { recursive: true })
    writeFileSync(join(dir, subAction, 'index.js'), code)
  }
  writeFileSync(join(dir, 'index.js'), buildRootEntry())
  writeFileSync(join(dir, 'bin.js'), buildBinEntry(), { mode: 0o755 })
  // The entries are ES modules wherever the action is checked out, as ncc marks its own output.
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n')
}
