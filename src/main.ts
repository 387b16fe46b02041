import * as workflowCommands from './kernel/io/workflow-commands.js'
import { actionsStepIo } from './kernel/io/actions-step.js'
import type { DocsApiClient } from './kernel/api/client.js'
import type { CommonInputs } from './kernel/inputs/types.js'
import { createApiClient, runMode, type FrontEnd, type RunEnd } from './kernel/run/build.js'
import { writeFailureSummary } from './kernel/run/failure.js'
import { COMMON_INPUTS } from './kernel/inputs/registry.js'
import { MODE_INPUT_SPECS } from './modes/input-specs.js'
import { loadMode, MODE_NAMES, type Mode } from './modes/table.js'
import { readTrigger } from './kernel/trigger/index.js'
import { VERSION } from './kernel/version.js'
import { EXIT_FLUSH_MS } from './kernel/time/limits.js'

// Start-up cost is mostly module loading: the HTTP client (undici) and each mode's code are imported
// only once the inputs are valid, so an input error (and the runner's start) loads zod and the input
// parsers alone; the workflow commands come from workflow-commands.ts, not @actions/core. A
// sub-action's entry passes its one mode, so it loads no other mode's code. See BENCHMARKS.md.

export const USER_AGENT = `docs-agent-action/${VERSION}`

/** The API client a step's run uses (its retries in the step's log). */
export function createClient(inputs: CommonInputs): Promise<DocsApiClient> {
  return createApiClient(inputs, USER_AGENT, { info: workflowCommands.info })
}

/** What a front end may fix for the run: a sub-action's entry names its mode (it has no `mode` input). */
export interface RunOptions {
  mode?: Mode
}

/**
 * Runs the action as one step. A sub-action's entry names its mode, and only that mode's code loads;
 * the root action (and @github/local-action calling `run()`) loads the one its `mode` input picks. The run is built by kernel/run/build.ts, as the command line's is.
 */
export async function run(options: RunOptions = {}): Promise<void> {
  // The step's log, outputs and summary: workflow commands, the output file, the job summary file.
  const io = actionsStepIo()
  const frontEnd: FrontEnd = {
    loadModes: async () => {
      const mode = options.mode ?? rootMode(workflowCommands.getInput('mode'))
      return mode ? [await loadMode(mode)] : []
    },
    ...(options.mode ? {} : { inputSpecs: MODE_INPUT_SPECS }),
    readInput: name => workflowCommands.getInput(name, { trimWhitespace: false }),
    env: process.env,
    // What started the run, read once: the inputs and the mode both take it.
    trigger: readTrigger(),
    log: io.log,
    openIo: () => io,
    userAgent: USER_AGENT,
    mask: workflowCommands.setSecret
  }
  await runMode(frontEnd, ended => endStep(ended, io))
}

/**
 * The mode the root action's `mode` input names (empty: its default), or undefined when it names none:
 * the input check then says what it may be, from the generated specs, with no mode's code loaded.
 */
function rootMode(input: string): Mode | undefined {
  const name = input.trim() || COMMON_INPUTS.mode
  return (MODE_NAMES as readonly string[]).includes(name) ? (name as Mode) : undefined
}

type StepIo = ReturnType<typeof actionsStepIo>

/** Fails the step when the run failed, with a short summary if its mode wrote none. */
async function endStep(ended: RunEnd, io: StepIo): Promise<void> {
  let { failure } = ended
  // Cancelled means cancelled in every phase: a mode that ended quietly after the signal (its last
  // write, a comment or the report issue, was cut short) still ends the step as cancelled.
  if (!failure && ended.cancelled && ended.run) {
    failure = CANCELLED_AT_THE_END
    if (io.summary.written) io.summary.append(`<p><strong>Cancelled:</strong> ${failure}</p>\n`)
  }
  if (!failure) return
  workflowCommands.setFailed(failure)
  await writeFailureSummary(failure, ended, io)
}

const CANCELLED_AT_THE_END =
  'The workflow was cancelled while the step was writing its results: what was written before the signal stands, and the last write may be missing.'

/**
 * The command line's entry (dist/bin.js, the package's `bin`): src/cli/, loaded only here, so a step
 * never loads it. Exits with the command's code once the output is flushed.
 */
export async function runCommandLine(argv: readonly string[]): Promise<void> {
  const { cli } = await import('./cli/index.js')
  process.exitCode = await cli(argv)
  exitWhenFlushed()
}

/**
 * Ends the process once the run is over: a library may leave sockets or timers behind (the artifact
 * upload's retries and stall timer, a hung request after a cut-off), and the step must not wait for
 * them. Called by the entry point only, so `run()` stays usable in-process (local-action, tests).
 */
export function exitWhenFlushed(): void {
  const exit = () => process.exit()
  const guard = setTimeout(exit, EXIT_FLUSH_MS)
  guard.unref()
  // Writes to a pipe or file are synchronous on Linux; the callback makes sure on other systems.
  process.stdout.write('', () => process.stderr.write('', exit))
}
