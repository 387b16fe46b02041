import * as core from '../../kernel/io/workflow-commands.js'
import { z } from 'zod'
import type { ReportIssueTarget } from './input-types.js'
import { forLog } from '../../kernel/outside.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'
import {
  describeGitHubError,
  isPermissionProblem,
  readPages,
  type GitHubRequest
} from '../../kernel/github/api.js'
import { workflowRunUrl } from '../../kernel/github/context.js'
import { openGitHub } from '../../kernel/github/octokit.js'

// `report-issue`: one GitHub issue holds the latest analytics report, and gets one comment per run as
// its history, so the report outlives the artifact's retention. An issue found by title is this
// action's only when its body carries the marker: a person's issue with the same title is left alone.

export const REPORT_ISSUE_MARKER = '<!-- docs-agent-action:report-issue -->'
/** GitHub refuses an issue body over 65,536 characters. */
export const MAX_ISSUE_BODY_CHARS = 65_536
/** Open issues read when looking for the report issue by title, most recently updated first. */
const SEARCH_PAGES = 3

const issueSchema = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullish(),
  html_url: z.string(),
  pull_request: z.unknown().optional()
})
type Issue = z.infer<typeof issueSchema>

export interface ReportIssue {
  number: number
  url: string
  created: boolean
}

/** The issue's body: the marker and the report, cut at a line with a visible note when too long. */
export function issueBody(report: string): string {
  const whole = `${REPORT_ISSUE_MARKER}\n${report}`
  if (whole.length <= MAX_ISSUE_BODY_CHARS) return whole
  const note =
    "\n\n---\n_The report was cut here to fit GitHub's limit on an issue's size. The whole report is in the workflow run's summary and in `report.md` in its artifact._\n"
  let kept = whole.slice(0, MAX_ISSUE_BODY_CHARS - note.length)
  const line = kept.lastIndexOf('\n')
  if (line > 0) kept = kept.slice(0, line)
  // Never end on half a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1)
  return `${kept}${note}`
}

async function findByTitle(request: GitHubRequest, repo: Repo, title: string): Promise<Issue | undefined> {
  const { rows } = await readPages(
    request,
    'GET /repos/{owner}/{repo}/issues',
    { ...repo, state: 'open', sort: 'updated', direction: 'desc' },
    { perPage: 100, maxPages: SEARCH_PAGES }
  )
  for (const row of rows) {
    const issue = issueSchema.safeParse(row)
    if (!issue.success || issue.data.pull_request !== undefined) continue
    if (issue.data.title === title && issue.data.body?.startsWith(REPORT_ISSUE_MARKER)) return issue.data
  }
  return undefined
}

interface Repo {
  owner: string
  repo: string
}

/** Puts `report` in the issue (creating it when a title finds none) and adds `comment` to it. */
export async function keepReportIssue(
  request: GitHubRequest,
  repo: Repo,
  target: ReportIssueTarget,
  report: { markdown: string; comment: string }
): Promise<ReportIssue> {
  const body = issueBody(report.markdown)
  let issue: Issue
  let created = false
  if ('number' in target) {
    const found = await request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
      ...repo,
      issue_number: target.number
    })
    issue = issueSchema.parse(found.data)
    if (issue.pull_request !== undefined)
      throw new Error(`#${target.number} is a pull request, not an issue: name an issue in \`report-issue\``)
    await request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
      ...repo,
      issue_number: issue.number,
      body
    })
  } else {
    const found = await findByTitle(request, repo, target.title)
    if (found) {
      issue = found
      await request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
        ...repo,
        issue_number: issue.number,
        body
      })
    } else {
      const answer = await request('POST /repos/{owner}/{repo}/issues', {
        ...repo,
        title: target.title,
        body
      })
      issue = issueSchema.parse(answer.data)
      created = true
    }
  }
  await request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
    ...repo,
    issue_number: issue.number,
    body: report.comment
  })
  return { number: issue.number, url: issue.html_url, created }
}

/**
 * The analytics mode's entry: keeps the report issue, or warns. The export and its files are the
 * product; an issue that cannot be written costs the issue, not the step.
 */
export async function publishReportIssue(
  target: ReportIssueTarget,
  token: string,
  report: { markdown: string; headline: string },
  budget: RunBudget,
  env: NodeJS.ProcessEnv = process.env
): Promise<ReportIssue | undefined> {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/')
  if (!owner || !repo || !token) {
    core.warning(
      '`report-issue` needs GITHUB_REPOSITORY and a `github-token` with `issues: write`: the report issue was not updated.'
    )
    return undefined
  }
  const runUrl = workflowRunUrl(env, { owner, repo })
  const comment = runUrl ? `${report.headline}\n\n[Workflow run](${runUrl})` : report.headline
  try {
    const { request } = await openGitHub(token, budget, core.info)
    const issue = await keepReportIssue(request, { owner, repo }, target, {
      markdown: report.markdown,
      comment
    })
    core.info(
      `${issue.created ? 'Created' : 'Updated'} the report issue #${issue.number}: ${forLog(issue.url, 300)}`
    )
    return issue
  } catch (error) {
    const failure = describeGitHubError(error)
    const status = failure.status ? `HTTP ${failure.status}: ` : ''
    const fix = isPermissionProblem(failure)
      ? ' The github-token needs this in the workflow (or the job):\npermissions:\n  issues: write'
      : ''
    core.warning(
      `Could not update the report issue (${status}${forLog(failure.message, 300)}). The report is in the job summary and the files.${fix}`
    )
    return undefined
  }
}
