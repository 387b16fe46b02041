import type {
  AssistantRow,
  CallerStats,
  Counts,
  DateRange,
  FeedbackByPageRow,
  FeedbackRow,
  PageRow,
  SearchRow
} from './datasets/model.js'
import { wasFetched, type DatasetState } from './fetch/pager.js'
import type { ReportInput } from './report/input.js'

// Fills the report's input from the datasets fetched (the report itself is src/modes/analytics/report/):
// data only; how much reader text it shows, and where the files went, the report is given apart.

export const TOP_PAGES = 10

export interface ReportFacts {
  range: DateRange
  states: DatasetState[]
  complete: boolean
  incompleteReason?: string
  totalsNotes?: string[]
  requests: number
  /** The report's extras (daily trend, previous period), when fetched or read. */
  daily?: ReportInput['daily']
  dailyNote?: string
  previous?: ReportInput['previous']
  cancelled?: boolean
  /** The docs-gap loop's part of the report (`gaps: true`), its reader text as found. */
  gaps?: ReportInput['gaps']
}

function first<T>(rows: Iterable<T>, count: number): T[] {
  const out: T[] = []
  for (const row of rows) {
    if (out.length >= count) break
    out.push(row)
  }
  return out
}

export function reportInputOf(facts: ReportFacts): ReportInput {
  const input: ReportInput = {
    range: facts.range,
    complete: facts.complete,
    incompleteReason: facts.incompleteReason,
    totalsNotes: facts.totalsNotes,
    requests: facts.requests,
    datasetRequests: Object.fromEntries(facts.states.map(s => [s.spec.name, s.requests])),
    notFetched: facts.states.filter(s => !wasFetched(s)).map(s => s.spec.name),
    daily: facts.daily,
    dailyNote: facts.dailyNote,
    cancelled: facts.cancelled,
    previous: facts.previous,
    gaps: facts.gaps
  }
  for (const state of facts.states.filter(wasFetched)) {
    const { rows, meta } = state
    switch (state.spec.name) {
      case 'views':
      case 'visitors': {
        const totals = meta.totals as Counts | undefined
        if (!totals) break
        const pages = rows as { sorted(): Iterable<PageRow>; size: number }
        const entry = { totals, count: rows.size, top: first(pages.sorted(), TOP_PAGES) }
        if (state.spec.name === 'views') input.views = { ...entry, all: () => pages.sorted() }
        else input.visitors = entry
        break
      }
      case 'searches':
        input.searches = {
          totalSearches: (meta.totalSearches as number | undefined) ?? 0,
          rows: [...rows.sorted()] as SearchRow[]
        }
        break
      case 'feedback':
        input.feedback = { rows: [...rows.sorted()] as FeedbackRow[] }
        break
      case 'feedback-by-page':
        input.feedbackByPage = { rows: [...rows.sorted()] as FeedbackByPageRow[], truncated: state.truncated }
        break
      case 'assistant':
        input.assistant = {
          rows: [...rows.sorted()] as AssistantRow[],
          callerStats: meta.callerStats as CallerStats | undefined
        }
        break
    }
  }
  return input
}
