import type { DateRange } from '../datasets/model.js'
import { cohortsOf, readCohortPeriods, type LoopJobs } from './cohorts.js'
import type {
  HistoryIndex,
  HistoryStore,
  HistoryView,
  PeriodChecks,
  PeriodGaps,
  PeriodSummary
} from './model.js'
import { readTrendPeriods, trendsOf } from './trends.js'

// What the report draws from the history: the trends over the last TREND_PERIODS periods and the
// cohorts of the last COHORT_PERIODS, this run's period included before it is written (the report is
// rendered first).

/** This run's period as the history will hold it. */
export interface CurrentPeriod {
  range: DateRange
  summary?: PeriodSummary
  gaps?: PeriodGaps
  checks?: PeriodChecks
  loop?: LoopJobs
}

export async function readHistoryView(
  store: Pick<HistoryStore, 'where' | 'read' | 'readIndex'>,
  current?: CurrentPeriod,
  /** Job id → pull request, as this run followed them. */
  knownPullRequests: ReadonlyMap<string, string> = new Map(),
  /** The index, when the caller read it already. */
  read?: HistoryIndex
): Promise<HistoryView> {
  const index = read ?? (await store.readIndex())
  const [trendPeriods, cohortPeriods] = await Promise.all([
    readTrendPeriods(store, index, current?.summary ?? (current ? emptySummary(current.range) : undefined)),
    readCohortPeriods(store, index, current)
  ])
  return {
    where: store.where,
    periods: trendPeriods.flatMap(p => (p.summary ? [p.summary] : [])),
    trends: trendsOf(trendPeriods),
    cohorts: cohortsOf(cohortPeriods, knownPullRequests)
  }
}

/** A period with no dataset read: every point of it undefined. */
const emptySummary = (range: DateRange): PeriodSummary => ({
  version: 1,
  dateFrom: range.dateFrom,
  dateTo: range.dateTo,
  complete: false
})
