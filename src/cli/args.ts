import { parseArgs, type ParseArgsConfig } from 'node:util'
import { errorMessage } from '../kernel/error-message.js'
import type { InputSource } from '../kernel/inputs/index.js'
import { CLI_FLAGS, ENV_FALLBACKS, WHY_NOT_A_FLAG, type CommandSpec } from './commands.js'
import { didYouMean } from './suggest.js'

// A command's flags, read with Node's util.parseArgs. Strict parseArgs refuses a value that starts
// with `-` (`--date-from -7d`), so a string flag and the word after it are joined first
// (`--date-from=-7d`): a relative date works as written.

/** A flag the command line refuses: exit code 2. */
export class UsageError extends Error {}

export interface ParsedCommand {
  /** The inputs' source: each input's value from its flag or the environment ('' when not given). */
  read: InputSource
  json: boolean
  quiet: boolean
  verbose: boolean
  help: boolean
  /** Where the report goes (for the commands whose mode has no `output-dir`). */
  reportDir?: string
  /** Why a flag is not a good idea, such as the key on the command line. */
  warnings: string[]
}

type Options = NonNullable<ParseArgsConfig['options']>

function optionsOf(spec: CommandSpec): Options {
  const options: Options = {}
  for (const flag of spec.flags) options[flag.name] = { type: flag.boolean ? 'boolean' : 'string' }
  if (spec.reportDirFlag) options['output-dir'] = { type: 'string' }
  for (const name of Object.keys(CLI_FLAGS)) options[name] = { type: 'boolean' }
  options.help = { type: 'boolean', short: 'h' }
  return options
}

/** `--name value` as `--name=value` for every string flag, whatever the value starts with. */
export function joinValues(args: readonly string[], options: Options): string[] {
  const joined: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined
    const next = args[i + 1]
    if (name && options[name]?.type === 'string' && next !== undefined && !next.startsWith('--')) {
      joined.push(`${arg}=${next}`)
      i++
    } else joined.push(arg)
  }
  return joined
}

/** A sentence for parseArgs' own error, naming the flag as the command line spells it. */
function usageOf(error: unknown, spec: CommandSpec, options: Options): UsageError {
  const message = errorMessage(error)
  const flag = /'(--?[^' ]+)/.exec(message)?.[1]?.replace(/^--no-/, '--')
  const name = flag?.replace(/^--?/, '')
  const help = `see 'docs-agent-action ${spec.name} --help'`
  if (name && name in spec.githubOnly)
    return new UsageError(
      `${flag} is an input of the GitHub Action only: ${WHY_NOT_A_FLAG[name] ?? 'the command line does not read it'}.`
    )
  if (/Unknown option/.test(message)) {
    const hint = name ? didYouMean(name, Object.keys(options), known => `--${known}`) : ''
    return new UsageError(`Unknown flag ${flag ?? ''}.${hint} (${help}.)`)
  }
  return new UsageError(`${message.replace(/\.$/, '')}: ${help}.`)
}

/** The flags of `spec` in `args`, the environment's fallbacks for the key and the project. */
export function parseCommand(
  spec: CommandSpec,
  args: readonly string[],
  env: NodeJS.ProcessEnv
): ParsedCommand {
  const options = optionsOf(spec)
  let parsed: { values: Record<string, unknown>; positionals: string[] }
  try {
    parsed = parseArgs({
      args: joinValues(args, options),
      options,
      strict: true,
      allowPositionals: true,
      allowNegative: true
    })
  } catch (error) {
    throw usageOf(error, spec, options)
  }
  const { values, positionals } = parsed
  if (positionals.length > 0)
    throw new UsageError(
      `Unexpected argument ${JSON.stringify(positionals[0])}: every value follows its flag, such as --prompt "…".`
    )
  const warnings: string[] = []
  for (const key of ['api-key', 'assistant-api-key', 'previous-api-key'])
    if (typeof values[key] === 'string')
      warnings.push(
        `--${key} puts the key in your shell history and the process list: set ${ENV_FALLBACKS[key]} instead.`
      )
  const read = (name: string): string => {
    if (name in spec.githubOnly) return name === 'mode' ? spec.name : (spec.githubOnly[name] as string)
    const value = values[name]
    if (typeof value === 'boolean') return String(value)
    if (typeof value === 'string') return value
    const env_name = ENV_FALLBACKS[name]
    return (env_name && env[env_name]) || ''
  }
  const flag = (name: string) => values[name] === true
  return {
    read,
    json: flag('json'),
    quiet: flag('quiet'),
    verbose: flag('verbose'),
    help: flag('help'),
    reportDir: spec.reportDirFlag ? (values['output-dir'] as string | undefined) : undefined,
    warnings
  }
}
