import type { Outputs } from '../../kernel/io/outputs.js'
import type { StepSummary } from '../../kernel/io/step-summary.js'
import { setOutputs } from '../../kernel/run/outputs-spec.js'
import { forMarkdown } from '../../kernel/safe-text.js'
import type { DispatchResult } from './dispatch.js'
import { NOTIFY_OUTPUTS } from './outputs.js'

// Notify mode's outputs, set here and nowhere else, and its job summary: one line per repository.

export interface NotifyReport {
  /** Why nothing was sent; undefined when the dispatches went out. */
  skipped?: string
  results: DispatchResult[]
}

export function setNotifyOutputs(out: Outputs, report: NotifyReport): void {
  setOutputs(out, NOTIFY_OUTPUTS, {
    notified: report.results
      .filter(r => r.sent)
      .map(r => r.repository)
      .join(','),
    skippedReason: report.skipped
  })
}

export async function writeNotifySummary(
  summary: StepSummary,
  report: NotifyReport,
  eventType: string,
  pullRequest: string
): Promise<void> {
  summary.builder.addHeading('Docs notify', 2)
  summary.builder.addRaw(
    `<p>The docs pull request ${forMarkdown(pullRequest, 200)} opened: a <code>${forMarkdown(eventType, 100)}</code> dispatch to each code repository, whose sweep finishes its pull request.</p>`,
    true
  )
  summary.builder.addTable([
    [
      { data: 'Repository', header: true },
      { data: 'Dispatch', header: true }
    ],
    ...report.results.map(r => [
      `<code>${forMarkdown(r.repository, 140)}</code>`,
      r.sent ? 'sent' : `not sent: ${forMarkdown(r.why, 600)}`
    ])
  ])
  await summary.write()
}
