import type { DocsApiClient } from '../../kernel/api/client.js'
import { isApiError } from '../../kernel/api/errors.js'
import type { Run } from '../../kernel/run/run.js'
import type { AnalyticsInputs } from './input-types.js'
import { keepHeapSmall, youngGenerationMb } from './heap-flags.js'
import { beginExport, type StartOptions } from './steps/start.js'
import { fetchExport, type FetchOptions } from './steps/fetch.js'
import { writeFiles, type FilesOptions } from './steps/files.js'
import { publish, type PublishOptions } from './steps/publish.js'
import { historyPeriodOf, writeHistory, type HistoryStepOptions } from './steps/history.js'
import { historyTrends } from './steps/history-trends.js'
import { openRunGate } from './report-settings.js'
import { backfillStep } from './steps/backfill.js'
import { pageRootFile } from './page/render.js'

/**
 * Runs the analytics export end to end, one step after the other: start (what to fetch, and the plan
 * checked), fetch every dataset within `max-requests` and the run's time, write the files (and a
 * checkpoint when it stopped early, so nothing fetched is lost) and the report, publish them.
 * Returns the reason the step fails, if it does.
 */
export async function analyticsMode(
  run: Run,
  inputs: AnalyticsInputs,
  client: DocsApiClient
): Promise<string | undefined> {
  keepHeapSmall()
  const options = stepOptions(inputs)
  const started = await beginExport(options.start, run.log)
  if ('error' in started) return started.error
  const gate = await openRunGate(run, inputs.readerText, inputs.githubToken)
  const gated = { ...run, gate }
  try {
    const fetched = await fetchExport(options.fetch, started, client, gated)
    const period = historyPeriodOf(options.history, started, fetched, gate)
    const trends = await historyTrends(options.history, options.fetch.gaps, period, fetched, gated)
    const written = await writeFiles(options.files, started, fetched, gated, trends.view)
    await writeHistory(options.history, period, gated, {
      ...trends.extras,
      root: [pageRootFile(written.page.html)]
    })
    const failure = await publish(options.publish, started, fetched, written, run)
    await backfillStep(gated, inputs, client, { ...options, started, fetched })
    run.log.debug(`V8 young generation: ${youngGenerationMb()} MB`)
    return failure
  } catch (error) {
    // The runtime gate, before the log, the summary and the step's failure: an API error says nothing
    // of an analytics body (kernel/api/body.ts); anything else (a parse error quoting its input) might.
    if (error instanceof Error && !isApiError(error)) error.message = gate.showCaught(error, 'log')
    throw error
  }
}

/** The inputs, parsed once into what each step reads. */
function stepOptions(inputs: AnalyticsInputs): {
  start: StartOptions
  fetch: FetchOptions
  files: FilesOptions
  publish: PublishOptions
  history: HistoryStepOptions
} {
  const { projectId, maxRequests, outputDir: dir, formats, readerText, githubToken } = inputs
  const report = {
    daily: inputs.daily,
    compare: inputs.compare,
    previousExport: inputs.previousExport,
    comparePages: inputs.comparePages
  }
  const start: StartOptions = {
    ...report,
    projectId,
    baseUrl: inputs.baseUrl,
    datasets: inputs.datasets,
    dateFrom: inputs.dateFrom,
    dateTo: inputs.dateTo,
    dateInputs: inputs.dateInputs,
    includeContact: inputs.includeContact,
    feedbackFilter: inputs.feedbackFilter,
    pageSize: inputs.pageSize,
    resumeFrom: inputs.resumeFrom,
    apiKey: inputs.apiKey,
    maxRequests,
    gaps: inputs.gaps
  }
  const gaps = inputs.gaps
    ? {
        gapsAgent: inputs.gapsAgent,
        readerText,
        assistantApiKey: inputs.assistantApiKey,
        docsDomain: inputs.docsDomain,
        scoreThreshold: inputs.scoreThreshold,
        previousApiKey: inputs.previousApiKey,
        historyDir: inputs.historyDir,
        apiKey: inputs.apiKey,
        projectId,
        baseUrl: inputs.baseUrl,
        maxRequests,
        outputDir: dir,
        reportIssue: inputs.reportIssue,
        githubToken
      }
    : undefined
  const artifact = { name: inputs.artifactName, retentionDays: inputs.retentionDays, dir }
  return {
    start,
    fetch: { projectId, maxRequests, extras: { ...report, outputDir: dir, formats }, gaps },
    files: { dir, formats, apiKey: inputs.apiKey, since: inputs.sinceWatermark },
    publish: {
      dir,
      artifact,
      issue: { target: inputs.reportIssue, token: githubToken },
      allowIncomplete: inputs.allowIncomplete
    },
    history: { ...inputs, opened: {} }
  }
}
