import { sharedOutputs, type OutputSpec } from '../../kernel/run/outputs-spec.js'

// Notify mode's outputs (summary.ts sets them), with the root action.yml's descriptions.

export const NOTIFY_OUTPUTS = {
  notified:
    'Notify: the repositories (`owner/name`, comma-separated) that accepted the dispatch; empty when the step skipped or none did.',
  ...sharedOutputs('skipped-reason')
} as const satisfies OutputSpec
