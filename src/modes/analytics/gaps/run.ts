import type { DocsApiClient } from '../../../kernel/api/client.js'
import type { RunLog } from '../../../kernel/run/run.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import type { OpenedIssue } from '../report-issue.js'
import { runPeriodCycle, type PeriodCycle } from './period-cycle.js'
import { issueMemory } from './issue-memory.js'
import type { GapsRunOptions } from '../input-types.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { ReaderText } from '../../../kernel/publish/reader-text.js'
import type { AssistantRow, DateRange, FeedbackByPageRow, FeedbackRow, SearchRow } from '../datasets/model.js'
import type { DatasetState } from '../fetch/pager.js'
import type { RequestLedger } from '../fetch/request-ledger.js'
import type { GapsReport } from '../report/gaps.js'
import { writeGapFiles } from './files.js'
import { findGaps, type GapRows } from './find.js'
import { fetchTranscripts, MAX_THREADS, type FoundGaps } from './threads.js'

// The gaps of a run: found in the fetched rows, the top questions' transcripts fetched with the
// requests left, written to gaps.json and gaps.csv.

export type { FoundGaps }

/** The plan's line: what the transcripts may cost, counted before the first request. */
export function gapsPlanLine(maxRequests: number | undefined): string {
  const cap = maxRequests === undefined ? '' : ', within what `max-requests` leaves'
  return `The gaps add at most ${MAX_THREADS} request(s) for the top unanswered questions' transcripts, last${cap}.`
}

function rowsOf(states: readonly DatasetState[]): GapRows {
  const rows = (name: string) => {
    const state = states.find(s => s.spec.name === name)
    return state ? [...state.rows.sorted()] : undefined
  }
  return {
    searches: rows('searches') as SearchRow[] | undefined,
    assistant: rows('assistant') as AssistantRow[] | undefined,
    feedback: rows('feedback') as FeedbackRow[] | undefined,
    feedbackByPage: rows('feedback-by-page') as FeedbackByPageRow[] | undefined
  }
}

export async function findRunGaps(
  options: GapsRunOptions,
  states: readonly DatasetState[],
  ledger: RequestLedger,
  range: DateRange,
  stopped: boolean,
  { log, gate }: { log: RunLog; gate: PublicationGate }
): Promise<FoundGaps> {
  const gaps = findGaps(rowsOf(states))
  const left = stopped
    ? 0
    : options.maxRequests === undefined
      ? undefined
      : options.maxRequests - ledger.requests
  const threads = await fetchTranscripts(gaps, ledger, left)
  log.info(
    `Found ${gaps.length} gap(s); fetched ${threads.fetched} of ${threads.wanted} transcript(s).${threads.note ? ` ${threads.note}` : ''}`
  )
  const files = await writeGapFiles(options.outputDir, range, gaps, gate)
  return { gaps, threads, files }
}

/** The report's part of the gaps, its reader text as found: the report's gate lets it out. */
export function gapsReportOf(
  found: FoundGaps,
  cycle: Partial<GapsReport<ReaderText>> = {}
): GapsReport<ReaderText> {
  return { ...cycle, gaps: found.gaps, threads: found.threads }
}

export interface GapsPhase {
  found: FoundGaps
  cycle: PeriodCycle
  opened?: OpenedIssue
}

/**
 * The gaps (with `gaps: true`), then the period-to-period cycle: the report issue is read first (its sealed state is the cycle's memory),
 * then last period's job and gaps are followed and this period's job is asked for.
 */
export async function gapsPhase(
  options: GapsRunOptions,
  client: DocsApiClient,
  fetched: {
    states: readonly DatasetState[]
    ledger: RequestLedger
    range: DateRange
    stopped: boolean
    /** Every dataset fetched in full: only a complete period gets its agent job. */
    complete: boolean
  },
  run: { budget: RunBudget; log: RunLog; gate: PublicationGate }
): Promise<GapsPhase> {
  const { states, ledger, range, stopped, complete } = fetched
  const found = await findRunGaps(options, states, ledger, range, stopped, run)
  let opened: OpenedIssue | undefined
  let ensureIssue: ((opened: OpenedIssue) => Promise<number>) | undefined
  // With `history-dir` the folder is the loop's memory; the report issue, if any, gets the report only.
  if (options.reportIssue && !options.historyDir) {
    const issues = await import('../report-issue.js')
    opened = await issues.openReportIssue(options.reportIssue, options.githubToken, run)
    ensureIssue = (await import('../report-issue-create.js')).ensureReportIssue
  }
  const memory = options.historyDir
    ? await (await import('./dir-memory.js')).dirMemory(options, options.historyDir, range, run.log)
    : issueMemory(options, opened, ensureIssue, run.log)
  const cycle = await runPeriodCycle(options, client, found, range, memory, run, { complete })
  return { found, cycle, opened }
}
