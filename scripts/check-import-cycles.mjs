// Fails when src/ has an import cycle, between files or between folders at any depth (type imports
// count: a cycle of types is still two modules that cannot be understood one without the other).
// Run by `npm run lint`. Plain Node, no dependencies: it reads relative import specifiers only.
import { relative, sep } from 'node:path'
import { importGraph } from './import-graph.mjs'

const ROOT = process.argv[2] ?? 'src'

/** Strongly connected components with more than one node (Tarjan), each a cycle to report. */
function cycles(graph) {
  let index = 0
  const stack = []
  const onStack = new Set()
  const order = new Map()
  const low = new Map()
  const found = []
  const visit = node => {
    order.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)))
    }
    if (low.get(node) === order.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!order.has(node)) visit(node)
  return found
}

const fileGraph = importGraph(ROOT)
// Folders at every depth: for an import between two files, the two folders just below their nearest
// common folder are siblings, and the first depends on the second (src/modes/analytics/gaps/find.ts
// importing src/modes/analytics/report/format.ts: modes/analytics/gaps -> modes/analytics/report;
// src/cli/run.ts importing src/kernel/io/log.ts: cli -> kernel). A cycle among siblings is a folder
// cycle. A file directly in the common folder belongs to no sibling: its folder's own files may import
// its subfolders and be imported by them (modes/analytics/mode.ts and modes/analytics/steps/). The
// files directly in src/ (main.ts, index.ts, bin.ts) are the composition root: no folder may import
// them (that would be a file cycle or a folder's dependency on the root).
const pathOf = file => relative(ROOT, file).split(sep)
const folderGraph = new Map()
const rootImports = []
for (const [file, targets] of fileGraph) {
  const from = pathOf(file)
  for (const target of targets) {
    const to = pathOf(target)
    if (to.length === 1 && from.length > 1) rootImports.push(`${file} imports ${target}`)
    let common = 0
    while (common < from.length - 1 && common < to.length - 1 && from[common] === to[common]) common++
    // Both sides must be a folder below the common one, not a file in it.
    if (common >= from.length - 1 || common >= to.length - 1 || from[common] === to[common]) continue
    const fromFolder = from.slice(0, common + 1).join('/')
    const toFolder = to.slice(0, common + 1).join('/')
    if (!folderGraph.has(fromFolder)) folderGraph.set(fromFolder, new Set())
    folderGraph.get(fromFolder).add(toFolder)
  }
}

const problems = [
  ...cycles(fileGraph).map(c => `file cycle: ${c.join(' -> ')}`),
  ...cycles(folderGraph).map(c => `folder cycle: src/${c.join(' <-> src/')}`),
  ...rootImports.map(line => `a folder imports the composition root: ${line}`)
]
if (problems.length > 0) {
  console.error(`Import cycles in ${ROOT}/:\n${problems.map(p => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(`No import cycles in ${ROOT}/ (${fileGraph.size} files, ${folderGraph.size} folders).`)
