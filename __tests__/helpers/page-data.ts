import { asReaderText } from '../../src/kernel/publish/reader-text.js'
import type { DailyPoint, PageRow } from '../../src/modes/analytics/datasets/model.js'
import type {
  CohortRow,
  HistoryView,
  PeriodSummary,
  TrendPoint
} from '../../src/modes/analytics/history/model.js'
import type { ReportedGap } from '../../src/modes/analytics/report/gaps.js'
import type { ReportInput } from '../../src/modes/analytics/report/input.js'
import { SAMPLE_FEEDBACK_BY_PAGE, SAMPLE_SEARCHES } from './report-data.js'

// A synthetic year of a docs site for the page: the last week's report input (every page of the
// site, its days, searches, gaps) and the history's view over `periods` weekly periods, with the
// loop's cohorts. Deterministic (a small linear congruential generator), so the screenshot and the
// bench's size figure are the same on every run.

function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const DAY = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

export interface SiteYear {
  input: ReportInput
  history: HistoryView
}

/** Wording a reader typed, for gaps: plain, so the screenshot reads well. */
const GAP_WORDS = [
  'webhook retries',
  'sso with okta',
  'rotate api key',
  'rate limit headers',
  'custom domain ssl',
  'delete a project',
  'export to csv',
  'self-hosted runner'
]

function gapsOf(count: number): ReportedGap<ReturnType<typeof asReaderText>>[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `q-${(0xabc000 + i).toString(16)}`,
    rank: i + 1,
    text: asReaderText(`${GAP_WORDS[i % GAP_WORDS.length]}${i >= GAP_WORDS.length ? ` ${i}` : ''}`),
    evidence: { searches: 40 - (i % 30), unanswered: (i * 7) % 9, thumbsDown: i % 4, pages: [] }
  }))
}

function trend(
  periods: readonly PeriodSummary[],
  value: (p: PeriodSummary) => number | undefined
): TrendPoint[] {
  return periods.map(p => ({ dateFrom: p.dateFrom, dateTo: p.dateTo, value: value(p) }))
}

/** A year of weekly periods ending `end` (exclusive), and the view the page draws from them. */
function historyOf(pages: number, periods: number, end: number, next: () => number): HistoryView {
  const summaries: PeriodSummary[] = Array.from({ length: periods }, (_, k) => {
    const from = end - (periods - k) * 7 * DAY
    const growth = 1 + k / periods
    const human = Math.round(pages * 30 * growth * (0.9 + next() * 0.2))
    const ai = Math.round(pages * 8 * growth * growth * (0.9 + next() * 0.2))
    const searches = Math.round(pages * 2 * (0.9 + next() * 0.2))
    const questions = Math.round(pages * 0.5 * (0.9 + next() * 0.2))
    return {
      version: 1,
      dateFrom: isoDay(from),
      dateTo: isoDay(from + 7 * DAY),
      complete: true,
      views: { human, ai, total: human + ai },
      pages,
      searches: { total: searches, withoutClick: Math.round(searches * (0.3 - k * 0.002)) },
      assistant: { questions, unanswered: Math.round(questions * (0.25 - k * 0.003)) },
      feedback: {
        thumbsUp: Math.round(pages * 0.2),
        thumbsDown: Math.round(pages * 0.05 * (1.2 - k / periods))
      }
    }
  })
  const cohorts: CohortRow[] = summaries.slice(-12).map((p, k, all) => ({
    period: `${p.dateFrom}_${p.dateTo}`,
    gaps: 20 + k,
    job: k % 3 === 0 ? { id: `job_${k}`, prLink: `https://github.com/acme/docs/pull/${100 + k}` } : undefined,
    checks: all.slice(k + 1).map((later, j) => ({
      period: `${later.dateFrom}_${later.dateTo}`,
      found: Math.min(20 + k, Math.round((20 + k) * Math.min(1, 0.15 * (j + 1)))),
      checked: 20 + k
    }))
  }))
  return {
    where: 'branch `docs-analytics-history`',
    periods: summaries,
    trends: {
      humanViews: trend(summaries, p => p.views?.human),
      aiViews: trend(summaries, p => p.views?.ai),
      searchesWithoutClick: trend(summaries, p => p.searches && p.searches.withoutClick / p.searches.total),
      unanswered: trend(summaries, p => p.assistant && p.assistant.unanswered / p.assistant.questions),
      thumbsDown: trend(summaries, p => p.feedback?.thumbsDown)
    },
    cohorts
  }
}

/** A site of `pages` pages over `periods` weekly periods ending 2026-11-23. */
export function siteYear(pages = 10_000, periods = 52): SiteYear {
  const next = random(42)
  const end = Date.UTC(2026, 10, 23)
  const rows: PageRow[] = Array.from({ length: pages }, (_, i) => {
    const human = Math.round(50_000 / (i + 1) + next() * 20)
    const ai = Math.round(human * (0.1 + next() * 0.5))
    return { path: `/docs/section-${i % 40}/page-${i}`, human, ai, total: human + ai }
  })
  rows.sort((a, b) => b.total - a.total)
  const totals = rows.reduce(
    (t, r) => ({ human: t.human + r.human, ai: t.ai + r.ai, total: t.total + r.total }),
    {
      human: 0,
      ai: 0,
      total: 0
    }
  )
  const daily: DailyPoint[] = Array.from({ length: 7 }, (_, d) => ({
    date: isoDay(end - (7 - d) * DAY),
    views: {
      human: Math.round(totals.human / 7),
      ai: Math.round(totals.ai / 7),
      total: Math.round(totals.total / 7)
    }
  }))
  const input: ReportInput = {
    range: { dateFrom: isoDay(end - 7 * DAY), dateTo: isoDay(end) },
    complete: true,
    requests: 41,
    views: { totals, count: rows.length, top: rows.slice(0, 50), all: () => rows },
    searches: { totalSearches: 20_000, rows: SAMPLE_SEARCHES },
    feedbackByPage: { rows: SAMPLE_FEEDBACK_BY_PAGE, truncated: false },
    daily,
    gaps: { gaps: gapsOf(Math.min(500, pages)), agent: { asked: 10, jobId: 'job_51' } }
  }
  return { input, history: historyOf(pages, periods, end, next) }
}
