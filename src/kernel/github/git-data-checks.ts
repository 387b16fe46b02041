import { forLog } from '../safe-text.js'

// What the Git Data writer sends, checked before any request: the repository's and the branch's
// names, the paths, and the change (a path written twice, a file that is also a folder).

const hasControl = (text: string) => [...text].some(c => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

/** Why `path` may not be written to a branch, or undefined when it may ('' is the root when allowed). */
export function pathProblem(path: string, allowRoot = false): string | undefined {
  if (path === '') return allowRoot ? undefined : 'it is empty'
  if (path.length > 1024) return 'it is longer than 1024 characters'
  if (path.startsWith('/')) return 'it starts with "/"'
  if (hasControl(path) || path.includes('\\')) return 'it holds a control character or a backslash'
  const segments = path.split('/')
  if (segments.some(s => s === '')) return 'it has an empty segment ("//" or a trailing "/")'
  if (segments.some(s => s === '.' || s === '..')) return 'it has a "." or ".." segment'
  if (segments.some(s => s.toLowerCase() === '.git')) return 'it has a ".git" segment'
  return undefined
}

/** Why `branch` is not a branch name git accepts, or undefined. */
export function branchProblem(branch: string): string | undefined {
  if (!branch || branch.length > 200) return 'it must have 1 to 200 characters'
  if (hasControl(branch) || /[ ~^:?*[\\]/.test(branch))
    return 'it holds a space, a control character or one of ~^:?*[\\'
  if (branch.startsWith('/') || branch.endsWith('/') || branch.includes('//'))
    return 'it has an empty segment'
  if (branch.includes('..') || branch.includes('@{') || branch === '@') return 'it holds "..", "@{" or is "@"'
  if (branch.split('/').some(s => s.startsWith('.') || s.endsWith('.lock')))
    return 'a segment starts with "." or ends with ".lock"'
  if (branch.endsWith('.') || branch.startsWith('-')) return 'it ends with "." or starts with "-"'
  return undefined
}

export function checkRef(ref: {
  readonly owner: string
  readonly repo: string
  readonly branch: string
}): void {
  for (const [name, value] of [
    ['owner', ref.owner],
    ['repo', ref.repo]
  ] as const)
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(value) || value === '.' || value === '..')
      throw new Error(`The repository's ${name} ${JSON.stringify(forLog(value, 100))} is not a GitHub name`)
  const problem = branchProblem(ref.branch)
  if (problem)
    throw new Error(`The branch name ${JSON.stringify(forLog(ref.branch, 200))} is refused: ${problem}`)
}

export function checkPath(path: string, what: string, allowRoot = false): void {
  const problem = pathProblem(path, allowRoot)
  if (problem)
    throw new Error(`The path of ${what}, ${JSON.stringify(forLog(path, 200))}, is refused: ${problem}`)
}

interface ChangeShape {
  readonly message: string
  readonly put: readonly { readonly path: string }[]
  readonly replaceFolders?: readonly string[]
}

/** `change` when its message and paths may be sent; an error naming the bad one otherwise. */
export function checkedChange<C extends ChangeShape>(change: C): C {
  if (typeof change.message !== 'string' || !change.message.trim())
    throw new Error('The commit message of the change to write is empty')
  const paths = new Set<string>()
  for (const file of change.put) {
    checkPath(file.path, 'a file to write')
    if (paths.has(file.path))
      throw new Error(`The file ${JSON.stringify(forLog(file.path, 200))} is written twice in one change`)
    paths.add(file.path)
  }
  for (const path of paths) {
    const parents = path
      .split('/')
      .slice(0, -1)
      .map((_, i, all) => all.slice(0, i + 1).join('/'))
    const clash = parents.find(parent => paths.has(parent))
    if (clash)
      throw new Error(
        `The file ${JSON.stringify(forLog(clash, 200))} is also a folder of another file written`
      )
  }
  for (const folder of change.replaceFolders ?? []) checkPath(folder, 'a folder to replace')
  return change
}
