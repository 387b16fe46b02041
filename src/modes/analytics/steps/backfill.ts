import type { DocsApiClient } from '../../../kernel/api/client.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { Run, RunLog } from '../../../kernel/run/run.js'
import type { AnalyticsInputs } from '../input-types.js'
import { historyPeriodOf, openHistories, type HistoryStepOptions } from './history.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import type { DateRange } from '../datasets/model.js'
import { beginExport, type Started, type StartOptions } from './start.js'
import { fetchExport, type FetchedExport, type FetchOptions } from './fetch.js'
import { backfillRuns, budgetPerRun, requestsOfExport } from '../history/backfill-formula.js'
import {
  backfillCursor,
  cursorAfter,
  heldPeriods,
  periodsThisRun,
  type BackfillSpan
} from '../history/backfill-plan.js'
import { backfillWrite, type BackfillWriteContext, type FetchedPeriod } from '../history/backfill-write.js'
import type { BackfillCursor, HistoryIndex, HistoryStore } from '../history/model.js'

// The backfill (`history-backfill`): after the run's own period is fetched whole, written to the
// history and published, with the requests it left: earlier periods of the same length, newest first,
// each fetched by the export's own steps for its range and written to the history as soon as it is
// whole (with the cursor in the same write), so a cancelled or timed-out run loses no period it
// finished. Each period's rows are dropped before the next one is fetched. An own export that stopped
// early leaves nothing for earlier periods: the next run resumes it first.

export interface BackfillOptions {
  readonly span: BackfillSpan
  /** The run's own period: the backfill steps back from it, in periods of its length. */
  readonly own: DateRange
  /** The run's own start and fetch options: the backfill fetches the same datasets the same way. */
  readonly start: StartOptions
  readonly fetch: FetchOptions
  readonly maxRequests?: number
  /** What the run's own period spent: the backfill has the rest of the run's budget. */
  readonly ownSpent: number
  /** What one period costs, as the run's own period measured it (see requestsOfExport). */
  readonly perPeriod: number
}

export interface BackfillContext extends BackfillWriteContext {
  readonly store: HistoryStore
  /** A fetched period's files, as the run's own period writes them. */
  readonly periodFiles: (started: Started, fetched: FetchedExport) => FetchedPeriod['files']
  readonly client: DocsApiClient
  readonly run: { budget: RunBudget; log: RunLog; gate: PublicationGate }
}

/** What the backfill did in this run. */
export interface BackfillResult {
  readonly written: DateRange[]
  readonly requests: number
  readonly remaining: number
  readonly stopped?: string
}

/** Fills earlier periods within the budget left; returns what it wrote. */
export async function backfillHistory(
  options: BackfillOptions,
  context: BackfillContext
): Promise<BackfillResult> {
  const { log } = context.run
  const index = await context.store.readIndex()
  const { cursor, started } = backfillCursor(index, options.own, options.span)
  if (!started && cursor.remaining.length === 0 && index?.backfill?.remaining.length === 0) {
    log.debug(`History backfill to ${cursor.until}: done in an earlier run.`)
    return { written: [], requests: 0, remaining: 0 }
  }
  const budget = budgetPerRun(options.maxRequests)
  const left = Math.max(0, budget - options.ownSpent)
  const planned = periodsThisRun(cursor, heldPeriods(index), options.perPeriod, left)
  log.info(planLine(options, cursor, planned.length, left, budget))
  if (planned.length === 0) {
    const changed = cursorChanged(index, cursor)
    if (changed) await context.store.write(backfillWrite(context, cursor))
    return done(cursor, [], 0, log, changed)
  }
  return log.group('History backfill', () => fetchPeriods(options, context, cursor, planned, left))
}

async function fetchPeriods(
  options: BackfillOptions,
  context: BackfillContext,
  first: BackfillCursor,
  planned: readonly DateRange[],
  budget: number
): Promise<BackfillResult> {
  const { log } = context.run
  let cursor = first
  let left = budget
  let estimate = options.perPeriod
  const written: DateRange[] = []
  for (const period of planned) {
    if (left < estimate) {
      log.info(
        `${Label(period)} is left for the next run: ${left} request(s) are left, one period takes about ${estimate}.`
      )
      break
    }
    const fetched = await fetchPeriod(options, context, period, left)
    const spent = fetched ? fetched.fetched.ledger.requests : 0
    left -= spent
    estimate = Math.max(estimate, spent)
    if (!fetched || fetched.cancelled || fetched.fetched.stop) {
      const why =
        fetched?.fetched.stop?.message ?? (fetched?.cancelled ? 'the run was cancelled' : 'its start failed')
      log.warning(
        `The backfill of ${label(period)} stopped before it was whole (${why}); the next run fetches it again.`
      )
      return { ...done(cursor, written, budget - left, log, false), stopped: why }
    }
    cursor = cursorAfter(cursor, period)
    const files = context.periodFiles(fetched.started, fetched)
    const whole = { range: period, complete: fetched.fetched.complete, files }
    await context.store.write(backfillWrite(context, cursor, whole))
    written.push(period)
    log.info(
      `${Label(period)}: written to the history (${spent} request(s)); ${cursor.remaining.length} period(s) left.`
    )
  }
  return done(cursor, written, budget - left, log, written.length > 0)
}

/** One period fetched by the export's steps; undefined when its start refused (nothing was sent). */
async function fetchPeriod(
  options: BackfillOptions,
  context: BackfillContext,
  period: DateRange,
  left: number
): Promise<(FetchedExport & { started: Started }) | undefined> {
  const { log } = context.run
  const start: StartOptions = {
    ...options.start,
    ...period,
    dateInputs: { from: period.dateFrom, to: period.dateTo },
    resumeFrom: undefined,
    daily: false,
    compare: 'none',
    comparePages: false,
    previousExport: undefined,
    maxRequests: left,
    gaps: false
  }
  const started = await beginExport(start, log)
  if ('error' in started) {
    log.warning(started.error)
    return undefined
  }
  const extras = {
    ...options.fetch.extras,
    daily: false,
    compare: 'none' as const,
    comparePages: false,
    previousExport: undefined
  }
  const fetch: FetchOptions = { ...options.fetch, maxRequests: left, extras, gaps: undefined }
  const fetched = await fetchExport(fetch, started, context.client, context.run)
  return { ...fetched, started }
}

function done(
  cursor: BackfillCursor,
  written: DateRange[],
  requests: number,
  log: RunLog,
  changed: boolean
): BackfillResult {
  const remaining = cursor.remaining.length
  // Said once: by the run that empties the cursor. Later runs find it empty and say nothing.
  if (changed && remaining === 0)
    log.info(
      `History backfill done: the history holds every period back to ${cursor.until}. \`history-backfill\` (and any hourly schedule for it) can be removed.`
    )
  return { written, requests, remaining }
}

function planLine(
  options: BackfillOptions,
  cursor: BackfillCursor,
  count: number,
  left: number,
  budget: number
): string {
  const periods = cursor.remaining.length
  const runs = backfillRuns({ periods, perPeriod: options.perPeriod, ownPerRun: options.ownSpent, budget })
  const more = Number.isFinite(runs) ? `${runs} run(s) in all at this rate` : 'no run has room for one'
  return (
    `History backfill to ${cursor.until} (\`history-backfill: ${options.span.text}\`): ${periods} period(s) to fetch, ` +
    `about ${options.perPeriod} request(s) each; ${left} of the run's ${budget} request(s) are left after its own period, ` +
    `so this run fetches ${count} (${more}).`
  )
}

function cursorChanged(index: HistoryIndex | undefined, cursor: BackfillCursor): boolean {
  return JSON.stringify(index?.backfill) !== JSON.stringify(cursor)
}

const label = (period: DateRange) => `the period ${period.dateFrom} to ${period.dateTo}`
const Label = (period: DateRange) => `The period ${period.dateFrom} to ${period.dateTo}`

export interface BackfillStep {
  readonly start: StartOptions
  readonly fetch: FetchOptions
  readonly history: HistoryStepOptions
  readonly started: Started
  readonly fetched: FetchedExport
}

/** Runs the backfill when `history-backfill` asks for one and the run's own period is whole. */
export async function backfillStep(
  run: Run & { gate: PublicationGate },
  inputs: AnalyticsInputs,
  client: DocsApiClient,
  step: BackfillStep
): Promise<BackfillResult | undefined> {
  const span = inputs.historyBackfill
  if (!span || run.budget.cancel.aborted) return undefined
  const { fetched, started } = step
  if (fetched.cancelled || !fetched.fetched.complete) {
    run.log.info('History backfill: not in this run, whose own period is not whole.')
    return undefined
  }
  // With both a branch and a folder, the branch is the history people share: the backfill fills it.
  const store = (await openHistories(step.history, run)).at(-1)
  if (!store) return undefined
  const periodFiles = (started: Started, fetched: FetchedExport): FetchedPeriod['files'] =>
    historyPeriodOf(step.history, started, fetched, run.gate)?.files ?? new Map()
  return backfillHistory(
    {
      span,
      own: started.range,
      start: step.start,
      fetch: step.fetch,
      maxRequests: inputs.maxRequests,
      ownSpent: fetched.fetched.ledger.requests,
      perPeriod: requestsOfExport(started.states, inputs.resumeFrom !== undefined)
    },
    { store, periodFiles, client, run, project: inputs.projectId }
  )
}
