import { errorMessage } from '../../../kernel/error-message.js'
import type { ReportIssueTarget } from '../input-types.js'
import type { RunLog } from '../../../kernel/run/run.js'
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

/** The artifact `artifact-name` (none when unset) of the files in `dir`, `output-dir`. */
export interface ArtifactTarget {
  name?: string
  retentionDays?: number
  dir: string
}

/** Uploads the files as the artifact `artifact-name`, when set. A failed upload keeps the files and fails the step. */
export async function uploadFiles(
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
export function artifactFacts(name: string | undefined, upload: Upload): ReportInput['artifact'] {
  return name ? { name, id: upload.artifact?.id, url: upload.artifact?.url, note: upload.note } : undefined
}

/**
 * Creates or updates the `report-issue` with the whole report (`about`: the files and the artifact).
 * Loaded only when asked for: Octokit costs start-up time.
 */
export async function publishIssue(
  { target, token }: { target?: ReportIssueTarget; token: string },
  report: RenderedReport,
  about: Pick<ReportInput, 'files' | 'artifact'>,
  run: { budget: RunBudget; log: RunLog },
  gaps?: GapsPhase
): Promise<ReportIssue | undefined> {
  if (!target) return undefined
  const { publishReportIssue } = await import('../report-issue.js')
  // The issue's comment of the run: the headline, and the cycle's counts (numbers only).
  const line = gaps ? `\n\n${gapsLine(gapsReportOf(gaps.found, 'omit', gaps.cycle.report))}.` : ''
  const body = { markdown: report.markdown(about), headline: `${report.headline}${line}` }
  // With the gaps, the issue was found before the report (its state is the cycle's memory): not twice.
  if (gaps && !gaps.opened) return undefined
  const cycle = gaps ? { opened: gaps.opened, stateLine: gaps.cycle.stateLine } : {}
  return publishReportIssue(target, token, body, run, process.env, cycle)
}
