import { z } from 'zod'
import type { DateRange } from '../datasets/model.js'
import { periodFolder } from '../gaps/dir-store.js'
import {
  COHORT_PERIODS,
  periodChecksSchema,
  periodGapsSchema,
  type CohortRow,
  type HistoryIndex,
  type HistoryStore,
  type PeriodChecks,
  type PeriodGaps
} from './model.js'
import { lastPeriods, readPeriodFiles } from './trends.js'

// The loop as cohorts: each period's gaps, followed through every later period's checks (checks.json).
// A period's cohort is the gaps the loop sent to the agent that period; a period whose loop sent none
// (no agent job, or `gaps-agent` off) follows its top COHORT_GAPS gaps instead, the ones the loop's
// state keeps for its own proof. Only query gaps (`q-…`): a page gap is a path, which no search can
// find or miss. A gap found once counts as found at every later check (it is not searched again).

/** A period without sent gaps follows this many of its top gaps (the loop's state keeps as many). */
export const COHORT_GAPS = 20

/** The keys a period's cohort follows, best-ranked first. */
export function cohortKeys(gaps: PeriodGaps | undefined): string[] {
  const queries = [...(gaps?.gaps ?? [])].filter(g => g.key.startsWith('q-')).sort((a, b) => a.rank - b.rank)
  const sent = queries.filter(g => g.sent)
  return (sent.length > 0 ? sent : queries.slice(0, COHORT_GAPS)).map(g => g.key)
}

const jobSchema = z.object({ id: z.string().min(1).max(200), prLink: z.string().max(2000).optional() })
/** What the cohorts read of loop.json (gaps/dir-memory.ts writes it): the job, and the one before. */
export const loopJobsSchema = z
  .object({ job: jobSchema.passthrough().optional(), previousJob: jobSchema.passthrough().optional() })
  .passthrough()
export type LoopJobs = z.infer<typeof loopJobsSchema>

/** One stored period's files the cohorts read. */
export interface CohortPeriod {
  range: DateRange
  gaps?: PeriodGaps
  checks?: PeriodChecks
  loop?: LoopJobs
}

/** The last COHORT_PERIODS periods' gaps, checks and loop files, oldest first (3 small files each). */
export async function readCohortPeriods(
  store: Pick<HistoryStore, 'read'>,
  index: HistoryIndex | undefined,
  current?: { range: DateRange; gaps?: PeriodGaps; checks?: PeriodChecks; loop?: LoopJobs }
): Promise<CohortPeriod[]> {
  const same = (p: DateRange) =>
    current !== undefined && p.dateFrom === current.range.dateFrom && p.dateTo === current.range.dateTo
  const held = lastPeriods(index, COHORT_PERIODS + 1)
    .filter(p => !same(p) && (!current || p.dateFrom < current.range.dateFrom))
    .slice(-(current ? COHORT_PERIODS - 1 : COHORT_PERIODS))
  const ranges = held.map(p => ({ dateFrom: p.dateFrom, dateTo: p.dateTo }))
  const [gaps, checks, loops] = await Promise.all([
    readPeriodFiles(store, ranges, 'gaps.json', periodGapsSchema),
    readPeriodFiles(store, ranges, 'checks.json', periodChecksSchema),
    readPeriodFiles(store, ranges, 'loop.json', loopJobsSchema)
  ])
  const periods: CohortPeriod[] = ranges.map((range, i) => ({
    range,
    gaps: gaps[i],
    checks: checks[i],
    loop: loops[i]
  }))
  if (current) periods.push(current)
  return periods
}

/** Each job's pull request, as any loop.json (its own, or the next period's `previousJob`) names it. */
function pullRequests(
  periods: readonly CohortPeriod[],
  known: ReadonlyMap<string, string>
): Map<string, string> {
  const links = new Map(known)
  for (const p of periods)
    for (const job of [p.loop?.job, p.loop?.previousJob])
      if (job?.prLink && !links.has(job.id)) links.set(job.id, job.prLink)
  return links
}

/**
 * One row per period, oldest first: its cohort's size, its job (and pull request), and one cell per
 * later period's check, the share found by then. `knownPullRequests`: job id → pull request, as this
 * run followed them (the loop reads last period's job).
 */
export function cohortsOf(
  periods: readonly CohortPeriod[],
  knownPullRequests: ReadonlyMap<string, string> = new Map()
): CohortRow[] {
  const links = pullRequests(periods, knownPullRequests)
  return periods.map((period, at) => {
    const folder = periodFolder(period.range)
    const keys = new Set(cohortKeys(period.gaps))
    const found = new Set<string>()
    const checked = new Set<string>()
    const cells: CohortRow['checks'][number][] = []
    for (const later of periods.slice(at + 1)) {
      if (!later.checks) continue
      const results = later.checks.results.filter(r => r.period === folder && keys.has(r.key))
      for (const r of results) {
        checked.add(r.key)
        if (r.found) found.add(r.key)
      }
      cells.push({ period: periodFolder(later.range), found: found.size, checked: checked.size })
    }
    const job = period.loop?.job
    const prLink = job ? links.get(job.id) : undefined
    return {
      period: folder,
      gaps: keys.size,
      ...(job ? { job: { id: job.id, ...(prLink ? { prLink } : {}) } } : {}),
      checks: cells
    }
  })
}
