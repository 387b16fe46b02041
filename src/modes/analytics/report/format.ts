import { forMarkdown } from '../../../kernel/safe-text.js'
import {
  clockTime,
  dayInWords,
  instantOf,
  isPlainDate,
  rangeDays,
  type DateRange
} from '../../../kernel/time/dates.js'

// Small formatting pieces shared by the report's sections. Numbers and words made here are ours;
// anything from the API goes through safe-text.ts (`cell`, `code`) on its way into the Markdown.

/** Caps that keep the report short enough to read, and far below the runner's 1 MiB summary limit. */
export const LIMITS = {
  topPages: 10,
  movers: 5,
  searches: 10,
  notFound: 10,
  feedbackPages: 10,
  comments: 10,
  unanswered: 10,
  /** Characters of a path, a query or a question before it is cut with `…`. */
  label: 80,
  /** Characters of a feedback comment before it is cut. */
  comment: 200,
  /** The trend shows at most this many days (the `daily` input refuses longer ranges). */
  days: 92
} as const

export const count = (n: number): string => Math.round(n).toLocaleString('en-US')

/** `12.3%` of the total with one decimal, or undefined when the total is 0. */
export function shareOf(part: number, total: number): number | undefined {
  return total > 0 ? (part / total) * 100 : undefined
}

export const percent = (value: number | undefined): string =>
  value === undefined ? '—' : `${value.toFixed(1)}%`

const signed = (value: number, unit: string): string => {
  const text = Math.abs(value).toFixed(1)
  if (text === '0.0') return `±0.0${unit}`
  return `${value > 0 ? '+' : '−'}${text}${unit}`
}

/** The change from `before` to `now`, in percent with one decimal: `+12.5%`, `−3.0%`, `new`, `—`. */
export function percentChange(now: number, before: number | undefined): string {
  if (before === undefined) return '—'
  if (before === 0) return now === 0 ? '±0.0%' : 'new'
  return signed(((now - before) / before) * 100, '%')
}

/** The change of a share, in percentage points with one decimal: `+1.5 pp`. */
export function pointsChange(now: number | undefined, before: number | undefined): string {
  if (now === undefined || before === undefined) return '—'
  return signed(now - before, ' pp')
}

/** A signed whole-number difference: `+1,204`, `−17`. */
export function difference(now: number, before: number): string {
  const d = now - before
  return d === 0 ? '±0' : `${d > 0 ? '+' : '−'}${count(Math.abs(d))}`
}

function inWords(value: string): string {
  const instant = instantOf(value)
  if (Number.isNaN(instant)) return forMarkdown(value, 40)
  const day = dayInWords(instant)
  if (isPlainDate(value)) return day
  return `${day}, ${clockTime(instant)} UTC`
}

/** "From Sunday, 1 November 2026 up to, but not including, Sunday, 8 November 2026 (7 days)." */
export function rangeInWords(range: DateRange): string {
  const days = rangeDays(range)
  const length = days === undefined ? '' : ` (${days} day${days === 1 ? '' : 's'})`
  return `From ${inWords(range.dateFrom)} up to, but not including, ${inWords(range.dateTo)}${length}`
}

/** Outside text for a table cell or a sentence, shortened. */
export const cell = (value: unknown, max: number = LIMITS.label): string => forMarkdown(value, max)

/** Outside text shown as code (a path, a query). */
export const code = (value: unknown, max: number = LIMITS.label): string =>
  `<code>${forMarkdown(value, max)}</code>`

/**
 * A GFM table. Cells are already safe Markdown (numbers, fixed words, or `cell`/`code` output): each
 * escapes `|` and newlines, so a row stays one row.
 */
export function table(header: string[], rows: string[][], numeric: boolean[] = []): string[] {
  const align = header.map((_, i) => (numeric[i] ? '---:' : '---'))
  return [
    `| ${header.join(' | ')} |`,
    `| ${align.join(' | ')} |`,
    ...rows.map(row => `| ${row.join(' | ')} |`),
    ''
  ]
}

/** A collapsed block (`<details>`) holding Markdown lines; the blank lines let GFM parse its inside. */
export function details(summary: string, lines: string[]): string[] {
  return ['<details>', `<summary>${summary}</summary>`, '', ...lines, '</details>', '']
}

/** Orders by a number, largest first, then by a text key in code-unit order, so output is stable. */
export function byCountThenKey<T>(countOf: (t: T) => number, keyOf: (t: T) => string) {
  return (a: T, b: T): number => {
    const d = countOf(b) - countOf(a)
    if (d !== 0) return d
    const ka = keyOf(a)
    const kb = keyOf(b)
    return ka < kb ? -1 : ka > kb ? 1 : 0
  }
}
