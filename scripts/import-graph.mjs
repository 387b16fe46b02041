// The relative imports of every .ts file under a folder, read as text (no TypeScript needed):
// shared by the import checks `npm run lint` runs. Type imports and dynamic import() count.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|import\s+['"](\.{1,2}\/[^'"]+)['"]/g

export function sourceFiles(dir) {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return path.endsWith('.ts') ? [path] : []
  })
}

/** Each file under `root` to the files it imports (paths as `join` spells them, `.js` read as `.ts`). */
export function importGraph(root) {
  const graph = new Map()
  for (const file of sourceFiles(root)) {
    const targets = new Set()
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3]
      const target = normalize(join(dirname(file), specifier.replace(/\.js$/, '.ts')))
      if (target !== file) targets.add(target)
    }
    graph.set(file, targets)
  }
  return graph
}
