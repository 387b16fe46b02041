import { InputError } from '../kernel/inputs/index.js'
import { redact } from '../kernel/safe-text.js'
import { runMode, type FrontEnd } from '../kernel/run/build.js'
import { parseTrigger } from '../kernel/trigger/index.js'
import { VERSION } from '../kernel/version.js'
import type { ParsedCommand } from './args.js'
import type { CommandSpec } from './commands.js'
import { ProgressLine, type Terminal } from './progress.js'
import { terminalIo, terminalLog } from './terminal-io.js'
import { watchedClient } from './watch.js'

// One command's run, built as main.ts builds a GitHub Actions step's (kernel/run/build.ts: the same
// secrets, inputs parser, budget, signals and mode), with a terminal's I/O. Nothing but --json's
// object goes to stdout.

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

export async function runCommand(
  spec: CommandSpec,
  parsed: ParsedCommand,
  streams: CliStreams
): Promise<number> {
  const progress = new ProgressLine(streams.stderr, spec.name, { quiet: parsed.quiet })
  const log = terminalLog(progress, parsed.verbose)
  let io: ReturnType<typeof terminalIo> | undefined
  const frontEnd: FrontEnd = {
    loadModes: async () => [spec.definition],
    readInput: parsed.read,
    env: withoutRunner(streams.env),
    trigger: COMMAND_LINE_TRIGGER(),
    log,
    openIo: () => (io = terminalIo(log, parsed.reportDir)),
    userAgent: `docs-agent-action/${VERSION} (command line)`,
    // The files and the terminal are the person's own: reader text as a private repository's.
    audience: 'operator',
    clientForMode: (client, inputs) => {
      progress.update({ budget: (inputs as { maxRequests?: number }).maxRequests })
      progress.start()
      return watchedClient(client, change => progress.update(change), progress.state)
    }
  }
  for (const warning of parsed.warnings) log.warning(warning)
  return runMode(frontEnd, ended => {
    let code: number = EXIT.ok
    if (ended.cancelled) code = EXIT.cancelled
    else if (ended.error instanceof InputError) code = EXIT.badInput
    else if (ended.failure) code = EXIT.failed
    const json = parsed.json
    finish(progress, streams, { code, failure: ended.failure, values: io?.values ?? {}, json })
    return code
  })
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
