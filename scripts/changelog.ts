// CHANGELOG.md in the Keep a Changelog layout: `## [Unreleased]`, then `## [X.Y.Z] - YYYY-MM-DD`
// sections, newest first. The release script moves the Unreleased section under a version; the
// release workflow publishes a version's section as the release notes.

export const UNRELEASED_HEADING = '## [Unreleased]'

/** `X.Y.Z` with no leading zeros, the only version form a release takes. */
export const VERSION_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/

/** Negative, zero or positive as `a` is older than, the same as or newer than `b` (both `X.Y.Z`). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split('.').map(Number)
  const [x, y] = [parts(a), parts(b)]
  for (let i = 0; i < 3; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The line index of `## [name]` (optionally followed by ` - date`), or -1. */
function headingIndex(lines: string[], name: string): number {
  const pattern = new RegExp(`^## \\[${escape(name)}\\](\\s+-\\s+\\d{4}-\\d{2}-\\d{2})?\\s*$`, 'i')
  return lines.findIndex(line => pattern.test(line))
}

/** The index of the next `## ` heading after `from`, or the number of lines. */
function nextHeading(lines: string[], from: number): number {
  const at = lines.findIndex((line, i) => i > from && line.startsWith('## '))
  return at < 0 ? lines.length : at
}

/** The lines of a section without its heading, blank lines trimmed at both ends. */
function body(lines: string[], heading: number): string[] {
  const inner = lines.slice(heading + 1, nextHeading(lines, heading))
  while (inner.length && !inner[0]?.trim()) inner.shift()
  while (inner.length && !inner.at(-1)?.trim()) inner.pop()
  return inner
}

/** A version's section (without its heading), or undefined when there is none or it is empty. */
export function changelogSection(text: string, version: string): string | undefined {
  const lines = text.split('\n')
  const at = headingIndex(lines, version)
  if (at < 0) return undefined
  const inner = body(lines, at)
  return inner.length ? inner.join('\n') : undefined
}

/**
 * The changelog with the Unreleased entries moved under `## [version] - date`, and an empty
 * Unreleased section left on top for the next round. Throws when there is no Unreleased section, it is
 * empty, or the version already has a section.
 */
export function releaseChangelog(text: string, version: string, date: string): string {
  const lines = text.split('\n')
  const at = headingIndex(lines, 'Unreleased')
  if (at < 0) throw new Error(`CHANGELOG.md has no "${UNRELEASED_HEADING}" section`)
  if (headingIndex(lines, version) >= 0) throw new Error(`CHANGELOG.md already has a section for ${version}`)
  const entries = body(lines, at)
  if (!entries.length) {
    throw new Error(
      `CHANGELOG.md has nothing under "${UNRELEASED_HEADING}": say what ${version} changes first`
    )
  }
  const end = nextHeading(lines, at)
  const rest = lines.slice(end)
  return [
    ...lines.slice(0, at),
    UNRELEASED_HEADING,
    '',
    `## [${version}] - ${date}`,
    '',
    ...entries,
    ...(rest.length ? ['', ...rest] : [''])
  ].join('\n')
}
