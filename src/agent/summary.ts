import * as core from '@actions/core'
import { writeStepSummary } from '../step-summary.js'
import { forMarkdown as escapeText, markdownLink as linkOrText } from '../outside.js'
import { resumeHint } from './outcome.js'
import { formatDuration, type AgentAction, type AgentReport } from './run.js'

const ACTION_LABEL: Record<AgentAction, string> = {
  created: 'Created a job',
  'follow-up': 'Sent a follow-up',
  resumed: 'Waited for an existing job',
  checked: 'Checked an existing job'
}

const PROMPT_PREVIEW_CHARS = 1000

export async function writeAgentSummary(report: AgentReport, prompt?: string, error?: string): Promise<void> {
  const { job } = report
  const cell = (value: string | null | undefined) => (value ? escapeText(value) : '—')
  core.summary.addHeading('Docs agent', 2).addTable([
    [
      { data: 'Field', header: true },
      { data: 'Value', header: true }
    ],
    ['Mode', ACTION_LABEL[report.action]],
    ['Job id', `<code>${escapeText(report.jobId)}</code>`],
    ['Status', cell(job?.status)],
    [
      'Pull request',
      linkOrText(job?.prLink) || (job?.status === 'completed' ? 'none (no files changed)' : '—')
    ],
    ['Model', cell(job?.model)],
    ['Repository', job?.source?.repository ? linkOrText(job.source.repository) : '—'],
    ['Ref', cell(job?.source?.ref)],
    ['Elapsed', formatDuration(report.elapsedMs)]
  ])
  if (report.outcome === 'timeout' || report.outcome === 'cancelled') {
    const why =
      report.outcome === 'timeout' ? 'Stopped waiting at `timeout-minutes`.' : 'The workflow was cancelled.'
    core.summary.addRaw(`<p>${escapeText(why)} ${escapeText(resumeHint(report.jobId))}</p>`, true)
  }
  if (error) core.summary.addRaw(`<p><strong>Error:</strong> ${escapeText(error)}</p>`, true)
  if (prompt) {
    const preview =
      prompt.length > PROMPT_PREVIEW_CHARS ? `${prompt.slice(0, PROMPT_PREVIEW_CHARS)}…` : prompt
    core.summary.addDetails('Prompt', `<pre>${escapeText(preview)}</pre>`)
  }
  await writeStepSummary()
}
