import { describeGitHubError, type GitHubRequest } from './api.js'
import { sha } from './context.js'
import { changedFile, type ChangedFile } from './pr-context.js'

// A range of commits (`base...head`) from the compare API, or one commit: the commit subjects and the
// files changed, each bounded, rendered as prompt lines. Used by pull request follow-ups, pushes and releases.

/** The compare API lists at most 300 files; one page of commits (100) is plenty for a prompt. */
export const MAX_RANGE_FILES = 300
export const MAX_RANGE_COMMITS = 100
const MAX_SUBJECT = 300

export interface CommitLine {
  sha: string
  subject: string
}

export interface CodeRange {
  /** What the range is, for the prompt: `abc1234...def5678` or `def5678 (head commit only)`. */
  label: string
  commits: CommitLine[]
  totalCommits: number
  files: ChangedFile[]
  /** GitHub's list (or ours) was cut: more files changed than are listed. */
  filesCut: boolean
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}

function commitLine(raw: unknown): CommitLine | undefined {
  const c = record(raw)
  const id = sha(c.sha)
  const message = record(c.commit).message
  if (!id || typeof message !== 'string') return undefined
  const subject = message.split(/\r?\n/)[0] ?? ''
  return { sha: id, subject: subject.length > MAX_SUBJECT ? `${subject.slice(0, MAX_SUBJECT)}…` : subject }
}

function filesOf(raw: unknown): { files: ChangedFile[]; cut: boolean } {
  const rows = Array.isArray(raw) ? raw : []
  const files = rows.flatMap(row => changedFile(row) ?? [])
  // GitHub itself stops at 300 files per comparison.
  return { files: files.slice(0, MAX_RANGE_FILES), cut: rows.length >= MAX_RANGE_FILES }
}

/** `GET /repos/{owner}/{repo}/compare/{base}...{head}`, one request. Throws (404: a SHA is gone). */
export async function compareRange(
  request: GitHubRequest,
  repo: { owner: string; repo: string },
  base: string,
  head: string
): Promise<CodeRange> {
  const response = await request('GET /repos/{owner}/{repo}/compare/{basehead}', {
    ...repo,
    basehead: `${base}...${head}`,
    per_page: MAX_RANGE_COMMITS,
    page: 1
  })
  const data = record(response.data)
  const rows = Array.isArray(data.commits) ? data.commits.slice(0, MAX_RANGE_COMMITS) : []
  const commits = rows.flatMap(row => commitLine(row) ?? [])
  const total = typeof data.total_commits === 'number' ? data.total_commits : commits.length
  const { files, cut } = filesOf(data.files)
  return {
    label: `${base.slice(0, 7)}...${head.slice(0, 7)}`,
    commits,
    totalCommits: Math.max(total, commits.length),
    files,
    filesCut: cut
  }
}

/** One commit (`GET /repos/{owner}/{repo}/commits/{ref}`): a new branch's first push. */
export async function singleCommit(
  request: GitHubRequest,
  repo: { owner: string; repo: string },
  ref: string
): Promise<CodeRange> {
  const response = await request('GET /repos/{owner}/{repo}/commits/{ref}', { ...repo, ref })
  const commit = commitLine(response.data)
  const { files, cut } = filesOf(record(response.data).files)
  return {
    label: `${ref.slice(0, 7)} (head commit only)`,
    commits: commit ? [commit] : [],
    totalCommits: commit ? 1 : 0,
    files,
    filesCut: cut
  }
}

/** A compare that failed because a SHA no longer exists (force-push) or the range is unknown. */
export const isGoneRange = (error: unknown) => {
  const status = describeGitHubError(error).status
  return status === 404 || status === 422
}
