// The copy of a text that redaction matches against: what a reader sees, in one form. Compatibility
// forms and widths are folded (NFKC: `＠` is `@`, `１` is `1`), every dash is `-`, every decimal digit
// of any script is its ASCII digit, every space is ` `, and characters nobody sees (zero-width,
// soft hyphen, bidi controls, variation selectors, fillers) are gone. Each character of the copy
// knows the span of the original it came from, so a match is cut out of the original text.

/** A text folded for matching, with the original span of each of its characters. */
export interface MatchingCopy {
  readonly text: string
  /** Where in the original the character at each index of `text` starts. */
  readonly starts: readonly number[]
  /** Where in the original the character at each index of `text` ends. */
  readonly ends: readonly number[]
}

/** Characters that show nothing: format characters (Cf), variation selectors, joiners and fillers. */
const INVISIBLE = /^(?:\p{Cf}|\p{Variation_Selector}|\u034f|\u17b4|\u17b5|[\u115f\u1160\u3164\uffa0])$/u
const DASH = /^[\p{Pd}\u2212\u2796\ufe63\uff0d]$/u
const DIGIT = /^\p{Nd}$/u
const SPACE = /^\s$/u
/** Full stops that read as a dot in an address typed on a CJK keyboard. */
const FULL_STOPS: ReadonlySet<string> = new Set(['\u3002', '\uff61', '\uff0e'])

/**
 * The ASCII digit a decimal digit stands for. Unicode encodes each script's digits 0 to 9 in one
 * contiguous run, so a digit's value is its distance from the start of its run, modulo 10.
 */
function asciiDigit(char: string): string {
  const code = char.codePointAt(0)!
  let start = code
  while (start > 0 && DIGIT.test(String.fromCodePoint(start - 1))) start--
  return String((code - start) % 10)
}

/** What one character of the original becomes in the copy ('' for a character nobody sees). */
function fold(char: string): string {
  // Printable ASCII reads as itself (the most of any text): no lookup.
  const code = char.charCodeAt(0)
  if (code >= 0x20 && code < 0x7f) return char
  if (INVISIBLE.test(char)) return ''
  if (FULL_STOPS.has(char)) return '.'
  const compatible = char.normalize('NFKC')
  let out = ''
  for (const c of compatible) {
    if (SPACE.test(c)) out += ' '
    else if (DASH.test(c)) out += '-'
    else if (c > '\u007f' && DIGIT.test(c)) out += asciiDigit(c)
    else if (INVISIBLE.test(c)) continue
    else out += c
  }
  return out
}

/** The copy of `text` that redaction matches, and the original span of each of its characters. */
export function matchingCopy(text: string): MatchingCopy {
  let folded = ''
  const starts: number[] = []
  const ends: number[] = []
  let at = 0
  for (const char of text) {
    const end = at + char.length
    const out = fold(char)
    for (let i = 0; i < out.length; i++) {
      starts.push(at)
      ends.push(end)
    }
    folded += out
    at = end
  }
  return { text: folded, starts, ends }
}
