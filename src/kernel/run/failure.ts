import { errorMessage } from '../error-message.js'
import { InputError } from '../inputs/index.js'
import type { RunEnd, RunIo } from './build.js'

/**
 * A short summary for a failed run whose mode wrote none, through the run's own summary: before a
 * mode starts (an input error) this loads no @actions/core (summary-file.ts). A mode that started may
 * have left a half-built summary: it is dropped, not written half-way. Call it inside the run
 * (runMode's `end`), so the message is redacted of the run's secrets.
 */
export async function writeFailureSummary(
  message: string,
  ended: RunEnd,
  io: RunIo & { log: { warning(message: string): void } }
): Promise<void> {
  try {
    const { failureSummary } = await import('../io/failure-summary.js')
    if (io.summary.written) return
    io.summary.discard()
    const { mode } = ended
    const context = {
      title: mode?.title,
      inputError: ended.error instanceof InputError,
      hints: mode?.failureHints?.(message, name => io.outputs.get(name) || undefined)
    }
    io.summary.append(failureSummary(message, context))
  } catch (failure) {
    io.log.warning(`Could not write the job summary: ${errorMessage(failure)}`)
  }
}
