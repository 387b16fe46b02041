import type { InputParser } from '../../kernel/inputs/parser.js'
import type { CommonInputName } from '../../kernel/inputs/registry.js'
import type { CommonInputs } from '../../kernel/inputs/types.js'
import { waitInputs } from '../../kernel/inputs/waiting.js'
import { DEPLOY_FAIL_ON_VALUES } from '../deployment/input-types.js'
import { DEPLOYMENT_INPUTS, startedBy } from '../deployment/inputs.js'
import type { DeployInputs } from './input-types.js'

// The inputs of deploy mode: nothing but how to wait for the deployment (and who may start it).

/** Besides the common inputs, with action.yml's defaults. */
export const DEPLOY_INPUTS = DEPLOYMENT_INPUTS

type InputName = keyof typeof DEPLOY_INPUTS | CommonInputName

export function deployInputs(r: InputParser<InputName>, common: CommonInputs): DeployInputs {
  return {
    ...common,
    mode: 'deploy',
    ...waitInputs(r, 'deploy', DEPLOY_FAIL_ON_VALUES),
    ...startedBy(r)
  }
}
