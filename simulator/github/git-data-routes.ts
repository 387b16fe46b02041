// The stand-in's Git Data API routes and its answers' common parts (git-data.ts answers them).

export type GitDataRoute =
  | 'read-ref'
  | 'read-commit'
  | 'read-tree'
  | 'read-blob'
  | 'create-blob'
  | 'create-tree'
  | 'create-commit'
  | 'create-ref'
  | 'update-ref'

export interface GitDataOptions {
  /** Tokens without `contents: write`: their writes get 403 "Resource not accessible by integration". */
  readOnlyTokens?: string[]
  /** Tokens that cannot see the repository: every Git Data route answers them 404. */
  hiddenFromTokens?: string[]
  /** Branches a ruleset protects: creating or moving them gets 422 "Repository rule violations found". */
  protectedBranches?: string[]
  /** Routes answered 200 with a body of the wrong shape (a proxy's, or a changed API). */
  malformed?: GitDataRoute[]
  /** Recursive tree listings answered cut short (`truncated: true`), as GitHub answers one over its limits. */
  truncateRecursive?: boolean
}

export interface GitDataAnswer {
  status: number
  body: unknown
}

export const DOCS = 'https://docs.github.com/rest/git'
export const fail = (status: number, message: string): GitDataAnswer => ({
  status,
  body: { message, documentation_url: DOCS, status: String(status) }
})
export const NOT_FOUND = fail(404, 'Not Found')
export const RULES =
  'Repository rule violations found\n\nCannot update this protected ref.\n\nChanges must be made through a pull request.\n\n'

export const ok = (status: number, body: unknown): GitDataAnswer => ({ status, body })
export const refBranch = (ref: string) => ref.replace(/^refs\/heads\//, '')

export function gitDataRoute(method: string, rest: string[]): GitDataRoute | undefined {
  const [git, kind, id] = rest
  if (git !== 'git') return undefined
  const one = rest.length === 3 && id !== undefined
  if (method === 'GET' && kind === 'ref' && rest.length >= 3) return 'read-ref'
  if (method === 'GET' && one && kind === 'commits') return 'read-commit'
  if (method === 'GET' && one && kind === 'trees') return 'read-tree'
  if (method === 'GET' && one && kind === 'blobs') return 'read-blob'
  if (method === 'PATCH' && kind === 'refs' && rest.length >= 3) return 'update-ref'
  if (method !== 'POST' || rest.length !== 2) return undefined
  const created = {
    blobs: 'create-blob',
    trees: 'create-tree',
    commits: 'create-commit',
    refs: 'create-ref'
  } as const
  return created[kind as keyof typeof created]
}

/** A path segment decoded, or undefined when it is no valid encoding. */
export function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}
