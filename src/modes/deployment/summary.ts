import type { DeploymentStatus } from '../../kernel/api/admin-schemas.js'
import { formatWait } from '../../kernel/api/failures.js'
import { messageHtml } from '../../kernel/io/message-html.js'
import type { StepSummary } from '../../kernel/io/step-summary.js'
import { forMarkdown, forPre, markdownImage, markdownLink, redact } from '../../kernel/safe-text.js'
import { waitNote } from '../../kernel/wait/wait-note.js'
import { screenshotOf, type DeploymentReport } from './report.js'

// The job summary of deploy and preview. Every value from the API passes safe-text.ts on
// its way into the Markdown; lists and the log are bounded, so a huge deployment stays readable and
// far below the runner's 1 MiB.

/** Paths shown per list (added, modified, removed); the rest are counted. */
export const MAX_FILES_SHOWN = 50
/** The log excerpt: its last lines, and at most this many characters of them. */
export const LOG_LINES = 40
export const LOG_CHARS = 6000

const cell = (value: string | null | undefined, max = 500) => (value ? forMarkdown(value, max) : '—')
const code = (value: string) => `<code>${forMarkdown(value, 200)}</code>`

function fileList(title: string, files: string[] | number | null | undefined): string {
  if (files === null || files === undefined) return ''
  if (typeof files === 'number') return `<p>${title}: ${files}</p>`
  if (files.length === 0) return ''
  const shown = files.slice(0, MAX_FILES_SHOWN).map(f => `<li>${code(f)}</li>`)
  const more = files.length - shown.length
  const rest = more > 0 ? `<li>… and ${more} more</li>` : ''
  return `<details><summary>${title} (${files.length})</summary><ul>${shown.join('')}${rest}</ul></details>`
}

/** The end of the log, redacted before it is cut, in a `<pre>` that keeps the Markdown on one line. */
export function logExcerpt(logs: string[]): string {
  const lines = logs.slice(-LOG_LINES).map(line => redact(line))
  let text = lines.join('\n')
  if (text.length > LOG_CHARS) text = `…${text.slice(-LOG_CHARS)}`
  const skipped = logs.length - lines.length
  const note = skipped > 0 ? `<p>The last ${lines.length} of ${logs.length} log lines:</p>` : ''
  return `${note}<pre>${forPre(text, LOG_CHARS + 1)}</pre>`
}

function commitRows(status: DeploymentStatus | undefined): [string, string][] {
  const commit = status?.commit
  const sha = commit?.sha ? code(commit.sha.slice(0, 40)) : '—'
  return [
    ['Commit', sha],
    ['Branch', cell(commit?.ref)],
    ['Message', cell(commit?.message, 1000)],
    ['Author', cell(status?.author?.name, 200)],
    ['Summary', cell(status?.summary, 1000)]
  ]
}

export async function writeDeploymentSummary(
  summary: StepSummary,
  report: DeploymentReport,
  error?: string
): Promise<void> {
  const { status } = report
  const title = report.kind === 'preview' ? 'Docs preview' : 'Docs deployment'
  const rows: [string, string][] = [
    ['Status id', code(report.statusId)],
    ['Status', cell(status?.status, 100)],
    ...(report.kind === 'preview'
      ? ([
          ['Preview', markdownLink(report.previewUrl) || '—'],
          ['Branch asked for', cell(report.branch)]
        ] as [string, string][])
      : []),
    ...commitRows(status),
    ['Elapsed', formatWait(report.elapsedMs)]
  ]
  summary.builder.addHeading(title, 2).addTable([
    [
      { data: 'Field', header: true },
      { data: 'Value', header: true }
    ],
    ...rows
  ])
  const parts = [waitNote(report.outcome, report.kind === 'preview' ? 'preview deployment' : 'deployment')]
  if (error) parts.push(`<p><strong>Error:</strong> ${messageHtml(error)}</p>`)
  const files = status?.commit?.filesChanged
  parts.push(
    fileList('Files added', files?.added),
    fileList('Files modified', files?.modified),
    fileList('Files removed', files?.removed)
  )
  if (status?.status === 'failure' && status.logs?.length)
    parts.push(`<h3>Log (end)</h3>${logExcerpt(status.logs)}`)
  const shot = screenshotOf(status)
  if (shot) parts.push(`<h3>Screenshot</h3><p>${markdownImage(shot, 'Screenshot of the deployed docs')}</p>`)
  summary.builder.addRaw(parts.filter(Boolean).join('\n'), true)
  await summary.write()
}
