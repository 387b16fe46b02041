// The end-to-end tests run the bundle through the same code as the demo. DOCS_AGENT_NODE picks the
// Node binary for every run (`.ci/run` re-runs the end-to-end files on Node 24, the runner's Node).
import { runAction as runWith, type ActionRun, type RunOptions } from '../../scripts/run-action.js'

export * from '../../scripts/run-action.js'

/** The Node that runs the bundle: a test's own choice, else DOCS_AGENT_NODE, else this one. */
export const NODE = process.env.DOCS_AGENT_NODE || process.execPath

export function runAction(inputs: Record<string, string>, options: RunOptions = {}): Promise<ActionRun> {
  return runWith(inputs, { ...options, node: options.node ?? NODE })
}

/**
 * The environment of a run whose start-up takes no time on its own clock (start-up-clock.mjs): its
 * `timeout-minutes` counts from its first connection, so a short deadline holds the run's work alone,
 * however long a loaded machine takes to start Node and load the bundle.
 */
export const START_UP_TAKES_NO_TIME: Readonly<Record<string, string>> = {
  NODE_OPTIONS: `--import=${new URL('./start-up-clock.mjs', import.meta.url).href}`
}
