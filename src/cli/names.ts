import type { InputNames } from '../kernel/inputs/names.js'
import { COMMANDS, ENV_FALLBACKS, type CommandSpec } from './commands.js'

// The command line's names for inputs (kernel/inputs/names.ts): a flag for each input the command
// offers, the environment variable beside it where the command line reads one, and a secret as the
// environment variable it is read from. An input with no flag keeps the step's words.

/** The names `spec`'s messages use on a terminal. */
export function commandLineNames(spec: CommandSpec): InputNames {
  const flags = new Set(spec.flags.map(flag => flag.name))
  if (spec.reportDirFlag) flags.add('output-dir')
  const flagOf = (name: string) => (flags.has(name) ? `--${name}` : undefined)
  return {
    input: name => {
      const flag = flagOf(name)
      const env = ENV_FALLBACKS[name]
      return flag && env ? `${env} (or ${flag})` : flag
    },
    setting: (name, value) => {
      if (name === 'mode' && (COMMANDS as readonly string[]).includes(value))
        return `docs-agent-action ${value}`
      const flag = flagOf(name)
      if (!flag) return undefined
      // A workflow expression as the example value: a terminal has none.
      if (value.includes('${{')) return `${flag} <value>`
      const boolean = spec.flags.find(f => f.name === name)?.boolean
      if (boolean && value === 'true') return flag
      if (boolean && value === 'false') return `--no-${name}`
      return `${flag} ${value}`
    },
    secret: name => `${name} in the environment`
  }
}
