import type { CommonInputs, WaitInputs } from '../../kernel/inputs/types.js'
import { FAIL_ON_VALUES } from '../../kernel/inputs/types.js'
import type { StartedBy } from '../../kernel/admission/gate.js'

// The typed inputs of deploy, preview and automation.

/** The `fail-on` words a deployment or a preview can meet: it fails, or it is not over in time. */
export const DEPLOY_FAIL_ON_VALUES = [
  'failed',
  'timeout'
] as const satisfies readonly (typeof FAIL_ON_VALUES)[number][]
export interface DeployInputs extends CommonInputs, WaitInputs, StartedBy {
  mode: 'deploy'
}

export interface PreviewInputs extends CommonInputs, WaitInputs, StartedBy {
  mode: 'preview'
  /** `branch`, or the pull request's head branch. */
  branch: string
  commentOnPr: boolean
}

export interface AutomationInputs extends CommonInputs, WaitInputs, StartedBy {
  mode: 'automation'
  automationId: string
}
