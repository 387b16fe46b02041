import { forPrompt } from '../../../kernel/safe-text.js'
import { describeGitHubError, type GitHubRequest } from '../../../kernel/github/api.js'
import { sha } from '../../../kernel/trigger/index.js'
import { changedFile, isGoneRange, MAX_RANGE_FILES, type ChangedFile, type CommitLine } from './range.js'

// What changed for the docs since the job last saw a pull request: the change in the pull request's
// OWN diff, not the commits between the two heads. `base...head` (three dots) is the diff from the
// merge base, which is what GitHub shows as the pull request's files; comparing it at the old head and
// at the new one gives the files that entered, changed in or left the pull request. Commits that came
// in by merging the base branch ("Update branch") change the merge base, not the pull request's diff,
// so they are not the author's change; a force-push that drops commits shows as files that left or
// changed back. When GitHub's answers cannot say (a SHA gone, a list cut at its limit, an answer that
// is not a comparison), the result says why, and the caller sends the full pull request context.

/** GitHub's compare lists at most 250 commits and 300 files: past that, a delta would be a guess. */
const MAX_COMPARE_COMMITS = 250

export type DiffChange = 'entered' | 'changed' | 'left'

export interface DiffEntry extends ChangedFile {
  change: DiffChange
}

export interface PullRequestDelta {
  /** The head the job last saw, and the head now. */
  since: string
  head: string
  /** Commits in the pull request now that were not in it then (the base branch's excluded). */
  newCommits: CommitLine[]
  entries: DiffEntry[]
}

export type DeltaResult = { known: true; delta: PullRequestDelta } | { known: false; why: string }

interface PullRequestDiff {
  commits: CommitLine[]
  files: Map<string, ChangedFile & { sha?: string }>
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

class CannotTell extends Error {}

/** `base...head` read strictly: anything that is not a whole comparison is a reason, not "(none)". */
async function diffOf(
  request: GitHubRequest,
  repo: Repo,
  base: string,
  head: string
): Promise<PullRequestDiff> {
  const response = await request('GET /repos/{owner}/{repo}/compare/{basehead}', {
    ...repo,
    basehead: `${base}...${head}`,
    per_page: 100,
    page: 1
  })
  const data = record(response.data)
  if (!Array.isArray(data.files) || !Array.isArray(data.commits) || typeof data.total_commits !== 'number')
    throw new CannotTell('GitHub answered the comparison with something that is not a comparison')
  if (data.files.length >= MAX_RANGE_FILES)
    throw new CannotTell(
      `the pull request changes ${MAX_RANGE_FILES} files or more, where GitHub's comparison stops`
    )
  if (data.total_commits > data.commits.length || data.total_commits > MAX_COMPARE_COMMITS)
    throw new CannotTell(
      `the pull request has more commits (${data.total_commits}) than one comparison lists`
    )
  const files = new Map<string, ChangedFile & { sha?: string }>()
  for (const raw of data.files) {
    const file = changedFile(raw)
    if (!file) throw new CannotTell('a file in GitHub\u2019s comparison has no name')
    const blob = record(raw).sha
    files.set(file.filename, { ...file, ...(typeof blob === 'string' ? { sha: blob } : {}) })
  }
  const commits = data.commits.flatMap(raw => {
    const c = record(raw)
    const id = sha(c.sha)
    const message = record(c.commit).message
    return id
      ? [{ sha: id, subject: typeof message === 'string' ? (message.split(/\r?\n/)[0] ?? '') : '' }]
      : []
  })
  return { commits, files }
}

interface Repo {
  owner: string
  repo: string
}

/** The same file, as far as the pull request's diff goes: same blob, same status, same rename. */
const same = (a: ChangedFile & { sha?: string }, b: ChangedFile & { sha?: string }) =>
  a.sha !== undefined && a.sha === b.sha && a.status === b.status && a.previousFilename === b.previousFilename

/** How the pull request's diff changed from `since` to `head`, against its base branch `base`. */
export async function pullRequestDelta(
  request: GitHubRequest,
  repo: Repo,
  base: string,
  since: string,
  head: string
): Promise<DeltaResult> {
  let before: PullRequestDiff
  let after: PullRequestDiff
  try {
    // Both comparisons at once (they do not depend on each other); the earlier head's failure is the
    // one reported when both fail, so the reason does not depend on which answer came first.
    const [then, now] = await Promise.allSettled([
      diffOf(request, repo, base, since),
      diffOf(request, repo, base, head)
    ])
    if (then.status === 'rejected') throw then.reason
    if (now.status === 'rejected') throw now.reason
    before = then.value
    after = now.value
  } catch (error) {
    if (error instanceof CannotTell) return { known: false, why: error.message }
    if (isGoneRange(error))
      return {
        known: false,
        why: `the commit the job last saw (${since.slice(0, 7)}) is no longer on GitHub`
      }
    return { known: false, why: `GitHub's comparison failed: ${describeGitHubError(error).message}` }
  }
  const entries: DiffEntry[] = []
  for (const [name, now] of after.files) {
    const then = before.files.get(name)
    if (!then) entries.push({ ...now, change: 'entered' })
    else if (!same(then, now)) entries.push({ ...now, change: 'changed' })
  }
  for (const [name, then] of before.files)
    if (!after.files.has(name)) entries.push({ ...then, change: 'left' })
  entries.sort((a, b) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0))
  const seen = new Set(before.commits.map(c => c.sha))
  return {
    known: true,
    delta: { since, head, newCommits: after.commits.filter(c => !seen.has(c.sha)), entries }
  }
}

const WORDS: Record<DiffChange, string> = {
  entered: 'now in the pull request',
  changed: 'changed',
  left: 'no longer in the pull request'
}

/** The delta as prompt lines: every name through forPrompt. */
export function renderDelta(delta: PullRequestDelta): string[] {
  const lines = [
    `The agent already worked on this pull request; it last saw head ${delta.since.slice(0, 7)}, and the head is now ` +
      `${delta.head.slice(0, 7)}. The pull request's own changes (its diff against the base branch) changed as ` +
      'follows; update the documentation for them:'
  ]
  if (delta.since === delta.head) {
    lines.push('Nothing was pushed since then: the pull request and its diff are as the agent last saw them.')
    return lines
  }
  lines.push(`New commits in the pull request (${delta.newCommits.length}):`)
  lines.push(...delta.newCommits.map(c => `- ${c.sha.slice(0, 7)} ${forPrompt(c.subject, 300)}`))
  if (delta.newCommits.length === 0)
    lines.push('- none (the head changed by a rebase, a merge of the base branch or a force-push)')
  lines.push(`Files whose change in the pull request is new or different (${delta.entries.length}):`)
  for (const entry of delta.entries) {
    const name = entry.previousFilename
      ? `${forPrompt(entry.previousFilename)} → ${forPrompt(entry.filename)}`
      : forPrompt(entry.filename)
    lines.push(`- ${name} (${WORDS[entry.change]})`)
  }
  if (delta.entries.length === 0)
    lines.push(
      "- none: the pull request's diff is the same as when the agent last saw it (the base branch's own changes are not part of it)"
    )
  return lines
}
