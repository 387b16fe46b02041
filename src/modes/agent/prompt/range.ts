import { cut, forPrompt } from '../../../kernel/safe-text.js'
import { describeGitHubError, type GitHubRequest } from '../../../kernel/github/api.js'
import { sha } from '../../../kernel/trigger/index.js'

// A range of commits (`base...head`) from the compare API, or one commit: the commit subjects and the
// files changed, each bounded, rendered as prompt lines. Used by pull request follow-ups, pushes and releases.

/** The compare API lists at most 300 files; one page of commits (100) is plenty for a prompt. */
export const MAX_RANGE_FILES = 300
export const MAX_RANGE_COMMITS = 100
/** A commit subject in the prompt is cut after this many characters. */
const MAX_SUBJECT = 300

export interface ChangedFile {
  filename: string
  status: string
  additions?: number
  deletions?: number
  previousFilename?: string
}

export interface CommitLine {
  sha: string
  /** The first line of the commit message, as GitHub sent it (cut when rendered). */
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
  return { sha: id, subject: message.split(/\r?\n/)[0] ?? '' }
}

/** A file from GitHub's compare, commit or pull request files JSON, leniently. */
export function changedFile(raw: unknown): ChangedFile | undefined {
  const f = (raw ?? {}) as Record<string, unknown>
  if (typeof f.filename !== 'string') return undefined
  return {
    filename: f.filename,
    status: typeof f.status === 'string' ? f.status : '',
    additions: typeof f.additions === 'number' ? f.additions : undefined,
    deletions: typeof f.deletions === 'number' ? f.deletions : undefined,
    previousFilename: typeof f.previous_filename === 'string' ? f.previous_filename : undefined
  }
}

function filesOf(raw: unknown): { files: ChangedFile[]; cut: boolean } {
  const rows = Array.isArray(raw) ? raw : []
  const files = rows.flatMap(row => changedFile(row) ?? [])
  // GitHub itself stops at 300 files per comparison.
  return { files: files.slice(0, MAX_RANGE_FILES), cut: rows.length >= MAX_RANGE_FILES }
}

/** A SHA's (or a tag's) first seven characters, as the label shows it. */
const short = (ref: string) => cut(ref, 7, '')

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
    label: `${short(base)}...${short(head)}`,
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
    label: `${short(ref)} (head commit only)`,
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

/** One changed file as a prompt line: every name through forPrompt. */
export function describeFile(file: ChangedFile): string {
  const name = file.previousFilename
    ? `${forPrompt(file.previousFilename)} → ${forPrompt(file.filename)}`
    : forPrompt(file.filename)
  const counts =
    file.additions !== undefined && file.deletions !== undefined
      ? `, +${file.additions} -${file.deletions}`
      : ''
  return `- ${name} (${forPrompt(file.status || 'changed')}${counts})`
}

/** The range as prompt lines: its commits (subjects cut at MAX_SUBJECT), then its files. */
export function renderRange(range: CodeRange): string[] {
  const lines = [`Commits in ${forPrompt(range.label)} (${range.totalCommits}):`]
  lines.push(...range.commits.map(c => `- ${c.sha.slice(0, 7)} ${forPrompt(c.subject, MAX_SUBJECT)}`))
  if (range.totalCommits > range.commits.length)
    lines.push(`(Only the first ${range.commits.length} commits are listed.)`)
  if (range.commits.length === 0) lines.push('(none)')
  lines.push(
    `Files changed in ${forPrompt(range.label)} (${range.files.length}${range.filesCut ? '+' : ''}):`
  )
  lines.push(...range.files.map(describeFile))
  if (range.filesCut) lines.push(`(List cut at the first ${range.files.length} files.)`)
  if (range.files.length === 0) lines.push('(none)')
  return lines
}
