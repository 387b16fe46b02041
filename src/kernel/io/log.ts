// What a front end's log offers a run (GitHub Actions step: @actions/core; a terminal: stderr).

/** The run's log. Outside text reaches it through the one door (kernel/safe-text.ts) first. */
export interface RunLog {
  info(message: string): void
  warning(message: string): void
  /** Per-poll and per-request detail: shown when the front end is asked for it. */
  debug(message: string): void
  /** A phase of the work, folded in the log. */
  group<T>(name: string, work: () => Promise<T>): Promise<T>
}
