import { errorMessage } from '../../kernel/error-message.js'
import { rm, writeFile } from 'node:fs/promises'
import * as core from '@actions/core'
import type { DocsApiClient } from '../../kernel/api/client.js'
import { InputError } from '../../kernel/inputs/index.js'
import { type AnalyticsInputs } from './input-types.js'
import { forLog } from '../../kernel/outside.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'
import { setAnalyticsOutputs } from '../../kernel/io/outputs.js'
import { writeStepSummary } from '../../kernel/io/step-summary.js'
import { uploadArtifactFiles, type UploadedArtifact } from './artifact.js'
import type { Counts, DateRange } from './datasets/model.js'
import { CHECKPOINT_FILE, checkpointFile, datasetFile, reportFile } from './files/paths.js'
import { writeDatasetFiles } from './files/dataset-files.js'
import { checkpointOf, readCheckpoint, writeCheckpoint } from './fetch/checkpoint.js'
import type { ExportIdentity } from './fetch/checkpoint-schema.js'
import { costPlan, exportDatasets, freshState, limitFor, type ExportStop } from './fetch/export.js'
import { integrityIssues, integrityMessage } from './fetch/integrity.js'
import type { DatasetState } from './fetch/pager.js'
import { datasetsMinimum, planProblem } from './fetch/plan.js'
import {
  extrasPlan,
  fetchReportExtras,
  type ReportExtras,
  type ReportExtrasOptions
} from './fetch/report-extras.js'
import type { DailySource } from './files/daily-files.js'
import { reusableDays } from './files/previous-daily.js'
import { keepHeapSmall, youngGenerationMb } from './heap-flags.js'
import { RequestLedger, type ExportLog } from './fetch/request-ledger.js'
import { conversationsOf } from './datasets/assistant.js'
import type { AssistantRow } from './datasets/model.js'
import { renderSections } from './report/index.js'
import type { ReportInput } from './report/input.js'
import { reportInputOf } from './report-input.js'

/**
 * Runs the analytics export end to end: fetch every dataset within `max-requests` and the run's time,
 * write the files (and a checkpoint when it stopped early, so nothing fetched is lost), upload them,
 * report. Returns the reason the step fails, if it does.
 */
export async function analyticsMode(
  inputs: AnalyticsInputs,
  client: DocsApiClient,
  runBudget: RunBudget
): Promise<string | undefined> {
  keepHeapSmall()
  const identity: ExportIdentity = {
    projectId: inputs.projectId,
    apiOrigin: new URL(inputs.baseUrl).origin,
    datasets: inputs.datasets,
    range: { dateFrom: inputs.dateFrom, dateTo: inputs.dateTo },
    dateInputs: inputs.dateInputs,
    includeContact: inputs.includeContact,
    feedbackFilter: inputs.feedbackFilter
  }
  const source: DailySource = { projectId: identity.projectId, apiOrigin: identity.apiOrigin }
  let range: DateRange = identity.range
  let states: DatasetState[]
  const includeContact = inputs.includeContact
  if (inputs.resumeFrom) {
    let resumed
    try {
      resumed = await readCheckpoint(inputs.resumeFrom, identity, name => limitFor(name, inputs.pageSize))
    } catch (error) {
      return errorMessage(error)
    }
    const { checkpoint } = resumed
    range = checkpoint.range
    states = resumed.states
    core.info(
      `Resuming the export of ${checkpoint.datasets.join(', ')} from ${forLog(inputs.resumeFrom)} ` +
        `(stopped: ${forLog(checkpoint.reason, 300)}); the checkpoint's range ${range.dateFrom} to ${range.dateTo} applies.`
    )
    if (checkpoint.includeContact && !includeContact)
      core.info("`include-contact` is false: the contacts of the earlier run's rows are dropped.")
    for (const s of states) core.info(`${s.spec.label}: ${s.rows.size} rows from the earlier run`)
  } else {
    states = inputs.datasets.map(name =>
      freshState(name, { includeContact, feedbackFilter: inputs.feedbackFilter, pageSize: inputs.pageSize })
    )
  }
  core.info(
    `Exporting ${states.map(s => s.spec.name).join(', ')} from ${range.dateFrom} up to ${range.dateTo} (exclusive). ` +
      `Cost: ${costPlan(states)}.${inputs.maxRequests ? ` At most ${inputs.maxRequests} requests (\`max-requests\`).` : ''}`
  )
  const datasetNames = states.map(s => s.spec.name)
  // Counted before the first request, for a fresh range and a resumed one alike, net of the days an
  // earlier export's daily trend already holds.
  const earlierDays = inputs.daily ? await reusableDays(inputs.previousExport, source, range) : undefined
  if (earlierDays?.note) core.info(forLog(earlierDays.note, 600))
  const plan = extrasPlan(range, datasetNames, inputs, earlierDays)
  const problem = planProblem({ datasets: datasetsMinimum(states), ...plan }, inputs.maxRequests)
  if (problem) throw new InputError([problem])
  if (plan.extras > 0)
    core.info(`The report's ${plan.parts.join(', ')} add ${plan.extras} request(s) once the datasets are in.`)

  const log: ExportLog = { debug: core.debug, info: core.info, warning: core.warning }
  const ledger = new RequestLedger({
    client,
    projectId: inputs.projectId,
    time: runBudget,
    maxRequests: inputs.maxRequests,
    log
  })
  const ctx = { ledger, range, log, held: { chars: 0 } }
  // Every group holds at least one line: an empty group is noise in the log.
  const stop: ExportStop | undefined = await core.group('Fetching analytics', () => {
    core.info(`Fetching ${datasetNames.join(', ')}.`)
    return exportDatasets(states, ctx)
  })
  // The rows are checked against each other, `hasMore` and the totals: a failed check is no stop
  // (nothing to resume), but the export is not complete.
  const issues = integrityIssues(states)
  const incomplete = stop
    ? { ...stop, message: issues.length ? `${stop.message} ${integrityMessage(issues)}` : stop.message }
    : issues.length
      ? { message: integrityMessage(issues) }
      : undefined
  const complete = incomplete === undefined
  core.info(
    `Spent ${ledger.requests} request(s)${ledger.rejected ? ` (${ledger.rejected} refused by the rate limit)` : ''}: ` +
      states.map(s => `${s.spec.name} ${s.requests}`).join(', ')
  )
  if (incomplete) core.warning(forLog(incomplete.message, 4000))

  const dir = inputs.outputDir
  const extras = await reportExtras(inputs, ledger.get, range, datasetNames, complete, {
    source,
    earlierDays
  })
  // Cancelled while the extras ran: the files are still written and the report says so, but nothing
  // more is sent anywhere (no artifact upload), and the step fails as cancelled.
  const cancelled = runBudget.cancel.aborted
  const header = {
    ...range,
    exportedAt: new Date().toISOString(),
    complete,
    incompleteReason: incomplete?.message
  }
  const files = await core.group('Writing files', async () => {
    const written: string[] = []
    for (const state of states) written.push(...(await writeDatasetFiles(dir, state, inputs.formats, header)))
    for (const file of [...written, ...extras.files]) core.info(`Wrote ${file}`)
    return [...written, ...extras.files]
  })
  let checkpoint: string | undefined
  if (stop) {
    checkpoint = await writeCheckpoint(dir, checkpointOf({ ...identity, range }, states, stop.message))
    files.push(checkpoint)
    core.info(`Wrote the checkpoint ${checkpoint}: continue with \`resume-from\` pointing at it.`)
  } else {
    // A finished export (or one whose rows failed a check: nothing to resume) leaves nothing stale
    // behind (output-dir may be where the last run's files were): no checkpoint, and no partial JSON
    // that this run's `format` did not rewrite.
    await rm(checkpointFile(dir), { force: true })
    if (!inputs.formats.includes('json')) {
      for (const state of states) await rm(datasetFile(dir, state.spec.name, 'json'), { force: true })
    }
  }

  const facts = {
    range,
    states,
    complete,
    incompleteReason: incomplete?.message,
    requests: ledger.requests,
    checkpoint,
    exportDir: dir,
    files,
    daily: extras.daily,
    dailyNote: extras.dailyNote,
    previous: extras.previous,
    cancelled
  }
  // Rendered once: report.md is written now, to go into the artifact; the job summary adds the
  // artifact, and report.md itself to the files, once they are known.
  const report = renderSections(reportInputOf(facts))
  const reportPath = reportFile(dir)
  await writeFile(reportPath, report.markdown())
  files.push(reportPath)

  // Everything the outputs need from the rows, counted now: the rows are freed before the upload (the
  // files hold them), so the export's peak is not the rows and the upload's buffers together.
  const meta = (name: string) => states.find(s => s.spec.name === name)
  const views = meta('views')
  const counted = {
    pageCount: views?.rows.size,
    feedbackCount: meta('feedback')?.rows.size,
    ...assistantCounts(meta('assistant'))
  }
  for (const state of states) state.rows.release()

  const upload = cancelled
    ? { note: 'Not uploaded: the run was cancelled.' }
    : await uploadFiles(inputs, files, runBudget)
  const artifactFacts: ReportInput['artifact'] = inputs.artifactName
    ? { name: inputs.artifactName, id: upload.artifact?.id, url: upload.artifact?.url, note: upload.note }
    : undefined

  // Loaded only when asked for: Octokit costs start-up time.
  const issue =
    inputs.reportIssue && !cancelled
      ? await (
          await import('./report-issue.js')
        ).publishReportIssue(
          inputs.reportIssue,
          inputs.githubToken,
          { markdown: report.markdown({ files, artifact: artifactFacts }), headline: report.headline },
          runBudget
        )
      : undefined

  const totals = views?.meta.totals as Counts | undefined
  setAnalyticsOutputs({
    totalViews: totals?.total,
    humanViews: totals?.human,
    aiViews: totals?.ai,
    pageCount: counted.pageCount,
    exportDir: dir,
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
    reportIssueUrl: issue?.url
  })
  await writeStepSummary(report.markdown({ files, artifact: artifactFacts }))
  core.debug(`V8 young generation: ${youngGenerationMb()} MB`)

  // The message quotes the API (an outside value): one line, redacted, before it reaches the log.
  if (cancelled && !incomplete) {
    return `The run was cancelled while the report's extras were fetched: every dataset is in ${dir}, but the report lacks what was not fetched, and no artifact was uploaded.`
  }
  if (incomplete && !inputs.allowIncomplete) {
    const next = stop
      ? ` What was fetched is in ${dir} with the checkpoint ${CHECKPOINT_FILE}; set \`resume-from\` to continue, or \`allow-incomplete: true\` to accept this.`
      : ` What was fetched is in ${dir}.`
    return forLog(`${incomplete.message}${next}`, 4000)
  }
  return upload.error
}

/** The assistant's outputs: rows are turns, and a conversation is one id however many turns it has. */
function assistantCounts(state: DatasetState | undefined) {
  if (!state) return {}
  const turns = [...state.rows.sorted()] as AssistantRow[]
  return { assistantConversations: conversationsOf(turns), assistantTurns: turns.length }
}

/**
 * The report's daily trend and previous period. After an incomplete export only the free part runs
 * (reading `previous-export`): the requests are spent, and the next run resumes the datasets first.
 */
async function reportExtras(
  inputs: AnalyticsInputs,
  get: RequestLedger['get'],
  range: DateRange,
  datasets: AnalyticsInputs['datasets'],
  complete: boolean,
  days: Pick<ReportExtrasOptions, 'source' | 'earlierDays'>
): Promise<ReportExtras> {
  let options: AnalyticsInputs = inputs
  // No log group for nothing: a group with no line in it is noise in the log.
  if (!inputs.daily && inputs.compare === 'none' && !inputs.previousExport) return { files: [] }
  if (!complete) {
    if (!inputs.previousExport) return { files: [] }
    options = { ...inputs, daily: false, compare: 'none', comparePages: false }
  }
  return core.group('Fetching the report extras', () =>
    fetchReportExtras(
      get,
      range,
      datasets,
      { ...options, ...days, outputDir: inputs.outputDir, formats: inputs.formats },
      // Messages may quote a file's or the API's text: one line each, redacted.
      { info: m => core.info(forLog(m, 2000)), warning: m => core.warning(forLog(m, 2000)) }
    )
  )
}

async function uploadFiles(
  inputs: AnalyticsInputs,
  files: string[],
  runBudget: RunBudget
): Promise<{ artifact?: UploadedArtifact; note?: string; error?: string }> {
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
