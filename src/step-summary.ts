import * as core from '@actions/core'

// The one place the job summary is written. Everything else builds it with `core.summary` (or passes
// Markdown here) and calls writeStepSummary, so the runner's limits are enforced in one place.

/** Appends `markdown` (if given) to the summary being built, then writes it out. */
export async function writeStepSummary(markdown?: string): Promise<void> {
  if (markdown !== undefined) core.summary.addRaw(markdown, true)
  await core.summary.write()
}
