import type { GitHubRequest } from './api.js'

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

/** Why GitHub refused the write, in the words the run says it with. */
export type BranchRefusal =
  | { readonly kind: 'permission'; readonly message: string }
  | { readonly kind: 'rule'; readonly message: string }

export class BranchRefusedError extends Error {
  constructor(readonly refusal: BranchRefusal) {
    super(refusal.message)
    this.name = 'BranchRefusedError'
  }
}

export interface CommitOptions {
  /** How many times to read the head again after a non-fast-forward refusal. */
  readonly maxAttempts?: number
}

/**
 * Writes `build(head)` as one commit on `ref` (an orphan branch when it does not exist yet), reading
 * the head again and rebuilding on a non-fast-forward refusal. Throws BranchRefusedError when the
 * token may not write the branch or a branch rule refuses the push.
 */
export async function commitToBranch(
  _request: GitHubRequest,
  _ref: BranchRef,
  _build: (head: BranchHead | undefined) => Promise<BranchChange>,
  _options: CommitOptions = {}
): Promise<CommitResult> {
  throw new Error('commitToBranch: not built yet')
}

/** The branch's head, or undefined when there is no such branch. */
export async function readHead(_request: GitHubRequest, _ref: BranchRef): Promise<BranchHead | undefined> {
  throw new Error('readHead: not built yet')
}

/** A file's bytes at `head`, or undefined when there is no such file. */
export async function readBranchFile(
  _request: GitHubRequest,
  _ref: BranchRef,
  _head: BranchHead,
  _path: string
): Promise<Uint8Array | undefined> {
  throw new Error('readBranchFile: not built yet')
}

/** The names (files and folders) directly in `folder` ('' for the root) at `head`. */
export async function listFolder(
  _request: GitHubRequest,
  _ref: BranchRef,
  _head: BranchHead,
  _folder: string
): Promise<string[]> {
  throw new Error('listFolder: not built yet')
}
