import { appendFileSync, statSync } from 'node:fs'

// Appending to the job summary file within the runner's limits, without @actions/core: a run that
// fails before any mode starts (an input error) writes its short summary through here, and loading
// @actions/core only for that would cost more than the rest of the entry (BENCHMARKS.md, start-up).
//  - the runner drops a step's summary over 1 MiB (all of it, not the excess): the file is kept under
//    that, cut at a safe point with a visible note;
//  - some runners and emulators set no GITHUB_STEP_SUMMARY: a warning, once, and the step goes on.

/** The runner's limit per step, and what we keep to (a little under it, for the note). */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024
const KEEP_BYTES = SUMMARY_LIMIT_BYTES - 4 * 1024

/** One run's job summary file: what it appended, and whether it warned that there is none. */
export class SummaryFile {
  /** Whether any summary has been written in this run (main.ts writes a short one on failure if not). */
  written = false
  private warnedMissing = false

  /** `file` is GITHUB_STEP_SUMMARY: undefined on runners and emulators that set none. */
  constructor(
    private readonly file: string | undefined,
    private readonly warn: (message: string) => void
  ) {}

  /** Appends `text` (Markdown with inline HTML), cut to fit under the runner's limit. */
  append(text: string): void {
    this.written = true
    if (!this.file) {
      if (!this.warnedMissing)
        this.warn(
          'No job summary: GITHUB_STEP_SUMMARY is not set on this runner. The outputs are set as usual.'
        )
      this.warnedMissing = true
      return
    }
    const room = KEEP_BYTES - sizeOf(this.file)
    let kept = text
    if (Buffer.byteLength(text, 'utf8') > room) {
      kept = truncateHtml(text, room)
      if (!kept)
        this.warn("The job summary is already at the runner's 1 MiB limit: this part of it was not written.")
    }
    if (kept) appendFileSync(this.file, kept)
  }
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}

// Elements with no closing tag, and the ones whose content is raw text.
const VOID: ReadonlySet<string> = new Set([
  'br',
  'hr',
  'img',
  'input',
  'wbr',
  'col',
  'meta',
  'link',
  'source',
  'area',
  'base'
])
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^<>]*?(\/?)>/g

/**
 * `html` cut to at most `maxBytes` of UTF-8 with a visible note: never inside a tag, an entity or a
 * character; tags left open are closed (in order), and so is a Markdown code fence.
 */
export function truncateHtml(html: string, maxBytes: number): string {
  const total = Buffer.byteLength(html, 'utf8')
  if (total <= maxBytes) return html
  const note = (left: number) =>
    `\n\n<p><strong>Summary cut here:</strong> the runner accepts at most 1 MiB per step, so ${left.toLocaleString('en-US')} bytes were left out. The full details are in the step's log and outputs.</p>\n`
  // Room for the closing tags and the note; the note is counted with the largest possible number.
  const reserve = Buffer.byteLength(note(total), 'utf8') + 512
  if (maxBytes <= reserve) return ''
  let kept = utf8Prefix(html, maxBytes - reserve)
  // Not inside a tag: drop a trailing `<…` that has no `>`.
  const open = kept.lastIndexOf('<')
  if (open > kept.lastIndexOf('>')) kept = kept.slice(0, open)
  // Not inside an entity: drop a trailing `&name` / `&#123` with no `;`.
  kept = kept.replace(/&#?[a-zA-Z0-9]{0,31}$/, '')
  // Prefer a line (block) boundary when one is near, so a table row or paragraph stays whole.
  const line = kept.lastIndexOf('\n')
  if (line >= 0 && kept.length - line < 2048) kept = kept.slice(0, line)

  const stack: string[] = []
  for (const m of kept.matchAll(TAG)) {
    const name = (m[2] as string).toLowerCase()
    if (VOID.has(name) || m[3]) continue
    if (m[1]) {
      const at = stack.lastIndexOf(name)
      if (at >= 0) stack.length = at
    } else stack.push(name)
  }
  const fences = kept.split('\n').filter(l => /^\s*(```|~~~)/.test(l)).length
  const closing =
    (fences % 2 ? '\n```\n' : '') +
    stack
      .reverse()
      .map(n => `</${n}>`)
      .join('')
  const left = total - Buffer.byteLength(kept, 'utf8')
  const result = `${kept}${closing}${note(left)}`
  return Buffer.byteLength(result, 'utf8') <= maxBytes ? result : `${note(left).trim()}\n`
}

/** The longest prefix of `text` within `maxBytes` of UTF-8, never splitting a character. */
function utf8Prefix(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length <= maxBytes) return text
  let end = Math.max(0, maxBytes)
  // Back up to the start of a character (continuation bytes are 10xxxxxx).
  while (end > 0 && ((bytes[end] as number) & 0xc0) === 0x80) end--
  return bytes.subarray(0, end).toString('utf8')
}
