import type { DocsApiClient } from '../api/client.js'
import { errorMessage } from '../error-message.js'
import { parseModeInputs, type InputSource } from '../inputs/index.js'
import type { InputSpec } from '../inputs/registry.js'
import type { CommonInputs } from '../inputs/types.js'
import type { RunLog } from '../io/log.js'
import type { Outputs } from '../io/outputs.js'
import type { StepSummary } from '../io/step-summary.js'
import type { FrontEndAudience } from '../publish/places.js'
import { registerSecret } from '../safe-text.js'
import { RunSecrets, withRunSecrets } from '../secrets.js'
import { CLIENT_CLOSE_WAIT_MS } from '../time/limits.js'
import { createRunBudget } from '../time/run-budget.js'
import { atHardStop, onCancellation, type CutOff } from '../time/stops.js'
import type { Trigger } from '../trigger/index.js'
import type { AnyModeDefinition } from './mode.js'
import type { Run } from './run.js'

// The one way a front end (the GitHub Actions step in main.ts, the command line in cli/run.ts) builds
// a run and runs its mode: the run's secrets, the inputs, the time budget and its signals (the runner's
// cancellation, the hard stop), the API client, the mode raced against a cut-off, and the clean-up.
// What differs between the front ends (where the log, outputs and summary go, how inputs are read,
// the user agent) is the FrontEnd they pass; what each does with the end (fail the step and write a
// failure summary, or pick an exit code) is theirs, inside the run's context, so it still redacts.

/** Where the run's outputs and summary go: built once the inputs are valid. */
export interface RunIo {
  outputs: Outputs
  summary: StepSummary
}

export interface FrontEnd {
  /**
   * The modes this front end may run, loaded once the secrets are registered (a failure to load is the
   * run's failure). The `mode` input picks one when there are several; with one, it needs none.
   */
  loadModes(): Promise<readonly AnyModeDefinition[]>
  /**
   * Every mode this front end offers, loaded or not (the root action loads only the one `mode` names):
   * what `mode` may name, and whose inputs are warned about when set. Default: the loaded modes.
   */
  inputSpecs?: readonly InputSpec[]
  /** The inputs by name, as given (blanks kept). */
  readInput: InputSource
  /** The variables the mode sees (paths, the runner's). */
  env: NodeJS.ProcessEnv
  /** What started the run, read once. */
  trigger: Trigger
  /** The run's log, from its first warning on. */
  log: RunLog
  /** The run's outputs and summary, opened once the inputs are valid (a report folder is made then). */
  openIo(): RunIo
  /** The API client's user agent. */
  userAgent: string
  /**
   * Who reads what the run writes: `repository` (a step: the repository's readers, as public as it
   * is), or `operator` (the command line: the person running it, on their own disk). Default: repository.
   */
  audience?: FrontEndAudience
  /** Hides a secret input from the runner's log as well (a step's `add-mask`); every sink redacts it. */
  mask?(secret: string): void
  /** The client as the mode gets it, once it starts (the command line watches it for its progress line). */
  clientForMode?(client: DocsApiClient, inputs: CommonInputs): DocsApiClient
}

/** How a run ended. */
export interface RunEnd {
  /** Why the run failed (the mode's message, or what was thrown); undefined when it did not. */
  failure?: string
  /** What was thrown, when the run ended with an error (an InputError is a bad input). */
  error?: unknown
  /** The mode the inputs named, once they were read. */
  mode?: AnyModeDefinition
  /** The run its mode received, once the inputs were valid. */
  run?: Run
  /** Whether the run was cancelled (the runner's signal, Ctrl-C). */
  cancelled: boolean
  /** Settles when the mode's work ends: after a cut-off it may still be writing its files. */
  settled: Promise<void>
}

/** The inputs whose values are secrets: registered for the run before anything can print them. */
const SECRET_INPUTS = ['api-key', 'previous-api-key', 'github-token', 'dispatch-token'] as const
/** The ones the runner is told to mask too (the runner masks the workflow's GitHub token itself). */
const MASKED_INPUTS: ReadonlySet<string> = new Set(['api-key', 'previous-api-key', 'dispatch-token'])

/**
 * Builds one run for `frontEnd`, runs its mode, and hands how it ended to `end`. The run's secrets
 * hold for everything both do (kernel/secrets.ts), and for nothing else.
 */
export function runMode<T>(frontEnd: FrontEnd, end: (ended: RunEnd) => T | Promise<T>): Promise<T> {
  return withRunSecrets(new RunSecrets(), async () => end(await execute(frontEnd)))
}

/** The API client of a run: its retries are logged on the run's log. */
export async function createApiClient(
  inputs: CommonInputs,
  userAgent: string,
  log: Pick<RunLog, 'info'>
): Promise<DocsApiClient> {
  const { DocsApiClient } = await import('../api/client.js')
  return new DocsApiClient({
    baseUrl: inputs.baseUrl,
    apiKey: inputs.apiKey,
    userAgent,
    onRetry: e =>
      log.info(`${e.method} ${e.path}: ${e.cause}; retry ${e.attempt} in ${Math.ceil(e.delayMs / 1000)} s`)
  })
}

async function execute(frontEnd: FrontEnd): Promise<RunEnd> {
  const { log, trigger } = frontEnd
  const started = Date.now()
  // The keys first, before anything can print them (`previous-api-key`: agent mode, after a rotation;
  // `dispatch-token`: notify).
  for (const name of SECRET_INPUTS) {
    const value = frontEnd.readInput(name).trim()
    if (value && MASKED_INPUTS.has(name)) frontEnd.mask?.(value)
    registerSecret(value)
  }
  const controller = new AbortController()
  let cutOff: (reason: CutOff) => void = () => undefined
  const cutOffReached = new Promise<never>((_, reject) => (cutOff = reject))
  cutOffReached.catch(() => undefined)
  const stopListening = onCancellation(
    controller,
    m => log.warning(m),
    reason => cutOff(reason)
  )
  let stopHardStop = () => undefined as void
  let client: DocsApiClient | undefined
  const ended: RunEnd = { cancelled: false, settled: Promise.resolve() }
  try {
    const modes = await frontEnd.loadModes()
    const only = modes.length === 1 ? modes[0]?.name : undefined
    const readInput = (name: string) => (name === 'mode' && only ? only : frontEnd.readInput(name))
    const parsed = parseModeInputs(modes, readInput, frontEnd.env, new Date(), trigger, frontEnd.inputSpecs)
    const { inputs, warnings, definition } = parsed
    ended.mode = definition
    for (const warning of warnings) log.warning(warning)
    const budget = createRunBudget(inputs.timeoutMs, controller.signal, started)
    stopHardStop = atHardStop(budget.deadline, inputs.timeoutMs / 60_000, reason => cutOff(reason))
    const work = async () => {
      const run: Run = {
        trigger,
        budget,
        log,
        audience: frontEnd.audience ?? 'repository',
        ...frontEnd.openIo()
      }
      ended.run = run
      client = await createApiClient(inputs, frontEnd.userAgent, log)
      return definition.run(run, inputs, frontEnd.clientForMode?.(client, inputs) ?? client)
    }
    // The mode writes its own outputs and summary; a cut-off stops waiting for it.
    const working = work()
    ended.settled = working.then(
      () => undefined,
      () => undefined
    )
    ended.failure = (await Promise.race([working, cutOffReached])) || undefined
  } catch (error) {
    // One error path: input errors, API failures, a cut-off and anything unexpected all end here.
    ended.error = error
    ended.failure = errorMessage(error)
  } finally {
    stopListening()
    stopHardStop()
    // A client with a request still in flight (after a cut-off) would wait for it: don't.
    await Promise.race([client?.close().catch(() => undefined), delay(CLIENT_CLOSE_WAIT_MS)])
  }
  ended.cancelled = controller.signal.aborted
  return ended
}

const delay = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms).unref())
