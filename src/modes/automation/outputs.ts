import type { Outputs } from '../../kernel/io/outputs.js'
import { setOutputs, sharedOutputs, type OutputValues } from '../../kernel/run/outputs-spec.js'

// Automation mode's outputs: set from the spec below (kernel/run/outputs-spec.ts) through the run's
// Outputs (redacted, bounded).

/** What automation mode sets, in that order: the trigger's ids as soon as it answers, then the job's status if it was followed. */
export const AUTOMATION_SET = {
  'schema-id': 'Automation: the automation (`schemaId`) the trigger ran. Set as soon as the trigger answers.',
  'instance-id': 'Automation: the run (`instanceId`). Set as soon as the trigger answers.',
  ...sharedOutputs('job-id', 'status', 'pr-link')
} as const

/** Automation mode's outputs: what it sets, and why a comment's author was refused (kernel/admission/). */
export const AUTOMATION_OUTPUTS = { ...AUTOMATION_SET, ...sharedOutputs('skipped-reason') } as const

export type AutomationOutputs = OutputValues<typeof AUTOMATION_SET>

export function setAutomationOutputs(out: Outputs, outputs: AutomationOutputs): void {
  setOutputs(out, AUTOMATION_SET, outputs)
}
