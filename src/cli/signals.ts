import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// Ctrl-C and SIGTERM on the command line. The kernel's run turns the first signal into its
// cancellation and a second into a cut-off (kernel/time/stops.ts); this watcher only remembers which
// signal came first (130 for SIGINT, 143 for SIGTERM) and keeps Node's default (exit without a word)
// away while the run writes its files. A signal while the command waits for them stops the wait: the
// folder keeps its marker.

/** The exit code a shell gives a process a signal ended: 128 + the signal's number. */
export const SIGNAL_EXIT: Readonly<Record<string, number>> = { SIGINT: 130, SIGTERM: 143 }

export interface SignalWatch {
  /** The first signal received, if any. */
  readonly first: NodeJS.Signals | undefined
  /** Resolves at the next signal from now on. */
  next(): Promise<void>
  stop(): void
}

export function watchSignals(): SignalWatch {
  let first: NodeJS.Signals | undefined
  let waiting: (() => void)[] = []
  const handler = (signal: NodeJS.Signals) => {
    first ??= signal
    const wake = waiting
    waiting = []
    for (const resolve of wake) resolve()
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  return {
    get first() {
      return first
    },
    next: () => new Promise<void>(resolve => waiting.push(resolve)),
    stop: () => {
      process.off('SIGINT', handler)
      process.off('SIGTERM', handler)
    }
  }
}

/** The file that marks a folder whose files a run may have left unfinished. */
export const INCOMPLETE_MARKER = 'INCOMPLETE.txt'

const MARKER_TEXT = `The command that writes this folder was stopped before it finished writing its files, so any of
them may be cut short. Run the command again (with --resume-from pointing at the checkpoint, if one
is here). A run that finishes removes this file.
`

/**
 * A marker in `dir` from the start of the run (its inputs valid) until its work ends: if the process
 * ends before, whatever stopped it, the marker stays beside the files.
 */
export function incompleteMarker(dir: string): { path: string; remove(): void } {
  const path = join(dir, INCOMPLETE_MARKER)
  writeFileSync(path, MARKER_TEXT)
  return { path, remove: () => rmSync(path, { force: true }) }
}
