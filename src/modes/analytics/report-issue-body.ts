// The report issue's body: the marker that makes it this action's, the loop's sealed state, and the
// report, fitted to GitHub's limit on an issue's size.

export const REPORT_ISSUE_MARKER = '<!-- docs-agent-action:report-issue -->'
/** GitHub refuses an issue body over 65,536 characters. */
export const MAX_ISSUE_BODY_CHARS = 65_536

/** What the run says, in the log and the summary, when the issue holds a cut report. */
export const REPORT_CUT_NOTE = `The report issue holds the report cut to fit GitHub's limit of ${MAX_ISSUE_BODY_CHARS.toLocaleString('en-US')} characters (the loop's state is kept whole); the whole report is in this summary and in \`report.md\`.`

/** Whether `issueBody(report, state)` cuts the report. */
export function reportIsCut(report: string, state?: string): boolean {
  return (
    REPORT_ISSUE_MARKER.length + 1 + (state ? state.length + 1 : 0) + report.length > MAX_ISSUE_BODY_CHARS
  )
}

/**
 * The issue's body: the marker (and the loop's sealed state, never cut), then the report, cut at a
 * line with a visible note when too long.
 */
export function issueBody(report: string, state?: string): string {
  const whole = `${REPORT_ISSUE_MARKER}\n${state ? `${state}\n` : ''}${report}`
  if (!reportIsCut(report, state)) return whole
  const note =
    "\n\n---\n_The report was cut here to fit GitHub's limit on an issue's size. The whole report is in the workflow run's summary and in `report.md` in its artifact._\n"
  let kept = whole.slice(0, MAX_ISSUE_BODY_CHARS - note.length)
  const line = kept.lastIndexOf('\n')
  if (line > 0) kept = kept.slice(0, line)
  // Never end on half a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1)
  return `${kept}${note}`
}
