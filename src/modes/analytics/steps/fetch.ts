import type { DocsApiClient } from '../../../kernel/api/client.js'
import type { AnalyticsInputs } from '../input-types.js'
import { forLog } from '../../../kernel/outside.js'
import type { RunLog } from '../../../kernel/run/run.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import type { DateRange, PreviousPeriod } from '../datasets/model.js'
import { exportDatasets, type ExportStop } from '../fetch/export.js'
import { integrityIssues, integrityMessage, totalsNotes, TOTALS_NOTE } from '../fetch/integrity.js'
import type { DatasetState } from '../fetch/pager.js'
import { fetchReportExtras, type ReportExtras, type ReportExtrasOptions } from '../fetch/report-extras.js'
import { RequestLedger } from '../fetch/request-ledger.js'

// The export's requests: the datasets first, then the report's extras with what is left.

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
export async function fetchDatasets(
  inputs: AnalyticsInputs,
  client: DocsApiClient,
  { budget: runBudget, log }: { budget: RunBudget; log: RunLog },
  states: DatasetState[],
  range: DateRange
): Promise<Fetched> {
  const ledger = new RequestLedger({
    client,
    projectId: inputs.projectId,
    time: runBudget,
    maxRequests: inputs.maxRequests,
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
export async function fetchExtras(
  inputs: AnalyticsInputs,
  get: RequestLedger['get'],
  range: DateRange,
  datasets: AnalyticsInputs['datasets'],
  complete: boolean,
  days: Pick<ReportExtrasOptions, 'source' | 'earlierDays'>,
  log: RunLog
): Promise<ReportExtras> {
  let options: AnalyticsInputs = inputs
  // No log group for nothing: a group with no line in it is noise in the log.
  if (!inputs.daily && inputs.compare === 'none' && !inputs.previousExport) return { files: [] }
  if (!complete) {
    if (!inputs.previousExport) return { files: [] }
    options = { ...inputs, daily: false, compare: 'none', comparePages: false }
  }
  return log.group('Fetching the report extras', () =>
    fetchReportExtras(
      get,
      range,
      datasets,
      { ...options, ...days, outputDir: inputs.outputDir, formats: inputs.formats },
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
export function warnPartialComparison(previous: PreviousPeriod | undefined, log: RunLog): void {
  const why = previous?.pagesPartial
  if (!why) return
  const message =
    `The comparison with the previous period's pages (\`compare-pages\`) is partial: ${why} ` +
    'The datasets are whole; the pages that gained and lost most compare with the pages fetched. Run the export again for a whole comparison, or set `compare-pages: false`.'
  log.warning(forLog(message, 4000))
}
