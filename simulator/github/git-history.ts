import { execFileSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

// A real Git repository in a temporary directory, for the GitHub stand-in to answer from: what
// GitHub's compare API says about `base...head` (three dots: the diff from the merge base) and what a
// pull request's files are. Tests build the history with ordinary Git operations (push, merge of the
// base branch, force-push) and the stand-in answers as GitHub would.

export interface GitFile {
  filename: string
  status: 'added' | 'modified' | 'removed' | 'renamed'
  /** The blob at `head` (for a removed file: the blob it had). */
  sha: string
  previous_filename?: string
}

export interface GitCompare {
  commits: { sha: string; message: string }[]
  files: GitFile[]
}

const STATUS: Record<string, GitFile['status']> = { A: 'added', M: 'modified', D: 'removed', R: 'renamed' }

export class GitHistory {
  private constructor(readonly dir: string) {}

  static create(): GitHistory {
    const dir = mkdtempSync(join(tmpdir(), 'docs-agent-git-'))
    const repo = new GitHistory(dir)
    repo.git('init', '--quiet', '--initial-branch=main')
    repo.git('config', 'user.email', 'test@example.com')
    repo.git('config', 'user.name', 'Test')
    repo.git('config', 'commit.gpgsign', 'false')
    return repo
  }

  git(...args: string[]): string {
    return execFileSync('git', args, {
      cwd: this.dir,
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', HOME: this.dir, GIT_CONFIG_NOSYSTEM: '1' }
    }).trim()
  }

  /** Writes (string) or deletes (null) files on the current branch and commits them; returns the commit. */
  commit(message: string, files: Record<string, string | null>): string {
    for (const [name, content] of Object.entries(files)) {
      const path = join(this.dir, name)
      if (content === null) unlinkSync(path)
      else {
        mkdirSync(dirname(path), { recursive: true })
        writeFileSync(path, content)
      }
    }
    this.git('add', '--all')
    this.git('commit', '--quiet', '--allow-empty', '-m', message)
    return this.head()
  }

  checkout(ref: string, create = false): void {
    this.git('checkout', '--quiet', ...(create ? ['-b'] : []), ref)
  }

  /** Merges `ref` into the current branch with a merge commit (GitHub's "Update branch"). */
  merge(ref: string, message: string): string {
    this.git('merge', '--quiet', '--no-ff', '--no-edit', '-m', message, ref)
    return this.head()
  }

  /** Moves the current branch to `ref` (a force-push). The commits left behind stay readable by SHA. */
  reset(ref: string): void {
    this.git('reset', '--quiet', '--hard', ref)
  }

  head(ref = 'HEAD'): string {
    return this.git('rev-parse', ref)
  }

  /** GitHub's `GET /compare/{base}...{head}`: commits and files from the merge base to `head`; throws for an unknown ref. */
  compare(base: string, head: string): GitCompare {
    const mergeBase = this.git('merge-base', base, head)
    const log = this.git('log', '--reverse', '--format=%H%x1f%s', `${mergeBase}..${head}`)
    const commits = log
      ? log.split('\n').map(line => {
          const [sha = '', message = ''] = line.split('\x1f')
          return { sha, message }
        })
      : []
    return { commits, files: this.diff(mergeBase, head) }
  }

  private diff(from: string, to: string): GitFile[] {
    const fields = this.git('diff', '--raw', '-z', '-M', '--no-abbrev', from, to).split('\0')
    const files: GitFile[] = []
    for (let i = 0; i < fields.length - 1;) {
      const meta = (fields[i++] ?? '').split(' ')
      const [oldSha = '', newSha = '', code = ''] = meta.slice(2)
      const status = STATUS[code.charAt(0)]
      if (!status) throw new Error(`unexpected git diff status ${code}`)
      const first = fields[i++] ?? ''
      if (status === 'renamed')
        files.push({ filename: fields[i++] ?? '', status, sha: newSha, previous_filename: first })
      else files.push({ filename: first, status, sha: status === 'removed' ? oldSha : newSha })
    }
    return files.sort((a, b) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0))
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true })
  }
}
