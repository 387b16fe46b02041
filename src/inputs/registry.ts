import type { Mode } from './types.js'

// Which inputs each mode reads, with action.yml's default for each (undefined: no default). The runner
// fills in defaults, so an input of the other mode arrives non-empty whenever action.yml gives it a
// default: only a value that differs from the default is something the user set, and worth a warning.
// A new input goes into exactly one of these lists; __tests__/input-messages.test.ts checks them
// against action.yml.

/** Read in both modes (never warned about). */
export const COMMON_INPUTS: Readonly<Record<string, string | undefined>> = {
  'api-key': undefined,
  'project-id': undefined,
  mode: 'agent',
  'base-url': 'https://api.mintlify.com',
  'timeout-minutes': '30',
  // Its default is an expression the runner evaluates to a token: never comparable, never warned about.
  'github-token': '${{ github.token }}'
}

export const MODE_INPUTS: Readonly<Record<Mode, Readonly<Record<string, string | undefined>>>> = {
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
}

/** The other mode's inputs that were set to something other than their default, in list order. */
export function ignoredInputs(mode: Mode, read: (name: string) => string): string[] {
  const other: Mode = mode === 'agent' ? 'analytics' : 'agent'
  return Object.entries(MODE_INPUTS[other])
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
