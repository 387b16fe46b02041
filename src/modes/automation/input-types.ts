import type { CommonInputs, WaitInputs } from '../../kernel/inputs/types.js'
import type { StartedBy } from '../../kernel/admission/gate.js'

// The typed inputs of automation mode.

export interface AutomationInputs extends CommonInputs, WaitInputs, StartedBy {
  mode: 'automation'
  automationId: string
}
