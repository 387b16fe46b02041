import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { ReaderTextMode } from '../../../kernel/reader-text.js'
import type { Counts, DateRange } from '../datasets/model.js'
import { pagePathOf } from '../report/gaps.js'
import type { ReportInput } from '../report/input.js'

// What the page shows of one export, taken from the report's input once, small and already through
// the publication gate for the place `page` (public, whatever the repository's visibility): the
// strings here hold reader text only as `reader-text: keep` lets it out. The rows are not kept, so
// the history step can draw the page again with the trends after the rows are freed.

/** The page's caps: the lists a year of a large site would otherwise grow without bound. */
export const PAGE_LIMITS = {
  topPages: 25,
  gaps: 25,
  notFound: 25,
  /** Days of the period's daily chart. */
  days: 400,
  /** Characters of a path or a reader's words before they are cut with `…`. */
  label: 120
} as const

export interface PageMetric {
  readonly name: string
  readonly now: number
  readonly before?: number
}

export interface PageGap {
  readonly rank: number
  /** The wording as the gate lets it out for the page, or a page gap's path. */
  readonly text: string
  readonly isPage: boolean
  readonly searches: number
  readonly unanswered: number
  readonly thumbsDown: number
}

export interface PageInput {
  readonly range: DateRange
  readonly complete: boolean
  readonly incompleteReason?: string
  readonly previousRange?: DateRange
  readonly metrics: readonly PageMetric[]
  /** The period's days: human and AI views. */
  readonly daily?: readonly { readonly date: string; readonly views: Counts }[]
  readonly pages?: { readonly count: number; readonly top: readonly (Counts & { readonly path: string })[] }
  readonly gaps?: {
    readonly count: number
    readonly shown: readonly PageGap[]
    readonly agentAsked?: number
    readonly proof?: { readonly period: string; readonly found: number; readonly checked: number }
  }
  /** Searches that led to no click, when the export has searches: what readers could not find. */
  readonly notFound?: readonly { readonly query: string; readonly hits: number }[]
  /** What the gate lets out on the page: the page says when readers' words are left out. */
  readonly readerText: ReaderTextMode
}

/** The page's share of the export, through the gate for the place `page`. */
export function pageInputOf(input: ReportInput, gate: PublicationGate): PageInput {
  const show = gate.show
  const previous = input.previous
  const metrics: PageMetric[] = []
  const add = (name: string, now: number | undefined, before: number | undefined) => {
    if (now !== undefined) metrics.push(before === undefined ? { name, now } : { name, now, before })
  }
  add('Views', input.views?.totals.total, previous?.views?.total)
  add('Human views', input.views?.totals.human, previous?.views?.human)
  add('AI views', input.views?.totals.ai, previous?.views?.ai)
  add('Visitors', input.visitors?.totals.total, previous?.visitors?.total)
  add('Searches', input.searches?.totalSearches, previous?.totalSearches)
  const assistant = input.assistant?.rows
  add('Assistant questions', assistant?.length, undefined)
  const feedback = input.feedbackByPage?.rows
  add(
    'Thumbs-down',
    feedback?.reduce((sum, row) => sum + row.thumbsDown, 0),
    undefined
  )
  const gaps = input.gaps
  return {
    range: input.range,
    complete: input.complete,
    incompleteReason:
      input.incompleteReason === undefined ? undefined : gate.showUntyped(input.incompleteReason, 'page'),
    previousRange: previous?.range,
    metrics,
    daily: input.daily?.slice(-PAGE_LIMITS.days).map(d => ({ date: d.date, views: d.views })),
    pages: input.views && {
      count: input.views.count,
      top: input.views.top.slice(0, PAGE_LIMITS.topPages).map(r => ({
        path: r.path,
        human: r.human,
        ai: r.ai,
        total: r.total
      }))
    },
    gaps: gaps && {
      count: gaps.gaps.length,
      shown: gaps.gaps.slice(0, PAGE_LIMITS.gaps).map(g => ({
        rank: g.rank,
        text: pagePathOf(g) ?? show(g.text, 'page'),
        isPage: pagePathOf(g) !== undefined,
        searches: g.evidence.searches,
        unanswered: g.evidence.unanswered,
        thumbsDown: g.evidence.thumbsDown
      })),
      agentAsked: gaps.agent?.asked,
      proof: gaps.proof && {
        period: gaps.proof.period,
        found: gaps.proof.found,
        checked: gaps.proof.checked
      }
    },
    notFound: input.searches?.rows
      .filter(r => r.ctr === 0)
      .sort((a, b) => b.hits - a.hits)
      .slice(0, PAGE_LIMITS.notFound)
      .map(r => ({ query: show(r.searchQuery, 'page'), hits: r.hits })),
    readerText: gate.modeFor('page')
  }
}
