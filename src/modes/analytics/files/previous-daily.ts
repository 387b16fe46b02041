import { stat } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import { z } from 'zod'
import { lenientCountsSchema } from '../../../kernel/api/analytics-schemas.js'
import { readRegularFile } from '../../../kernel/inputs/regular-file.js'
import { DAY_MS, daysOf, instantOf, isPlainDate, type DateRange } from '../../../kernel/time/dates.js'
import type { DailyPoint } from '../datasets/model.js'
import type { DailySource } from './daily-files.js'
import { findFile, MAX_PREVIOUS_EXPORT_BYTES } from './previous-export.js'

// The days an earlier export's `daily.json` already holds (`previous-export`), so a weekly 90-day trend
// fetches the week it lacks, not 90 days. A day is reused only when it had ended before that export was
// written, and only from an export of the same project on the same API; the log says which were reused.

const DAILY_FILE = 'daily.json'

const dailySchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  projectId: z.string().optional(),
  apiOrigin: z.string().optional(),
  days: z.array(
    z.object({
      date: z.string().refine(isPlainDate, 'not a YYYY-MM-DD date'),
      views: lenientCountsSchema,
      visitors: lenientCountsSchema.optional()
    })
  )
})

export interface ReusableDays {
  /** By `YYYY-MM-DD`: the days of this run's range that can be taken as they are. */
  days: Map<string, DailyPoint>
  /** The file they come from. */
  file?: string
  /** Why an earlier daily.json was not used, for the log. */
  note?: string
}

const none = (note?: string): ReusableDays => ({ days: new Map(), ...(note ? { note } : {}) })

/** The reusable days of `range` in the `daily.json` beside (or inside) `previousExport`. */
export async function reusableDays(
  previousExport: string | undefined,
  source: DailySource,
  range: DateRange
): Promise<ReusableDays> {
  if (!previousExport) return none()
  // Days are keyed by their date: a range that starts at another time of day has other days.
  if (!isPlainDate(range.dateFrom) || !isPlainDate(range.dateTo)) return none()
  const info = await stat(previousExport).catch(() => undefined)
  if (!info) return none()
  const file = info.isDirectory()
    ? await findFile(previousExport, DAILY_FILE)
    : ((await findFile(dirname(previousExport), DAILY_FILE)) ?? undefined)
  if (!file) return none()
  const read = readRegularFile(file, MAX_PREVIOUS_EXPORT_BYTES)
  if ('problem' in read) return none(`${file} ${read.problem}: every day is fetched.`)
  let parsed
  try {
    parsed = dailySchema.safeParse(JSON.parse(read.bytes.toString('utf8')))
  } catch {
    return none(`${file} is not JSON: every day is fetched.`)
  }
  if (!parsed.success) return none(`${file} is not a daily trend of this action: every day is fetched.`)
  const earlier = parsed.data
  if (earlier.projectId !== source.projectId || earlier.apiOrigin !== source.apiOrigin) {
    const whose = earlier.projectId
      ? `project ${earlier.projectId} on ${earlier.apiOrigin ?? '?'}`
      : 'an unnamed project'
    return none(`${basename(file)} holds the days of ${whose}, not of this run's: every day is fetched.`)
  }
  const wanted = new Set(daysOf(range).map(day => day.dateFrom))
  const writtenAt = instantOf(earlier.exportedAt)
  const days = new Map<string, DailyPoint>()
  for (const day of earlier.days) {
    // A day that had not ended when that export ran may have gained views since.
    if (!wanted.has(day.date) || instantOf(day.date) + DAY_MS > writtenAt) continue
    days.set(
      day.date,
      day.visitors
        ? { date: day.date, views: day.views, visitors: day.visitors }
        : { date: day.date, views: day.views }
    )
  }
  return { days, file }
}
