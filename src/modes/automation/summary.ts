import { formatWait } from '../../kernel/api/failures.js'
import { messageHtml } from '../../kernel/io/message-html.js'
import type { StepSummary } from '../../kernel/io/step-summary.js'
import { forMarkdown, markdownLink } from '../../kernel/safe-text.js'
import { waitNote } from '../../kernel/wait/wait-note.js'
import type { AutomationReport } from './report.js'

// The job summary of automation mode. Every value from the API passes safe-text.ts on its way into the
// Markdown.

const cell = (value: string | null | undefined, max = 500) => (value ? forMarkdown(value, max) : '—')
const code = (value: string) => `<code>${forMarkdown(value, 200)}</code>`

export async function writeAutomationSummary(
  summary: StepSummary,
  report: AutomationReport,
  error?: string
): Promise<void> {
  const { job, followed } = report
  const how = !followed
    ? '—'
    : followed.readable
      ? 'through the agent job endpoint'
      : `not followed: ${forMarkdown(followed.why, 1000)}`
  summary.builder.addHeading('Docs automation', 2).addTable([
    [
      { data: 'Field', header: true },
      { data: 'Value', header: true }
    ],
    ['Automation', code(report.schemaId ?? report.automationId)],
    ['Run (instance id)', report.instanceId ? code(report.instanceId) : '—'],
    ['Job id', report.jobId ? code(report.jobId) : '—'],
    ['Waited', how],
    ['Status', cell(job?.status, 100)],
    ['Pull request', markdownLink(job?.prLink) || '—'],
    ['Elapsed', formatWait(report.elapsedMs)]
  ])
  // An unreadable run was not waited for, whatever `wait` says: the paragraph below tells why.
  const parts = [followed?.readable === false ? '' : waitNote(report.outcome, 'run')]
  if (followed && !followed.readable)
    parts.push(
      '<p>The API documents no status for an automation run: follow it in the dashboard, with the ids above.</p>'
    )
  if (error) parts.push(`<p><strong>Error:</strong> ${messageHtml(error)}</p>`)
  summary.builder.addRaw(parts.filter(Boolean).join('\n'), true)
  await summary.write()
}
