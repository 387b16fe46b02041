import { DEPLOY_OUTPUTS } from '../deployment/outputs.js'

// Deploy mode's outputs: a deployment's (modes/deployment/outputs.ts sets them), without the preview's
// URL, and why a comment's author was refused (kernel/admission/).

export { DEPLOY_OUTPUTS }
