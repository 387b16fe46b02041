import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// A real bare Git repository in a temporary directory, driven by Git's plumbing, for the stand-in's
// Git Data API (git-data.ts): object ids are Git's own, a ref moves by compare-and-swap, and the
// branch's size can be measured as Git stores and sends it.

export interface RepoTreeEntry {
  mode: string
  type: 'blob' | 'tree' | 'commit'
  sha: string
  path: string
  /** Blobs only. */
  size?: number
}

export interface RepoCommit {
  sha: string
  tree: string
  parents: string[]
  message: string
}

/** A change to one path of a tree: the entry it gets, or null to delete it (and what is under it). */
export type PathChange = [path: string, entry: Omit<RepoTreeEntry, 'path' | 'size'> | null]

/** A branch as Git stores it: what `bench/` and the tests measure. */
export interface BranchSize {
  /** The sum of the blobs' sizes in the head's tree. */
  headBytes: number
  /** The branch's objects packed as `git gc --aggressive` packs them (what a clone of it transfers). */
  packedBytes: number
  /** Commits reachable from the head. */
  commits: number
  /** Files in the head's tree. */
  files: number
}

const EMPTY_TREE_INPUT = ''

export class BareRepo {
  private constructor(readonly dir: string) {}

  static create(): BareRepo {
    const repo = new BareRepo(mkdtempSync(join(tmpdir(), 'docs-agent-git-data-')))
    repo.git(['init', '--bare', '--quiet'])
    return repo
  }

  git(args: string[], input?: string | Buffer): string {
    return this.run(args, input).toString('utf8').trim()
  }

  run(args: string[], input?: string | Buffer): Buffer {
    return execFileSync('git', args, {
      cwd: this.dir,
      input: input ?? '',
      maxBuffer: 1024 * 1024 * 1024,
      timeout: 120_000,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: this.dir,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: 'github-actions[bot]',
        GIT_AUTHOR_EMAIL: 'github-actions[bot]@users.noreply.github.com',
        GIT_COMMITTER_NAME: 'GitHub',
        GIT_COMMITTER_EMAIL: 'noreply@github.com'
      }
    })
  }

  /** The object's type, or undefined when there is no such object. */
  typeOf(sha: string): string | undefined {
    if (!/^[0-9a-f]{40}$/.test(sha)) return undefined
    try {
      return this.git(['cat-file', '-t', sha])
    } catch {
      return undefined
    }
  }

  /** The commit `refs/heads/<branch>` points at, or undefined. */
  branchHead(branch: string): string | undefined {
    try {
      return this.git(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}^{commit}`]) || undefined
    } catch {
      return undefined
    }
  }

  writeBlob(content: Buffer): string {
    return this.git(['hash-object', '-w', '--stdin'], content)
  }

  readBlob(sha: string): Buffer {
    return this.run(['cat-file', 'blob', sha])
  }

  /** The entries of a tree: one level, or every one below it (trees included) when `recursive`. */
  listTree(sha: string, recursive = false): RepoTreeEntry[] {
    const out = this.run(['ls-tree', '-z', '-l', ...(recursive ? ['-r', '-t'] : []), sha]).toString('utf8')
    return out
      .split('\0')
      .filter(Boolean)
      .map(line => {
        const tab = line.indexOf('\t')
        const [mode = '', type = '', id = '', size = '-'] = line.slice(0, tab).split(/\s+/)
        const entry: RepoTreeEntry = {
          mode,
          type: type as RepoTreeEntry['type'],
          sha: id,
          path: line.slice(tab + 1)
        }
        return size === '-' ? entry : { ...entry, size: Number(size) }
      })
  }

  /** Writes the tree `base` (none: an empty tree) with `changes`; only the trees on changed paths are rebuilt. */
  writeTree(base: string | undefined, changes: PathChange[]): string {
    return this.applyChanges(base, changes) ?? this.git(['mktree', '-z'], EMPTY_TREE_INPUT)
  }

  private applyChanges(base: string | undefined, changes: PathChange[]): string | undefined {
    const entries = new Map<string, Omit<RepoTreeEntry, 'path' | 'size'>>(
      base ? this.listTree(base).map(({ path, mode, type, sha }) => [path, { mode, type, sha }]) : []
    )
    const below = new Map<string, PathChange[]>()
    for (const [path, entry] of changes) {
      const slash = path.indexOf('/')
      if (slash < 0) {
        if (entry) entries.set(path, entry)
        else entries.delete(path)
        continue
      }
      const name = path.slice(0, slash)
      below.set(name, [...(below.get(name) ?? []), [path.slice(slash + 1), entry]])
    }
    for (const [name, inner] of below) {
      const current = entries.get(name)
      const tree = this.applyChanges(current?.type === 'tree' ? current.sha : undefined, inner)
      if (tree) entries.set(name, { mode: '040000', type: 'tree', sha: tree })
      else entries.delete(name)
    }
    if (entries.size === 0) return undefined
    const input = [...entries].map(([path, e]) => `${e.mode} ${e.type} ${e.sha}\t${path}\0`).join('')
    return this.git(['mktree', '-z'], input)
  }

  writeCommit(tree: string, parents: string[], message: string): string {
    return this.git(['commit-tree', tree, ...parents.flatMap(p => ['-p', p]), '-F', '-'], message)
  }

  readCommit(sha: string): RepoCommit {
    const text = this.run(['cat-file', 'commit', sha]).toString('utf8')
    const split = text.indexOf('\n\n')
    const headers = (split < 0 ? text : text.slice(0, split)).split('\n')
    const field = (name: string) =>
      headers.filter(h => h.startsWith(`${name} `)).map(h => h.slice(name.length + 1))
    return {
      sha,
      tree: field('tree')[0] ?? '',
      parents: field('parent'),
      message: split < 0 ? '' : text.slice(split + 2)
    }
  }

  /** Whether `ancestor` is `commit` or one of its ancestors. */
  isAncestor(ancestor: string, commit: string): boolean {
    try {
      this.git(['merge-base', '--is-ancestor', ancestor, commit])
      return true
    } catch {
      return false
    }
  }

  /** Moves `refs/heads/<branch>` from `old` (undefined: it must not exist) to `commit`; false when it moved meanwhile. */
  moveBranch(branch: string, commit: string, old: string | undefined): boolean {
    try {
      this.git(['update-ref', `refs/heads/${branch}`, commit, old ?? ''])
      return true
    } catch {
      return false
    }
  }

  size(branch: string): BranchSize {
    const head = this.branchHead(branch)
    if (!head) return { headBytes: 0, packedBytes: 0, commits: 0, files: 0 }
    const blobs = this.listTree(head, true).filter(e => e.type === 'blob')
    // The branch's objects alone, with gc --aggressive's delta window and depth.
    const pack = this.run(
      ['pack-objects', '--revs', '--stdout', '--quiet', '--window=250', '--depth=50'],
      `refs/heads/${branch}\n`
    )
    return {
      headBytes: blobs.reduce((sum, e) => sum + (e.size ?? 0), 0),
      packedBytes: pack.length,
      commits: Number(this.git(['rev-list', '--count', head])),
      files: blobs.length
    }
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true })
  }
}
