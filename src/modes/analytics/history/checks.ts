import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { ReaderText } from '../../../kernel/publish/reader-text.js'
import type { DateRange } from '../datasets/model.js'
import { periodFolder } from '../gaps/dir-store.js'
import { checkFoundNow, MAX_CHECKS } from '../gaps/proof.js'
import type { GapsRunOptions } from '../input-types.js'
import { cohortKeys } from './cohorts.js'
import {
  COHORT_PERIODS,
  HISTORY_VERSION,
  periodChecksSchema,
  periodFilePath,
  periodGapsSchema,
  type HistoryIndex,
  type HistoryStore,
  type PeriodChecks
} from './model.js'
import { lastPeriods, readPeriodFiles } from './trends.js'

// Each run checks the still-open gaps of the last COHORT_PERIODS periods through the discovery search,
// as the loop's proof checks last period's (gaps/proof.ts: the same search, the same "found"). A gap
// is open until a check finds it; a found gap is not searched again. Gaps are taken one from each
// period in turn, newest period first, so a capped run samples every cohort. The wordings come from
// each period's gaps.sealed and go to the search only.

/** The most searches one run's checks make (the discovery search allows 10,000 an hour). */
export const MAX_HISTORY_SEARCHES = 100

/** Opens a period's gaps.sealed: the wordings by key, or undefined when its seal does not open. */
export type OpenWordings = (
  period: DateRange,
  sealed: Uint8Array
) => ReadonlyMap<string, ReaderText> | undefined

export interface ChecksOptions {
  /** The discovery search's settings, as the proof reads them. */
  search: GapsRunOptions
  open: OpenWordings
  signal: AbortSignal
  gate: PublicationGate
  /** Searches this run may make. */
  cap?: number
  /** What the loop's proof searched this run (last period's gaps): taken as it is, not searched again. */
  proved?: { period: DateRange; checked: readonly string[]; found: readonly string[] }
  now?: () => Date
}

export interface ChecksRun {
  /** This run's results (checks.json of its period); undefined when nothing could be searched. */
  checks?: PeriodChecks
  open: number
  searched: number
  found: number
  /** What the run should say: the cap reached, a seal that did not open, a failed search. */
  notes: string[]
}

interface OpenGap {
  range: DateRange
  key: string
}

/** The open gaps of the periods before `current`, one from each period in turn, newest period first. */
export async function openGapsBefore(
  store: Pick<HistoryStore, 'read'>,
  index: HistoryIndex | undefined,
  current: DateRange
): Promise<OpenGap[]> {
  const periods = lastPeriods(index, COHORT_PERIODS + 1)
    .filter(p => p.dateFrom < current.dateFrom)
    .slice(-COHORT_PERIODS)
    .map(p => ({ dateFrom: p.dateFrom, dateTo: p.dateTo }))
  const [gaps, checks] = await Promise.all([
    readPeriodFiles(store, periods, 'gaps.json', periodGapsSchema),
    readPeriodFiles(store, periods, 'checks.json', periodChecksSchema)
  ])
  const found = new Set<string>()
  for (const c of checks) for (const r of c?.results ?? []) if (r.found) found.add(`${r.period}\n${r.key}`)
  const lists = periods.map((range, i) =>
    cohortKeys(gaps[i])
      .filter(key => !found.has(`${periodFolder(range)}\n${key}`))
      .map(key => ({ range, key }))
  )
  lists.reverse()
  const longest = Math.max(0, ...lists.map(l => l.length))
  const out: OpenGap[] = []
  for (let at = 0; at < longest; at++) for (const list of lists) if (list[at]) out.push(list[at] as OpenGap)
  return out
}

/** The wordings of the gaps to search, by period: a period whose seal does not open is said once. */
async function wordingsOf(
  store: Pick<HistoryStore, 'read'>,
  gaps: readonly OpenGap[],
  open: OpenWordings,
  notes: string[]
): Promise<{ range: DateRange; key: string; text: ReaderText }[]> {
  const byFolder = new Map<string, ReadonlyMap<string, ReaderText> | undefined>()
  const out: { range: DateRange; key: string; text: ReaderText }[] = []
  for (const gap of gaps) {
    const folder = periodFolder(gap.range)
    if (!byFolder.has(folder)) {
      const sealed = await store.read(periodFilePath(gap.range, 'gaps.sealed'))
      const wordings = sealed ? open(gap.range, sealed) : undefined
      if (sealed && !wordings)
        notes.push(
          `The gaps of ${folder} were not checked: their wordings' seal does not open with this project and key (set \`previous-api-key\` after a key rotation).`
        )
      byFolder.set(folder, wordings)
    }
    const text = byFolder.get(folder)?.get(gap.key)
    if (text !== undefined) out.push({ ...gap, text })
  }
  return out
}

/** Searches the open gaps of the last periods, within `cap`; returns this period's checks. */
export async function checkOpenGaps(
  store: Pick<HistoryStore, 'read'>,
  index: HistoryIndex | undefined,
  current: DateRange,
  options: ChecksOptions
): Promise<ChecksRun> {
  const cap = options.cap ?? MAX_HISTORY_SEARCHES
  const notes: string[] = []
  const { proved } = options
  const provedFolder = proved && periodFolder(proved.period)
  const provedHere = (gap: OpenGap) =>
    periodFolder(gap.range) === provedFolder && proved?.checked.includes(gap.key)
  const before = await openGapsBefore(store, index, current)
  const known: PeriodChecks['results'] = before.filter(provedHere).map(gap => ({
    period: periodFolder(gap.range),
    key: gap.key,
    found: proved?.found.includes(gap.key) === true
  }))
  const open = before.filter(gap => !provedHere(gap))
  const run: ChecksRun = { open: open.length, searched: 0, found: 0, notes }
  if (open.length === 0) return withResults(run, known, options)
  const { assistantApiKey, docsDomain } = options.search
  if (!assistantApiKey || !docsDomain) {
    notes.push(
      `${open.length} open gap(s) of earlier periods were not checked: set \`assistant-api-key\` and \`docs-domain\` to check them through the discovery search.`
    )
    return withResults(run, known, options)
  }
  const worded = await wordingsOf(store, open.slice(0, cap), options.open, notes)
  const results: PeriodChecks['results'] = []
  for (let at = 0; at < worded.length; at += MAX_CHECKS) {
    const chunk = worded.slice(at, at + MAX_CHECKS)
    const result = await checkFoundNow(options.search, chunk, options.signal, options.gate)
    const foundKeys = new Set(result.pages.map(p => p.key))
    // The proof searches in order and stops at a failure: the first `checked` were searched.
    for (const gap of chunk.slice(0, result.checked))
      results.push({ period: periodFolder(gap.range), key: gap.key, found: foundKeys.has(gap.key) })
    if (result.failure) {
      notes.push(`The checks of earlier periods' gaps stopped: ${result.failure}`)
      break
    }
  }
  run.searched = results.length
  run.found = results.filter(r => r.found).length
  if (open.length > cap)
    notes.push(
      `The checks reached their cap of ${cap} searches a run: ${open.length - cap} open gap(s) of earlier periods wait for the next run.`
    )
  return withResults(run, [...known, ...results], options)
}

/** `run` with this period's checks (the proof's and this run's searches), when there are any. */
function withResults(run: ChecksRun, results: PeriodChecks['results'], options: ChecksOptions): ChecksRun {
  if (results.length === 0) return run
  const now = (options.now ?? (() => new Date()))()
  return { ...run, checks: { version: HISTORY_VERSION, checkedAt: now.toISOString(), results } }
}
