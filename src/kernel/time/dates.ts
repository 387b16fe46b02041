// All date maths of the action: the analytics date inputs, the range sent to the API (`dateTo`
// exclusive), its days, the previous period and the words the report uses for it. Relative forms are
// resolved once, against one `now`, so the dates sent, logged and written are the same. No other file
// parses or formats a date of a range.

/** A date range as sent to the API: `YYYY-MM-DD` or an ISO 8601 date-time; `dateTo` is exclusive. */
export interface DateRange {
  dateFrom: string
  dateTo: string
}

export const DAY_MS = 24 * 60 * 60 * 1000

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// ISO 8601 date-time with an explicit offset or Z, e.g. 2026-11-01T00:00:00Z.
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/
const DAYS_AGO = /^-(\d{1,5})d$/

export interface ResolvedDate {
  /** What is sent to the API: `YYYY-MM-DD` or the ISO date-time as given. */
  value: string
  /** The instant it stands for (a plain date is midnight UTC), for ordering checks. */
  instant: number
}

export const isPlainDate = (value: string): boolean => PLAIN_DATE.test(value)

/** Midnight UTC of a real calendar day; undefined for `2026-02-30`, which Date.UTC would roll over. */
function plainDateInstant(value: string): number | undefined {
  const [, y, m, d] = PLAIN_DATE.exec(value) ?? []
  if (y === undefined) return undefined
  const instant = Date.UTC(Number(y), Number(m) - 1, Number(d))
  return new Date(instant).toISOString().slice(0, 10) === value ? instant : undefined
}

/** `YYYY-MM-DD` of the UTC day `daysBack` days before `now`. */
function utcDay(now: Date, daysBack: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysBack))
  return day.toISOString().slice(0, 10)
}

/** Resolves `YYYY-MM-DD`, an ISO 8601 date-time, `today`, `yesterday` or `-Nd`; undefined when unparsable. */
export function resolveDate(input: string, now: Date): ResolvedDate | undefined {
  const text = input.trim()
  const lower = text.toLowerCase()
  let value: string | undefined
  if (lower === 'today') value = utcDay(now, 0)
  else if (lower === 'yesterday') value = utcDay(now, 1)
  else if (DAYS_AGO.test(lower)) value = utcDay(now, Number(DAYS_AGO.exec(lower)?.[1]))
  else if (PLAIN_DATE.test(text)) value = text
  else {
    // The calendar day of a date-time must exist too: `2026-02-30T00:00:00Z` is not 2 March.
    const day = DATE_TIME.exec(text)?.[1]
    const instant = Date.parse(text)
    if (day === undefined || plainDateInstant(day) === undefined || Number.isNaN(instant)) return undefined
    return { value: text, instant }
  }
  const instant = plainDateInstant(value)
  return instant === undefined ? undefined : { value, instant }
}

/** The instant a bound stands for (a plain date is midnight UTC); NaN when it does not parse. */
export function instantOf(value: string): number {
  if (PLAIN_DATE.test(value)) return plainDateInstant(value) ?? Number.NaN
  return Date.parse(value)
}

/** An instant written back in the form of the range: a plain date, or a date-time in UTC. */
const asSent = (ms: number, plain: boolean) =>
  plain ? new Date(ms).toISOString().slice(0, 10) : new Date(ms).toISOString().replace('.000Z', 'Z')

/**
 * The days of a range, each `[dateFrom, dateTo)` as sent to the API. A range given as plain dates
 * gives plain dates; a date-time bound gives 24-hour slices from it, the last one cut at `dateTo`.
 */
export function daysOf(range: DateRange): DateRange[] {
  const from = instantOf(range.dateFrom)
  const to = instantOf(range.dateTo)
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return []
  const plain = PLAIN_DATE.test(range.dateFrom) && PLAIN_DATE.test(range.dateTo)
  const days: DateRange[] = []
  for (let start = from; start < to; start += DAY_MS) {
    const end = Math.min(start + DAY_MS, to)
    days.push({
      dateFrom: start === from ? range.dateFrom : asSent(start, plain),
      dateTo: end === to ? range.dateTo : asSent(end, plain)
    })
  }
  return days
}

/** The range of the same length that ends where `range` starts. */
export function previousRange(range: DateRange): DateRange {
  const from = instantOf(range.dateFrom)
  const length = instantOf(range.dateTo) - from
  const plain = PLAIN_DATE.test(range.dateFrom) && length % DAY_MS === 0
  return { dateFrom: asSent(from - length, plain), dateTo: range.dateFrom }
}

/** The number of days the range spans (rounded to a tenth), or undefined when a bound does not parse. */
export function rangeDays(range: DateRange): number | undefined {
  const days = (instantOf(range.dateTo) - instantOf(range.dateFrom)) / DAY_MS
  return Number.isFinite(days) ? Math.round(days * 10) / 10 : undefined
}

/** `HH:MM` in UTC of an instant. */
export const clockTime = (at: number): string => new Date(at).toISOString().slice(11, 16)

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December'
] as const

/**
 * `Sunday, 1 November 2026`: the UTC day as en-GB writes it, byte for byte what Intl.DateTimeFormat
 * gives, without loading the runtime's ICU data (20–29 ms and 8 MB on first use) or depending on it.
 */
export function dayInWords(at: number): string {
  const d = new Date(at)
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}
