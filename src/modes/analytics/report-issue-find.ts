import { z } from 'zod'
import type { ReportIssueTarget } from './input-types.js'
import { forLog } from '../../kernel/safe-text.js'
import type { RunLog } from '../../kernel/run/run.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'
import { describeGitHubError, isPermissionProblem, type GitHubRequest } from '../../kernel/github/api.js'
import { commentAuthor, sameAuthor } from '../../kernel/github/comment.js'
import { TokenIdentity } from '../../kernel/github/identity.js'
import { openGitHub } from '../../kernel/github/octokit.js'
import { REPORT_ISSUE_MARKER } from './report-issue-body.js'

// Finding the report issue before the run writes it, by the owned-object rule (kernel/github/owned.ts):
// written by this token's identity (kernel/github/identity.ts), in this repository. By title: among
// the open issues that identity created with the label, one whose body carries the marker. By number:
// the issue named, only when that identity opened it. A person's issue with the same title, marker or
// number is left alone. A 301 is read (for the state it holds), never followed to write.

/** The label the report issue is created with: with the creator filter, it is found in one request. */
export const REPORT_ISSUE_LABEL = 'docs-agent-report'

export const issueSchema = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullish(),
  html_url: z.string(),
  pull_request: z.unknown().optional(),
  user: z.unknown().optional()
})
export type Issue = z.infer<typeof issueSchema>

/**
 * Finds the report issue by title among the open issues this action's identity created with its
 * label: one request, however many other issues the repository has. A person's issue with the same
 * title or marker is not among them.
 */
async function findByTitle(
  request: GitHubRequest,
  repo: Repo,
  title: string,
  identity: TokenIdentity
): Promise<Issue | undefined> {
  const answer = await request('GET /repos/{owner}/{repo}/issues', {
    ...repo,
    state: 'open',
    labels: REPORT_ISSUE_LABEL,
    creator: (await identity.resolve()).login,
    sort: 'created',
    direction: 'asc',
    per_page: 100
  })
  const rows = Array.isArray(answer.data) ? answer.data : []
  for (const row of rows) {
    const issue = issueSchema.safeParse(row)
    if (!issue.success || issue.data.pull_request !== undefined) continue
    if (issue.data.title === title && issue.data.body?.startsWith(REPORT_ISSUE_MARKER)) return issue.data
  }
  return undefined
}

export interface Repo {
  owner: string
  repo: string
}

/** Where the run writes, found before it: the issue to update (none: create one) and where its state was read. */
export interface OpenedIssue {
  request: GitHubRequest
  repo: Repo
  title: string
  existing?: Issue
  /** The body the loop's state is read from, and the issue number it was sealed for. */
  stateSource?: { number: number; body: string }
  /** What the report should say about the issue (a move). */
  notes: string[]
}

const DEFAULT_TITLE = 'Docs analytics report'
/** Never follow a redirect to write: a 301 (an issue transferred) comes back as an answer. */
export const NO_REDIRECT = { request: { redirect: 'manual' } }

/**
 * Reads (never writes) an issue GitHub answered 301 for: the state it holds may be carried over.
 * Only a location on the same API host is read.
 */
async function readMoved(request: GitHubRequest, location: unknown): Promise<Issue | undefined> {
  if (typeof location !== 'string') return undefined
  try {
    const api = new URL(process.env.GITHUB_API_URL || 'https://api.github.com')
    if (new URL(location).origin !== api.origin) return undefined
    const answer = await request(`GET ${location}`, NO_REDIRECT)
    const issue = issueSchema.safeParse(answer.data)
    return answer.status === 200 && issue.success ? issue.data : undefined
  } catch {
    return undefined
  }
}

async function openByNumber(
  request: GitHubRequest,
  repo: Repo,
  number: number,
  identity: TokenIdentity
): Promise<OpenedIssue> {
  const found = await request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
    ...repo,
    issue_number: number,
    ...NO_REDIRECT
  })
  if (found.status === 301) {
    const moved = await readMoved(request, found.headers.location)
    return {
      request,
      repo,
      title: moved?.title ?? DEFAULT_TITLE,
      stateSource: moved?.body ? { number, body: moved.body } : undefined,
      notes: [
        `The report issue #${number} was moved to another repository (GitHub answered 301), and the action never follows a redirect to write: it created a new issue${moved ? ', carrying over the state it could read and verify' : ''}.`
      ]
    }
  }
  const issue = issueSchema.parse(found.data)
  if (issue.pull_request !== undefined)
    throw new Error(`#${number} is a pull request, not an issue: name an issue in \`report-issue\``)
  const author = commentAuthor(issue.user)
  const me = await identity.resolve()
  if (!author || !sameAuthor(author, me))
    throw new Error(
      `#${number} was opened by ${forLog(author?.login || 'someone unknown', 100)}, not by this token's identity (${forLog(me.login, 100)}): the action does not overwrite an issue it did not open. Name an issue this action opened, or a title in \`report-issue\``
    )
  return {
    request,
    repo,
    title: issue.title,
    existing: issue,
    stateSource: issue.body ? { number, body: issue.body } : undefined,
    notes: []
  }
}

/** Finds the report issue `target` names; creates nothing yet. */
export async function locateReportIssue(
  request: GitHubRequest,
  repo: Repo,
  target: ReportIssueTarget,
  identity: TokenIdentity
): Promise<OpenedIssue> {
  if ('number' in target) return openByNumber(request, repo, target.number, identity)
  const found = await findByTitle(request, repo, target.title, identity)
  return {
    request,
    repo,
    title: target.title,
    existing: found,
    stateSource: found?.body ? { number: found.number, body: found.body } : undefined,
    notes: []
  }
}

/** The report issue as the period-to-period cycle needs it before the report is written; undefined (with a warning) when it cannot be read. */
export async function openReportIssue(
  target: ReportIssueTarget,
  token: string,
  { budget, log }: { budget: RunBudget; log: RunLog },
  env: NodeJS.ProcessEnv = process.env
): Promise<OpenedIssue | undefined> {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/')
  if (!owner || !repo || !token) {
    log.warning(
      '`report-issue` needs GITHUB_REPOSITORY and a `github-token` with `issues: write`: the report issue was not updated.'
    )
    return undefined
  }
  try {
    const { request } = await openGitHub(token, budget, message => log.info(message), 'analytics')
    return await locateReportIssue(request, { owner, repo }, target, new TokenIdentity(request, token))
  } catch (error) {
    warnIssue(error, log)
    return undefined
  }
}

export function warnIssue(error: unknown, log: RunLog): void {
  const failure = describeGitHubError(error)
  const status = failure.status ? `HTTP ${failure.status}: ` : ''
  const fix = isPermissionProblem(failure)
    ? ' The github-token needs this in the workflow (or the job):\npermissions:\n  issues: write'
    : ''
  log.warning(
    `Could not update the report issue (${status}${forLog(failure.message, 300)}). The report is in the job summary and the files.${fix}`
  )
}
