import type { Mode } from './types.js'

// Every input of action.yml: the mode that owns it and its default (undefined: none). This is the one
// copy of each default inside the action. The reader falls back to it when an input is empty, and the
// "ignored input" warning compares against it: the runner fills in defaults, so an input of another
// mode arrives non-empty whenever action.yml gives it a default, and only a value that differs from the
// default is something the user set. A new input goes into exactly one of these lists (an input that
// more modes read is listed under its first mode, and in ALSO_READ_BY);
// __tests__/input-messages.test.ts checks them against action.yml.

type Defaults = Readonly<Record<string, string | undefined>>

/** Read in every mode (never warned about). */
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
    'comment-on-pr': 'true',
    command: '/docs',
    'allow-edited-comments': 'false',
    'min-permission': 'write',
    'allowed-users': undefined,
    'allowed-bots': undefined,
    'agent-authors': 'mintlify[bot]',
    'skip-paths': undefined,
    'reply-when-done': 'false'
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
    'feedback-source': undefined,
    'feedback-status': undefined,
    'max-requests': undefined,
    'resume-from': undefined,
    'allow-incomplete': 'false',
    'report-issue': undefined
  },
  // `wait`, `poll-interval-seconds` and `fail-on` too: see ALSO_READ_BY.
  deploy: {},
  preview: {
    // Empty: the pull request's head branch on a pull request event.
    branch: undefined
  },
  automation: {
    'automation-id': undefined
  }
} as const satisfies Readonly<Record<Mode, Defaults>>

/** The name of an input that action.yml declares: a typo is a compile error, not an empty value. */
export type InputName =
  | keyof typeof COMMON_INPUTS
  | keyof typeof MODE_INPUTS.agent
  | keyof typeof MODE_INPUTS.analytics
  | keyof typeof MODE_INPUTS.preview
  | keyof typeof MODE_INPUTS.automation

/** Inputs of one mode's list that other modes read as well: never warned about in those. */
export const ALSO_READ_BY: Readonly<Partial<Record<InputName, readonly Mode[]>>> = {
  wait: ['deploy', 'preview', 'automation'],
  'poll-interval-seconds': ['deploy', 'preview', 'automation'],
  'fail-on': ['deploy', 'preview', 'automation'],
  'comment-on-pr': ['preview']
}

const DEFAULTS: Readonly<Record<InputName, string | undefined>> = {
  ...COMMON_INPUTS,
  ...MODE_INPUTS.agent,
  ...MODE_INPUTS.analytics,
  ...MODE_INPUTS.preview,
  ...MODE_INPUTS.automation
}

/** action.yml's default for an input, or undefined when it has none. */
export function defaultOf(name: InputName): string | undefined {
  return DEFAULTS[name]
}

/** An input another mode owns that `mode` does not read, set to something other than its default. */
export interface IgnoredInput {
  name: string
  /** The mode whose list holds it. */
  owner: Mode
}

/** The inputs `mode` does not read that were set to something other than their default, in list order. */
export function ignoredInputs(mode: Mode, read: (name: string) => string): IgnoredInput[] {
  return (Object.keys(MODE_INPUTS) as Mode[])
    .filter(owner => owner !== mode)
    .flatMap(owner =>
      Object.entries(MODE_INPUTS[owner] as Defaults)
        .filter(([name, fallback]) => {
          if (ALSO_READ_BY[name as InputName]?.includes(mode)) return false
          const value = read(name).trim()
          return value !== '' && value !== fallback
        })
        .map(([name]) => ({ name, owner }))
    )
}

/** One warning naming every ignored input and the mode it applies to, or undefined when there is none. */
export function ignoredInputsWarning(mode: Mode, read: (name: string) => string): string | undefined {
  const ignored = ignoredInputs(mode, read)
  if (ignored.length === 0) return undefined
  const owners = [...new Set(ignored.map(i => i.owner))]
  const list = (names: string[]) => names.map(n => `\`${n}\``).join(', ')
  const they = (count: number) => (count === 1 ? 'it applies' : 'they apply')
  const one = ignored.length === 1
  if (owners.length === 1) {
    const owner = owners[0] as Mode
    return `Ignored in ${mode} mode: ${list(ignored.map(i => i.name))} (${they(ignored.length)} to \`mode: ${owner}\`). Remove ${one ? 'it' : 'them'}, or set \`mode: ${owner}\`.`
  }
  const groups = owners.map(owner => {
    const names = ignored.filter(i => i.owner === owner).map(i => i.name)
    return `${list(names)} (${they(names.length)} to \`mode: ${owner}\`)`
  })
  return `Ignored in ${mode} mode: ${groups.join(', ')}. Remove them, or set the mode they apply to.`
}
