import type { GitHubRequest } from './api.js'
import { BRANCH_RACE_PAUSE_MS } from '../time/limits.js'
import {
  createBlob,
  createCommit,
  createTree,
  filesUnder,
  makeRef,
  moveRef,
  readBlob,
  readCommit,
  readRef,
  readTree,
  statusOf,
  walk,
  listEveryFolder,
  type TreeListings,
  type TreeWrite
} from './git-data-wire.js'
import { checkedChange, checkPath, checkRef } from './git-data-checks.js'
import { raced, refusalOf, refusing, where } from './git-data-refusal.js'

// One commit on a branch through GitHub's Git Data API: blobs (base64 for binary files, small text
// inline in the tree), a tree on the head's tree, a commit whose parent is the head read, then the
// ref moved without `force`. GitHub refuses a move that is not a fast forward (422): that is the
// compare-and-swap, so the change is built again on the new head and sent again.

/** A branch of a repository. */
export interface BranchRef {
  readonly owner: string
  readonly repo: string
  readonly branch: string
}

/** A file to write: text goes inline in the tree, bytes (gzip) as a base64 blob. */
export interface BranchFile {
  readonly path: string
  readonly content: string | Uint8Array
}

/** What one commit writes, built from the head it will sit on (undefined: the branch is new). */
export interface BranchChange {
  readonly message: string
  readonly put: readonly BranchFile[]
  /** Folders whose files not in `put` are deleted (a period written again replaces its folder). */
  readonly replaceFolders?: readonly string[]
}

/** The branch's head as read before building a change. */
export interface BranchHead {
  readonly commit: string
  readonly tree: string
}

export interface CommitResult {
  readonly commit: string
  /** The branch did not exist: it was made as an orphan holding only this commit's files. */
  readonly created: boolean
  /** 1 when the first attempt landed; more when another run moved the branch between read and write. */
  readonly attempts: number
}

export { BranchRefusedError, type BranchRefusal } from './git-data-refusal.js'

export interface CommitOptions {
  /** How many times to read the head again after a non-fast-forward refusal. */
  readonly maxAttempts?: number
  /** The pause before the next attempt, jittered and growing with each attempt; 300 ms by default. */
  readonly retryPauseMs?: number
}

const DEFAULT_ATTEMPTS = 5
/** Text up to this size goes inline in the tree (no request of its own); larger text as a blob. */
const INLINE_TEXT_BYTES = 256 * 1024

/**
 * Writes `build(head)` as one commit on `ref` (an orphan branch when it does not exist yet), reading
 * the head again and rebuilding on a non-fast-forward refusal. Throws BranchRefusedError when the
 * token may not write the branch or a branch rule refuses the push.
 */
export async function commitToBranch(
  request: GitHubRequest,
  ref: BranchRef,
  build: (head: BranchHead | undefined) => Promise<BranchChange>,
  options: CommitOptions = {}
): Promise<CommitResult> {
  checkRef(ref)
  const most = Math.max(1, Math.floor(options.maxAttempts ?? DEFAULT_ATTEMPTS))
  for (let attempt = 1; ; attempt++) {
    const landed = await attemptCommit(request, ref, build, attempt)
    if (landed) return landed
    if (attempt >= most)
      throw new Error(
        `${where(ref)} moved under each of ${most} attempts (other runs writing at once): nothing was written`
      )
    const pause = (options.retryPauseMs ?? BRANCH_RACE_PAUSE_MS) * attempt * (0.5 + Math.random())
    await new Promise(resolve => setTimeout(resolve, pause))
  }
}

/** One read, build and write; undefined when another run moved (or made) the branch meanwhile. */
async function attemptCommit(
  request: GitHubRequest,
  ref: BranchRef,
  build: (head: BranchHead | undefined) => Promise<BranchChange>,
  attempt: number
): Promise<CommitResult | undefined> {
  const head = await readHead(request, ref)
  const change = checkedChange(await build(head))
  const commit = await refusing(ref, 'write', () => writeCommit(request, ref, head, change))
  try {
    if (head) await moveRef(request, ref, ref.branch, commit)
    else await makeRef(request, ref, ref.branch, commit)
    return { commit, created: !head, attempts: attempt }
  } catch (error) {
    if (!raced(error)) throw refusalOf(error, ref, 'write') ?? error
    // A move that landed but whose answer was lost, then sent again, is no race.
    const now = await readHead(request, ref)
    return now?.commit === commit ? { commit, created: !head, attempts: attempt } : undefined
  }
}

/** The blobs, the tree and the commit of `change` on `head`; the commit's id. */
async function writeCommit(
  request: GitHubRequest,
  ref: BranchRef,
  head: BranchHead | undefined,
  change: BranchChange
): Promise<string> {
  const entries: TreeWrite[] = []
  for (const file of change.put) {
    const { path, content } = file
    if (typeof content === 'string' && Buffer.byteLength(content) <= INLINE_TEXT_BYTES)
      entries.push({ path, mode: '100644', type: 'blob', content })
    else {
      const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content
      const blob = await createBlob(request, ref, bytes)
      entries.push({ path, mode: '100644', type: 'blob', sha: blob.sha })
    }
  }
  if (head) for (const path of await staleFiles(request, ref, head, change)) entries.push(deletion(path))
  const tree =
    head && entries.length === 0 ? head.tree : (await createTree(request, ref, head?.tree, entries)).sha
  const commit = await createCommit(request, ref, change.message, tree, head ? [head.commit] : [])
  return commit.sha
}

const deletion = (path: string): TreeWrite => ({ path, mode: '100644', type: 'blob', sha: null })

/** The files of `change.replaceFolders` at `head` that `change.put` does not write again. */
async function staleFiles(
  request: GitHubRequest,
  ref: BranchRef,
  head: BranchHead,
  change: BranchChange
): Promise<string[]> {
  const kept = new Set(change.put.map(file => file.path))
  const stale: string[] = []
  for (const folder of change.replaceFolders ?? []) {
    const found = await walk(request, ref, head.tree, folder)
    if (found?.type !== 'tree') continue
    for (const file of await filesUnder(request, ref, found.sha))
      if (!kept.has(`${folder}/${file}`)) stale.push(`${folder}/${file}`)
  }
  return stale
}

/** The branch's head, or undefined when there is no such branch. */
export async function readHead(request: GitHubRequest, ref: BranchRef): Promise<BranchHead | undefined> {
  checkRef(ref)
  let commit: string
  try {
    commit = (await readRef(request, ref, ref.branch)).object.sha
  } catch (error) {
    if (statusOf(error) === 404) return undefined
    throw refusalOf(error, ref, 'read') ?? error
  }
  const read = await refusing(ref, 'read', () => readCommit(request, ref, commit))
  return { commit, tree: read.tree.sha }
}

/** A file's bytes at `head`, or undefined when there is no such file. */
export async function readBranchFile(
  request: GitHubRequest,
  ref: BranchRef,
  head: BranchHead,
  path: string
): Promise<Uint8Array | undefined> {
  checkRef(ref)
  checkPath(path, 'the file to read')
  return refusing(ref, 'read', async () => {
    const found = await walk(request, ref, head.tree, path)
    return found?.type === 'blob' ? readBlob(request, ref, found.sha) : undefined
  })
}

/**
 * A reader of files at `head` for a run that reads many (the history's periods): the branch's folders
 * are listed once, in one request (folder by folder, each once, when GitHub cuts that listing short),
 * then each file is one read.
 */
export function branchFileReader(
  request: GitHubRequest,
  ref: BranchRef,
  head: BranchHead
): (path: string) => Promise<Uint8Array | undefined> {
  checkRef(ref)
  const listings: TreeListings = new Map()
  let listed: Promise<void> | undefined
  return path => {
    checkPath(path, 'the file to read')
    return refusing(ref, 'read', async () => {
      await (listed ??= listEveryFolder(request, ref, head.tree, listings))
      const found = await walk(request, ref, head.tree, path, listings)
      return found?.type === 'blob' ? readBlob(request, ref, found.sha) : undefined
    })
  }
}

/** The names (files and folders) directly in `folder` ('' for the root) at `head`. */
export async function listFolder(
  request: GitHubRequest,
  ref: BranchRef,
  head: BranchHead,
  folder: string
): Promise<string[]> {
  checkRef(ref)
  checkPath(folder, 'the folder to list', true)
  return refusing(ref, 'read', async () => {
    const found = await walk(request, ref, head.tree, folder)
    if (found?.type !== 'tree') return []
    return (await readTree(request, ref, found.sha)).tree.map(entry => entry.path).sort()
  })
}
