import type { OutputSpec } from '../../kernel/run/outputs-spec.js'

// The sweep's outputs (summary.ts sets them), with the root action.yml's descriptions.

export const SWEEP_OUTPUTS = {
  finished: 'Sweep: the jobs (and closed pull requests) whose comment and check run it finished.',
  running: 'Sweep: the jobs it read that still run.',
  left: 'Sweep: the waiting pull requests it did not read (`max-jobs`, or the time left): the next sweep reads them.',
  failed: 'Sweep: the pull requests it could not sweep (a failed read or write); the next sweep tries again.'
} as const satisfies OutputSpec
