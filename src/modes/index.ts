import { parseModeInputs, type ReadInput } from '../kernel/inputs/index.js'
import {
  COMMON_INPUTS,
  ignoredInputs as ignoredAmong,
  ownedInputs,
  type IgnoredInput
} from '../kernel/inputs/registry.js'
import { agent } from './agent/index.js'
import { analytics } from './analytics/index.js'
import { automation, deploy, preview } from './platform/index.js'
import { sweep } from './sweep/index.js'

// The mode table: every mode the root action's `mode` input can name, in the order its messages list
// them. A new mode is a folder under modes/ and one entry here; the kernel knows none of them.

export const MODE_TABLE = { agent, analytics, deploy, preview, automation, sweep } as const
export type Mode = keyof typeof MODE_TABLE
export const MODES = Object.values(MODE_TABLE)

/** The typed inputs of any mode: what one mode's run receives. */
export type Inputs = ReturnType<(typeof MODES)[number]['parse']>

/** Parses the root action's inputs: the mode `mode` names, then its own inputs. */
export function parseInputs(read: ReadInput, env: NodeJS.ProcessEnv = process.env, now: Date = new Date()) {
  const { inputs, warnings } = parseModeInputs(MODES, read, env, now)
  return { inputs: inputs as Inputs, warnings }
}

/** Each mode's own inputs (an input several modes read is listed under the first), for action.yml checks. */
export const MODE_INPUTS = ownedInputs(MODES) as Record<Mode, Readonly<Record<string, string | undefined>>>
export { COMMON_INPUTS }

/** The inputs `mode` does not read that were set to something other than their default. */
export function ignoredInputs(mode: Mode, read: (name: string) => string): IgnoredInput[] {
  return ignoredAmong(MODES, mode, read)
}
