import { z } from 'zod'
import { forLog } from '../safe-text.js'
import type { GitHubRequest } from './api.js'

// The Git Data API's requests and answers for git-data.ts: every answer checked by zod (a proxy's
// page or a changed API is an error, never a crash), trees walked one level at a time, and the paths
// and names sent checked before any request.

export const ROUTES = {
  readRef: 'GET /repos/{owner}/{repo}/git/ref/{ref}',
  readCommit: 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}',
  readTree: 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}',
  readBlob: 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}',
  createBlob: 'POST /repos/{owner}/{repo}/git/blobs',
  createTree: 'POST /repos/{owner}/{repo}/git/trees',
  createCommit: 'POST /repos/{owner}/{repo}/git/commits',
  createRef: 'POST /repos/{owner}/{repo}/git/refs',
  updateRef: 'PATCH /repos/{owner}/{repo}/git/refs/{ref}'
} as const

/** The repository a request is about. */
export interface RepoName {
  readonly owner: string
  readonly repo: string
}

/** Only the two names: a BranchRef's `branch` would become a parameter of the request. */
const names = (repo: RepoName) => ({ owner: repo.owner, repo: repo.repo })

// SHA-1 object ids, or SHA-256 ones on a repository that uses them.
const sha = z.string().regex(/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/)
const refAnswer = z.object({ object: z.object({ sha }) })
const commitAnswer = z.object({ sha, tree: z.object({ sha }) })
const created = z.object({ sha })
const treeEntry = z.object({ path: z.string().min(1).max(4096), type: z.string().max(20), sha })
const treeAnswer = z.object({ sha, tree: z.array(treeEntry), truncated: z.boolean().optional() })
const blobAnswer = z.object({ content: z.string(), encoding: z.literal('base64') })

export type TreeEntry = z.infer<typeof treeEntry>

/** GitHub answered with something that is not what the route returns. */
export class GitDataAnswerError extends Error {
  constructor(route: string) {
    super(`GitHub's answer to ${route} is not what that route returns (a proxy's page, or a changed API)`)
    this.name = 'GitDataAnswerError'
  }
}

/** Sends `route` and checks its answer against `schema`. */
export async function ask<T>(
  request: GitHubRequest,
  route: string,
  params: Record<string, unknown>,
  schema: z.ZodType<T>
): Promise<T> {
  const response = await request(route, params)
  const parsed = schema.safeParse(response.data)
  if (!parsed.success) throw new GitDataAnswerError(route)
  return parsed.data
}

export const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | undefined)?.status
  return typeof status === 'number' ? status : undefined
}

/** GitHub's own message of a refusal (the answer's `message`, else the error's). */
export function gitHubMessage(error: unknown): string {
  const err = error as { message?: unknown; response?: { data?: { message?: unknown } } } | undefined
  const said = err?.response?.data?.message
  if (typeof said === 'string') return said
  return typeof err?.message === 'string' ? err.message : ''
}

export const readRef = (request: GitHubRequest, repo: RepoName, branch: string) =>
  ask(request, ROUTES.readRef, { ...names(repo), ref: `heads/${branch}` }, refAnswer)

export const readCommit = (request: GitHubRequest, repo: RepoName, commit: string) =>
  ask(request, ROUTES.readCommit, { ...names(repo), commit_sha: commit }, commitAnswer)

export const readTree = (request: GitHubRequest, repo: RepoName, tree: string, recursive = false) =>
  ask(
    request,
    ROUTES.readTree,
    { ...names(repo), tree_sha: tree, ...(recursive ? { recursive: '1' } : {}) },
    treeAnswer
  )

export async function readBlob(request: GitHubRequest, repo: RepoName, blob: string): Promise<Uint8Array> {
  const answer = await ask(request, ROUTES.readBlob, { ...names(repo), file_sha: blob }, blobAnswer)
  const text = answer.content.replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new GitDataAnswerError(ROUTES.readBlob)
  return new Uint8Array(Buffer.from(text, 'base64'))
}

export const createBlob = (request: GitHubRequest, repo: RepoName, content: Uint8Array) =>
  ask(
    request,
    ROUTES.createBlob,
    { ...names(repo), content: Buffer.from(content).toString('base64'), encoding: 'base64' },
    created
  )

/** A tree entry to send: inline text, a blob's id, or null to delete the path. */
export type TreeWrite = { path: string; mode: '100644'; type: 'blob' } & (
  { content: string } | { sha: string | null }
)

export const createTree = (
  request: GitHubRequest,
  repo: RepoName,
  baseTree: string | undefined,
  tree: TreeWrite[]
) =>
  ask(
    request,
    ROUTES.createTree,
    { ...names(repo), ...(baseTree ? { base_tree: baseTree } : {}), tree },
    created
  )

export const createCommit = (
  request: GitHubRequest,
  repo: RepoName,
  message: string,
  tree: string,
  parents: string[]
) => ask(request, ROUTES.createCommit, { ...names(repo), message, tree, parents }, created)

/** Moves the branch without `force`: GitHub refuses (422) a move that is not a fast forward. */
export const moveRef = (request: GitHubRequest, repo: RepoName, branch: string, commit: string) =>
  request(ROUTES.updateRef, { ...names(repo), ref: `heads/${branch}`, sha: commit, force: false })

export const makeRef = (request: GitHubRequest, repo: RepoName, branch: string, commit: string) =>
  request(ROUTES.createRef, { ...names(repo), ref: `refs/heads/${branch}`, sha: commit })

/** The entry `name` of the tree `tree`, or undefined. */
async function entryOf(
  request: GitHubRequest,
  repo: RepoName,
  tree: string,
  name: string
): Promise<TreeEntry | undefined> {
  const listed = await readTree(request, repo, tree)
  return listed.tree.find(entry => entry.path === name)
}

/** The object at `path` ('' for the root) from the root tree `root`, one tree read per folder. */
export async function walk(
  request: GitHubRequest,
  repo: RepoName,
  root: string,
  path: string
): Promise<TreeEntry | undefined> {
  let at: TreeEntry = { path: '', type: 'tree', sha: root }
  for (const name of path ? path.split('/') : []) {
    if (at.type !== 'tree') return undefined
    const next = await entryOf(request, repo, at.sha, name)
    if (!next) return undefined
    at = next
  }
  return at
}

/** Every file's path under the tree `tree` (relative to it), one tree read per folder. */
export async function filesUnder(request: GitHubRequest, repo: RepoName, tree: string): Promise<string[]> {
  const files: string[] = []
  const folders: { prefix: string; sha: string }[] = [{ prefix: '', sha: tree }]
  for (let folder = folders.pop(); folder; folder = folders.pop()) {
    const listed = await readTree(request, repo, folder.sha)
    for (const entry of listed.tree) {
      const path = folder.prefix + entry.path
      if (entry.type === 'tree') folders.push({ prefix: `${path}/`, sha: entry.sha })
      else if (entry.type === 'blob') files.push(path)
    }
  }
  return files.sort()
}

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

export function checkRef(ref: RepoName & { readonly branch: string }): void {
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
