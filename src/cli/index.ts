import { VERSION } from '../kernel/version.js'
import { UsageError, parseCommand } from './args.js'
import { COMMANDS, isCommand, loadCommand } from './commands.js'
import { commandHelp, topHelp } from './help.js'
import { didYouMean } from './suggest.js'
import { runCommand, EXIT, type CliStreams } from './run.js'

// The command line's front end: `docs-agent-action <command> [flags]`, one command per mode. Reads
// the flags (args.ts), then runs the mode as the action does (run.ts). Returns the exit code.

export { EXIT }
export type { CliStreams }

const defaultStreams = (): CliStreams => ({
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env
})

export async function cli(argv: readonly string[], streams: CliStreams = defaultStreams()): Promise<number> {
  const [name, ...args] = argv
  const say = (text: string) => streams.stderr.write(`${text}\n`)
  if (name === '--version' || name === '-v') {
    streams.stdout.write(`${VERSION}\n`)
    return EXIT.ok
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    // Help asked for goes to stdout; help after a mistake goes to stderr.
    ;(name === undefined ? streams.stderr : streams.stdout).write(`${topHelp(VERSION)}\n`)
    return name === undefined ? EXIT.badInput : EXIT.ok
  }
  if (!isCommand(name)) {
    const hint = didYouMean(name, COMMANDS)
    say(`Unknown command ${JSON.stringify(name)}.${hint} (Run 'docs-agent-action --help' for the commands.)`)
    return EXIT.badInput
  }
  const spec = await loadCommand(name)
  try {
    const parsed = parseCommand(spec, args, streams.env)
    if (parsed.help) {
      streams.stdout.write(`${commandHelp(spec)}\n`)
      return EXIT.ok
    }
    return await runCommand(spec, parsed, streams)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    say(`error: ${error.message}`)
    return EXIT.badInput
  }
}
