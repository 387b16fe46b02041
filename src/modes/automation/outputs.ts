import type { Outputs } from '../../kernel/io/outputs.js'
import { outputSetter, sharedOutputs } from '../../kernel/run/outputs-spec.js'

// Automation mode's outputs: each is set through the run's Outputs (redacted, bounded), and only if
// the spec lists it (kernel/run/outputs-spec.ts).

export const AUTOMATION_OUTPUTS = {
  ...sharedOutputs('job-id', 'status', 'pr-link', 'skipped-reason'),
  'schema-id': 'Automation: the automation (`schemaId`) the trigger ran. Set as soon as the trigger answers.',
  'instance-id': 'Automation: the run (`instanceId`). Set as soon as the trigger answers.'
} as const

/** The trigger's ids, set as soon as it answers; then the job's status, if it was followed. */
export interface AutomationOutputs {
  schemaId?: string
  instanceId?: string
  jobId?: string
  status?: string
  prLink?: string | null
}

export function setAutomationOutputs(out: Outputs, outputs: AutomationOutputs): void {
  const set = outputSetter(out, AUTOMATION_OUTPUTS)
  set('schema-id', outputs.schemaId)
  set('instance-id', outputs.instanceId)
  set('job-id', outputs.jobId)
  set('status', outputs.status)
  set('pr-link', outputs.prLink ?? undefined)
}
