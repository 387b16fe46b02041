import { gzipSync } from 'node:zlib'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import { forCsv } from '../../../kernel/safe-text.js'
import type {
  AssistantRow,
  Counts,
  DateRange,
  FeedbackByPageRow,
  FeedbackRow,
  PageRow,
  SearchRow
} from '../datasets/model.js'
import { wasFetched, type DatasetState } from '../fetch/pager.js'
import { pagePathOf, type Gap } from '../gaps/model.js'
import { HISTORY_VERSION, type PeriodFileName, type PeriodGaps, type PeriodSummary } from './model.js'
import { sealGaps, type SealedGapsAbout } from './sealed-gaps.js'

// A period's files, made from the rows the export fetched (no request of their own) before the files
// step frees them: summary.json (the totals the trends read), pages.csv.gz (per page, as fetched),
// gaps.json (keys and counts only) and gaps.sealed (the wordings, sealed). Each is bounded.

/** pages.csv.gz keeps at most this many pages (the first in the export's order); the summary counts all. */
export const MAX_HISTORY_PAGES = 50_000

export interface PeriodFacts {
  range: DateRange
  states: readonly DatasetState[]
  /** Every dataset fetched in full and checked. */
  complete: boolean
  /** The gaps found, and how many of the top ones went into the agent's prompt. */
  gaps?: { found: readonly Gap[]; sent: number }
  /** Seals gaps.sealed (the API key) and binds it to the project, the API and the period. */
  seal: { apiKey: string; about: Omit<SealedGapsAbout, 'period'> }
  gate: PublicationGate
}

/** The period's files, ready for a HistoryWrite, and its summary. */
export interface PeriodRecord {
  range: DateRange
  complete: boolean
  summary: PeriodSummary
  files: Map<PeriodFileName, string | Uint8Array>
}

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0)
const split = (c: Counts) => ({ human: whole(c.human), ai: whole(c.ai), total: whole(c.total) })

function fetched<Row>(states: readonly DatasetState[], name: string) {
  const state = states.find(s => s.spec.name === name && wasFetched(s))
  return state
    ? { rows: state.rows.sorted() as Iterable<Row>, meta: state.meta, size: state.rows.size }
    : undefined
}

/** The totals as the report's headline and sections count them. */
export function summaryOf({
  range,
  states,
  complete
}: Pick<PeriodFacts, 'range' | 'states' | 'complete'>): PeriodSummary {
  const summary: PeriodSummary = { version: HISTORY_VERSION, ...range, complete }
  const views = fetched<PageRow>(states, 'views')
  const viewTotals = views?.meta.totals as Counts | undefined
  if (views && viewTotals) {
    summary.views = split(viewTotals)
    let pages = 0
    for (const row of views.rows) if (row.total > 0) pages++
    summary.pages = pages
  }
  const visitorTotals = fetched(states, 'visitors')?.meta.totals as Counts | undefined
  if (visitorTotals) summary.visitors = split(visitorTotals)
  const searches = fetched<SearchRow>(states, 'searches')
  if (searches) {
    let withoutClick = 0
    // As the gaps count them: no click through and no page clicked most.
    for (const s of searches.rows) if (s.ctr === 0 && !s.topClickedPage) withoutClick += s.hits
    summary.searches = {
      total: whole(searches.meta.totalSearches as number),
      withoutClick: whole(withoutClick)
    }
  }
  const assistant = fetched<AssistantRow>(states, 'assistant')
  if (assistant) {
    let unanswered = 0
    for (const turn of assistant.rows) if (turn.resolutionStatus === 'unanswered') unanswered++
    summary.assistant = { questions: assistant.size, unanswered }
  }
  const thumbs = thumbsOf(states)
  if (thumbs) summary.feedback = thumbs
  return summary
}

/** Thumbs from `/feedback/by-page` when fetched, else counted from the entries' `helpful`. */
function thumbsOf(states: readonly DatasetState[]): PeriodSummary['feedback'] {
  const byPage = fetched<FeedbackByPageRow>(states, 'feedback-by-page')
  if (byPage) {
    let up = 0
    let down = 0
    for (const p of byPage.rows) {
      up += p.thumbsUp
      down += p.thumbsDown
    }
    return { thumbsUp: whole(up), thumbsDown: whole(down) }
  }
  const entries = fetched<FeedbackRow>(states, 'feedback')
  if (!entries) return undefined
  const thumbs = { thumbsUp: 0, thumbsDown: 0 }
  for (const entry of entries.rows) {
    if (entry.helpful === true) thumbs.thumbsUp++
    else if (entry.helpful === false) thumbs.thumbsDown++
  }
  return thumbs
}

const PAGES_HEADER = 'path,views_human,views_ai,views_total,visitors_human,visitors_ai,visitors_total'

/** Per page, views and visitors as fetched, gzip'd; undefined when neither was fetched. */
export function pagesCsv(states: readonly DatasetState[]): Uint8Array | undefined {
  const views = fetched<PageRow>(states, 'views')
  const visitors = fetched<PageRow>(states, 'visitors')
  if (!views && !visitors) return undefined
  return pagesCsvOf(views?.rows ?? [], visitors?.rows ?? [])
}

/** pages.csv.gz of these rows: the first MAX_HISTORY_PAGES paths in the export's order. */
export function pagesCsvOf(views: Iterable<PageRow>, visitors: Iterable<PageRow>): Uint8Array {
  const byPath = new Map<string, { views?: PageRow; visitors?: PageRow }>()
  for (const row of views) {
    if (byPath.size >= MAX_HISTORY_PAGES) break
    byPath.set(row.path, { views: row })
  }
  for (const row of visitors) {
    const held = byPath.get(row.path)
    if (held) held.visitors = row
    else if (byPath.size < MAX_HISTORY_PAGES) byPath.set(row.path, { visitors: row })
  }
  const cells = (c: Counts | undefined) => (c ? [c.human, c.ai, c.total].map(String) : ['', '', ''])
  const lines = [PAGES_HEADER]
  for (const [path, row] of byPath)
    lines.push([forCsv(path), ...cells(row.views), ...cells(row.visitors)].join(','))
  return gzipSync(Buffer.from(`${lines.join('\n')}\n`, 'utf8'), { level: 9 })
}

/** The gaps by key with their evidence counts: no wording. */
export function gapsJson(found: readonly Gap[], sent: number): PeriodGaps {
  return {
    version: HISTORY_VERSION,
    gaps: found.slice(0, 500).map(g => ({
      key: g.key,
      rank: g.rank,
      weight: whole(g.weight),
      searches: whole(g.evidence.searches),
      unanswered: whole(g.evidence.unanswered),
      thumbsDown: whole(g.evidence.thumbsDown),
      ...(g.rank <= sent ? { sent: true } : {})
    }))
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`

/** The period's files from what the export fetched: made before the rows are freed. */
export function periodRecordOf(facts: PeriodFacts): PeriodRecord {
  const summary = summaryOf(facts)
  const files = new Map<PeriodFileName, string | Uint8Array>([['summary.json', json(summary)]])
  const pages = pagesCsv(facts.states)
  if (pages) files.set('pages.csv.gz', pages)
  if (facts.gaps) {
    const { found, sent } = facts.gaps
    files.set('gaps.json', json(gapsJson(found, sent)))
    const wordings = found.map(g => ({
      key: g.key,
      text: pagePathOf(g) === undefined ? facts.gate.sealed(g.text) : g.text
    }))
    const about = { ...facts.seal.about, period: facts.range }
    files.set('gaps.sealed', sealGaps(facts.seal.apiKey, about, wordings))
  }
  return { range: facts.range, complete: facts.complete, summary, files }
}
