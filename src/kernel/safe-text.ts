// The one door for outside text. Anything that came from the API, GitHub, an event payload, an error
// body or a user's prompt reaches a sink (a log line, an output, Markdown/HTML, a Mermaid chart, a CSV
// cell, the context that GitHub text adds to the agent's prompt) only through the function here named
// for that sink. Each one redacts the registered secrets *before* it cuts anything, so no piece of a key
// survives a truncation.

import type { ReaderText } from './publish/reader-text.js'
import { currentRunSecrets, SECRET_RUN } from './secrets.js'

/**
 * What a sink takes: any outside value but reader text, which only the publication gate turns into
 * text for a place (kernel/publish/). A value typed `unknown` (a caught error) passes, and meets the
 * runtime gate where it is published.
 */
export type NotReaderText<T> = 0 extends 1 & T // any
  ? unknown
  : [Extract<T, ReaderText>] extends [never]
    ? unknown
    : never

export { SECRET_RUN }
const REDACTED = '***'

/**
 * Registers a secret (the API key, the GitHub token) for the run this call belongs to: every sink
 * below redacts it, whole or in part, for the rest of that run. Outside any run there is nowhere to
 * keep it, and no sink of a run to protect: it is ignored (kernel/secrets.ts).
 */
export function registerSecret(value: string | undefined): void {
  currentRunSecrets()?.add(value)
}

/**
 * Replaces every secret, and every run of SECRET_RUN or more of its characters, with `***`. A match is
 * extended as far as the text goes on following the secret, so a cut key leaves no 8-character tail.
 */
export function redact(text: string): string {
  const secrets = currentRunSecrets()
  const pattern = secrets?.pattern
  if (!secrets || !pattern) return text
  pattern.lastIndex = 0
  if (!pattern.test(text)) return text
  pattern.lastIndex = 0
  let out = ''
  let from = 0
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    let end = m.index + m[0].length
    end = extendAlongSecret(text, m.index, end, secrets.all())
    out += text.slice(from, m.index) + REDACTED
    from = end
    pattern.lastIndex = end
  }
  return out + text.slice(from)
}

function extendAlongSecret(text: string, start: number, end: number, secrets: Iterable<string>): number {
  let best = end
  const run = text.slice(start, end)
  for (const s of secrets) {
    for (let at = s.indexOf(run); at !== -1; at = s.indexOf(run, at + 1)) {
      let i = end
      let j = at + run.length
      while (i < text.length && j < s.length && text[i] === s[j]) {
        i++
        j++
      }
      best = Math.max(best, i)
    }
  }
  return best
}

/** The first `end` UTF-16 units of `text`, one fewer when the last would be half a surrogate pair. */
function safePrefix(text: string, end: number): string {
  let at = Math.max(0, end)
  const last = text.charCodeAt(at - 1)
  if (last >= 0xd800 && last <= 0xdbff) at -= 1
  return text.slice(0, at)
}

/**
 * Cuts to at most `max` UTF-16 units without splitting a surrogate pair, marking the cut with `mark`
 * (counted in `max`; `''` for a bound that is not shown).
 */
export function cut(text: string, max: number, mark = '…'): string {
  if (text.length <= max) return text
  return `${safePrefix(text, max - mark.length)}${mark}`
}

/**
 * Characters that control, hide or reorder text: C0/C1 controls, line and paragraph separators, and
 * every format character (Cf: bidi controls such as U+061C and U+202A–U+202E, zero-width and joiner
 * characters U+200B–U+200F and U+2060–U+2069, U+FEFF, the soft hyphen, the TAG block U+E0001–U+E007F),
 * with the unassigned U+E0000 of that block too.
 */
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u{E0000}-\u{E007F}]/gu

/** Control and invisible characters as visible escapes (`\n`, `\u001b`, `\u{e0041}`), so a value stays one line. */
function visibleControls(text: string): string {
  return text.replace(CONTROL, ch => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }
    const code = ch.codePointAt(0) as number
    return (
      named[ch] ?? (code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`)
    )
  })
}

/**
 * A value for a log line: redacted, on one line with control characters made visible, cut to `max`,
 * and with `::` (and `##[`) broken up, so it can never start or smuggle a workflow command.
 */
export function forLog<T>(value: T & NotReaderText<T>, max = 500): string {
  const text = redact(String(value ?? ''))
  // `::` starts a workflow command; `##[` is the runner's older command form.
  return cut(visibleControls(text), max).replace(/::/g, ':\u2236').replace(/##\[/g, '#\uff03[')
}

/** Action outputs: well under the runner's limits. An over-long value is cut with a visible note. */
export const MAX_OUTPUT_CHARS = 64 * 1024

/** A value for `core.setOutput`: redacted, one line (no newline can reach a `run:` script), bounded. */
export function forOutput(value: string, max = MAX_OUTPUT_CHARS): string {
  const text = visibleControls(redact(value))
  return text.length > max ? `${cut(text, max - 40)} [cut: ${text.length} characters]` : text
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}

/**
 * Text inside Markdown or HTML (a summary, a PR comment): redacted, cut, then every character that
 * could make a tag, a link, an image, a heading, emphasis, code or a table cell becomes an entity.
 * Newlines become `<br>`, so no value can end an HTML block or start a line of its own. The `:` of
 * `://`, the `.` of `www.` and `@` become entities too, so GFM's autolinker finds no bare URL or e-mail.
 */
export function forMarkdown<T>(value: T & NotReaderText<T>, max = 2000): string {
  const text = cut(redact(String(value ?? '')), max)
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[&<>"'`*[\]()!#|\\~]/g, ch => HTML_ENTITIES[ch] ?? `&#${ch.charCodeAt(0)};`)
      // `_` makes emphasis only at a word's edge; inside a word (`job_51d8`) it stays as it is.
      .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '&#95;')
      .replace(/:(?=\/\/)|(?<=www)\.|@/gi, ch => `&#${ch.charCodeAt(0)};`)
      .replace(CONTROL, ch => (ch === '\n' ? '<br>' : ' '))
  )
}

/**
 * Multi-line text for a `<pre>` block: escaped like forMarkdown, but newlines kept as `&#10;`, so the
 * Markdown source stays one line (a blank line would end the surrounding HTML block).
 */
export function forPre<T>(value: T & NotReaderText<T>, max = 2000): string {
  const text = cut(redact(String(value ?? '')), max).replace(/\r\n?/g, '\n')
  return text
    .replace(/[&<>"'`*_[\]()!#|\\~]/g, ch => HTML_ENTITIES[ch] ?? `&#${ch.charCodeAt(0)};`)
    .replace(CONTROL, ch => (ch === '\n' ? '&#10;' : ch === '\t' ? '&#9;' : ' '))
}

/** An `https://` URL as it is, or undefined: the only kind of outside URL set as an output or linked. */
export function httpsUrl(value: unknown, max = 2000): string | undefined {
  if (typeof value !== 'string' || value.length > max || !/^[\x21-\x7e]+$/.test(value)) return undefined
  if (redact(value) !== value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined
  // A bare origin is kept as sent: the parser's added `/` would make the output differ from the API's.
  return url.href === `${value}/` ? value : url.href
}

/** A link to an https URL from outside; anything else is shown as escaped text. */
export function markdownLink(url: unknown, label?: string): string {
  const href = httpsUrl(url)
  if (!href) return url ? forMarkdown(url) : ''
  return `<a href="${forPre(href)}">${forMarkdown(label ?? href)}</a>`
}

/** `@login` for a mention that notifies (only a well-formed GitHub login); any other text is escaped. */
export function forMention(login: unknown): string {
  const text = String(login ?? '')
  return /^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/.test(text) ? `@${text}` : forMarkdown(text, 60)
}

/** An image from an https URL (a screenshot), at most `width` pixels wide; '' for anything else. */
export function markdownImage(url: unknown, alt: string, width = 640): string {
  const href = httpsUrl(url)
  return href ? `<img src="${forPre(href)}" alt="${forMarkdown(alt, 200)}" width="${Math.round(width)}">` : ''
}

/** A plausible id from the API or a comment marker: printable, no whitespace or control characters, bounded. */
export function isPlausibleId(value: unknown, max = 128): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max && /^[\x21-\x7e]+$/.test(value)
}

/**
 * A job id as the action accepts it, from the API or the `job-id` input: 1 to `max` characters, none a
 * control character or a line/paragraph separator. Spaces and other printable characters are allowed;
 * every URL path segment is encoded, and every sink escapes outside text.
 */
export function isUsableJobId(value: unknown, max = 128): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max && !ID_CONTROL.test(value)
}

// eslint-disable-next-line no-control-regex
const ID_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

// A prompt value holding one of these is JSON-quoted, so it cannot start a line of the prompt.
// eslint-disable-next-line no-control-regex
const PROMPT_LINE_BREAK = /[\u0000-\u001f\u007f\u2028\u2029]/

/**
 * A value on one line of the context block appended to the prompt (a title, a branch, a file name, a
 * commit subject, an error): redacted, then cut after `max` characters with `…`, then JSON-quoted when
 * it holds a line break or another control character. No value can start a line of its own in the
 * block (a fake END marker, a fake instruction), and the agent still reads exactly what GitHub sent.
 */
export function forPrompt<T>(value: T & NotReaderText<T>, max = Infinity): string {
  const redacted = redact(String(value ?? ''))
  const text = redacted.length > max ? `${safePrefix(redacted, max)}…` : redacted
  return PROMPT_LINE_BREAK.test(text) ? JSON.stringify(text) : text
}

/**
 * Free text in the prompt that the prompt labels untrusted (a pull request description, release notes):
 * redacted, line breaks normalised, trimmed, cut after `max` characters with `cutNote` on a line of its
 * own, and fenced with more backticks than any run inside, so the text cannot close the fence early.
 * Blank text gives '' (nothing to fence).
 */
export function forPromptBlock<T>(
  value: T & NotReaderText<T>,
  options: { max?: number; cutNote?: string } = {}
): string {
  const { max = Infinity, cutNote = '[… cut]' } = options
  const text = redact(String(value ?? ''))
    .replace(/\r\n?/g, '\n')
    .trim()
  if (!text) return ''
  const kept = text.length > max ? `${safePrefix(text, max)}\n${cutNote}` : text
  let longest = 0
  for (const run of kept.matchAll(/`+/g)) longest = Math.max(longest, run[0].length)
  const ticks = '`'.repeat(Math.max(3, longest + 1))
  return `${ticks}text\n${kept}\n${ticks}`
}

/**
 * A label inside a Mermaid chart (a quoted string in `xychart-beta` or `pie`): letters, digits and a
 * few safe punctuation marks survive; quotes, brackets, `#`, `;`, `%` and newlines do not.
 */
export function forMermaid<T>(value: T & NotReaderText<T>, max = 40): string {
  const text = cut(redact(String(value ?? '')), max)
  return (
    text
      .replace(/[^\p{L}\p{N} /._,+\-@]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || '-'
  )
}

/**
 * Text inside an SVG or other XML document (an element's text or a quoted attribute): redacted, cut
 * to `max`, then `&`, `<`, `>` and both quotes become entities (so `]]>` cannot appear either).
 * Characters XML 1.0 forbids (C0 controls but tab, lone surrogates, U+FFFE/U+FFFF) and the
 * invisible or reordering ones (bidi controls, zero-width, line separators) become a space, so
 * the document stays well-formed and shows what it says.
 */
export function forXml<T>(value: T & NotReaderText<T>, max = 200): string {
  const text = cut(redact(String(value ?? '')), max)
  return (
    text
      // A lone surrogate (left by a cut elsewhere) is not a character XML can hold.
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
      .replace(CONTROL, ' ')
      .replace(/[\ufffe\uffff]/g, ' ')
      .replace(/[&<>"']/g, ch => HTML_ENTITIES[ch] as string)
  )
}

/**
 * One CSV field (RFC 4180), with spreadsheet formulas neutralised (the OWASP rule): a cell that
 * starts with `=`, `+`, `-`, `@`, a tab or a CR is prefixed with `'`. Numbers we write ourselves do
 * not come through here.
 */
export function forCsv<T>(value: T & NotReaderText<T>): string {
  let text = redact(String(value ?? ''))
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
