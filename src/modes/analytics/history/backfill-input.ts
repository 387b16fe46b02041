import type { InputParser } from '../../../kernel/inputs/parser.js'
import type { DateRange } from '../datasets/model.js'
import {
  BACKFILL_MAX_PERIODS,
  parseBackfillSpan,
  periodLength,
  periodsInSpan,
  type BackfillSpan
} from './backfill-plan.js'

// `history-backfill`: how far back the history fills earlier periods (`52w`, `365d`). Checked with the
// run's own period before any request: a span, a history to fill, at least one period and not more
// periods than the index's cursor holds.

export const BACKFILL_INPUTS = { 'history-backfill': undefined } as const

type Name = keyof typeof BACKFILL_INPUTS

/** The span, or undefined when `history-backfill` is empty or wrong (its problem recorded). */
export function historyBackfillInput(
  r: InputParser<Name>,
  dateFrom: string | undefined,
  dateTo: string | undefined,
  history: { history: boolean; historyDir?: string }
): BackfillSpan | undefined {
  const historyOn = history.history || history.historyDir !== undefined
  const own: DateRange | undefined = dateFrom && dateTo ? { dateFrom, dateTo } : undefined
  const text = r.raw('history-backfill').trim()
  if (!text) return undefined
  const span = parseBackfillSpan(text)
  if ('problem' in span) {
    r.problems.push(`\`history-backfill\` ${span.problem}`)
    return undefined
  }
  if (!historyOn) {
    r.problems.push(
      '`history-backfill` fills earlier periods into the history: it needs `history: true` (the data branch) or `history-dir` (a folder)'
    )
    return undefined
  }
  if (!own || !(periodLength(own) > 0)) return span
  const periods = periodsInSpan(own, span)
  const days = periodLength(own) / 86_400_000
  if (periods < 1) {
    r.problems.push(
      `\`history-backfill\` (${span.text}, ${span.days} days) is shorter than one period of the run (${own.dateFrom} to ${own.dateTo}, ${days} days): ask for at least ${Math.ceil(days)}d`
    )
  } else if (periods > BACKFILL_MAX_PERIODS) {
    r.problems.push(
      `\`history-backfill\` (${span.text}) holds ${periods} periods of ${days} days, more than the ${BACKFILL_MAX_PERIODS} one backfill tracks: use a shorter span or a longer period`
    )
  }
  return span
}
