// The end-to-end tests run the bundle through the same code as the demo. DOCS_AGENT_NODE picks the
// Node binary for every run (`.ci/run` re-runs the end-to-end files on Node 24, the runner's Node).
// A test that sets `timeout-minutes` tests what happens at a deadline: its run starts on a clock on
// which start-up takes no time (start-up-clock.mjs), so the deadline counts from the run's first
// connection and holds the run's own work, however long a loaded machine takes to start Node and load
// the bundle.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAction as runWith, type ActionRun, type RunOptions } from '../../scripts/run-action.js'

export * from '../../scripts/run-action.js'

/** The Node that runs the bundle: a test's own choice, else DOCS_AGENT_NODE, else this one. */
export const NODE = process.env.DOCS_AGENT_NODE || process.execPath

const START_UP_CLOCK = new URL('./start-up-clock.mjs', import.meta.url).href

export interface TimedActionRun extends ActionRun {
  /** With `timeout-minutes` set: the real time (epoch ms) from which the run's clock counts. */
  clockStartedAt?: number
}

export async function runAction(
  inputs: Record<string, string>,
  options: RunOptions = {}
): Promise<TimedActionRun> {
  const node = options.node ?? NODE
  if (!('timeout-minutes' in inputs)) return runWith(inputs, { ...options, node })
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-clock-'))
  const file = join(dir, 'started-at')
  try {
    const env = { NODE_OPTIONS: `--import=${START_UP_CLOCK}`, START_UP_CLOCK_FILE: file, ...options.env }
    const run = await runWith(inputs, { ...options, env, node })
    let started: string | undefined
    try {
      started = readFileSync(file, 'utf8')
    } catch {
      // The run never connected anywhere: its clock never started.
    }
    return { ...run, ...(started ? { clockStartedAt: Number(started) } : {}) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
