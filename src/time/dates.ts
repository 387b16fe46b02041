// Date inputs of the analytics export. Relative forms are resolved once, against one `now`, so the
// dates sent, logged and written are the same.

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// ISO 8601 date-time with an explicit offset or Z, e.g. 2026-11-01T00:00:00Z.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/
const DAYS_AGO = /^-(\d{1,5})d$/

export interface ResolvedDate {
  /** What is sent to the API: `YYYY-MM-DD` or the ISO date-time as given. */
  value: string
  /** The instant it stands for (a plain date is midnight UTC), for ordering checks. */
  instant: number
}

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
  else if (DATE_TIME.test(text) && !Number.isNaN(Date.parse(text))) {
    return { value: text, instant: Date.parse(text) }
  }
  if (value === undefined) return undefined
  const [, y, m, d] = PLAIN_DATE.exec(value) ?? []
  const instant = Date.UTC(Number(y), Number(m) - 1, Number(d))
  // Reject dates like 2026-02-30 that Date.UTC would silently roll over.
  if (new Date(instant).toISOString().slice(0, 10) !== value) return undefined
  return { value, instant }
}
