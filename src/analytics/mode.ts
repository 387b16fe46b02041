import * as core from '@actions/core'
import type { DocsApiClient } from '../api/client.js'
import type { AnalyticsInputs } from '../inputs.js'
import type { RunBudget } from '../run-budget.js'
import { setAnalyticsOutputs } from '../outputs.js'
import { uploadArtifactFiles, type UploadedArtifact } from './artifact.js'
import { ExportFailure, exportPageViews } from './export.js'
import { writeExportFiles } from './files.js'
import { TOP_PAGES, writeAnalyticsSummary } from './summary.js'

/**
 * Runs the page-views export end to end: fetch every page, write the files, upload the artifact.
 * Returns the reason the step fails, if it does. A failed fetch writes no files: a partial export
 * sorted by views would look complete and mislead.
 */
export async function analyticsMode(
  inputs: AnalyticsInputs,
  client: DocsApiClient,
  budget: RunBudget
): Promise<string | undefined> {
  const { deadline, cancel: signal } = budget
  const { dateFrom, dateTo } = inputs
  core.info(
    `Exporting page views from ${dateFrom} up to ${dateTo} (exclusive), ${inputs.pageSize} rows per request`
  )
  const base = { dateFrom, dateTo, files: [], top: [], artifactName: inputs.artifactName }

  let exported
  try {
    exported = await core.group('Fetching page views', () =>
      exportPageViews(
        { projectId: inputs.projectId, dateFrom, dateTo, pageSize: inputs.pageSize },
        { client, signal, deadline, log: { info: core.info, warning: core.warning } }
      )
    )
  } catch (error) {
    if (!(error instanceof ExportFailure)) throw error
    await writeAnalyticsSummary({
      ...base,
      rowsFetched: error.rowsFetched,
      requests: error.requests,
      error: error.message
    })
    return error.message
  }
  const { rows, totals, requests } = exported
  core.info(`Fetched the views of ${rows.size} pages in ${requests} request(s).`)

  const order = rows.sortedIndices()
  const files = await core.group('Writing files', async () => {
    const meta = { dateFrom, dateTo, exportedAt: new Date().toISOString(), totals }
    const written = await writeExportFiles(inputs.outputDir, inputs.formats, meta, rows, order)
    for (const file of written) core.info(`Wrote ${file}`)
    return written
  })

  let artifact: UploadedArtifact | undefined
  let artifactNote: string | undefined
  let error: string | undefined
  if (inputs.artifactName) {
    const name = inputs.artifactName
    try {
      artifact = await core.group('Uploading the artifact', () =>
        uploadArtifactFiles(
          { name, files, rootDirectory: inputs.outputDir, retentionDays: inputs.retentionDays, budget },
          message => {
            artifactNote = message.replace(/^Not uploading the artifact: /, '')
            core.warning(message)
          }
        )
      )
      if (artifact)
        core.info(`Uploaded artifact ${name} (id ${artifact.id})${artifact.url ? `: ${artifact.url}` : ''}`)
    } catch (failure) {
      const why = failure instanceof Error ? failure.message : String(failure)
      error = `Uploading the artifact "${name}" failed: ${why}. The files stay in ${inputs.outputDir}.`
    }
  }

  setAnalyticsOutputs({
    totalViews: totals.total,
    humanViews: totals.human,
    aiViews: totals.ai,
    pageCount: rows.size,
    exportDir: inputs.outputDir,
    artifactId: artifact?.id,
    artifactUrl: artifact?.url
  })
  await writeAnalyticsSummary({
    ...base,
    totals,
    rowsFetched: rows.size,
    requests,
    top: rows.rowsAt(order, TOP_PAGES),
    exportDir: inputs.outputDir,
    files,
    artifact,
    artifactNote,
    error
  })
  return error
}
