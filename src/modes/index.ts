import { parseModeInputs, type InputSource } from '../kernel/inputs/index.js'
import {
  COMMON_INPUTS,
  ignoredInputs as ignoredAmong,
  ownedInputs,
  type IgnoredInput
} from '../kernel/inputs/registry.js'
import { loadModes, MODE_NAMES, type DefinitionOf, type Mode } from './table.js'

// Every mode's definition, loaded from the mode table (table.ts): what the root action's `mode`
// input picks from, and the registry of every mode's inputs. A sub-action loads its one mode
// through the table instead, and never this module.

export type { Mode }
export const MODES = await loadModes()

/** Each mode's definition by its name. */
export const MODE_DEFINITIONS = Object.fromEntries(MODES.map(mode => [mode.name, mode])) as {
  [M in Mode]: DefinitionOf<M>
}

/** The typed inputs of any mode: what one mode's run receives. */
export type Inputs = ReturnType<(typeof MODES)[number]['parse']>

/** Parses the root action's inputs: the mode `mode` names, then its own inputs. */
export function parseInputs(
  readInput: InputSource,
  env: NodeJS.ProcessEnv = process.env,
  now: Date = new Date()
) {
  const { inputs, warnings } = parseModeInputs(MODES, readInput, env, now)
  return { inputs: inputs as Inputs, warnings }
}

/** Each mode's own inputs (an input several modes read is listed under the first), for action.yml checks. */
export const MODE_INPUTS = ownedInputs(MODES) as Record<Mode, Readonly<Record<string, string | undefined>>>
export { COMMON_INPUTS, MODE_NAMES }

/** The inputs `mode` does not read that were set to something other than their default. */
export function ignoredInputs(mode: Mode, read: (name: string) => string): IgnoredInput[] {
  return ignoredAmong(MODES, mode, read)
}
