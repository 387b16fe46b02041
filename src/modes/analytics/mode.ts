import type { DocsApiClient } from '../../kernel/api/client.js'
import type { AnalyticsInputs } from './input-types.js'
import { forLog } from '../../kernel/outside.js'
import type { Run } from '../../kernel/run/run.js'
import { setAnalyticsOutputs } from './outputs.js'
import type { Counts } from './datasets/model.js'
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
  const runBudget = run.budget
  keepHeapSmall()
  const start = await startExport(inputs)
  if ('error' in start) return start.error
  const { range, states } = start
  const earlierDays = await planExport(inputs, start)
  if (inputs.gaps) run.log.info(gapsPlanLine(inputs))
  const fetched = await fetchDatasets(inputs, client, runBudget, states, range)
  const { ledger, incomplete, complete } = fetched
  const datasetNames = states.map(s => s.spec.name)
  const extras = await fetchExtras(inputs, ledger.get, range, datasetNames, fetched.complete, {
    source: start.source,
    earlierDays
  })
  warnPartialComparison(extras.previous)
  // Cancelled while the extras ran: the files are still written and the report says so, but nothing
  // more is sent anywhere (no artifact upload), and the step fails as cancelled.
  const cancelled = runBudget.cancel.aborted
  const stopped = fetched.stop !== undefined || cancelled
  const gaps = await gapsPhase(inputs, client, { states, ledger, range, stopped }, runBudget)
  const readerText = await publicReaderText(run, inputs)
  const extraFiles = [...extras.files, ...(gaps ? gaps.found.files : [])]
  const { files, checkpoint } = await writeExportFiles(inputs, start, fetched, extraFiles)
  const { report, reportPath } = await writeReport({
    range,
    states,
    complete,
    incompleteReason: incomplete?.message,
    totalsNotes: fetched.totalsNotes,
    requests: ledger.requests,
    checkpoint,
    exportDir: inputs.outputDir,
    files,
    daily: extras.daily,
    dailyNote: extras.dailyNote,
    previous: extras.previous,
    cancelled,
    readerText,
    gaps: gaps ? gapsReportOf(gaps.found, readerText, gaps.loop.report) : undefined
  })

  const meta = (name: string) => states.find(s => s.spec.name === name)
  const counted = countAndRelease(states)
  const upload = cancelled
    ? { note: 'Not uploaded: the run was cancelled.' }
    : await uploadFiles(inputs, files, runBudget)
  const about = { files, artifact: artifactFacts(inputs, upload) }
  const issue = cancelled ? undefined : await publishIssue(inputs, report, about, runBudget, gaps)

  const totals = meta('views')?.meta.totals as Counts | undefined
  setAnalyticsOutputs(run.outputs, {
    totalViews: totals?.total,
    humanViews: totals?.human,
    aiViews: totals?.ai,
    pageCount: counted.pageCount,
    exportDir: inputs.outputDir,
    artifactId: upload.artifact?.id,
    artifactUrl: upload.artifact?.url,
    searchesTotal: meta('searches')?.meta.totalSearches as number | undefined,
    feedbackCount: counted.feedbackCount,
    assistantConversations: counted.assistantConversations,
    assistantTurns: counted.assistantTurns,
    datasets: states.map(s => s.spec.name).join(','),
    requests: ledger.requests,
    complete,
    checkpoint,
    reportPath,
    headline: report.headline,
    reportIssueUrl: issue?.url,
    gaps: gaps?.loop.outputs
  })
  await run.summary.write(report.markdown(about))
  run.log.debug(`V8 young generation: ${youngGenerationMb()} MB`)
  return failureOf(inputs, fetched, cancelled, upload.error)
}

/** Why the step fails: cancelled, an incomplete export not allowed, or the failed upload. */
function failureOf(
  inputs: AnalyticsInputs,
  { stop, incomplete }: Fetched,
  cancelled: boolean,
  uploadError: string | undefined
): string | undefined {
  const dir = inputs.outputDir
  if (cancelled && !incomplete) {
    return `The run was cancelled while the report's extras were fetched: every dataset is in ${dir}, but the report lacks what was not fetched, and no artifact was uploaded.`
  }
  // The message quotes the API (an outside value): one line, redacted, before it reaches the log.
  if (incomplete && !inputs.allowIncomplete) {
    const next = stop
      ? ` What was fetched is in ${dir} with the checkpoint ${CHECKPOINT_FILE}; set \`resume-from\` to continue, or \`allow-incomplete: true\` to accept this.`
      : ` What was fetched is in ${dir}.`
    return forLog(`${incomplete.message}${next}`, 4000)
  }
  return uploadError
}
