import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Run, RunLog } from '../../../kernel/run/run.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { ExportFormat } from '../input-types.js'
import { conversationsOf } from '../datasets/assistant.js'
import type { AssistantRow, Counts } from '../datasets/model.js'
import { checkpointFile, datasetFile, reportFile, sealedFile } from '../files/paths.js'
import { writeDatasetFiles } from '../files/dataset-files.js'
import { writeNdjsonFiles } from '../files/ndjson-files.js'
import type { Watermarks } from '../files/watermark.js'
import { rowWithoutReaderText } from './reader-text-fields.js'
import { holdsReaderText, sealedCopyKeys, writeSealedCopy } from '../files/sealed-copy.js'
import { writeChartFiles } from '../files/chart-files.js'
import { checkpointOf, writeCheckpoint } from '../fetch/checkpoint.js'
import { wasFetched, type DatasetState } from '../fetch/pager.js'
import { chartsOf } from '../report/charts.js'
import { renderSections } from '../report/index.js'
import { reportInputOf } from '../report-input.js'
import { gapsReportOf } from '../gaps/run.js'
import type { RenderedReport } from '../report/index.js'
import type { ReportInput, ReportSettings } from '../report/input.js'
import type { AnalyticsOutputs } from '../outputs.js'
import type { ExportStart, Started } from './start.js'
import type { Fetched, FetchedExport } from './fetch.js'
import { filesReaderText, sayWithheld, type FilesReaderText } from './files-audience.js'
import { pageInputOf, type PageInput } from '../page/input.js'
import { renderPage, writePage } from '../page/render.js'

// What the export leaves in `output-dir`: the datasets' files, a checkpoint when it stopped early, and
// report.md with its charts as SVG files. Then the rows are counted and freed.

/** The outputs counted from the rows. */
export type RowOutputs = Pick<
  AnalyticsOutputs,
  | 'totalViews'
  | 'humanViews'
  | 'aiViews'
  | 'pageCount'
  | 'searchesTotal'
  | 'feedbackCount'
  | 'assistantConversations'
  | 'assistantTurns'
>

export interface FilesOptions {
  /** `output-dir`. */
  dir: string
  formats: ExportFormat[]
  /** Seals the reader text the files withhold. */
  apiKey: string
  /** `since-watermark`: the NDJSON files hold only the rows after it. */
  since?: Watermarks
}

/** What the export left in `output-dir`, and the report rendered once for the other places. */
export interface WrittenExport {
  files: string[]
  checkpoint?: string
  report: RenderedReport
  reportPath: string
  counted: RowOutputs
  /** The page (index.html): what it shows of this export, through the gate, and the page as written. */
  page: { input: PageInput; html: string }
}

/** The export's third step: the files, the report, and the rows counted for the outputs and freed. */
export async function writeFiles(
  options: FilesOptions,
  started: Started,
  { fetched, extras, gaps, cancelled }: FetchedExport,
  run: Pick<Run, 'trigger' | 'budget' | 'log'> & { gate: PublicationGate },
  history?: ReportInput['history']
): Promise<WrittenExport> {
  const { range, states } = started
  const holdsText = states.some(s => holdsReaderText(s.spec.name))
  const filesText = filesReaderText(run.gate)
  if (filesText === 'withheld' && holdsText) sayWithheld(run.gate.settings.visibility, run.log)
  const settings: ReportSettings = { gate: run.gate }
  const extraFiles = [...extras.files, ...(gaps ? gaps.found.files : [])]
  const { files, checkpoint } = await writeExportFiles(
    { ...options, readerText: filesText },
    started,
    fetched,
    extraFiles,
    run.log
  )
  const input = reportInputOf({
    range,
    states,
    complete: fetched.complete,
    incompleteReason: fetched.incomplete?.message,
    totalsNotes: fetched.totalsNotes,
    requests: fetched.ledger.requests,
    daily: extras.daily,
    dailyNote: extras.dailyNote,
    previous: extras.previous,
    cancelled,
    // As found: the report lets its reader text out as the settings say, with the datasets'.
    gaps: gaps ? gapsReportOf(gaps.found, gaps.cycle.report) : undefined
  })
  if (history) input.history = history
  const { report, reportPath } = await writeReport(input, settings, { dir: options.dir, files }, run.log)
  const pageInput = pageInputOf(input, run.gate)
  const page = { input: pageInput, html: renderPage(pageInput, input.history) }
  files.push(await writePage(options.dir, page.html))
  run.log.info(`Wrote ${files[files.length - 1]}`)
  return { files, checkpoint, report, reportPath, counted: countAndRelease(states), page }
}

interface WrittenFiles {
  /** Every file written, in the order the log lists them; report.md is added once written. */
  files: string[]
  checkpoint?: string
}

type WriteOptions = FilesOptions & { readerText: FilesReaderText }

/**
 * Each dataset's files, as fetched or without their reader text; where text is withheld, the sealed
 * copy of those rows beside them (else a stale copy is removed). Returns the files and whether sealed.
 */
async function writeDatasets(
  { dir, formats, apiKey, readerText, since }: WriteOptions,
  { identity, range, states }: ExportStart,
  header: Parameters<typeof writeDatasetFiles>[3]
): Promise<{ written: string[]; sealed: boolean }> {
  const withheld = readerText === 'withheld' ? states.filter(s => holdsReaderText(s.spec.name)) : []
  const shownOf = (state: DatasetState) =>
    withheld.includes(state) ? (row: unknown) => rowWithoutReaderText(state.spec.name, row) : undefined
  const written: string[] = []
  for (const state of states)
    written.push(...(await writeDatasetFiles(dir, state, formats, header, shownOf(state))))
  if (formats.includes('ndjson')) {
    written.push(
      ...(await writeNdjsonFiles(dir, { project: identity.projectId, range, states, shownOf, since }))
    )
  }
  if (withheld.length === 0) {
    await rm(sealedFile(dir), { force: true })
    return { written, sealed: false }
  }
  const about = { projectId: identity.projectId, apiOrigin: identity.apiOrigin, range }
  written.push(await writeSealedCopy(dir, sealedCopyKeys([apiKey]), about, withheld))
  return { written, sealed: true }
}

/** The datasets' files (and the extras' already written), then the checkpoint or the cleanup. */
async function writeExportFiles(
  options: WriteOptions,
  start: ExportStart,
  { stop, incomplete, complete }: Fetched,
  extraFiles: string[],
  log: RunLog
): Promise<WrittenFiles> {
  const { dir, formats } = options
  const { identity, range, states } = start
  const header = {
    ...range,
    exportedAt: new Date().toISOString(),
    complete,
    incompleteReason: incomplete?.message
  }
  const { files, sealed } = await log.group('Writing files', async () => {
    const { written, sealed } = await writeDatasets(options, start, header)
    for (const file of [...written, ...extraFiles]) log.info(`Wrote ${file}`)
    return { files: [...written, ...extraFiles], sealed }
  })
  if (stop) {
    const saved = checkpointOf({ ...identity, range }, states, stop.message, sealed)
    const checkpoint = await writeCheckpoint(dir, saved)
    files.push(checkpoint)
    log.info(`Wrote the checkpoint ${checkpoint}: continue with \`resume-from\` pointing at it.`)
    return { files, checkpoint }
  }
  // A finished export (or one whose rows failed a check: nothing to resume) leaves nothing stale
  // behind (output-dir may be where the last run's files were): no checkpoint, and no partial JSON
  // that this run's `format` did not rewrite.
  await rm(checkpointFile(dir), { force: true })
  if (!formats.includes('json')) {
    for (const state of states) await rm(datasetFile(dir, state.spec.name, 'json'), { force: true })
  }
  return { files }
}

/**
 * Renders the report once and writes report.md now, to go into the artifact; the job summary adds
 * the artifact, and report.md itself to the files, once they are known.
 */
async function writeReport(
  input: ReportInput,
  settings: ReportSettings,
  { dir, files }: { dir: string; files: string[] },
  log: RunLog
) {
  const report = renderSections(input, settings)
  const charts = await writeChartFiles(dir, chartsOf(input))
  for (const chart of charts) {
    const path = join(dir, chart.file)
    files.push(path)
    log.info(`Wrote ${path}`)
  }
  const reportPath = reportFile(dir)
  // Only report.md links the pictures: it sits beside them, the job summary and the issue do not.
  await writeFile(reportPath, report.markdown({ exportDir: dir, files, charts }))
  files.push(reportPath)
  return { report, reportPath }
}

/**
 * Everything the outputs need from the rows, counted now: the rows are freed before the upload (the
 * files hold them), so the export's peak is not the rows and the upload's buffers together.
 */
function countAndRelease(states: DatasetState[]): RowOutputs {
  const meta = (name: string) => states.find(s => s.spec.name === name && wasFetched(s))
  const totals = meta('views')?.meta.totals as Counts | undefined
  const counted = {
    totalViews: totals?.total,
    humanViews: totals?.human,
    aiViews: totals?.ai,
    pageCount: meta('views')?.rows.size,
    searchesTotal: meta('searches')?.meta.totalSearches as number | undefined,
    feedbackCount: meta('feedback')?.rows.size,
    ...assistantCounts(meta('assistant'))
  }
  for (const state of states) state.rows.release()
  return counted
}

/** The assistant's outputs: rows are turns, and a conversation is one id however many turns it has. */
function assistantCounts(state: DatasetState | undefined) {
  if (!state) return {}
  const turns = [...state.rows.sorted()] as AssistantRow[]
  return { assistantConversations: conversationsOf(turns), assistantTurns: turns.length }
}
