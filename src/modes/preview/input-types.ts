import type { DeploymentWaitInputs } from '../deployment/input-types.js'

// The typed inputs of preview mode.

export interface PreviewInputs extends DeploymentWaitInputs {
  mode: 'preview'
  /** `branch`, or the pull request's head branch. */
  branch: string
  commentOnPr: boolean
  /** `matrix-leg`: which leg of a matrix over one project this run is; empty when one run per project. */
  matrixLeg: string
}
