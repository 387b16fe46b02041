import type { RunLog } from '../io/log.js'
import type { FrontEndAudience } from '../publish/places.js'
import type { Outputs } from '../io/outputs.js'
import type { StepSummary } from '../io/step-summary.js'
import type { RunBudget } from '../time/run-budget.js'
import type { Trigger } from '../trigger/index.js'

export type { RunLog }

// The run: everything one execution of a mode has, built once by a front end (main.ts for a GitHub
// Actions step) and passed down. No module keeps run state; a second front end builds its own.

export interface Run {
  /** What started the run: the event, parsed once. */
  readonly trigger: Trigger
  /** The deadline (`timeout-minutes`) and the cancellation signal every phase runs under. */
  readonly budget: RunBudget
  readonly log: RunLog
  readonly outputs: Outputs
  readonly summary: StepSummary
  /** Who the front end writes for (kernel/publish/places.ts); a step's is the repository's readers. */
  readonly audience?: FrontEndAudience
}
