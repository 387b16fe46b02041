import type { CommonInputs, WaitInputs } from '../../kernel/inputs/types.js'
import { FAIL_ON_VALUES } from '../../kernel/inputs/types.js'

// The typed inputs of deploy, preview and automation.

/** The `fail-on` words a deployment or a preview can meet: it fails, or it is not over in time. */
export const DEPLOY_FAIL_ON_VALUES = [
  'failed',
  'timeout'
] as const satisfies readonly (typeof FAIL_ON_VALUES)[number][]
export interface DeployInputs extends CommonInputs, WaitInputs {
  mode: 'deploy'
}

export interface PreviewInputs extends CommonInputs, WaitInputs {
  mode: 'preview'
  /** `branch`, or the pull request's head branch. */
  branch: string
  commentOnPr: boolean
  githubToken: string
}

export interface AutomationInputs extends CommonInputs, WaitInputs {
  mode: 'automation'
  automationId: string
}
