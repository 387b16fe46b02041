// Fails when src/ has an import cycle, between files or between its top-level folders (type imports
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
// A file directly in src/ (main.ts, index.ts) or in src/entries/ (one entry per sub-action) is the
// composition root, not a folder: it may import every folder, and no folder may import it (that would
// be a file cycle or a folder's dependency on the root, caught below).
// kernel/ and modes/ hold folders of their own (kernel/api, modes/agent): those are the units.
// entries/ holds the sub-actions' entry points (entries/agent.ts): each is part of the root, as
// index.ts is.
const folderOf = file => {
  const parts = relative(ROOT, file).split(sep)
  if (parts[0] === 'entries') return parts.join('/')
  return (parts[0] === 'kernel' || parts[0] === 'modes') && parts.length > 2
    ? `${parts[0]}/${parts[1]}`
    : parts[0]
}
const folderGraph = new Map()
const rootImports = []
for (const [file, targets] of fileGraph) {
  const from = folderOf(file)
  for (const target of targets) {
    const to = folderOf(target)
    if (!to.endsWith('.ts') && !from.endsWith('.ts') && to !== from) {
      if (!folderGraph.has(from)) folderGraph.set(from, new Set())
      folderGraph.get(from).add(to)
    }
    if (to.endsWith('.ts') && !from.endsWith('.ts')) rootImports.push(`${file} imports ${target}`)
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
