// Reader text: what the public typed into the docs site (search queries, assistant questions and their
// transcripts, feedback comments). It may hold personal data: the publication gate (kernel/publish/)
// decides, per place the action writes, which of these modes that place gets.
// `redact` replaces e-mail addresses, phone numbers, long digit runs, keys and tokens and URLs with
// credentials by a bracketed word, and breaks `@mentions` and `#refs` so nobody is pinged; `omit`
// leaves no reader text at all; `keep` passes it as it is. The sinks of safe-text.ts still escape it.

export const READER_TEXT_MODES = ['redact', 'omit', 'keep'] as const
export type ReaderTextMode = (typeof READER_TEXT_MODES)[number]

/** What stands in for reader text that was left out (`omit`). */
export const OMITTED_TEXT = '[reader text omitted]'

// Order matters: a URL's credentials before the e-mail rule sees `user:pass@host`, keys before digits.
const URL_WITH_CREDENTIALS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s/@]+@[^\s]*/gi
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu
/** Well-known key shapes, and `key=…`-like assignments. */
const KEYS: readonly RegExp[] = [
  /\b(?:mint|sk|pk|rk)_[A-Za-z0-9_]{6,}/g,
  /\bgh[pousr]_[A-Za-z0-9]{16,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{16,}/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\bxox[abprs]-[A-Za-z0-9-]{8,}/g,
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
  /\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/gi,
  /\b(?:api[_-]?key|token|secret|password|passwd|pwd)\s*[:=]\s*\S+/gi,
  // A long run mixing letters and digits, with no space: a token more often than a word.
  /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g
]
/** Digits with at most two separators between them: phone numbers, cards, account and national ids. */
const DIGIT_RUN = /\+?\(?\d(?:[\s().\-/]{0,2}\d)+/g
/** An ISO date or a clock time is no personal data. */
const DATE_LIKE = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}(?::\d{2})?)$/
const MENTION = /(^|[^\p{L}\p{N}_`])@(?=[A-Za-z0-9])/gu
const REF = /(^|[^\p{L}\p{N}_&])#(?=\d)|\b(GH)-(?=\d)/gu

function digitRun(run: string): string {
  const digits = run.replace(/\D/g, '').length
  if (digits < 7 || DATE_LIKE.test(run.trim())) return run
  // A phone number: a leading +, or 7 to 15 digits written with separators, as people write them.
  const phoneLike = run.startsWith('+') || (digits <= 15 && /[\s().-]/.test(run))
  return phoneLike && digits <= 15 ? '[phone]' : '[number]'
}

/** Reader text with personal data and pings taken out (the `redact` mode). */
export function redactReaderText(text: string): string {
  let out = text.replace(URL_WITH_CREDENTIALS, '[url with credentials]').replace(EMAIL, '[email]')
  for (const key of KEYS) out = out.replace(key, '[key]')
  out = out.replace(DIGIT_RUN, digitRun)
  // A full-width sign reads the same and notifies nobody, in Markdown, a prompt or a pull request.
  return out
    .replace(MENTION, '$1\uff20')
    .replace(REF, (_, before = '', gh) => (gh ? 'GH\u2011' : `${before}\uff03`))
}
