import type { CommonInputs } from '../../kernel/inputs/types.js'

// The sweep's typed inputs.

export interface SweepInputs extends CommonInputs {
  mode: 'sweep'
  githubToken: string
  /** `previous-api-key`: a pull request's state sealed with it still opens (agent mode's rotation). */
  previousApiKey?: string
  /** `max-jobs`: the pull requests one sweep reads at most; the rest wait for the next. */
  maxJobs: number
}
