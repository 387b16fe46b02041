import * as core from '@actions/core'
import { appendStepSummary } from './summary-file.js'

// The one place the job summary is written. Everything else builds it with `core.summary` (or passes
// Markdown here) and calls writeStepSummary; summary-file.ts enforces the runner's limits.

export { SUMMARY_LIMIT_BYTES, summaryWritten, truncateHtml } from './summary-file.js'

/** Appends `markdown` (if given) to the summary being built, then writes it out. */
export async function writeStepSummary(markdown?: string): Promise<void> {
  if (markdown !== undefined) core.summary.addRaw(markdown, true)
  const text = core.summary.stringify()
  core.summary.emptyBuffer()
  appendStepSummary(text, message => core.warning(message))
}
