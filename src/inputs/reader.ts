import { z } from 'zod'

// The small tools every input parser uses: a reader that collects every problem (so one run reports
// all of them, each naming its input) and the value schemas shared by both modes.

export type ReadInput = (name: string) => string

export const booleanInput = z
  .enum(['true', 'True', 'TRUE', 'false', 'False', 'FALSE'], { message: 'must be true or false' })
  .transform(v => v.toLowerCase() === 'true')
/** A plain decimal number; `what` completes "must be a number of …" (the unit, an example). */
export const numberInput = (what: string) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, `must be a number of ${what}`)
    .transform(Number)

/** Collects problems (and warnings) across fields so one run reports all of them. */
export class Reader {
  readonly problems: string[] = []
  readonly warnings: string[] = []
  constructor(readonly read: ReadInput) {}

  raw(name: string): string {
    return this.read(name).trim()
  }

  /**
   * One plain sentence per bad value: "`name` must …, got "value"". Schemas word their messages as
   * "must …" (a zod default follows a colon, never brackets); `note` is appended as is, e.g. " in days".
   */
  parse<T>(name: string, schema: z.ZodType<T, string>, fallback: string, note = ''): T | undefined {
    const text = this.raw(name) || fallback
    const result = schema.safeParse(text)
    if (result.success) return result.data
    const why = result.error.issues[0]?.message ?? ''
    const sentence = why.startsWith('must ') ? why : `is not valid${why ? `: ${why}` : ''}`
    this.problems.push(`\`${name}\` ${sentence}${note}, got ${JSON.stringify(text)}`)
    return undefined
  }

  required(name: string, what: string): string {
    const text = this.raw(name)
    if (!text) this.problems.push(`\`${name}\` is required: ${what}`)
    return text
  }
}

/** A comma (or space) separated list, lower-cased, without repeats. */
export function listOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\s]+/)
        .map(w => w.trim().toLowerCase())
        .filter(Boolean)
    )
  ]
}
