// `history-backfill`'s value: how far back the history fills earlier periods.

/** The longest span `history-backfill` takes: ten years. */
export const BACKFILL_MAX_DAYS = 3660

/** `history-backfill` as given (`52w`, `365d`), and its length in days. */
export interface BackfillSpan {
  readonly text: string
  readonly days: number
}

/** `52w` or `365d` as a span, or why not (without the input's name: the caller adds it). */
export function parseBackfillSpan(text: string): BackfillSpan | { problem: string } {
  const match = /^(\d{1,5})\s*([dw])$/i.exec(text.trim())
  const hint = 'use a number of weeks or days, such as 52w or 365d'
  if (!match) return { problem: `"${text}" is not a span: ${hint}` }
  const days = Number(match[1]) * (match[2]?.toLowerCase() === 'w' ? 7 : 1)
  if (days < 1 || days > BACKFILL_MAX_DAYS)
    return { problem: `"${text}" must be from 1d to ${BACKFILL_MAX_DAYS}d (ten years)` }
  return { text: text.trim(), days }
}
