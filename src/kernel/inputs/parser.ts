import { z } from 'zod'
import type { CommonInputName, InputDefaults } from './registry.js'

// The small tools every input parser uses: an InputParser that collects every problem (so one run
// reports all of them, each naming its input) and the value schemas shared by the modes. (Readers, in
// this code, are the people who read the docs: reader-text.ts.)

/** Where inputs come from: an input's value by its action.yml name, as given ('' when unset). */
export type InputSource = (name: string) => string

const booleanInput = z
  .enum(['true', 'True', 'TRUE', 'false', 'False', 'FALSE'], { message: 'must be true or false' })
  .transform(v => v.toLowerCase() === 'true')
/** A plain decimal number; `what` completes "must be a number of …" (the unit, an example). */
export const numberInput = (what: string) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, `must be a number of ${what}`)
    .transform(Number)

/**
 * Parses inputs by the names action.yml declares and collects problems (and warnings) across fields, so
 * one run reports all of them. `value`, `parse` and `flag` read an empty input as its registry default.
 * `N` is the names a mode's spec lists (plus the common ones): a typo is a compile error.
 */
export class InputParser<N extends string = string> {
  constructor(
    private readonly source: InputSource,
    private readonly defaults: InputDefaults = {},
    readonly problems: string[] = [],
    readonly warnings: string[] = []
  ) {}

  /** A parser of the same inputs and problem lists, for one mode's names and defaults. */
  forMode<M extends string>(defaults: InputDefaults): InputParser<M | CommonInputName> {
    return new InputParser(this.source, { ...this.defaults, ...defaults }, this.problems, this.warnings)
  }

  /** The value as given, blanks kept: a blank `prompt` is a mistake, a missing one is not. */
  untrimmed(name: N): string {
    return this.source(name)
  }

  /** The value as given, trimmed; empty when unset, whatever the default. */
  raw(name: N): string {
    return this.source(name).trim()
  }

  /** The value, or the input's default when it is empty: to the action, empty and missing look the same. */
  value(name: N): string {
    return this.raw(name) || (this.defaults[name] ?? '')
  }

  /**
   * One plain sentence per bad value: "`name` must …, got "value"". Schemas word their messages as
   * "must …" (a zod default follows a colon, never brackets); `note` is appended as is, e.g. " in days".
   * Undefined when the value is bad: the problem is recorded, and parseInputs throws before any mode
   * sees the result.
   */
  parse<T>(name: N, schema: z.ZodType<T, string>, note = ''): T | undefined {
    const text = this.value(name)
    const result = schema.safeParse(text)
    if (result.success) return result.data
    const why = result.error.issues[0]?.message ?? ''
    const sentence = why.startsWith('must ') ? why : `is not valid${why ? `: ${why}` : ''}`
    this.problems.push(`\`${name}\` ${sentence}${note}, got ${JSON.stringify(text)}`)
    return undefined
  }

  /** A true/false input; false when it is neither (the problem is recorded, and parseInputs throws). */
  flag(name: N): boolean {
    return this.parse(name, booleanInput) === true
  }

  required(name: N, what: string): string {
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
