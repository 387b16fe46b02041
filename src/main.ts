import * as core from './kernel/io/workflow-commands.js'
import type { DocsApiClient } from './kernel/api/client.js'
import { InputError, parseModeInputs } from './kernel/inputs/index.js'
import type { CommonInputs } from './kernel/inputs/types.js'
import type { AnyModeDefinition } from './kernel/run/mode.js'
import { loadMode, type Mode } from './modes/table.js'
import type { Run } from './kernel/run/run.js'
import { registerSecret } from './kernel/outside.js'
import { readTrigger } from './kernel/trigger/index.js'
import { errorMessage } from './kernel/error-message.js'
import { VERSION } from './kernel/version.js'
import { CLIENT_CLOSE_WAIT_MS, EXIT_FLUSH_MS } from './kernel/time/limits.js'
import { createRunBudget } from './kernel/time/run-budget.js'
import { atHardStop, onCancellation, type CutOff } from './kernel/time/stops.js'

// Start-up cost is mostly module loading: the HTTP client (undici) and each mode's code are imported
// only once the inputs are valid, so an input error (and the runner's start) loads zod and the input
// parsers alone; the workflow commands come from workflow-commands.ts, not @actions/core. A
// sub-action's entry passes its one mode, so it loads no other mode's code. See BENCHMARKS.md.

export const USER_AGENT = `docs-agent-action/${VERSION}`

export async function createClient(inputs: CommonInputs): Promise<DocsApiClient> {
  const { DocsApiClient } = await import('./kernel/api/client.js')
  return new DocsApiClient({
    baseUrl: inputs.baseUrl,
    apiKey: inputs.apiKey,
    userAgent: USER_AGENT,
    onRetry: e =>
      core.info(`${e.method} ${e.path}: ${e.cause}; retry ${e.attempt} in ${Math.ceil(e.delayMs / 1000)} s`)
  })
}

/** What a front end may fix for the run: a sub-action's entry names its mode (it has no `mode` input). */
export interface RunOptions {
  mode?: Mode
}

/**
 * Runs the action as one step. A sub-action's entry names its mode, and only that mode's code loads;
 * the root action (and @github/local-action calling `run()`) loads the mode table, and the `mode`
 * input picks one.
 */
export async function run(options: RunOptions = {}): Promise<void> {
  // Mask the keys before anything else can print them (`previous-api-key`: agent mode, after a rotation).
  for (const name of ['api-key', 'previous-api-key']) {
    const rawKey = core.getInput(name)
    if (rawKey.trim()) core.setSecret(rawKey.trim())
    registerSecret(rawKey)
  }
  registerSecret(core.getInput('github-token'))
  const started = Date.now()

  const controller = new AbortController()
  let cutOff: (reason: CutOff) => void = () => undefined
  const cutOffReached = new Promise<never>((_, reject) => (cutOff = reject))
  cutOffReached.catch(() => undefined)
  const stopListening = onCancellation(controller, core.warning, reason => cutOff(reason))
  let stopHardStop = () => undefined as void
  let client: DocsApiClient | undefined
  let mode: AnyModeDefinition | undefined
  /** The run, once its mode starts: from then on @actions/core is loaded and may hold a half-built summary. */
  let modeRun: Run | undefined
  try {
    const table: readonly AnyModeDefinition[] = options.mode
      ? [await loadMode(options.mode)]
      : (await import('./modes/index.js')).MODES
    const only = table.length === 1 ? table[0]?.name : undefined
    const read = (name: string) =>
      name === 'mode' && only ? only : core.getInput(name, { trimWhitespace: false })
    // What started the run, read once: the inputs and the mode both take it.
    const trigger = readTrigger()
    const parsed = parseModeInputs(table, read, process.env, new Date(), trigger)
    const { inputs, warnings, definition } = parsed
    mode = definition
    for (const warning of warnings) core.warning(warning)
    const budget = createRunBudget(inputs.timeoutMs, controller.signal, started)
    stopHardStop = atHardStop(budget.deadline, inputs.timeoutMs / 60_000, reason => cutOff(reason))
    const work = async () => {
      const { actionsStepIo } = await import('./kernel/io/actions-step.js')
      const run: Run = { trigger, budget, ...actionsStepIo() }
      modeRun = run
      client = await createClient(inputs)
      return definition.run(run, inputs, client)
    }
    // The mode writes its own outputs and summary; a cut-off stops waiting for it.
    let failure = await Promise.race([work(), cutOffReached])
    // Cancelled means cancelled in every phase: a mode that ended quietly after the signal (its last
    // write, a comment or the report issue, was cut short) still ends the step as cancelled.
    if (!failure && controller.signal.aborted && modeRun) {
      failure = CANCELLED_AT_THE_END
      if (modeRun.summary.written) modeRun.summary.append(`<p><strong>Cancelled:</strong> ${failure}</p>\n`)
    }
    if (failure) {
      core.setFailed(failure)
      await writeFailureSummary(failure, undefined, mode, modeRun)
    }
  } catch (error) {
    // One error path: input errors, API failures, a cut-off and anything unexpected all end here.
    const message = errorMessage(error)
    core.setFailed(message)
    await writeFailureSummary(message, error, mode, modeRun)
  } finally {
    stopListening()
    stopHardStop()
    // A client with a request still in flight (after a cut-off) would wait for it: don't.
    await Promise.race([client?.close().catch(() => undefined), delay(CLIENT_CLOSE_WAIT_MS)])
  }
}

/**
 * A short summary for a failed run whose mode wrote none. Before a mode starts (an input error) this
 * loads no @actions/core: see summary-file.ts. A mode that started may have left a half-built summary
 * in @actions/core's buffer: it is dropped, not written half-way.
 */
async function writeFailureSummary(
  message: string,
  error: unknown,
  mode: AnyModeDefinition | undefined,
  run: Run | undefined
) {
  try {
    const [{ SummaryFile }, { failureSummary }] = await Promise.all([
      import('./kernel/io/summary-file.js'),
      import('./kernel/io/failure-summary.js')
    ])
    if (run?.summary.written) return
    run?.summary.discard()
    const context = {
      title: mode?.title,
      inputError: error instanceof InputError,
      hints: mode?.failureHints?.(message, name => run?.outputs.get(name) || undefined)
    }
    const text = failureSummary(message, context)
    if (run) run.summary.append(text)
    else new SummaryFile(process.env.GITHUB_STEP_SUMMARY, core.warning).append(text)
  } catch (failure) {
    core.warning(`Could not write the job summary: ${errorMessage(failure)}`)
  }
}

const CANCELLED_AT_THE_END =
  'The workflow was cancelled while the step was writing its results: what was written before the signal stands, and the last write may be missing.'

const delay = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms).unref())

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
