import type { DocsApiClient } from '../kernel/api/client.js'
import { errorMessage } from '../kernel/error-message.js'
import { InputError, parseModeInputs } from '../kernel/inputs/index.js'
import { useLogSink } from '../kernel/io/workflow-commands.js'
import { redact, registerSecret } from '../kernel/outside.js'
import type { Run } from '../kernel/run/run.js'
import { CLIENT_CLOSE_WAIT_MS } from '../kernel/time/limits.js'
import { createRunBudget } from '../kernel/time/run-budget.js'
import { atHardStop, onCancellation, type CutOff } from '../kernel/time/stops.js'
import { parseTrigger } from '../kernel/trigger/index.js'
import { VERSION } from '../kernel/version.js'
import type { ParsedCommand } from './args.js'
import type { CommandSpec } from './commands.js'
import { ProgressLine, type Terminal } from './progress.js'
import { terminalIo, terminalSink } from './terminal-io.js'
import { watchedClient } from './watch.js'

// One command's run, as main.ts runs a GitHub Actions step: the same inputs parser, budget, signals
// and mode, with a terminal's I/O. Nothing but --json's object goes to stdout.

export const EXIT = { ok: 0, failed: 1, badInput: 2, cancelled: 130 } as const

export interface CliStreams {
  stdout: { write(text: string): unknown }
  stderr: Terminal
  env: NodeJS.ProcessEnv
}

/** No GitHub event: a command line run is `other`, with no pull request, comment or payload. */
const COMMAND_LINE_TRIGGER = () =>
  parseTrigger({ eventName: '', env: {}, unreadable: 'the run was started from the command line' })

/**
 * Paths (`output-dir`, `prompt-file`) are the working folder's, and no runner variable reaches the
 * mode, even when the command runs inside a GitHub workflow.
 */
const withoutRunner = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !/^(GITHUB_|RUNNER_|ACTIONS_)/.test(name)))

const delay = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms).unref())

export async function runCommand(
  spec: CommandSpec,
  parsed: ParsedCommand,
  streams: CliStreams
): Promise<number> {
  const progress = new ProgressLine(streams.stderr, spec.name, { quiet: parsed.quiet })
  useLogSink(terminalSink(progress, parsed.verbose))
  for (const name of ['api-key', 'previous-api-key']) registerSecret(parsed.read(name))
  const controller = new AbortController()
  let cutOff: (reason: CutOff) => void = () => undefined
  const cutOffReached = new Promise<never>((_, reject) => (cutOff = reject))
  cutOffReached.catch(() => undefined)
  const stopListening = onCancellation(
    controller,
    m => progress.line(`warning: ${m}`),
    r => cutOff(r)
  )
  let stopHardStop = () => undefined as void
  let client: DocsApiClient | undefined
  let io: ReturnType<typeof terminalIo> | undefined
  let code: number = EXIT.ok
  let failure: string | undefined
  try {
    for (const warning of parsed.warnings) progress.line(`warning: ${warning}`)
    const env = withoutRunner(streams.env)
    const trigger = COMMAND_LINE_TRIGGER()
    const { inputs, warnings } = parseModeInputs([spec.definition], parsed.read, env, new Date(), trigger)
    for (const warning of warnings) progress.line(`warning: ${warning}`)
    const budget = createRunBudget(inputs.timeoutMs, controller.signal, Date.now())
    stopHardStop = atHardStop(budget.deadline, inputs.timeoutMs / 60_000, r => cutOff(r))
    io = terminalIo(parsed.reportDir)
    const run: Run = { trigger, budget, log: io.log, outputs: io.outputs, summary: io.summary }
    const { DocsApiClient } = await import('../kernel/api/client.js')
    client = new DocsApiClient({
      baseUrl: inputs.baseUrl,
      apiKey: inputs.apiKey,
      userAgent: `docs-agent-action/${VERSION} (command line)`,
      onRetry: e =>
        progress.line(
          `${e.method} ${e.path}: ${e.cause}; retry ${e.attempt} in ${Math.ceil(e.delayMs / 1000)} s`
        )
    })
    const maxRequests = (inputs as { maxRequests?: number }).maxRequests
    progress.update({ budget: maxRequests })
    progress.start()
    const watched = watchedClient(client, change => progress.update(change), progress.state)
    failure = (await Promise.race([spec.definition.run(run, inputs, watched), cutOffReached])) || undefined
  } catch (error) {
    failure = errorMessage(error)
    if (error instanceof InputError) code = EXIT.badInput
  } finally {
    stopListening()
    stopHardStop()
    await Promise.race([client?.close().catch(() => undefined), delay(CLIENT_CLOSE_WAIT_MS)])
  }
  if (controller.signal.aborted) code = EXIT.cancelled
  else if (failure && code === EXIT.ok) code = EXIT.failed
  finish(progress, streams, { code, failure, values: io?.values ?? {}, json: parsed.json })
  useLogSink(undefined)
  return code
}

interface Ending {
  code: number
  failure: string | undefined
  values: Record<string, string>
  json: boolean
}

const OUTCOMES: Record<number, string> = { 0: 'done', 1: 'failed', 2: 'bad input', 130: 'cancelled' }

/** The final state, the error, what a cancelled job left running, and the outputs. */
function finish(progress: ProgressLine, streams: CliStreams, ending: Ending): void {
  const { code, failure, values } = ending
  if (code !== EXIT.badInput) progress.finish(OUTCOMES[code] ?? 'failed')
  if (failure) progress.line(`error: ${redact(failure)}`)
  const jobId = values['job-id']
  if (code === EXIT.cancelled && jobId)
    progress.line(
      `The job ${jobId} keeps running on the service: to wait for it, run again with --job-id ${jobId} and no --prompt.`
    )
  if (ending.json) {
    streams.stdout.write(`${JSON.stringify(values)}\n`)
    return
  }
  const shown = Object.entries(values).filter(([, value]) => value !== '')
  if (shown.length > 0) progress.line(shown.map(([name, value]) => `${name}: ${value}`).join('\n'))
}
