import { createHash } from 'node:crypto'

// Reader text: what the public typed into the docs site (search queries, assistant questions, answers
// and transcripts, feedback comments). It has its own type, which no writer accepts: a phantom type
// over the string the API sent, so it costs nothing at run time (no wrapper object per row). It is
// made only where an analytics body is parsed (asReaderText) and turned back into a string only by
// the publication gate (gate.ts), for one place. In between, the work on it (grouping, keys, order,
// cuts) goes through the functions below, whose results are reader text again, or hold none of it.
//
// Test reader text for null, never with `typeof`: at run time it is a string, and a `typeof … ===
// 'string'` test would hand it on as a plain string.

declare const brand: unique symbol
/** A reader's text, as the API sent it: only the gate (gate.ts) turns it into a string for a place. */
export type ReaderText = { readonly [brand]: 'reader-text' }

/** Reader text as each place may see it: the same shape with every ReaderText a string. */
export type Shown<T> = { [K in keyof T]: ShownValue<T[K]> }
type ShownValue<V> = V extends ReaderText ? string : V

/** The parse boundary: a string from an analytics body (or read back from our own sealed files). */
export const asReaderText = (text: string): ReaderText => text as unknown as ReaderText

/** The string inside, for the work below; the gate (gate.ts) is the only way out. */
const textOf = (text: ReaderText): string => text as unknown as string

/** Reader text changed (trimmed, cut, normalised): still reader text. */
export const reworded = (text: ReaderText, change: (text: string) => string): ReaderText =>
  asReaderText(change(textOf(text)))

/** A question about reader text whose answer holds none of it (empty? long? unanswered?). */
export const measured = <T extends number | boolean>(text: ReaderText, measure: (text: string) => T): T =>
  measure(textOf(text))

/** UTF-16 code-unit order (not localeCompare, which depends on the runtime's ICU data). */
export function compareReaderText(a: ReaderText, b: ReaderText): number {
  const x = textOf(a)
  const y = textOf(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * A stable key for reader text that holds none of it: the first `length` hex digits of the SHA-256
 * of the text as `normalise` leaves it; undefined when nothing is left of it.
 */
export function digestOf(
  text: ReaderText,
  normalise: (text: string) => string,
  length = 12
): string | undefined {
  const normal = normalise(textOf(text))
  return normal ? createHash('sha256').update(normal).digest('hex').slice(0, length) : undefined
}
