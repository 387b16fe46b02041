import { measured, reworded, type ReaderText } from '../../../kernel/publish/reader-text.js'
// The loop's sealed state has a bound in characters whatever readers typed, so the report issue always
// holds it beside the report (GitHub refuses a body over 65,536 characters). Each kept gap's wording
// and key are cut to a stated size, counted in the bytes they take in the state's JSON (an escaped
// control character takes six, a CJK character three): 40 gaps (this period's 20 and the period
// before's 20) of at most 96 + 160 bytes, sealed (encrypted, then base64 twice), fit in
// STATE_BOUND_CHARS with room to spare. The next period's check searches the cut wording.

/** The most bytes of a gap's wording the state keeps. */
export const WORDING_BYTES = 160
/** The most bytes of a gap's key the state keeps (a page gap's key is its path). */
export const KEY_BYTES = 96
/** The state's marker line is never longer than this, whatever the gaps hold. */
export const STATE_BOUND_CHARS = 24_000

const jsonBytes = (char: string) => Buffer.byteLength(JSON.stringify(char).slice(1, -1), 'utf8')

/** `text` cut at a character boundary to at most `bytes` bytes of JSON; `cut` says whether it was. */
export function cutToBytes(text: string, bytes: number): { text: string; cut: boolean } {
  let used = 0
  let end = 0
  for (const char of text) {
    used += jsonBytes(char)
    if (used > bytes) return { text: text.slice(0, end), cut: true }
    end += char.length
  }
  return { text, cut: false }
}

/** A gap as the state keeps it, and whether anything of it was cut. */
export function keptGap(gap: { key: string; text: ReaderText }): {
  gap: { key: string; text: ReaderText }
  cut: boolean
} {
  const key = cutToBytes(gap.key, KEY_BYTES)
  const cut = measured(gap.text, t => cutToBytes(t, WORDING_BYTES).cut)
  const text = reworded(gap.text, t => cutToBytes(t, WORDING_BYTES).text)
  return { gap: { key: key.text, text }, cut: key.cut || cut }
}

/** What the bound trims: this period's gaps and the period before's. */
interface BoundedState {
  gaps: unknown[]
  previous?: { gaps: unknown[] }
}

/**
 * The sealed line of `state`, within STATE_BOUND_CHARS: a state that would not fit (which its cut
 * gaps make impossible, but a bound is a bound) keeps fewer gaps, the lowest ranked first.
 */
export function boundedState<S extends BoundedState>(state: S, sealed: (state: S) => string): string {
  let fitted = state
  let line = sealed(fitted)
  while (line.length > STATE_BOUND_CHARS) {
    const previous = fitted.previous
    if (previous && previous.gaps.length >= fitted.gaps.length && previous.gaps.length > 0)
      fitted = { ...fitted, previous: { ...previous, gaps: previous.gaps.slice(0, -1) } }
    else if (fitted.gaps.length > 0) fitted = { ...fitted, gaps: fitted.gaps.slice(0, -1) }
    else throw new Error('the loop state does not fit its bound even without gaps')
    line = sealed(fitted)
  }
  return line
}
