import type { ChildProcess } from 'node:child_process'
import type { ActionRun } from './run-action.js'

// Cancellation as the runner does it: a signal once the run has printed `marker`, then a kill after
// `guardMs` if it has not ended by itself. `exitMs` is how long it took to end after the signal.

export interface Cancellation {
  onSpawn: (child: ChildProcess) => void
  /** Epoch ms of the signal; 0 when the marker never appeared. */
  signalledAt: () => number
  /** From the signal to the process's end, in ms. */
  exitMs: () => number
}

export function cancelWhen(
  marker: string | RegExp,
  signal: NodeJS.Signals = 'SIGINT',
  guardMs = 2000
): Cancellation {
  let signalledAt = 0
  let endedAt = 0
  return {
    onSpawn: child => {
      let seen = ''
      child.stdout?.on('data', chunk => {
        seen += chunk
        const found = typeof marker === 'string' ? seen.includes(marker) : marker.test(seen)
        if (!signalledAt && found) {
          signalledAt = Date.now()
          child.kill(signal)
          setTimeout(() => child.kill('SIGKILL'), guardMs).unref()
        }
      })
      child.on('close', () => (endedAt = Date.now()))
    },
    signalledAt: () => signalledAt,
    exitMs: () => endedAt - signalledAt
  }
}

/** The `::warning::` lines of a run, without the command. */
export const warningMessagesOf = (run: ActionRun): string[] =>
  run.stdout
    .split('\n')
    .filter(l => l.startsWith('::warning::'))
    .map(l => l.slice('::warning::'.length).replace(/%0A/g, '\n'))
