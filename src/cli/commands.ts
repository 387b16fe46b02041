import { COMMON_INPUTS, type InputDefaults } from '../kernel/inputs/registry.js'
import type { AnyModeDefinition } from '../kernel/run/mode.js'
import { loadMode, MODE_NAMES, MODE_TABLE, type Command } from '../modes/table.js'

// The commands and their flags, from the mode table and the same input registry as the action: one
// command per mode the table offers the command line, and each flag is an input's name, so the action
// and the command line cannot drift. The inputs that only make sense in a GitHub workflow (comments,
// admission, the artifact, the report issue) are left out, with the value the command line reads for
// them.

export type { Command }

const offered = (mode: string): mode is Command => 'command' in MODE_TABLE[mode as Command]

/** The commands, in the mode table's order. */
export const COMMANDS: readonly Command[] = MODE_NAMES.filter(offered)

/** What each command does, for the top-level help. */
export const COMMAND_TITLES = Object.fromEntries(
  COMMANDS.map(command => [command, MODE_TABLE[command].command])
) as Record<Command, string>

/**
 * The inputs a GitHub workflow alone can use, and what the command line reads for each: '' is the
 * registry's default. Pull request comments and the admission rules need a GitHub event; the artifact
 * and the report issue need the runner and a token.
 */
export const GITHUB_ONLY: Readonly<Record<string, string>> = {
  mode: '',
  'github-token': '',
  'comment-on-pr': 'false',
  'event-context': 'false',
  'pr-updates': '',
  'previous-api-key': '',
  command: '',
  'allow-edited-comments': 'false',
  'agent-authors': '',
  'skip-paths': '',
  'reply-when-done': 'false',
  // A check run on the pull request's head: there is no pull request on the command line.
  'check-run': 'false',
  'min-permission': '',
  'allowed-users': '',
  'allowed-bots': '',
  // Read as given: empty means no upload.
  'artifact-name': '',
  'retention-days': '',
  'report-issue': '',
  // The docs-gap loop keeps its memory (the period's job, last period's gaps) in the report issue.
  'gaps-agent': '0',
  'assistant-api-key': '',
  'docs-domain': '',
  'score-threshold': ''
}

/** Where the key and the project id come from when no flag gives them. */
export const ENV_FALLBACKS: Readonly<Record<string, string>> = {
  'api-key': 'MINTLIFY_API_KEY',
  'project-id': 'MINTLIFY_PROJECT_ID'
}

/** The command line's own flags, besides the inputs. */
export const CLI_FLAGS = {
  json: 'print the outputs as one JSON object on stdout (nothing else goes to stdout)',
  quiet: 'no progress line: plain log lines only',
  verbose: 'also print the debug lines (each poll, each page)',
  help: 'show this help'
} as const

/** A flag for an input: its name, the registry's default, and whether it reads as true/false. */
export interface InputFlag {
  name: string
  fallback: string | undefined
  boolean: boolean
}

export interface CommandSpec {
  name: Command
  definition: AnyModeDefinition
  flags: InputFlag[]
  /** `--output-dir` is analytics' own input; for the other commands it says where report.md goes. */
  reportDirFlag: boolean
}

/** The flags of a command: the common inputs and its mode's, without the GitHub-only ones. */
export function inputFlags(modeInputs: InputDefaults): InputFlag[] {
  const all: InputDefaults = { ...COMMON_INPUTS, ...modeInputs }
  return Object.entries(all)
    .filter(([name]) => !(name in GITHUB_ONLY))
    .map(([name, fallback]) => ({
      name,
      fallback,
      boolean: fallback === 'true' || fallback === 'false'
    }))
}

export async function loadCommand(name: Command): Promise<CommandSpec> {
  const definition = await loadMode(name)
  const flags = inputFlags(definition.inputs)
  return { name, definition, flags, reportDirFlag: !flags.some(f => f.name === 'output-dir') }
}

export const isCommand = (name: string | undefined): name is Command =>
  (COMMANDS as readonly string[]).includes(name ?? '')

const pad = (text: string, width: number) => text.padEnd(width)

/** `--help` of one command, generated from the registry. */
export function commandHelp(spec: CommandSpec): string {
  const rows: [string, string][] = spec.flags.map(flag => {
    const env = ENV_FALLBACKS[flag.name]
    const usage = flag.boolean ? `--${flag.name} / --no-${flag.name}` : `--${flag.name} <value>`
    const notes = [
      flag.fallback !== undefined ? `default: ${flag.fallback}` : '',
      env ? `or ${env}` : ''
    ].filter(Boolean)
    return [usage, notes.join('; ')]
  })
  if (spec.reportDirFlag) rows.push(['--output-dir <dir>', 'write the report as report.md in this folder'])
  for (const [name, what] of Object.entries(CLI_FLAGS)) rows.push([`--${name}`, what])
  const width = Math.max(...rows.map(([usage]) => usage.length)) + 2
  return [
    `Usage: docs-agent-action ${spec.name} [flags]`,
    '',
    `${spec.definition.title}: ${COMMAND_TITLES[spec.name]}.`,
    'Each flag is the action input of the same name (docs/reference.md says what each one does).',
    '',
    'Flags:',
    ...rows.map(([usage, notes]) => `  ${pad(usage, width)}${notes}`.trimEnd()),
    '',
    EXIT_CODES_HELP
  ].join('\n')
}

export const EXIT_CODES_HELP =
  'Exit codes: 0 success, 1 failure, 2 bad input, 130 cancelled (Ctrl-C: the job keeps running, fetched rows are kept).'

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
