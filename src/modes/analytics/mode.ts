import type { DocsApiClient } from '../../kernel/api/client.js'
import type { AnalyticsInputs } from './input-types.js'
import { forLog } from '../../kernel/outside.js'
import type { Run } from '../../kernel/run/run.js'
import { setAnalyticsOutputs } from './outputs.js'
import { CHECKPOINT_FILE } from './files/paths.js'
import { keepHeapSmall, youngGenerationMb } from './heap-flags.js'
import { fetchDatasets, fetchExtras, warnPartialComparison, type Fetched } from './steps/fetch.js'
import { countAndRelease, writeExportFiles, writeReport } from './steps/files.js'
import { artifactFacts, publishIssue, uploadFiles } from './steps/publish.js'
import { planExport, startExport } from './steps/start.js'
import { gapsPhase, gapsPlanLine, gapsReportOf } from './gaps/run.js'
import { publicReaderText } from './report-reader-text.js'

/**
 * Runs the analytics export end to end: fetch every dataset within `max-requests` and the run's time,
 * write the files (and a checkpoint when it stopped early, so nothing fetched is lost), upload them,
 * report. Returns the reason the step fails, if it does.
 */
export async function analyticsMode(
  run: Run,
  inputs: AnalyticsInputs,
  client: DocsApiClient
): Promise<string | undefined> {
  const { budget, log } = run
  keepHeapSmall()
  const start = await startExport(inputs, log)
  if ('error' in start) return start.error
  const { range, states } = start
  const earlierDays = await planExport(inputs, start, log)
  if (inputs.gaps) log.info(gapsPlanLine(inputs.maxRequests))
  const fetched = await fetchDatasets(inputs, client, run, states, range)
  const { ledger, incomplete, complete } = fetched
  const datasetNames = states.map(s => s.spec.name)
  const days = { source: start.source, earlierDays }
  const extras = await fetchExtras(inputs, ledger.get, range, datasetNames, complete, days, log)
  warnPartialComparison(extras.previous, log)
  // Cancelled while the extras ran: the files are still written and the report says so, but nothing
  // more is sent anywhere (no artifact upload), and the step fails as cancelled.
  const cancelled = budget.cancel.aborted
  const stopped = fetched.stop !== undefined || cancelled
  const gaps = await gapsPhase(inputs, client, { states, ledger, range, stopped }, run)
  const readerText = await publicReaderText(run, inputs.readerText, inputs.githubToken)
  const extraFiles = [...extras.files, ...(gaps ? gaps.found.files : [])]
  const dir = inputs.outputDir
  const output = { dir, formats: inputs.formats }
  const { files, checkpoint } = await writeExportFiles(output, start, fetched, extraFiles, log)
  const { report, reportPath } = await writeReport(
    {
      range,
      states,
      complete,
      incompleteReason: incomplete?.message,
      totalsNotes: fetched.totalsNotes,
      requests: ledger.requests,
      checkpoint,
      exportDir: dir,
      files,
      daily: extras.daily,
      dailyNote: extras.dailyNote,
      previous: extras.previous,
      cancelled,
      readerText,
      gaps: gaps ? gapsReportOf(gaps.found, readerText, gaps.cycle.report) : undefined
    },
    log
  )

  const counted = countAndRelease(states)
  const artifact = { name: inputs.artifactName, retentionDays: inputs.retentionDays, dir }
  const upload = cancelled
    ? { note: 'Not uploaded: the run was cancelled.' }
    : await uploadFiles(artifact, files, run)
  const about = { files, artifact: artifactFacts(inputs.artifactName, upload) }
  const target = { target: inputs.reportIssue, token: inputs.githubToken }
  const issue = cancelled ? undefined : await publishIssue(target, report, about, run, gaps)

  setAnalyticsOutputs(run.outputs, {
    ...counted,
    exportDir: dir,
    artifactId: upload.artifact?.id,
    artifactUrl: upload.artifact?.url,
    datasets: datasetNames.join(','),
    requests: ledger.requests,
    complete,
    checkpoint,
    reportPath,
    headline: report.headline,
    reportIssueUrl: issue?.url,
    gaps: gaps?.cycle.outputs
  })
  await run.summary.write(report.markdown(about))
  log.debug(`V8 young generation: ${youngGenerationMb()} MB`)
  return failureOf({ dir, allowIncomplete: inputs.allowIncomplete }, fetched, cancelled, upload.error)
}

/** Why the step fails: cancelled, an incomplete export not allowed, or the failed upload. */
function failureOf(
  { dir, allowIncomplete }: { dir: string; allowIncomplete: boolean },
  { stop, incomplete }: Fetched,
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
