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
import type { DatasetState } from './fetch/pager.js'
import type { ReaderTextMode } from '../../kernel/reader-text.js'
import type { ReportInput } from './report/input.js'

// Fills the report's input from the datasets fetched (the report itself is src/modes/analytics/report/).

export const TOP_PAGES = 10

export interface ReportFacts {
  range: DateRange
  states: DatasetState[]
  complete: boolean
  incompleteReason?: string
  totalsNotes?: string[]
  requests: number
  checkpoint?: string
  exportDir: string
  files: string[]
  artifact?: ReportInput['artifact']
  /** The report's extras (daily trend, previous period), when fetched or read. */
  daily?: ReportInput['daily']
  dailyNote?: string
  previous?: ReportInput['previous']
  cancelled?: boolean
  /** What reader text the report may show (`reader-text`, made stricter on a public repository). */
  readerText?: ReaderTextMode
  /** The docs-gap loop's part of the report (`gaps: true`). */
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
    checkpoint: facts.checkpoint,
    exportDir: facts.exportDir,
    files: facts.files,
    artifact: facts.artifact,
    daily: facts.daily,
    dailyNote: facts.dailyNote,
    cancelled: facts.cancelled,
    previous: facts.previous,
    gaps: facts.gaps
  }
  for (const state of facts.states) {
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
