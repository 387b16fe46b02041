// The end-to-end tests run the bundle through the same code as the demo. DOCS_AGENT_NODE picks the
// Node binary for every run (`.ci/run` re-runs the end-to-end files on Node 24, the runner's Node).
import { runAction as runWith, type ActionRun, type RunOptions } from '../../scripts/run-action.js'

export * from '../../scripts/run-action.js'

/** The Node that runs the bundle: a test's own choice, else DOCS_AGENT_NODE, else this one. */
export const NODE = process.env.DOCS_AGENT_NODE || process.execPath

export function runAction(inputs: Record<string, string>, options: RunOptions = {}): Promise<ActionRun> {
  return runWith(inputs, { ...options, node: options.node ?? NODE })
}
