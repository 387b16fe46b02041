import type { ReportIssueTarget } from './input-types.js'
import { forLog } from '../../kernel/safe-text.js'
import type { RunLog } from '../../kernel/run/run.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'
import { workflowRunUrl } from '../../kernel/github/context.js'
import { issueBody, REPORT_CUT_NOTE, REPORT_ISSUE_MARKER, reportIsCut } from './report-issue-body.js'
import {
  issueSchema,
  NO_REDIRECT,
  openReportIssue,
  REPORT_ISSUE_LABEL,
  warnIssue,
  type OpenedIssue,
  type Repo
} from './report-issue-find.js'

export { issueSchema, openReportIssue, REPORT_ISSUE_LABEL, REPORT_ISSUE_MARKER, type OpenedIssue, type Repo }

// `report-issue`: one GitHub issue holds the latest analytics report, and gets one comment per run as
// its history, so the report outlives the artifact's retention. An issue found by title is this
// action's only when this action's identity created it with the label, and its body carries the
// marker: a person's issue with the same title or marker is left alone. A 301 is never followed to write.

export interface ReportIssue {
  number: number
  url: string
  created: boolean
  /** The report in the issue was cut to fit (REPORT_CUT_NOTE says so). */
  cut?: boolean
  /** What happened that the run should say (a move). */
  notes: string[]
}

/** Puts the report in the issue (created when there is none, or on a 301) and adds `comment`; `body` gets its number. */
export async function writeReportIssue(
  opened: OpenedIssue,
  body: (number: number | undefined) => string,
  comment: string
): Promise<ReportIssue> {
  const { request, repo } = opened
  let issue = opened.existing
  let created = false
  if (issue) {
    const answer = await request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
      ...repo,
      issue_number: issue.number,
      body: body(issue.number),
      ...NO_REDIRECT
    })
    if (answer.status === 301) {
      opened.notes.push(
        `The report issue #${issue.number} was moved to another repository (GitHub answered 301) while this run wrote it: a new issue holds the report.`
      )
      issue = undefined
    }
  }
  if (!issue) {
    const answer = await request('POST /repos/{owner}/{repo}/issues', {
      ...repo,
      title: opened.title,
      body: body(undefined),
      labels: [REPORT_ISSUE_LABEL]
    })
    issue = issueSchema.parse(answer.data)
    created = true
    const sealed = body(issue.number)
    if (sealed !== body(undefined))
      await request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
        ...repo,
        issue_number: issue.number,
        body: sealed
      })
  }
  await request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
    ...repo,
    issue_number: issue.number,
    body: comment
  })
  return { number: issue.number, url: issue.html_url, created, notes: opened.notes }
}

/**
 * The analytics mode's entry: keeps the report issue, or warns. The export and its files are the
 * product; an issue that cannot be written costs the issue, not the step. `opened` is the issue the
 * period-to-period cycle already found; `stateLine` seals the cycle's state for the issue's number.
 */
export async function publishReportIssue(
  target: ReportIssueTarget,
  token: string,
  report: { markdown: string; headline: string },
  run: { budget: RunBudget; log: RunLog },
  env: NodeJS.ProcessEnv = process.env,
  cycle: { opened?: OpenedIssue; stateLine?: (number: number) => string } = {}
): Promise<ReportIssue | undefined> {
  const opened = cycle.opened ?? (await openReportIssue(target, token, run, env))
  if (!opened) return undefined
  const runUrl = workflowRunUrl(env, opened.repo)
  const comment = runUrl ? `${report.headline}\n\n[Workflow run](${runUrl})` : report.headline
  let cut = false
  const body = (n: number | undefined) => {
    const state = n === undefined ? undefined : cycle.stateLine?.(n)
    cut = reportIsCut(report.markdown, state)
    return issueBody(report.markdown, state)
  }
  try {
    const issue = { ...(await writeReportIssue(opened, body, comment)), cut }
    if (cut) run.log.warning(REPORT_CUT_NOTE)
    run.log.info(
      `${issue.created ? 'Created' : 'Updated'} the report issue #${issue.number}: ${forLog(issue.url, 300)}`
    )
    for (const note of issue.notes) run.log.warning(forLog(note, 600))
    return issue
  } catch (error) {
    warnIssue(error, run.log)
    return undefined
  }
}
