import { createHash } from 'node:crypto'
import { digestOf, type ReaderText } from '../../../kernel/publish/reader-text.js'

export { isPageGap, pageGapText, pagePathOf } from '../report/gaps.js'

// A gap: something readers looked for and did not find. Near-duplicate wordings (case, spacing,
// punctuation, a plural) are one gap, whose key is stable from period to period and holds no reader
// text (a hash of the normalised wording), so it may appear in outputs, the state and files.

export type GapSource = 'search' | 'assistant' | 'feedback'

export interface ThreadMessage {
  role: string
  content: ReaderText
}

export interface Gap {
  /** `q-<hash>` for a query or question, `p-<hash>` for a page. */
  key: string
  /** 1 is the gap the most readers met. */
  rank: number
  /**
   * The first wording seen (reader text: shown only as the gate allows), or, for a page gap, the
   * page's path (pagePathOf).
   */
  text: ReaderText
  sources: GapSource[]
  /** How many times readers met it: searches without a click + unanswered questions + thumbs-down. */
  weight: number
  evidence: GapEvidence
}

export interface GapEvidence {
  /** Searches with no click through (sum of `hits` over the wordings). */
  searches: number
  /** Unanswered assistant turns. */
  unanswered: number
  thumbsDown: number
  /** The other wordings merged into this gap (at most MAX_VARIANTS). */
  variants: ReaderText[]
  /** Pages readers were on (assistant `pageUrl`) or the page itself (feedback). */
  pages: string[]
  /** What readers wrote about the page (feedback comments, at most MAX_COMMENTS). */
  comments: ReaderText[]
  /** Assistant thread ids (at most MAX_THREADS_KEPT). */
  threadIds: string[]
  /** The transcript of the first thread, for the top unanswered questions. */
  transcript?: ThreadMessage[]
}

export const MAX_VARIANTS = 5
export const MAX_COMMENTS = 3
export const MAX_THREADS_KEPT = 3
export const MAX_PAGES_KEPT = 5

/** One word without a plural `s`: `limits` → `limit`, `queries` → `query`; `class`, `status` stay. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

/** The wording that near-duplicates share: case, spacing, punctuation and plurals ignored. */
export function normalisedQuery(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singular)
    .join(' ')
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12)

/** A wording's key (`q-` and a hash of it normalised); undefined when nothing is left of it. */
export function queryKeyOf(text: ReaderText): string | undefined {
  const digest = digestOf(text, normalisedQuery)
  return digest === undefined ? undefined : `q-${digest}`
}
export const queryKey = (normalised: string): string => `q-${hash(normalised)}`
export const pageKey = (path: string): string => `p-${hash(path)}`
