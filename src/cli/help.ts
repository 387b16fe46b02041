import { renderInputNames } from '../kernel/inputs/names.js'
import { CLI_FLAGS, COMMAND_TITLES, COMMANDS, ENV_FALLBACKS, type CommandSpec } from './commands.js'
import { FLAG_DESCRIPTIONS } from './flag-descriptions.js'
import { commandLineNames } from './names.js'

// `--help`: the commands, and each command's flags with what they do (the sub-action's action.yml
// descriptions, generated into flag-descriptions.ts), their defaults and environment variables.

const WIDTH = 100
const INDENT = '      '

const pad = (text: string, width: number) => text.padEnd(width)

/** `text` in lines of at most WIDTH characters, each after INDENT. */
function wrapped(text: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && INDENT.length + line.length + 1 + word.length > WIDTH) {
      lines.push(INDENT + line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(INDENT + line)
  return lines
}

/** `--help` of one command: each flag, then what it does, its default and its variable. */
export function commandHelp(spec: CommandSpec): string {
  const names = commandLineNames(spec)
  const descriptions = FLAG_DESCRIPTIONS[spec.name] ?? {}
  const blocks: string[][] = spec.flags.map(flag => {
    const env = ENV_FALLBACKS[flag.name]
    const usage = flag.boolean ? `--${flag.name} / --no-${flag.name}` : `--${flag.name} <value>`
    const notes = [
      flag.fallback !== undefined && flag.fallback !== '' ? `Default: ${flag.fallback}.` : '',
      env ? `Or set ${env}.` : ''
    ].filter(Boolean)
    const what = renderInputNames(descriptions[flag.name] ?? '', names)
    return [`  ${usage}`, ...wrapped([what, ...notes].filter(Boolean).join(' '))]
  })
  if (spec.reportDirFlag)
    blocks.push(['  --output-dir <dir>', ...wrapped("Write the run's summary as report.md in this folder.")])
  for (const [name, what] of Object.entries(CLI_FLAGS))
    blocks.push([`  --${name}`, ...wrapped(`${what[0]?.toUpperCase()}${what.slice(1)}.`)])
  return [
    `Usage: docs-agent-action ${spec.name} [flags]`,
    '',
    `${spec.definition.title}: ${COMMAND_TITLES[spec.name]}.`,
    'Each flag is the action input of the same name (docs/reference.md).',
    '',
    'Flags:',
    ...blocks.flat(),
    '',
    EXIT_CODES_HELP
  ].join('\n')
}

export const EXIT_CODES_HELP =
  'Exit codes: 0 success, 1 failure, 2 bad input, 130 cancelled by Ctrl-C (SIGINT), 143 by SIGTERM (the job keeps running, fetched rows are kept).'

/** `--help` with no command. */
export function topHelp(version: string): string {
  const width = Math.max(...COMMANDS.map(c => c.length)) + 2
  return [
    `docs-agent-action ${version}: the GitHub Action's modes, from a terminal or any CI system.`,
    '',
    'Usage: docs-agent-action <command> [flags]',
    '',
    'Commands:',
    ...COMMANDS.map(c => `  ${pad(c, width)}${COMMAND_TITLES[c]}`),
    '',
    'The API key comes from MINTLIFY_API_KEY, the project id from MINTLIFY_PROJECT_ID (or --project-id).',
    "Run 'docs-agent-action <command> --help' for a command's flags.",
    '',
    EXIT_CODES_HELP
  ].join('\n')
}
