import type { WaitReport } from './outcome.js'

// How a job summary says that a wait did not see the end of what it waited for.

/** A paragraph for a wait that stopped early or never started; '' when it saw the end. */
export function waitNote(outcome: WaitReport['outcome'], what: string): string {
  if (outcome === 'timeout')
    return `<p>Stopped waiting at <code>timeout-minutes</code>. The ${what} goes on on the service: follow it in the dashboard.</p>`
  if (outcome === 'cancelled')
    return `<p>The workflow was cancelled. The ${what} goes on on the service: follow it in the dashboard.</p>`
  if (outcome === 'not-waited') return `<p>Not waited for (<code>wait: false</code>).</p>`
  return ''
}
