// Reader text: what the public typed into the docs site (search queries, assistant questions and their
// transcripts, feedback comments). It may hold personal data: the publication gate (kernel/publish/)
// decides, per place the action writes, which of these modes that place gets.
// `redact` replaces personal data and secrets as people type them (kernel/redaction/: addresses,
// numbers, keys and credential pairs) by a bracketed word, and breaks `@mentions` and `#refs` so
// nobody is pinged, a best effort; `omit`
// leaves no reader text at all; `keep` passes it as it is. The sinks of safe-text.ts still escape it.

import { redactPersonalData } from './redaction/redact.js'

export const READER_TEXT_MODES = ['redact', 'omit', 'keep'] as const
export type ReaderTextMode = (typeof READER_TEXT_MODES)[number]

/** What stands in for reader text that was left out (`omit`). */
export const OMITTED_TEXT = '[reader text omitted]'

const MENTION = /(^|[^\p{L}\p{N}_`])@(?=[A-Za-z0-9])/gu
const REF = /(^|[^\p{L}\p{N}_&])#(?=\d)|\b(GH)-(?=\d)/gu

/** Reader text with personal data and pings taken out (the `redact` mode). */
export function redactReaderText(text: string): string {
  // A full-width sign reads the same and notifies nobody, in Markdown, a prompt or a pull request.
  return redactPersonalData(text)
    .replace(MENTION, '$1\uff20')
    .replace(REF, (_, before = '', gh) => (gh ? 'GH\u2011' : `${before}\uff03`))
}
