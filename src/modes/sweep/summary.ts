import type { Outputs } from '../../kernel/io/outputs.js'
import { setOutputs } from '../../kernel/run/outputs-spec.js'
import { SWEEP_OUTPUTS } from './outputs.js'
import type { StepSummary } from '../../kernel/io/step-summary.js'
import { forMarkdown } from '../../kernel/safe-text.js'
import type { SweepResult } from './finish.js'

// The sweep's outputs and summary: how many jobs it finished, how many still run, what it left.

export interface SweepReport {
  results: SweepResult[]
  /** Labelled pull requests listed (more exist when `moreListed`). */
  listed: number
  moreListed: boolean
  /** Listed but not read this time (the cap, or the time left). */
  left: number
  maxJobs: number
}

const count = (report: SweepReport, kind: SweepResult['kind']) =>
  report.results.filter(r => r.kind === kind).length

export function setSweepOutputs(out: Outputs, report: SweepReport): void {
  setOutputs(out, SWEEP_OUTPUTS, {
    finished: count(report, 'finished'),
    running: count(report, 'running') + count(report, 'missing'),
    left: report.left,
    failed: count(report, 'failed')
  })
}

const RESULT_WORDS: Record<SweepResult['kind'], string> = {
  finished: 'finished',
  running: 'still running',
  missing: 'not found by the API (counted)',
  nothing: 'nothing waiting (label removed)',
  moved: 'another run moved it',
  failed: 'not swept'
}

export async function writeSweepSummary(summary: StepSummary, report: SweepReport): Promise<void> {
  const rows = report.results.map(r => [
    `#${r.number}`,
    'jobId' in r ? `<code>${forMarkdown(r.jobId, 128)}</code>` : '—',
    (r.kind === 'missing' && r.check !== undefined
      ? 'check run not found by GitHub (counted)'
      : RESULT_WORDS[r.kind]) + ('status' in r ? ` (<code>${forMarkdown(r.status, 64)}</code>)` : '')
  ])
  summary.builder.addHeading('Docs sweep', 2)
  summary.builder.addRaw(
    `<p>${report.listed}${report.moreListed ? '+' : ''} pull request(s) wait on a docs job; this sweep read ${report.results.length} (<code>max-jobs</code>: ${report.maxJobs}).</p>`,
    true
  )
  if (rows.length > 0)
    summary.builder.addTable([
      [
        { data: 'Pull request', header: true },
        { data: 'Job', header: true },
        { data: 'Result', header: true }
      ],
      ...rows
    ])
  if (report.left > 0 || report.moreListed)
    summary.builder.addRaw(
      `<p>Left ${report.left}${report.moreListed ? '+' : ''} pull request(s) for the next sweep.</p>`,
      true
    )
  await summary.write()
}
