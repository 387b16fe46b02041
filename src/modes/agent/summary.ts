import type { StepSummary } from '../../kernel/io/step-summary.js'
import { messageHtml } from '../../kernel/io/message-html.js'
import { forMarkdown, forPre, markdownLink } from '../../kernel/safe-text.js'
import { formatDuration, type AgentAction, type AgentReport } from './run.js'

const ACTION_LABEL: Record<AgentAction, string> = {
  created: 'Created a job',
  'follow-up': 'Sent a follow-up',
  resumed: 'Waited for an existing job',
  checked: 'Checked an existing job'
}

const PROMPT_PREVIEW_CHARS = 1000

export async function writeAgentSummary(
  summary: StepSummary,
  report: AgentReport,
  prompt?: string,
  error?: string
): Promise<void> {
  const { job } = report
  const cell = (value: string | null | undefined) => (value ? forMarkdown(value, 500) : '—')
  summary.builder.addHeading('Docs agent', 2).addTable([
    [
      { data: 'Field', header: true },
      { data: 'Value', header: true }
    ],
    ['Mode', ACTION_LABEL[report.action]],
    ['Job id', `<code>${forMarkdown(report.jobId)}</code>`],
    ['Status', cell(job?.status)],
    [
      'Pull request',
      markdownLink(job?.prLink) ||
        (job?.status === 'completed' ? 'none: the job completed and opened no pull request' : '—')
    ],
    ['Model', cell(job?.model)],
    ['Repository', job?.source?.repository ? markdownLink(job.source.repository) : '—'],
    ['Ref', cell(job?.source?.ref)],
    ['Elapsed', formatDuration(report.elapsedMs)]
  ])
  if (report.outcome === 'timeout' || report.outcome === 'cancelled') {
    const why =
      report.outcome === 'timeout'
        ? 'Stopped waiting at <code>timeout-minutes</code>.'
        : 'The workflow was cancelled.'
    const resume = `It keeps running on the service; to wait for it again, run with <code>job-id: ${forMarkdown(report.jobId)}</code> and no <code>prompt</code>.`
    summary.builder.addRaw(`<p>${why} ${resume}</p>`, true)
  }
  if (report.unknownStatuses?.length) {
    const names = report.unknownStatuses.map(s => `<code>${forMarkdown(s, 64)}</code>`).join(', ')
    summary.builder.addRaw(
      `<p>The API reported a status the action does not know (${names}); it was taken as still running.</p>`,
      true
    )
  }
  if (error) summary.builder.addRaw(`<p><strong>Error:</strong> ${messageHtml(error)}</p>`, true)
  if (prompt) {
    // forPre keeps the Markdown source on one line: a blank line in the prompt cannot end <details>.
    summary.builder.addDetails('Prompt', `<pre>${forPre(prompt, PROMPT_PREVIEW_CHARS)}</pre>`)
  }
  await summary.write()
}
