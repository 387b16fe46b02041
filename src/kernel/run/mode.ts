import type { DocsApiClient } from '../api/client.js'
import type { ModeInputs } from '../inputs/index.js'
import type { CommonInputs } from '../inputs/types.js'
import type { FailureHints } from '../io/failure-summary.js'
import type { OutputSpec } from './outputs-spec.js'
import type { Run } from './run.js'

// What a mode is to the kernel: a name, the inputs it reads, how it parses them, the outputs it sets,
// and how it runs. The mode table (src/modes/table.ts) loads them; a sub-action's entry names one. `run` imports the mode's
// code, so a front end loads only the mode it runs, and only once its inputs are valid.

/** The outcome of a mode's run: a message when it failed the step, nothing when it did not. */
export type ModeResult = string | undefined | void

export interface ModeDefinition<
  I extends CommonInputs & { mode: string } = CommonInputs & { mode: string }
> extends ModeInputs<I> {
  readonly name: I['mode']
  /** The failure summary's title, such as "Docs agent". */
  readonly title: string
  /** Every output the mode may set, with the root action.yml's description (outputs-spec.ts). */
  readonly outputs: OutputSpec
  run(run: Run, inputs: I, client: DocsApiClient): Promise<ModeResult>
  /**
   * Hints for a failure summary, from the outputs set so far: `first` before the kernel's own (what
   * the run left behind, such as a job that keeps running), `last` after them.
   */
  failureHints?(message: string, output: (name: string) => string | undefined): FailureHints
}

/** Any mode's definition, whatever its inputs: what a table or a front end holds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModeDefinition = ModeDefinition<any>
