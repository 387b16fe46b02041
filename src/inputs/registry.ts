import type { Mode } from './types.js'

// Every input of action.yml: the mode that reads it and its default (undefined: none). This is the one
// copy of each default inside the action. The reader falls back to it when an input is empty, and the
// "ignored input" warning compares against it: the runner fills in defaults, so an input of the other
// mode arrives non-empty whenever action.yml gives it a default, and only a value that differs from the
// default is something the user set. A new input goes into exactly one of these lists;
// __tests__/input-messages.test.ts checks them against action.yml.

type Defaults = Readonly<Record<string, string | undefined>>

/** Read in both modes (never warned about). */
export const COMMON_INPUTS = {
  'api-key': undefined,
  'project-id': undefined,
  mode: 'agent',
  'base-url': 'https://api.mintlify.com',
  'timeout-minutes': '30',
  // An expression the runner evaluates to a token: never comparable, never warned about, and never a
  // fallback (the parser reads the token as given).
  'github-token': '${{ github.token }}'
} as const satisfies Defaults

export const MODE_INPUTS = {
  agent: {
    prompt: undefined,
    'job-id': undefined,
    wait: 'true',
    'poll-interval-seconds': '10',
    'fail-on': 'failed,timeout',
    'prompt-file': undefined,
    'event-context': 'true',
    'pr-updates': 'follow-up',
    'comment-on-pr': 'true'
  },
  analytics: {
    'date-from': '-7d',
    'date-to': 'today',
    'page-size': '250',
    format: 'csv,json',
    'output-dir': undefined,
    // An empty `artifact-name` means "no upload" (as action.yml says), so the parser reads it as given,
    // without this fallback.
    'artifact-name': 'page-views',
    'retention-days': undefined,
    compare: 'none',
    daily: 'false',
    'previous-export': undefined,
    'compare-pages': 'false',
    datasets: 'views',
    'include-contact': 'false',
    'max-requests': undefined,
    'resume-from': undefined,
    'allow-incomplete': 'false'
  }
} as const satisfies Readonly<Record<Mode, Defaults>>

/** The name of an input that action.yml declares: a typo is a compile error, not an empty value. */
export type InputName =
  keyof typeof COMMON_INPUTS | keyof typeof MODE_INPUTS.agent | keyof typeof MODE_INPUTS.analytics

const DEFAULTS: Readonly<Record<InputName, string | undefined>> = {
  ...COMMON_INPUTS,
  ...MODE_INPUTS.agent,
  ...MODE_INPUTS.analytics
}

/** action.yml's default for an input, or undefined when it has none. */
export function defaultOf(name: InputName): string | undefined {
  return DEFAULTS[name]
}

/** The other mode's inputs that were set to something other than their default, in list order. */
export function ignoredInputs(mode: Mode, read: (name: string) => string): string[] {
  const other: Mode = mode === 'agent' ? 'analytics' : 'agent'
  const defaults: Defaults = MODE_INPUTS[other]
  return Object.entries(defaults)
    .filter(([name, fallback]) => {
      const value = read(name).trim()
      return value !== '' && value !== fallback
    })
    .map(([name]) => name)
}

/** One warning naming every ignored input, or undefined when there is none. */
export function ignoredInputsWarning(mode: Mode, read: (name: string) => string): string | undefined {
  const names = ignoredInputs(mode, read)
  if (names.length === 0) return undefined
  const other = mode === 'agent' ? 'analytics' : 'agent'
  const list = names.map(n => `\`${n}\``).join(', ')
  const they = names.length === 1 ? 'it applies' : 'they apply'
  return `Ignored in ${mode} mode: ${list} (${they} to \`mode: ${other}\`). Remove ${names.length === 1 ? 'it' : 'them'}, or set \`mode: ${other}\`.`
}
