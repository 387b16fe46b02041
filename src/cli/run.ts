import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { InputError } from '../kernel/inputs/index.js'
import { renderInputNames } from '../kernel/inputs/names.js'
import { redact } from '../kernel/safe-text.js'
import { runMode, type FrontEnd, type RunEnd } from '../kernel/run/build.js'
import { parseTrigger } from '../kernel/trigger/index.js'
import { VERSION } from '../kernel/version.js'
import type { ParsedCommand } from './args.js'
import type { CommandSpec } from './commands.js'
import { commandLineNames } from './names.js'
import { ProgressLine, type Terminal } from './progress.js'
import { incompleteMarker, SIGNAL_EXIT, watchSignals, type SignalWatch } from './signals.js'
import { terminalIo, terminalLog } from './terminal-io.js'
import { watchedClient } from './watch.js'

// One command's run, built as main.ts builds a GitHub Actions step's (kernel/run/build.ts: the same
// secrets, inputs parser, budget, signals and mode), with a terminal's I/O. Nothing but --json's
// object goes to stdout, and nothing at all after bad input.

export const EXIT = { ok: 0, failed: 1, badInput: 2, cancelled: 130, terminated: 143 } as const

/** How long a cancelled run may take to finish writing its files before the command exits without them. */
export const FINISH_FILES_WAIT_MS = 30_000

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

/** The folder the command writes its files in, when the user named one. */
function filesDir(spec: CommandSpec, parsed: ParsedCommand): string | undefined {
  const dir = spec.reportDirFlag ? parsed.reportDir : parsed.read('output-dir').trim()
  return dir ? resolve(dir) : undefined
}

export async function runCommand(
  spec: CommandSpec,
  parsed: ParsedCommand,
  streams: CliStreams
): Promise<number> {
  const signals = watchSignals()
  try {
    return await runWatched(spec, parsed, streams, signals)
  } finally {
    signals.stop()
  }
}

async function runWatched(
  spec: CommandSpec,
  parsed: ParsedCommand,
  streams: CliStreams,
  signals: SignalWatch
): Promise<number> {
  const progress = new ProgressLine(streams.stderr, spec.name, { quiet: parsed.quiet })
  const names = commandLineNames(spec)
  const render = (text: string) => renderInputNames(text, names)
  const log = terminalLog(progress, parsed.verbose, render)
  let io: ReturnType<typeof terminalIo> | undefined
  let marker: ReturnType<typeof incompleteMarker> | undefined
  const dir = filesDir(spec, parsed)
  const frontEnd: FrontEnd = {
    loadModes: async () => [spec.definition],
    readInput: parsed.read,
    env: withoutRunner(streams.env),
    trigger: COMMAND_LINE_TRIGGER(),
    log,
    openIo: () => {
      if (dir) {
        mkdirSync(dir, { recursive: true })
        marker = incompleteMarker(dir)
      }
      return (io = terminalIo(log, parsed.reportDir))
    },
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
  return runMode(frontEnd, async ended => {
    const finished = await filesFinished(ended, signals, progress, dir)
    if (finished) marker?.remove()
    else if (marker)
      progress.line(
        `The files in ${dir} may be incomplete: ${marker.path} marks them. Run the command again${
          spec.name === 'analytics' ? ' (with --resume-from if a checkpoint is there)' : ''
        }.`
      )
    const code = exitCode(ended, signals)
    const failure = ended.failure === undefined ? undefined : render(ended.failure)
    finish(progress, streams, { code, failure, values: io?.values ?? {}, json: parsed.json })
    return code
  })
}

/**
 * Whether the mode's work ended. After a cut-off (a second Ctrl-C, or the grace after the first)
 * it may still be writing its files: wait for it, up to FINISH_FILES_WAIT_MS or the next signal.
 */
export async function filesFinished(
  ended: RunEnd,
  signals: SignalWatch,
  progress: ProgressLine,
  dir: string | undefined
): Promise<boolean> {
  let settled = false
  void ended.settled.then(() => (settled = true))
  await Promise.resolve()
  if (settled) return true
  if (dir)
    progress.line(
      `Finishing the files in ${dir}: Ctrl-C again to stop now (the folder is then marked incomplete).`
    )
  let timer: NodeJS.Timeout | undefined
  const outOfTime = new Promise<void>(done => (timer = setTimeout(done, FINISH_FILES_WAIT_MS)))
  await Promise.race([ended.settled, signals.next(), outOfTime])
  clearTimeout(timer)
  return settled
}

function exitCode(ended: RunEnd, signals: SignalWatch): number {
  if (ended.cancelled) return SIGNAL_EXIT[signals.first ?? 'SIGINT'] ?? EXIT.cancelled
  if (ended.error instanceof InputError) return EXIT.badInput
  return ended.failure ? EXIT.failed : EXIT.ok
}

interface Ending {
  code: number
  failure: string | undefined
  values: Record<string, string>
  json: boolean
}

const OUTCOMES: Record<number, string> = {
  0: 'done',
  1: 'failed',
  2: 'bad input',
  130: 'cancelled',
  143: 'cancelled (SIGTERM)'
}

/** The final state, the error, what a cancelled job left running, and the outputs. */
function finish(progress: ProgressLine, streams: CliStreams, ending: Ending): void {
  const { code, failure, values } = ending
  if (code !== EXIT.badInput) progress.finish(OUTCOMES[code] ?? 'failed')
  if (failure) progress.line(`error: ${redact(failure)}`)
  // Bad input: the error alone, on stderr; stdout stays empty, even with --json.
  if (code === EXIT.badInput) return
  const jobId = values['job-id']
  if ((code === EXIT.cancelled || code === EXIT.terminated) && jobId)
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
