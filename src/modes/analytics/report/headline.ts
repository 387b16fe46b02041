import { rangeDays } from '../../../kernel/time/dates.js'
import type { Counts, DatasetName } from '../datasets/model.js'
import type { ReportInput } from './input.js'
import {
  count,
  details,
  percent,
  percentChange,
  pointsChange,
  rangeInWords,
  shareOf,
  table
} from './format.js'
import { pieChart, type Chart } from './mermaid.js'

// The first thing a reader sees: how much traffic, how it changed against the previous period of the
// same length, and how much of it was AI.

interface Metric {
  name: string
  now: number
  before: number | undefined
}

/** Views, visitors and searches, each with the previous period's figure when there is one. */
function glanceMetrics(input: ReportInput): Metric[] {
  const previous = input.previous
  const metrics: Metric[] = []
  const views = input.views?.totals
  if (views) {
    metrics.push(
      { name: 'Views', now: views.total, before: previous?.views?.total },
      { name: 'Human views', now: views.human, before: previous?.views?.human },
      { name: 'AI views', now: views.ai, before: previous?.views?.ai }
    )
  }
  const visitors = input.visitors?.totals
  if (visitors) metrics.push({ name: 'Visitors', now: visitors.total, before: previous?.visitors?.total })
  const searches = input.searches
  if (searches)
    metrics.push({ name: 'Searches', now: searches.totalSearches, before: previous?.totalSearches })
  return metrics
}

/** How the headline names a dataset the export never read. */
const NOT_FETCHED: Partial<Record<DatasetName, string>> = {
  views: 'views',
  visitors: 'visitors',
  searches: 'searches',
  feedback: 'feedback entries',
  'feedback-by-page': 'feedback by page',
  assistant: 'assistant conversations'
}

/** `searches not fetched · feedback entries not fetched`: a dataset the export stopped before is never a 0. */
function notFetchedParts(input: ReportInput): string[] {
  return (input.notFetched ?? []).map(name => `${NOT_FETCHED[name] ?? name} not fetched`)
}

export function headlineSection(input: ReportInput): string[] {
  const previous = input.previous
  const lines = [`${rangeInWords(input.range)}.`, '']
  const notFetched = (input.notFetched ?? []).map(name => NOT_FETCHED[name] ?? name)
  if (notFetched.length > 0)
    lines.push(`Not fetched (the export stopped before them): ${notFetched.join(', ')}.`, '')
  const comparedWith = previous
    ? [`Compared with the previous period: ${rangeInWords(previous.range).replace(/^F/, 'f')}.`, '']
    : []

  const metrics = glanceMetrics(input)
  const views = input.views?.totals
  if (metrics.length === 0) return [...lines, ...comparedWith]

  const rows = metrics.map(m =>
    previous
      ? [m.name, count(m.now), m.before === undefined ? '—' : count(m.before), percentChange(m.now, m.before)]
      : [m.name, count(m.now)]
  )
  if (views) {
    const now = shareOf(views.ai, views.total)
    const before = previous?.views ? shareOf(previous.views.ai, previous.views.total) : undefined
    rows.push(
      previous
        ? ['AI share of views', percent(now), percent(before), pointsChange(now, before)]
        : ['AI share of views', percent(now)]
    )
  }
  lines.push(atAGlance(metrics, views, previous?.views, bold), '', ...comparedWith)
  // `pp` is said in words once, where it first appears; the table and the headline output use `pp`.
  if (views && previous?.views) lines.push(POINTS_IN_WORDS, '')
  const header = previous ? ['Metric', 'This period', 'Previous period', 'Change'] : ['Metric', 'This period']
  lines.push(...table(header, rows, [false, true, true, true]))
  return lines
}

const bold = (text: string) => `**${text}**`

/** The one place the report spells out `pp`. */
export const POINTS_IN_WORDS =
  'A change of a share (the AI share of views) is in percentage points (pp): from 25.0% to 30.0% is +5.0 pp.'

/** One line with the numbers that matter most: `**26,728 views** (+6.5%) · … · **30.5%** of views by AI (+4.9 pp)`. */
function atAGlance(
  metrics: Metric[],
  views: Counts | undefined,
  before: Counts | undefined,
  strong: (text: string) => string
): string {
  const main = metrics.filter(m => !m.name.includes(' '))
  const parts = main.map(m => {
    const change = m.before === undefined ? '' : ` (${percentChange(m.now, m.before)})`
    return `${strong(`${count(m.now)} ${m.name.toLowerCase()}`)}${change}`
  })
  if (views) {
    const now = shareOf(views.ai, views.total)
    const change = before ? ` (${pointsChange(now, shareOf(before.ai, before.total))})` : ''
    parts.push(`${strong(percent(now))} of views by AI${change}`)
  }
  return parts.join(' · ')
}

/**
 * The `headline` output: the report's numbers on one plain line, for Slack or a commit message. It
 * holds only numbers, dates and fixed words (never outside text), and says when the export is partial.
 */
export function headlineLine(input: ReportInput): string {
  const days = rangeDays(input.range)
  const span =
    days === undefined
      ? input.range.dateFrom
      : `${days} day${days === 1 ? '' : 's'} from ${input.range.dateFrom}`
  const parts = [atAGlance(glanceMetrics(input), input.views?.totals, input.previous?.views, text => text)]
  if (input.feedback) {
    const entries = input.feedback.rows.length
    parts.push(`${count(entries)} feedback ${entries === 1 ? 'entry' : 'entries'}`)
  }
  if (input.assistant)
    parts.push(`${count(new Set(input.assistant.rows.map(r => r.id)).size)} assistant conversations`)
  parts.push(...notFetchedParts(input))
  const numbers = parts.filter(p => p !== '').join(' · ') || 'no data exported'
  return `Docs analytics, ${span}: ${numbers}${input.complete ? '' : ' (incomplete export)'}`
}

/** Human and AI views as a pie, when there were any. */
export function aiShareChart(views: Counts): Chart | undefined {
  if (views.human + views.ai <= 0) return undefined
  const slices = [
    { label: 'Human', value: views.human },
    { label: 'AI', value: views.ai }
  ]
  return { name: 'human-and-ai-views', kind: 'pie', pie: { title: 'Human and AI views', slices } }
}

/** The human and AI share of views as a pie, with its numbers beside it. */
export function aiShareSection(views: Counts): string[] {
  const chart = aiShareChart(views)
  if (chart?.kind !== 'pie') return []
  const { slices } = chart.pie
  const sum = views.human + views.ai
  return [
    '### Human and AI readers',
    '',
    ...pieChart(chart.pie.title, slices),
    ...details(
      'Human and AI views: the numbers',
      table(
        ['Reader', 'Views', 'Share'],
        slices.map(s => [s.label, count(s.value), percent(shareOf(s.value, sum))]),
        [false, true, true]
      )
    )
  ]
}
