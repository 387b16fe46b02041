import type { DeploymentWaitInputs } from '../deployment/input-types.js'

// The typed inputs of deploy mode: how to wait for the deployment, and who may start it from a comment.

export interface DeployInputs extends DeploymentWaitInputs {
  mode: 'deploy'
}
