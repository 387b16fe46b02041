import type { GitHubApi, GitHubRequestRecord } from './types.js'
import {
  BareRepo,
  type BranchSize,
  type PathChange,
  type RepoCommit,
  type RepoTreeEntry
} from './git-data-repo.js'

// The stand-in's Git Data API, as GitHub answers it: refs, commits, trees and blobs of a real bare
// repository (git-data-repo.ts), 201 for what a request creates, 422 for a ref move that is not a fast
// forward and for a ref that already exists, 404 for what is not there. Tests can name tokens without
// `contents: write`, branches a ruleset protects, answers of the wrong shape, and a hook that runs
// between a client's read of the head and its ref update (another run's push).

export type { BranchSize } from './git-data-repo.js'

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
}

export interface GitDataAnswer {
  status: number
  body: unknown
}

const DOCS = 'https://docs.github.com/rest/git'
const fail = (status: number, message: string): GitDataAnswer => ({
  status,
  body: { message, documentation_url: DOCS, status: String(status) }
})
const NOT_FOUND = fail(404, 'Not Found')
const RULES =
  'Repository rule violations found\n\nCannot update this protected ref.\n\nChanges must be made through a pull request.\n\n'

type RefHook = (branch: string) => void | Promise<void>

export class GitDataStandIn {
  readonly repo = BareRepo.create()
  options: GitDataOptions = {}
  private hooks: RefHook[] = []

  constructor(
    private readonly base: string,
    private readonly fullName: string
  ) {}

  /** Runs `hook` once, when the next ref update or creation arrives and before it is carried out. */
  beforeNextRefUpdate(hook: RefHook): void {
    this.hooks.push(hook)
  }

  /** The commit `branch` points at, or undefined. */
  head(branch: string): string | undefined {
    return this.repo.branchHead(branch)
  }

  /** The files at the branch's head, by path. */
  files(branch: string): Map<string, Buffer> {
    const head = this.head(branch)
    if (!head) return new Map()
    return new Map(
      this.repo
        .listTree(head, true)
        .filter(e => e.type === 'blob')
        .map(e => [e.path, this.repo.readBlob(e.sha)])
    )
  }

  /** The branch's commits, newest first. */
  commits(branch: string): RepoCommit[] {
    const found: RepoCommit[] = []
    for (let sha = this.head(branch); sha; sha = found[found.length - 1]?.parents[0])
      found.push(this.repo.readCommit(sha))
    return found
  }

  /** The branch's size at its head and packed, and its commits. */
  size(branch: string): BranchSize {
    return this.repo.size(branch)
  }

  remove(): void {
    this.repo.remove()
  }

  /** The answer to `method` on `rest` (the path after `/repos/{owner}/{repo}/git/`). */
  async answer(method: string, rest: string[], record: GitHubRequestRecord): Promise<GitDataAnswer> {
    const token = record.authorization?.split(' ').pop() ?? ''
    if (this.options.hiddenFromTokens?.includes(token)) return NOT_FOUND
    const route = routeOf(method, rest)
    if (!route) return NOT_FOUND
    if (method !== 'GET' && this.options.readOnlyTokens?.includes(token))
      return fail(403, 'Resource not accessible by integration')
    if (this.options.malformed?.includes(route)) return { status: 200, body: { sha: 42, tree: 'not a tree' } }
    const body = (record.body ?? {}) as Record<string, unknown>
    const named = decodeURIComponent(rest.slice(2).join('/'))
    switch (route) {
      case 'read-ref':
        return this.readRef(named)
      case 'read-commit':
        return this.repo.typeOf(named) === 'commit' ? ok(200, this.commitJson(named)) : NOT_FOUND
      case 'read-tree':
        return this.readTree(named, record.query.recursive)
      case 'read-blob':
        return this.readBlob(named)
      case 'create-blob':
        return this.createBlob(body)
      case 'create-tree':
        return this.createTree(body)
      case 'create-commit':
        return this.createCommit(body)
      case 'create-ref':
      case 'update-ref':
        await this.hooks.shift()?.(refBranch(route === 'create-ref' ? String(body.ref) : `refs/${named}`))
        return route === 'create-ref' ? this.createRef(body) : this.updateRef(named, body)
    }
  }

  private url = (kind: string, sha: string) => `${this.base}/repos/${this.fullName}/git/${kind}/${sha}`

  private refJson(branch: string, sha: string) {
    return {
      ref: `refs/heads/${branch}`,
      node_id: `REF_${sha.slice(0, 12)}`,
      url: `${this.base}/repos/${this.fullName}/git/refs/heads/${branch}`,
      object: { sha, type: 'commit', url: this.url('commits', sha) }
    }
  }

  private commitJson(sha: string) {
    const commit = this.repo.readCommit(sha)
    const who = { name: 'github-actions[bot]', email: 'github-actions[bot]@users.noreply.github.com' }
    return {
      sha,
      node_id: `C_${sha.slice(0, 12)}`,
      url: this.url('commits', sha),
      author: { ...who, date: '2026-01-01T00:00:00Z' },
      committer: { ...who, date: '2026-01-01T00:00:00Z' },
      message: commit.message.replace(/\n$/, ''),
      tree: { sha: commit.tree, url: this.url('trees', commit.tree) },
      parents: commit.parents.map(p => ({ sha: p, url: this.url('commits', p) })),
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null }
    }
  }

  private treeJson(sha: string, recursive: boolean) {
    const entries = this.repo.listTree(sha, recursive).map((e: RepoTreeEntry) => ({
      ...e,
      url: this.url(e.type === 'tree' ? 'trees' : 'blobs', e.sha)
    }))
    return { sha, url: this.url('trees', sha), tree: entries, truncated: false }
  }

  private readRef(named: string): GitDataAnswer {
    if (!named.startsWith('heads/')) return NOT_FOUND
    const branch = named.slice('heads/'.length)
    const head = this.repo.branchHead(branch)
    return head ? ok(200, this.refJson(branch, head)) : NOT_FOUND
  }

  private readTree(named: string, recursive: string | undefined): GitDataAnswer {
    const type = this.repo.typeOf(named)
    if (type !== 'tree' && type !== 'commit') return NOT_FOUND
    const tree = type === 'commit' ? this.repo.readCommit(named).tree : named
    return ok(200, this.treeJson(tree, recursive !== undefined && recursive !== '0' && recursive !== 'false'))
  }

  private readBlob(named: string): GitDataAnswer {
    if (this.repo.typeOf(named) !== 'blob') return NOT_FOUND
    const bytes = this.repo.readBlob(named)
    // GitHub wraps the base64 at 60 characters a line.
    const content = (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n')
    return ok(200, {
      sha: named,
      node_id: `B_${named.slice(0, 12)}`,
      size: bytes.length,
      url: this.url('blobs', named),
      content: content ? `${content}\n` : '',
      encoding: 'base64'
    })
  }

  private createBlob(body: Record<string, unknown>): GitDataAnswer {
    const { content, encoding = 'utf-8' } = body
    if (typeof content !== 'string') return fail(422, 'Invalid request.\n\n"content" wasn\'t supplied.')
    if (encoding !== 'utf-8' && encoding !== 'base64')
      return fail(422, `encoding ${String(encoding)} is not supported`)
    const sha = this.repo.writeBlob(Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8'))
    return ok(201, { url: this.url('blobs', sha), sha })
  }

  private createTree(body: Record<string, unknown>): GitDataAnswer {
    const { base_tree: base, tree } = body
    if (!Array.isArray(tree)) return fail(422, 'Invalid request.\n\n"tree" wasn\'t supplied.')
    if (base !== undefined && (typeof base !== 'string' || this.repo.typeOf(base) !== 'tree'))
      return fail(422, 'Invalid request.\n\nbase_tree is not a valid tree')
    const changes: PathChange[] = []
    for (const raw of tree as Record<string, unknown>[]) {
      const change = this.treeChange(raw)
      if (typeof change === 'string') return fail(422, `GitRPC::BadObjectState: ${change}`)
      changes.push(change)
    }
    const sha = this.repo.writeTree(base as string | undefined, changes)
    return ok(201, this.treeJson(sha, false))
  }

  /** One entry of a tree to create, or why it is refused. */
  private treeChange(raw: Record<string, unknown>): PathChange | string {
    const { path, mode, type, sha, content } = raw
    if (
      typeof path !== 'string' ||
      !path ||
      path.startsWith('/') ||
      path.split('/').some(s => !s || s === '..')
    )
      return `tree.path ${JSON.stringify(path)} is not a valid path`
    if (typeof mode !== 'string' || !['100644', '100755', '040000', '120000'].includes(mode))
      return `tree.mode ${JSON.stringify(mode)} is not valid`
    if (type !== 'blob' && type !== 'tree') return `tree.type ${JSON.stringify(type)} is not valid`
    if (sha === null) return [path, null]
    if (typeof content === 'string' && type === 'blob')
      return [path, { mode, type, sha: this.repo.writeBlob(Buffer.from(content, 'utf8')) }]
    if (typeof sha !== 'string' || this.repo.typeOf(sha) !== type)
      return `tree.sha ${JSON.stringify(sha)} is not a valid ${type}`
    return [path, { mode, type, sha }]
  }

  private createCommit(body: Record<string, unknown>): GitDataAnswer {
    const { message, tree, parents = [] } = body
    if (typeof message !== 'string') return fail(422, 'Invalid request.\n\n"message" wasn\'t supplied.')
    if (typeof tree !== 'string' || this.repo.typeOf(tree) !== 'tree')
      return fail(422, 'Tree SHA does not exist')
    if (
      !Array.isArray(parents) ||
      parents.some(p => typeof p !== 'string' || this.repo.typeOf(p) !== 'commit')
    )
      return fail(422, 'Parent SHA does not exist or is not a commit object')
    const sha = this.repo.writeCommit(tree, parents as string[], message)
    return ok(201, this.commitJson(sha))
  }

  private createRef(body: Record<string, unknown>): GitDataAnswer {
    const { ref, sha } = body
    if (typeof ref !== 'string' || !/^refs\/heads\/[^/].*$/.test(ref) || ref.includes('..'))
      return fail(422, 'Reference name is not valid')
    if (typeof sha !== 'string' || this.repo.typeOf(sha) !== 'commit')
      return fail(422, 'Object does not exist')
    const branch = refBranch(ref)
    if (this.options.protectedBranches?.includes(branch)) return fail(422, RULES)
    if (!this.repo.moveBranch(branch, sha, undefined)) return fail(422, 'Reference already exists')
    return ok(201, this.refJson(branch, sha))
  }

  private updateRef(named: string, body: Record<string, unknown>): GitDataAnswer {
    if (!named.startsWith('heads/')) return fail(422, 'Reference does not exist')
    const branch = named.slice('heads/'.length)
    const { sha, force = false } = body
    if (typeof sha !== 'string' || this.repo.typeOf(sha) !== 'commit')
      return fail(422, 'Object does not exist')
    if (this.options.protectedBranches?.includes(branch)) return fail(422, RULES)
    const current = this.repo.branchHead(branch)
    if (!current) return fail(422, 'Reference does not exist')
    if (force !== true && !this.repo.isAncestor(current, sha))
      return fail(422, 'Update is not a fast forward')
    if (!this.repo.moveBranch(branch, sha, current)) return fail(422, 'Reference cannot be updated')
    return ok(200, this.refJson(branch, sha))
  }
}

const ok = (status: number, body: unknown): GitDataAnswer => ({ status, body })
const refBranch = (ref: string) => ref.replace(/^refs\/heads\//, '')

function routeOf(method: string, rest: string[]): GitDataRoute | undefined {
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

const standIns = new WeakMap<GitHubApi, GitDataStandIn>()

/**
 * The Git Data API of the stand-in `api`, made on its first use (a bare repository in a temporary
 * directory, removed by `api.close()` and emptied by `api.reset()`); `options` replace its options.
 */
export function gitDataOf(api: GitHubApi, options?: GitDataOptions): GitDataStandIn {
  let standIn = standIns.get(api)
  if (!standIn) {
    standIn = new GitDataStandIn(api.url, `${api.owner}/${api.repo}`)
    standIns.set(api, standIn)
    const { close, reset } = api
    const drop = () => {
      standIns.get(api)?.remove()
      standIns.delete(api)
      api.close = close
      api.reset = reset
    }
    api.close = () => (drop(), close())
    api.reset = () => (drop(), reset())
  }
  if (options) standIn.options = options
  return standIn
}

/** The stand-in's answer to a request under `/repos/{owner}/{repo}/git/` (`parts`: the path's segments). */
export function answerGitData(
  api: GitHubApi,
  record: GitHubRequestRecord,
  parts: string[]
): Promise<GitDataAnswer> {
  if (parts[0] !== 'repos' || parts[1] !== api.owner || parts[2] !== api.repo)
    return Promise.resolve(NOT_FOUND)
  return gitDataOf(api).answer(record.method, parts.slice(3), record)
}
