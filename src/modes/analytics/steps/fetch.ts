import type { DocsApiClient } from '../../../kernel/api/client.js'
import type { ExportFormat, GapsRunOptions, ReportOptions } from '../input-types.js'
import { forLog } from '../../../kernel/safe-text.js'
import type { RunLog } from '../../../kernel/run/run.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { DatasetName, DateRange, PreviousPeriod } from '../datasets/model.js'
import { exportDatasets, type ExportStop } from '../fetch/export.js'
import { integrityIssues, integrityMessage, totalsNotes, TOTALS_NOTE } from '../fetch/integrity.js'
import type { DatasetState } from '../fetch/pager.js'
import { fetchReportExtras, type ReportExtras, type ReportExtrasOptions } from '../fetch/report-extras.js'
import { RequestLedger } from '../fetch/request-ledger.js'
import { gapsPhase, type GapsPhase } from '../gaps/run.js'
import type { Started } from './start.js'

// The export's requests: the datasets first, then the report's extras with what is left, then the
// docs-gap loop's.

export interface FetchOptions {
  projectId: string
  /** Undefined: no limit but the API's. */
  maxRequests?: number
  /** The report's extras, and where their files go. */
  extras: ReportOptions & { outputDir: string; formats: ExportFormat[] }
  /** The docs-gap loop, when `gaps: true`. */
  gaps?: GapsRunOptions
}

/** What the export fetched, and whether the run was cancelled meanwhile. */
export interface FetchedExport {
  fetched: Fetched
  extras: ReportExtras
  gaps?: GapsPhase
  cancelled: boolean
}

/** The export's second step: every request it makes, within `max-requests` and the run's time. */
export async function fetchExport(
  options: FetchOptions,
  started: Started,
  client: DocsApiClient,
  run: { budget: RunBudget; log: RunLog; gate: PublicationGate }
): Promise<FetchedExport> {
  const { range, states } = started
  const fetched = await fetchDatasets(options, client, run, states, range)
  const { ledger, complete } = fetched
  const datasets = states.map(s => s.spec.name)
  const days = { source: started.source, earlierDays: started.earlierDays }
  const extras = await fetchExtras(options.extras, ledger.get, range, datasets, complete, days, run.log)
  warnPartialComparison(extras.previous, run.log)
  // Cancelled while the extras ran: the files are still written and the report says so, but nothing
  // more is sent anywhere (no artifact upload), and the step fails as cancelled.
  const cancelled = run.budget.cancel.aborted
  const stopped = fetched.stop !== undefined || cancelled
  const gaps = options.gaps
    ? await gapsPhase(
        options.gaps,
        client,
        { states, ledger, range, stopped, complete: complete && !stopped },
        run
      )
    : undefined
  return { fetched, extras, gaps, cancelled }
}

export interface Fetched {
  ledger: RequestLedger
  /** Why the export stopped early: it leaves a checkpoint. */
  stop?: ExportStop
  /** Why the export is not complete: a stop, or rows that failed the integrity checks. */
  incomplete?: { message: string }
  complete: boolean
  /** Where the rows differ from the site-wide totals: reported, not a failure. */
  totalsNotes: string[]
}

/** Fetches every dataset within `max-requests` and the run's time, and checks the rows. */
async function fetchDatasets(
  { projectId, maxRequests }: Pick<FetchOptions, 'projectId' | 'maxRequests'>,
  client: DocsApiClient,
  { budget: runBudget, log }: { budget: RunBudget; log: RunLog },
  states: DatasetState[],
  range: DateRange
): Promise<Fetched> {
  const ledger = new RequestLedger({
    client,
    projectId,
    time: runBudget,
    maxRequests,
    log
  })
  const ctx = { ledger, range, log, held: { chars: 0 } }
  // Every group holds at least one line: an empty group is noise in the log.
  const stop: ExportStop | undefined = await log.group('Fetching analytics', () => {
    log.info(`Fetching ${states.map(s => s.spec.name).join(', ')}.`)
    return exportDatasets(states, ctx)
  })
  // The rows are checked against each other, `hasMore` and `totalSearches`: a failed check is no stop
  // (nothing to resume), but the export is not complete.
  const issues = integrityIssues(states)
  const incomplete = stop
    ? { ...stop, message: issues.length ? `${stop.message} ${integrityMessage(states)}` : stop.message }
    : issues.length
      ? { message: integrityMessage(states) }
      : undefined
  const notes = totalsNotes(states)
  for (const note of notes) log.info(`${note} ${TOTALS_NOTE}`)
  log.info(
    `Spent ${ledger.requests} request(s)${ledger.rejected ? ` (${ledger.rejected} refused by the rate limit)` : ''}: ` +
      states.map(s => `${s.spec.name} ${s.requests}`).join(', ')
  )
  if (incomplete) log.warning(forLog(incomplete.message, 4000))
  return { ledger, stop, incomplete, complete: incomplete === undefined, totalsNotes: notes }
}

/**
 * The report's daily trend and previous period. After an incomplete export only the free part runs
 * (reading `previous-export`): the requests are spent, and the next run resumes the datasets first.
 */
async function fetchExtras(
  asked: FetchOptions['extras'],
  get: RequestLedger['get'],
  range: DateRange,
  datasets: DatasetName[],
  complete: boolean,
  days: Pick<ReportExtrasOptions, 'source' | 'earlierDays'>,
  log: RunLog
): Promise<ReportExtras> {
  let options = asked
  // No log group for nothing: a group with no line in it is noise in the log.
  if (!asked.daily && asked.compare === 'none' && !asked.previousExport) return { files: [] }
  if (!complete) {
    if (!asked.previousExport) return { files: [] }
    options = { ...asked, daily: false, compare: 'none', comparePages: false }
  }
  return log.group('Fetching the report extras', () =>
    fetchReportExtras(
      get,
      range,
      datasets,
      { ...options, ...days },
      // Messages may quote a file's or the API's text: one line each, redacted.
      { info: m => log.info(forLog(m, 2000)), warning: m => log.warning(forLog(m, 2000)) }
    )
  )
}

/**
 * A previous period whose per-page views lost rows (`compare-pages`: a row seen twice, a page that
 * promised more) leaves the report's comparison partial. The datasets are whole, so the export stays
 * complete: the log says so here and the report says it beside the comparison.
 */
function warnPartialComparison(previous: PreviousPeriod | undefined, log: RunLog): void {
  const why = previous?.pagesPartial
  if (!why) return
  const message =
    `The comparison with the previous period's pages (\`compare-pages\`) is partial: ${why} ` +
    'The datasets are whole; the pages that gained and lost most compare with the pages fetched. Run the export again for a whole comparison, or set `compare-pages: false`.'
  log.warning(forLog(message, 4000))
}
