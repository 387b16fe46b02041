import { z } from 'zod'
import type { GitHubRequest } from '../../kernel/github/api.js'
import { issueBody, REPORT_ISSUE_MARKER } from './report-issue-body.js'
import { issueSchema, REPORT_ISSUE_LABEL, type OpenedIssue, type Repo } from './report-issue.js'

// The report issue made to exist before the docs-gap loop claims its period on it. Two first runs
// that start together may each create one: GitHub numbers issues in order, so both then take the
// lowest of this identity's issues with the title, and the other is closed as a duplicate.

const authorSchema = z.object({ user: z.object({ login: z.string() }).nullish() })

/** The report issue's number, creating it (the report to follow) when there is none. */
export async function ensureReportIssue(opened: OpenedIssue): Promise<number> {
  if (opened.existing) return opened.existing.number
  const { request, repo } = opened
  const answer = await request('POST /repos/{owner}/{repo}/issues', {
    ...repo,
    title: opened.title,
    body: issueBody('_The report follows when this run ends._'),
    labels: [REPORT_ISSUE_LABEL]
  })
  const mine = issueSchema.parse(answer.data)
  opened.existing = mine
  const creator = authorSchema.safeParse(answer.data).data?.user?.login
  const first = creator ? await firstByTitle(request, repo, opened.title, creator) : undefined
  if (!first || first.number >= mine.number) return mine.number
  opened.existing = first
  await request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
    ...repo,
    issue_number: mine.number,
    state: 'closed',
    body: issueBody(`_A duplicate of #${first.number}, which another run created at the same time._`)
  }).catch(() => undefined)
  return first.number
}

/** The lowest-numbered open issue `creator` made with the label, the title and the marker. */
async function firstByTitle(request: GitHubRequest, repo: Repo, title: string, creator: string) {
  try {
    const answer = await request('GET /repos/{owner}/{repo}/issues', {
      ...repo,
      state: 'open',
      labels: REPORT_ISSUE_LABEL,
      creator,
      sort: 'created',
      direction: 'asc',
      per_page: 100
    })
    const rows = Array.isArray(answer.data) ? answer.data : []
    return rows
      .flatMap(row => issueSchema.safeParse(row).data ?? [])
      .filter(
        i => i.pull_request === undefined && i.title === title && i.body?.startsWith(REPORT_ISSUE_MARKER)
      )
      .sort((a, b) => a.number - b.number)[0]
  } catch {
    return undefined
  }
}
