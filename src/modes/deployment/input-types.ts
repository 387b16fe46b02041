import type { CommonInputs, WaitInputs } from '../../kernel/inputs/types.js'
import { FAIL_ON_VALUES } from '../../kernel/inputs/types.js'
import type { StartedBy } from '../../kernel/admission/gate.js'

// What a deployment reads of its mode's inputs: deploy's (modes/deploy/), or a preview's with the
// branch it previews (modes/preview/).

/** The `fail-on` words a deployment or a preview can meet: it fails, or it is not over in time. */
export const DEPLOY_FAIL_ON_VALUES = [
  'failed',
  'timeout'
] as const satisfies readonly (typeof FAIL_ON_VALUES)[number][]

/** How to wait, and who may start it from a comment: the same for deploy and preview. */
export interface DeploymentWaitInputs extends CommonInputs, WaitInputs, StartedBy {}

export type DeploymentInputs =
  (DeploymentWaitInputs & { mode: 'deploy' }) | (DeploymentWaitInputs & { mode: 'preview'; branch: string })
