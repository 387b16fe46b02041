import * as core from '../../../kernel/io/workflow-commands.js'
import { errorMessage } from '../../../kernel/error-message.js'
import type { AnalyticsInputs } from '../input-types.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import { uploadArtifactFiles, type UploadedArtifact } from '../artifact.js'
import type { RenderedReport } from '../report/index.js'
import type { ReportInput } from '../report/input.js'
import type { ReportIssue } from '../report-issue.js'
import { gapsReportOf, type GapsPhase } from '../gaps/run.js'
import { gapsLine } from '../report/gaps.js'

// Where the export goes beyond `output-dir`: the artifact, and the `report-issue`.

export interface Upload {
  artifact?: UploadedArtifact
  /** For the report: why there is no artifact, or what it lacks. */
  note?: string
  /** Why the step fails. */
  error?: string
}

/** Uploads the files as the artifact `artifact-name`, when set. A failed upload keeps the files and fails the step. */
export async function uploadFiles(
  inputs: AnalyticsInputs,
  files: string[],
  runBudget: RunBudget
): Promise<Upload> {
  const name = inputs.artifactName
  if (!name) return {}
  let note: string | undefined
  try {
    const artifact = await core.group('Uploading the artifact', () =>
      uploadArtifactFiles(
        {
          name,
          files,
          rootDirectory: inputs.outputDir,
          retentionDays: inputs.retentionDays,
          budget: runBudget
        },
        message => {
          note = message.replace(/^Not uploading the artifact: /, '')
          core.warning(message)
        }
      )
    )
    if (artifact)
      core.info(`Uploaded artifact ${name} (id ${artifact.id})${artifact.url ? `: ${artifact.url}` : ''}`)
    return { artifact, note }
  } catch (failure) {
    const why = errorMessage(failure)
    const kept = `The files stay in ${inputs.outputDir}.`
    return { note: `${why} ${kept}`, error: `Uploading the artifact "${name}" failed: ${why}. ${kept}` }
  }
}

/** The artifact as the report shows it, when one was asked for. */
export function artifactFacts(inputs: AnalyticsInputs, upload: Upload): ReportInput['artifact'] {
  return inputs.artifactName
    ? { name: inputs.artifactName, id: upload.artifact?.id, url: upload.artifact?.url, note: upload.note }
    : undefined
}

/**
 * Creates or updates the `report-issue` with the whole report (`about`: the files and the artifact).
 * Loaded only when asked for: Octokit costs start-up time.
 */
export async function publishIssue(
  inputs: AnalyticsInputs,
  report: RenderedReport,
  about: Pick<ReportInput, 'files' | 'artifact'>,
  runBudget: RunBudget,
  gaps?: GapsPhase
): Promise<ReportIssue | undefined> {
  if (!inputs.reportIssue) return undefined
  const { publishReportIssue } = await import('../report-issue.js')
  // The issue's comment of the run: the headline, and the loop's counts (numbers only).
  const line = gaps ? `\n\n${gapsLine(gapsReportOf(gaps.found, 'omit', gaps.loop.report))}.` : ''
  const body = { markdown: report.markdown(about), headline: `${report.headline}${line}` }
  // With the gaps, the issue was found before the report (its state is the loop's memory): not twice.
  if (gaps && !gaps.opened) return undefined
  const loop = gaps ? { opened: gaps.opened, stateLine: gaps.loop.stateLine } : {}
  return publishReportIssue(inputs.reportIssue, inputs.githubToken, body, runBudget, process.env, loop)
}
