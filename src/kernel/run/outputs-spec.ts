import type { Outputs } from '../io/outputs.js'

// The action's outputs as a spec, as its inputs are (kernel/inputs/registry.ts): each mode's
// outputs.ts lists the outputs it sets, each with its description as the root action.yml gives it. Its
// setters derive from the spec: setOutputs takes one field per output (`docs-pr-number` is
// `docsPrNumber`) and writes them in the spec's order, and outputSetter writes one output of the spec,
// so a name outside the spec is a compile error. The mode's definition carries its spec (`outputs`);
// __tests__/action-yml.test.ts checks the root action.yml (every output of every mode) and each
// sub-action's (its mode's outputs) against the specs.

/** Output names and their descriptions, as the root action.yml gives them. */
export type OutputSpec = Readonly<Record<string, string>>

/** Sets one output of the spec `S`, and no other. */
export type OutputSetter<S extends OutputSpec> = (
  name: keyof S & string,
  value: string | number | undefined
) => void

/** An output's name as a field of a setter's argument: `docs-pr-number` is `docsPrNumber`. */
export type FieldOf<N extends string> = N extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<FieldOf<Tail>>}`
  : N

/** An output's value: '' when undefined or null, `true` or `false` for a boolean. */
export type OutputValue = string | number | boolean | null | undefined

/** A value for each output of `S`, under its field name; one left out is set to ''. */
export type OutputValues<S extends OutputSpec> = { [N in keyof S & string as FieldOf<N>]?: OutputValue }

const fieldOf = (name: string): string =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** Sets every output of `spec`, in the spec's order, from the field of `values` that names it. */
export function setOutputs<S extends OutputSpec>(out: Outputs, spec: S, values: OutputValues<S>): void {
  const fields = values as Readonly<Record<string, OutputValue>>
  for (const name of Object.keys(spec)) {
    const value = fields[fieldOf(name)]
    out.set(
      name,
      value === null || value === undefined ? undefined : typeof value === 'boolean' ? String(value) : value
    )
  }
}

/** The run's outputs, narrowed to the ones `spec` lists. */
export function outputSetter<S extends OutputSpec>(out: Outputs, spec: S): OutputSetter<S> {
  return (name, value) => {
    if (!(name in spec)) throw new Error(`The output ${name} is not in the mode's output spec`)
    out.set(name, value)
  }
}

/**
 * The outputs more than one mode sets, each described once: a mode's spec takes the ones it sets
 * (sharedOutputs). `skipped-reason` is every mode's that a comment can start: the admission gate
 * (kernel/admission/gate.ts) sets it when the comment's author may not start the mode.
 */
export const SHARED_OUTPUTS = {
  'job-id':
    "The agent job id (automation, the run's `jobId`). Set as soon as the job is known, before any polling.",
  status:
    'The last status the API reported: `active`, `completed`, `archived` or `failed`. Deploy and preview: `queued`, `in_progress`, `success` or `failure`; empty when not read.',
  'pr-link': 'The pull request the agent opened; empty when none.',
  'comment-url': 'URL of the sticky pull request comment (agent or preview), when one was written.',
  'skipped-reason':
    "Why the step did nothing (agent mode: `action` is `skipped`): no command, no instruction, not a pull request, refused (in any mode a comment starts), the agent's own pull request, ..."
} as const satisfies OutputSpec

export type SharedOutput = keyof typeof SHARED_OUTPUTS

/** The shared outputs `names`, with their one description each. */
export function sharedOutputs<N extends SharedOutput>(...names: N[]): Pick<typeof SHARED_OUTPUTS, N> {
  return Object.fromEntries(names.map(name => [name, SHARED_OUTPUTS[name]])) as Pick<typeof SHARED_OUTPUTS, N>
}
