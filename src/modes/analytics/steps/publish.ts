import { errorMessage } from '../../../kernel/error-message.js'
import { forLog } from '../../../kernel/safe-text.js'
import { REPORT_CUT_NOTE } from '../report-issue-body.js'
import type { ReportIssueTarget } from '../input-types.js'
import type { Run, RunLog } from '../../../kernel/run/run.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import { uploadArtifactFiles, type UploadedArtifact } from '../artifact.js'
import type { ReportAbout } from '../report/input.js'
import type { ReportIssue } from '../report-issue.js'
import { gapsReportOf, type GapsPhase } from '../gaps/run.js'
import { gapsLine } from '../report/gaps.js'
import { CHECKPOINT_FILE } from '../files/paths.js'
import { setAnalyticsOutputs } from '../outputs.js'
import type { Started } from './start.js'
import type { FetchedExport } from './fetch.js'
import type { WrittenExport } from './files.js'

// Where the export goes beyond `output-dir`: the artifact, the `report-issue`, the outputs and the
// job summary.

export interface PublishOptions {
  /** `output-dir`. */
  dir: string
  artifact: ArtifactTarget
  issue: IssueTarget
  /** An export that stopped early does not fail the step. */
  allowIncomplete: boolean
}

/** `report-issue`, and the token that writes it. */
export interface IssueTarget {
  target?: ReportIssueTarget
  token: string
}

/** The export's last step: the artifact, the report issue, the outputs, the job summary; returns why the step fails. */
export async function publish(
  options: PublishOptions,
  started: Started,
  { fetched, gaps, cancelled }: FetchedExport,
  { files, checkpoint, report, reportPath, counted }: WrittenExport,
  run: Pick<Run, 'budget' | 'log' | 'outputs' | 'summary'>
): Promise<string | undefined> {
  const upload = cancelled
    ? { note: 'Not uploaded: the run was cancelled.' }
    : await uploadFiles(options.artifact, files, run)
  const about = { exportDir: options.dir, files, artifact: artifactFacts(options.artifact.name, upload) }
  // The same Markdown for the issue and the job summary: both name the artifact, neither links the charts.
  const markdown = report.markdown(about)
  const issue = cancelled
    ? undefined
    : await publishIssue(options.issue, report.headline, markdown, run, gaps)
  setAnalyticsOutputs(run.outputs, {
    ...counted,
    exportDir: options.dir,
    artifactId: upload.artifact?.id,
    artifactUrl: upload.artifact?.url,
    datasets: started.states.map(s => s.spec.name).join(','),
    requests: fetched.ledger.requests,
    complete: fetched.complete,
    checkpoint,
    reportPath,
    headline: report.headline,
    reportIssueUrl: issue?.url,
    gaps: gaps?.cycle.outputs
  })
  await run.summary.write(issue?.cut ? `${markdown}\n\n_${REPORT_CUT_NOTE}_\n` : markdown)
  return failureOf(options, fetched, cancelled, upload.error)
}

export interface Upload {
  artifact?: UploadedArtifact
  /** For the report: why there is no artifact, or what it lacks. */
  note?: string
  /** Why the step fails. */
  error?: string
}

/** The artifact `artifact-name` (none when unset) of the files in `dir`, `output-dir`. */
export interface ArtifactTarget {
  name?: string
  retentionDays?: number
  dir: string
}

/** Uploads the files as the artifact `artifact-name`, when set. A failed upload keeps the files and fails the step. */
async function uploadFiles(
  { name, retentionDays, dir }: ArtifactTarget,
  files: string[],
  { budget, log }: { budget: RunBudget; log: RunLog }
): Promise<Upload> {
  if (!name) return {}
  let note: string | undefined
  try {
    const artifact = await log.group('Uploading the artifact', () =>
      uploadArtifactFiles(
        {
          name,
          files,
          rootDirectory: dir,
          retentionDays,
          budget
        },
        message => {
          note = message.replace(/^Not uploading the artifact: /, '')
          log.warning(message)
        }
      )
    )
    if (artifact)
      log.info(`Uploaded artifact ${name} (id ${artifact.id})${artifact.url ? `: ${artifact.url}` : ''}`)
    return { artifact, note }
  } catch (failure) {
    const why = errorMessage(failure)
    const kept = `The files stay in ${dir}.`
    return { note: `${why} ${kept}`, error: `Uploading the artifact "${name}" failed: ${why}. ${kept}` }
  }
}

/** The artifact as the report shows it, when one was asked for. */
function artifactFacts(name: string | undefined, upload: Upload): ReportAbout['artifact'] {
  return name ? { name, id: upload.artifact?.id, url: upload.artifact?.url, note: upload.note } : undefined
}

/**
 * Creates or updates the `report-issue` with the whole report (its files and artifact named).
 * Loaded only when asked for: Octokit costs start-up time.
 */
async function publishIssue(
  { target, token }: IssueTarget,
  headline: string,
  markdown: string,
  run: { budget: RunBudget; log: RunLog },
  gaps?: GapsPhase
): Promise<ReportIssue | undefined> {
  if (!target) return undefined
  const { publishReportIssue } = await import('../report-issue.js')
  // The issue's comment of the run: the headline, and the cycle's counts (numbers only).
  const line = gaps ? `\n\n${gapsLine(gapsReportOf(gaps.found, gaps.cycle.report))}.` : ''
  const body = { markdown, headline: `${headline}${line}` }
  // With the gaps, the issue was found before the report (its state is the cycle's memory): not twice.
  if (gaps && !gaps.opened) return undefined
  const cycle = gaps ? { opened: gaps.opened, stateLine: gaps.cycle.stateLine } : {}
  return publishReportIssue(target, token, body, run, process.env, cycle)
}

/** Why the step fails: cancelled, an incomplete export not allowed, or the failed upload. */
function failureOf(
  { dir, allowIncomplete }: PublishOptions,
  { stop, incomplete }: FetchedExport['fetched'],
  cancelled: boolean,
  uploadError: string | undefined
): string | undefined {
  if (cancelled && !incomplete) {
    return `The run was cancelled while the report's extras were fetched: every dataset is in ${dir}, but the report lacks what was not fetched, and no artifact was uploaded.`
  }
  // The message quotes the API (an outside value): one line, redacted, before it reaches the log.
  if (incomplete && !allowIncomplete) {
    const next = stop
      ? ` What was fetched is in ${dir} with the checkpoint ${CHECKPOINT_FILE}; set \`resume-from\` to continue, or \`allow-incomplete: true\` to accept this.`
      : ` What was fetched is in ${dir}.`
    return forLog(`${incomplete.message}${next}`, 4000)
  }
  return uploadError
}
