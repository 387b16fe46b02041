import { CANCEL_GRACE_MS, HARD_STOP_GRACE_MS } from './limits.js'

// The two ways a run is cut off from outside its phases: the runner cancelling it, and the hard stop
// past the deadline. Either one rejects the run's race in main.ts, which then writes what it has.

/** Why the run was cut off rather than ending by itself. */
export class CutOff extends Error {}

/**
 * The runner sends SIGINT on cancellation, SIGTERM ~7.5 s later, then kills. The first signal aborts
 * `controller`, so each phase stops and writes what it has; `onCutOff` fires CANCEL_GRACE_MS later if
 * the work has not ended by then. A second signal cuts off at once, through the same path, so the
 * front end still decides how the run ends (the command line waits for its files). Returns the
 * function that stops listening.
 */
export function onCancellation(
  controller: AbortController,
  warn: (message: string) => void,
  onCutOff: (reason: CutOff) => void
): () => void {
  let timer: NodeJS.Timeout | undefined
  const handler = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted)
      return onCutOff(new CutOff(`Cancelled by a second ${signal}: the run stopped waiting at once.`))
    warn(`Received ${signal}: stopping and writing outputs.`)
    controller.abort()
    timer = setTimeout(
      () => onCutOff(new CutOff(`The workflow was cancelled (${signal}); the step stopped at once.`)),
      CANCEL_GRACE_MS
    )
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  return () => {
    clearTimeout(timer)
    process.off('SIGINT', handler)
    process.off('SIGTERM', handler)
  }
}

/** The hard stop: whatever a peer does, the run ends HARD_STOP_GRACE_MS after its deadline. */
export function atHardStop(
  deadline: number,
  timeoutMinutes: number,
  onCutOff: (reason: CutOff) => void
): () => void {
  const timer = setTimeout(
    () =>
      onCutOff(
        new CutOff(
          `The step did not finish within \`timeout-minutes\` (${timeoutMinutes}) plus ${HARD_STOP_GRACE_MS / 1000} s, so it was stopped: a service kept it waiting.`
        )
      ),
    Math.max(0, deadline + HARD_STOP_GRACE_MS - Date.now())
  )
  return () => clearTimeout(timer)
}
