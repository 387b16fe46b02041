import { DEPLOYMENT_OUTPUTS } from '../deployment/outputs.js'

// Deploy mode's outputs: a deployment's (modes/deployment/outputs.ts sets them), without the preview's URL.

export const DEPLOY_OUTPUTS = DEPLOYMENT_OUTPUTS
