// Fails, naming file and import, on any import in src/ that scripts/import-rules.mjs does not allow
// (modes never import each other, the kernel imports no mode, an entry imports only main.ts, each
// kernel folder imports only what its rule lists), on a unit without a rule, and when the allow-list
// table in docs/ARCHITECTURE.md says otherwise than the rules. Run by `npm run lint`.
// Usage: node scripts/check-imports.mjs [root=src] [--rules scripts/import-rules.mjs] [--doc docs/ARCHITECTURE.md]
import { readFileSync } from 'node:fs'
import { relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { importGraph } from './import-graph.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rules: { type: 'string', default: 'scripts/import-rules.mjs' },
    doc: { type: 'string', default: 'docs/ARCHITECTURE.md' }
  }
})
const ROOT = positionals[0] ?? 'src'
const { MAY_IMPORT } = await import(pathToFileURL(resolve(values.rules)).href)

/** A path under the root, `/`-separated, to its unit: see scripts/import-rules.mjs. */
function unitOf(path) {
  const parts = path.split('/')
  if (parts.length === 1 || parts[0] === '..') return path
  if (!['kernel', 'modes', 'entries'].includes(parts[0])) return `${parts[0]}/`
  return parts.length === 2 ? path : `${parts[0]}/${parts[1]}/`
}

/** `*` is one path segment; a pattern ending in `/` also covers what is under it when `prefix`. */
function matcher(pattern, prefix) {
  const body = pattern
    .split('*')
    .map(part => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+')
  return new RegExp(`^${body}${prefix && pattern.endsWith('/') ? '' : '$'}`)
}
const rules = Object.entries(MAY_IMPORT).map(([key, targets]) => ({
  key,
  matches: matcher(key, false),
  allows: targets.map(target => matcher(target, true)),
  targets
}))
const ruleFor = unit => rules.find(rule => rule.key === unit) ?? rules.find(rule => rule.matches.test(unit))

const underRoot = file => relative(ROOT, file).split(sep).join('/')
const problems = []
const unitsWithoutRule = new Set()
const graph = importGraph(ROOT)
for (const [file, targets] of graph) {
  const from = underRoot(file)
  const fromUnit = unitOf(from)
  const rule = ruleFor(fromUnit)
  if (!rule) unitsWithoutRule.add(fromUnit)
  for (const target of targets) {
    const to = underRoot(target)
    const toUnit = unitOf(to)
    if (toUnit === fromUnit) continue
    if (!rule || rule.allows.some(allowed => allowed.test(toUnit))) continue
    const may = rule.targets.join(', ') || 'nothing'
    problems.push(`${ROOT}/${from} imports ${ROOT}/${to}: ${fromUnit} may import ${may}`)
  }
}
for (const unit of unitsWithoutRule)
  problems.push(`${ROOT}/${unit} has no rule: add one to ${values.rules} and to the table in ${values.doc}`)
problems.push(...tableDrift(values.doc))

/** Where docs/ARCHITECTURE.md's "May import" table and the rules differ. */
function tableDrift(docPath) {
  const lines = readFileSync(docPath, 'utf8').split('\n')
  const start = lines.findIndex(line => /^#+\s+May import/i.test(line))
  if (start < 0) return [`${docPath} has no "May import" section with the allow-list table`]
  const rows = []
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('|')) rows.push(line)
    else if (rows.length > 0) break
  }
  const documented = new Map()
  for (const row of rows.slice(2)) {
    const cells = row.split('|').slice(1, -1)
    const targets = [...cells.at(-1).matchAll(/`([^`]+)`/g)].map(m => m[1]).sort()
    for (const [, key] of cells[0].matchAll(/`([^`]+)`/g)) documented.set(key, targets)
  }
  const drift = []
  const shown = targets => (targets.length ? targets.join(', ') : 'nothing')
  for (const { key, targets } of rules) {
    const expected = [...targets].sort()
    if (!documented.has(key))
      drift.push(`${docPath}'s table has no row for ${key} (may import ${shown(expected)})`)
    else if (documented.get(key).join() !== expected.join())
      drift.push(
        `${docPath}'s table says ${key} may import ${shown(documented.get(key))}; the rules say ${shown(expected)}`
      )
  }
  for (const key of documented.keys())
    if (!(key in MAY_IMPORT)) drift.push(`${docPath}'s table has a row for ${key}, which has no rule`)
  return drift
}

if (problems.length > 0) {
  console.error(`Imports not allowed in ${ROOT}/:\n${problems.map(p => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(`Every import in ${ROOT}/ is allowed (${graph.size} files).`)
