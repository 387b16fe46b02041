import { ADDRESS_RULES } from './addresses.js'
import { matchingCopy } from './normalise.js'
import { NUMBER_RULES } from './numbers.js'
import type { Rule } from './rule.js'
import { LONG_TOKEN_RULE, SECRET_RULES } from './secrets.js'

// Redaction of reader text, a best effort: the rules match a folded copy of the text (normalise.ts),
// so what a reader typed in full width, another script's digits or with characters nobody sees is
// matched as what it reads; each match is cut out of the original text and a bracketed word put in
// its place. Rules run in order, each over the copy with the matches of the rules before masked.

const [URL_RULE, ...EMAIL_RULES] = ADDRESS_RULES

/** Every rule, in the order it runs: the most specific shapes first, bare digit runs last. */
export const RULES: readonly Rule[] = [
  URL_RULE!,
  ...SECRET_RULES,
  ...EMAIL_RULES,
  LONG_TOKEN_RULE,
  ...NUMBER_RULES
]

/** Stands for a matched character in the copy: no rule's pattern reads it as part of a shape. */
const MASK = '\u0000'

interface Span {
  start: number
  end: number
  label: string
}

/** Runs one rule over the copy: what it matched (labelled '' where it keeps the match), in order. */
function matchesOf(rule: Rule, copy: string): Span[] {
  if (rule.hint && !rule.hint.test(copy)) return []
  // The rule's own pattern: global, so exec walks the copy from lastIndex; reset for each copy.
  const pattern = rule.pattern
  pattern.lastIndex = 0
  const matched: Span[] = []
  for (let m = pattern.exec(copy); m; m = pattern.exec(copy)) {
    const start = m.index
    const end = start + m[0].length
    const label = end === start ? undefined : rule.replace ? rule.replace(m[0]) : ''
    // Not the shape after all: look again from the next character, where a shorter match may start.
    if (label === undefined) pattern.lastIndex = start + 1
    else matched.push({ start, end, label })
  }
  return matched
}

/** The copy with `spans` masked, so no later rule reads them. */
function masked(copy: string, spans: readonly Span[]): string {
  let out = ''
  let from = 0
  for (const s of spans) {
    out += copy.slice(from, s.start) + MASK.repeat(s.end - s.start)
    from = s.end
  }
  return out + copy.slice(from)
}

/** Spans in order, overlapping ones made one (a pair whose value held an address is one secret). */
function merged(spans: Span[]): Span[] {
  spans.sort((a, b) => a.start - b.start || b.end - a.end)
  const out: Span[] = []
  for (const span of spans) {
    const last = out[out.length - 1]
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end)
    else out.push({ ...span })
  }
  return out
}

/** `text` with e-mail addresses, phone numbers, card and id numbers, keys and credentials replaced. */
export function redactPersonalData(text: string): string {
  const copy = matchingCopy(text)
  let work = copy.text
  const found: Span[] = []
  for (const rule of RULES) {
    const matched = matchesOf(rule, work)
    if (matched.length === 0) continue
    work = masked(work, matched)
    if (rule.replace) found.push(...matched)
  }
  if (found.length === 0) return text
  let out = ''
  let from = 0
  for (const span of merged(found)) {
    out += text.slice(from, copy.starts[span.start]) + span.label
    from = copy.ends[span.end - 1]!
  }
  return out + text.slice(from)
}
