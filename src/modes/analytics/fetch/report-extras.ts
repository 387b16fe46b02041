import type { ExportFormat, ReportOptions } from '../input-types.js'
import { errorMessage } from '../../../kernel/error-message.js'
import { daysOf, previousRange } from '../../../kernel/time/dates.js'
import type { DailyPoint, DatasetName, DateRange, PreviousPeriod } from '../datasets/model.js'
import { writeDailyFiles, type DailySource } from '../files/daily-files.js'
import type { ReusableDays } from '../files/previous-daily.js'
import { PreviousExportError, readPreviousExport } from '../files/previous-export.js'
import { dailyCost, fetchDaily, reusedDays } from './daily.js'
import { DATASETS_WITH_TOTALS, fetchPageCounts, fetchPreviousPeriod } from './previous-period.js'
import type { AnalyticsGet } from './request-ledger.js'

// The report's extra data, fetched after the datasets: the daily trend, the previous period's totals
// and its per-page views. Each part costs requests only when its input asks, says what it will cost
// before it starts, and is all or nothing: a part cut short (`max-requests`, a rate limit, the
// deadline) is left out rather than shown half-fetched, and the parts after it are not started.

export interface ReportExtrasOptions extends ReportOptions {
  outputDir: string
  formats: readonly ExportFormat[]
  /** Whose days the daily files hold (written into daily.json). */
  source: DailySource
  /** The days an earlier export gives (`previous-export`), read before the first request. */
  earlierDays?: ReusableDays
}

export interface ReportExtras {
  daily?: DailyPoint[]
  /** Set when the trend holds fewer days than the range: what it covers. */
  dailyNote?: string
  previous?: PreviousPeriod
  /** daily.csv / daily.json, when written. */
  files: string[]
  /** The error that stopped a part (from `get`: `max-requests`, rate limit, deadline...), for the caller to report. */
  stoppedBy?: unknown
}

export interface ExtrasLog {
  info(message: string): void
  warning(message: string): void
}

const withTotals = (datasets: readonly DatasetName[]) =>
  datasets.filter(d => DATASETS_WITH_TOTALS.includes(d))

/** What the extras will cost in requests, as far as it is known before they start. */
export function extrasCost(
  range: DateRange,
  datasets: readonly DatasetName[],
  options: ReportOptions,
  earlierDays?: ReusableDays
): number {
  const daily = options.daily
    ? dailyCost(range, { visitors: datasets.includes('visitors'), known: earlierDays?.days })
    : 0
  const compare = options.compare === 'previous-period' ? withTotals(datasets).length : 0
  return daily + compare
}

/** The extras' cost for the run's plan, with each part named. */
export function extrasPlan(
  range: DateRange,
  datasets: readonly DatasetName[],
  options: ReportOptions,
  earlierDays?: ReusableDays
): { extras: number; parts: string[] } {
  const parts: string[] = []
  if (options.daily) {
    const daily = { visitors: datasets.includes('visitors'), known: earlierDays?.days }
    const reused = reusedDays(range, daily)
    const from =
      reused > 0 ? ` (${reused} of ${daysOf(range).length} days reused from ${earlierDays?.file})` : ''
    parts.push(`\`daily\`: ${dailyCost(range, daily)}${from}`)
  }
  if (options.compare === 'previous-period') parts.push(`\`compare\`: ${withTotals(datasets).length}`)
  // Per-page views of the previous period: at least one page, unless a previous export gives them.
  const pages = options.comparePages && options.compare === 'previous-period' && !options.previousExport
  if (pages) parts.push('`compare-pages`: at least 1')
  return { extras: extrasCost(range, datasets, options, earlierDays) + (pages ? 1 : 0), parts }
}

const sameRange = (a: DateRange, b: DateRange) => a.dateFrom === b.dateFrom && a.dateTo === b.dateTo

/**
 * Fetches (or reads) the parts the options ask for, in order: the daily trend, the previous period's
 * totals, then its per-page views from `previous-export` or the API.
 */
export async function fetchReportExtras(
  get: AnalyticsGet,
  range: DateRange,
  datasets: readonly DatasetName[],
  options: ReportExtrasOptions,
  log: ExtrasLog
): Promise<ReportExtras> {
  const extras: ReportExtras = { files: [] }
  const part = partRunner(extras, log)
  if (options.daily) await dailyTrend(get, range, datasets, options, log, extras, part)
  if (options.compare === 'previous-period') {
    log.info(`compare: ${withTotals(datasets).length} request(s) for the previous period's totals`)
    extras.previous = await part('the previous period', () => fetchPreviousPeriod(get, range, datasets))
  }
  if (options.previousExport) {
    try {
      await usePreviousExport(options.previousExport, range, options, extras, log)
    } catch (error) {
      log.warning(`previous-export is not used: ${errorMessage(error)}`)
    }
  } else if (options.comparePages && extras.previous) {
    const previous = extras.previous
    log.info('compare-pages: ceil(pages / 250) request(s) for the previous period per page')
    const fetched = await part('the previous per-page views', () =>
      fetchPageCounts(get, previous.range, { debug: () => undefined, ...log })
    )
    if (fetched) previous.pages = fetched.pages
    if (fetched?.partial) previous.pagesPartial = fetched.partial
  }
  return extras
}

/** Runs one part of the extras; undefined once a part was cut short (it and the parts after it are left out). */
type PartRunner = <T>(what: string, run: () => Promise<T>) => Promise<T | undefined>

function partRunner(extras: ReportExtras, log: ExtrasLog): PartRunner {
  return async (what, run) => {
    if (extras.stoppedBy !== undefined) return undefined
    try {
      return await run()
    } catch (error) {
      extras.stoppedBy = error
      const why = errorMessage(error)
      log.warning(`The report goes on without ${what}: ${why}`)
      return undefined
    }
  }
}

/** The daily trend and its files. The days fetched before a stop are kept, as the export keeps its rows. */
async function dailyTrend(
  get: AnalyticsGet,
  range: DateRange,
  datasets: readonly DatasetName[],
  options: ReportExtrasOptions,
  log: ExtrasLog,
  extras: ReportExtras,
  part: PartRunner
): Promise<void> {
  const daily = { visitors: datasets.includes('visitors'), known: options.earlierDays?.days }
  const reused = reusedDays(range, daily)
  log.info(
    `daily: ${dailyCost(range, daily)} request(s), one per day${daily.visitors ? ' for views and visitors' : ''}` +
      (reused > 0
        ? `; ${reused} day(s) reused from ${options.earlierDays?.file}, which had ended when it was written`
        : '')
  )
  const points: DailyPoint[] = []
  const days = daysOf(range).length
  await part('the rest of the daily trend', () => fetchDaily(get, range, daily, points))
  if (points.length < days)
    extras.dailyNote = `The trend stops after ${points.length} of ${days} days: the rest were not fetched.`
  if (points.length === 0) return
  extras.daily = points
  try {
    extras.files = await writeDailyFiles(
      options.outputDir,
      options.formats,
      range,
      points,
      undefined,
      options.source
    )
  } catch (error) {
    log.warning(`The daily files were not written: ${errorMessage(error)}`)
  }
}

/**
 * `previous-export`: the previous period's per-page views when its totals were fetched, else the
 * previous period itself (its totals too). Throws when the file cannot be used.
 */
async function usePreviousExport(
  path: string,
  range: DateRange,
  options: ReportExtrasOptions,
  extras: ReportExtras,
  log: ExtrasLog
): Promise<void> {
  const exported = await readPreviousExport(path)
  if (exported.skipped > 0)
    log.warning(`${exported.skipped} row(s) of ${exported.files[0]} did not parse and were skipped`)
  const usedForDays = (options.earlierDays?.days.size ?? 0) > 0
  if (extras.previous && usedForDays && !sameRange(exported.range, extras.previous.range)) {
    log.info(
      `previous-export gave the daily trend its earlier days; it covers ${exported.range.dateFrom} to ${exported.range.dateTo}, not the previous period, so its pages are not compared.`
    )
  } else if (extras.previous) {
    extras.previous.pages = exported.pages
    if (!sameRange(exported.range, extras.previous.range)) {
      log.warning(
        `previous-export covers ${exported.range.dateFrom} to ${exported.range.dateTo}, not the previous period ${extras.previous.range.dateFrom} to ${extras.previous.range.dateTo}: gainers and losers compare with the export's range`
      )
    }
  } else {
    // The export's own totals give the comparison for free, but only of like with like: the same
    // length, ending where this range starts. Another period would make a headline of nothing.
    const expected = previousRange(range)
    if (!sameRange(exported.range, expected) && usedForDays) {
      log.info(
        `previous-export gave the daily trend its earlier days; it covers ${exported.range.dateFrom} to ${exported.range.dateTo}, not the period just before this range, so the headline is not compared with it.`
      )
      return
    }
    if (!sameRange(exported.range, expected)) {
      throw new PreviousExportError(
        `it covers ${exported.range.dateFrom || '?'} to ${exported.range.dateTo || '?'}, not the period just before this range (${expected.dateFrom} to ${expected.dateTo}, as long as it): the headline compares like with like only. Use that period's export, or \`compare: previous-period\` to fetch its totals`
      )
    }
    const { files: _files, skipped: _skipped, ...previous } = exported
    extras.previous = previous
  }
  log.info(`Read the previous export from ${exported.files.join(', ')}: ${exported.pages?.size ?? 0} page(s)`)
}
