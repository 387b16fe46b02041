import { z } from 'zod'
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

/** Tree listings by tree id: an id names a tree's content, so a listing read once stays true. */
/** Tree listings by tree: a read under way is shared, so reads at once list a folder once. */
export type TreeListings = Map<string, TreeEntry[] | Promise<TreeEntry[]>>

/** The entry `name` of the tree `tree`, or undefined. */
async function entryOf(
  request: GitHubRequest,
  repo: RepoName,
  tree: string,
  name: string,
  listings?: TreeListings
): Promise<TreeEntry | undefined> {
  let entries = listings?.get(tree)
  if (!entries) {
    entries = readTree(request, repo, tree).then(listed => listed.tree)
    listings?.set(tree, entries)
  }
  return (await entries).find(entry => entry.path === name)
}

/** The object at `path` ('' for the root) from the root tree `root`, one tree read per folder. */
export async function walk(
  request: GitHubRequest,
  repo: RepoName,
  root: string,
  path: string,
  listings?: TreeListings
): Promise<TreeEntry | undefined> {
  let at: TreeEntry = { path: '', type: 'tree', sha: root }
  for (const name of path ? path.split('/') : []) {
    if (at.type !== 'tree') return undefined
    const next = await entryOf(request, repo, at.sha, name, listings)
    if (!next) return undefined
    at = next
  }
  return at
}

/**
 * Fills `listings` with every folder under the tree `root`, from one recursive read; leaves it empty
 * when GitHub cuts that listing short (walk then reads each folder once, as it needs it).
 */
export async function listEveryFolder(
  request: GitHubRequest,
  repo: RepoName,
  root: string,
  listings: TreeListings
): Promise<void> {
  const listed = await readTree(request, repo, root, true)
  if (listed.truncated) return
  const folderSha = new Map<string, string>([['', root]])
  for (const entry of listed.tree) if (entry.type === 'tree') folderSha.set(entry.path, entry.sha)
  const byFolder = new Map<string, TreeEntry[]>([...folderSha.values()].map(sha => [sha, []]))
  for (const entry of listed.tree) {
    const cut = entry.path.lastIndexOf('/')
    const folder = folderSha.get(cut < 0 ? '' : entry.path.slice(0, cut))
    if (folder) byFolder.get(folder)?.push({ ...entry, path: entry.path.slice(cut + 1) })
  }
  for (const [sha, entries] of byFolder) listings.set(sha, entries)
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
