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
  // The data branch needs a token: the command line writes the same layout to --history-dir.
  history: 'false',
  'history-branch': '',
  // The docs-gap loop keeps its memory (the period's job, last period's gaps) in the report issue,
  // or, where the mode reads `history-dir`, in that folder (githubOnlyOf).
  'gaps-agent': '0',
  'assistant-api-key': '',
  'docs-domain': '',
  'score-threshold': ''
}

/** The docs-gap loop's inputs: flags when the mode keeps the loop's memory in a folder. */
const LOOP_INPUTS: readonly string[] = ['gaps-agent', 'assistant-api-key', 'docs-domain', 'score-threshold']

/** The GitHub-only inputs of a mode: the loop's are flags when it reads `history-dir`. */
export function githubOnlyOf(modeInputs: InputDefaults): Readonly<Record<string, string>> {
  if (!('history-dir' in modeInputs)) return GITHUB_ONLY
  // The folder's state opens with the key `api-key` replaced, too.
  const flags = [...LOOP_INPUTS, 'previous-api-key']
  return Object.fromEntries(Object.entries(GITHUB_ONLY).filter(([name]) => !flags.includes(name)))
}

const PULL_REQUESTS =
  'the command line knows no GitHub event: it does not comment on pull requests or read their comments'
const LOOP =
  "the docs-gap loop keeps its memory (the period's job, last period's gaps) in the report issue, which the command line does not write; on the command line it needs a folder for it (--history-dir), which this version does not have"

/** Why each GitHub-only input is not a flag, for the error that refuses it. */
export const WHY_NOT_A_FLAG: Readonly<Record<string, string>> = {
  mode: 'the command names the mode: docs-agent-action <command>',
  'github-token': 'the command line makes no GitHub call',
  ...Object.fromEntries(
    [
      'comment-on-pr',
      'event-context',
      'pr-updates',
      'previous-api-key',
      'command',
      'allow-edited-comments',
      'agent-authors',
      'skip-paths',
      'reply-when-done',
      'min-permission',
      'allowed-users',
      'allowed-bots'
    ].map(name => [name, PULL_REQUESTS])
  ),
  'check-run': 'there is no pull request to put a check on: use the exit code (and --fail-on)',
  'artifact-name': 'the command line uploads no artifact: the files stay in --output-dir',
  'retention-days': 'the command line uploads no artifact: the files stay in --output-dir',
  'report-issue': 'the command line writes no report issue: report.md is in --output-dir',
  history: 'the command line writes no branch: --history-dir writes the same layout to a folder',
  'history-branch': 'the command line writes no branch: --history-dir writes the same layout to a folder',
  ...Object.fromEntries(LOOP_INPUTS.map(name => [name, LOOP]))
}

/** Where the key and the project id come from when no flag gives them. */
export const ENV_FALLBACKS: Readonly<Record<string, string>> = {
  'api-key': 'MINTLIFY_API_KEY',
  'project-id': 'MINTLIFY_PROJECT_ID',
  // The loop's proof, once its flags are offered (githubOnlyOf).
  'assistant-api-key': 'MINTLIFY_ASSISTANT_API_KEY',
  'previous-api-key': 'MINTLIFY_PREVIOUS_API_KEY'
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
  /** The inputs that are no flags of this command, and what the command line reads for each. */
  githubOnly: Readonly<Record<string, string>>
}

/** The flags of a command: the common inputs and its mode's, without the GitHub-only ones. */
export function inputFlags(modeInputs: InputDefaults): InputFlag[] {
  const all: InputDefaults = { ...COMMON_INPUTS, ...modeInputs }
  const githubOnly = githubOnlyOf(modeInputs)
  return Object.entries(all)
    .filter(([name]) => !(name in githubOnly))
    .map(([name, fallback]) => ({
      name,
      fallback,
      boolean: fallback === 'true' || fallback === 'false'
    }))
}

export async function loadCommand(name: Command): Promise<CommandSpec> {
  const definition = await loadMode(name)
  const flags = inputFlags(definition.inputs)
  const reportDirFlag = !flags.some(f => f.name === 'output-dir')
  return { name, definition, flags, reportDirFlag, githubOnly: githubOnlyOf(definition.inputs) }
}

export const isCommand = (name: string | undefined): name is Command =>
  (COMMANDS as readonly string[]).includes(name ?? '')
