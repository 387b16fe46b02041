import type { ModeDefinition } from '../../kernel/run/mode.js'
import { admittedFromComment } from '../../kernel/admission/gate.js'
import type { DeployInputs } from './input-types.js'
import { DEPLOY_INPUTS, deployInputs } from './inputs.js'
import { DEPLOY_OUTPUTS } from './outputs.js'

// Deploy mode as the kernel sees it: its inputs (with action.yml's defaults), its outputs, its parser
// and its run. It triggers the deployment branch's deployment and waits as agent mode does
// (modes/deployment/); when a comment starts it, it admits the comment's author as agent mode does
// (kernel/admission/).

export const deploy: ModeDefinition<DeployInputs> = {
  name: 'deploy',
  title: 'Docs deployment',
  inputs: DEPLOY_INPUTS,
  outputs: DEPLOY_OUTPUTS,
  parse: (r, { common }) => deployInputs(r, common),
  async run(run, inputs, client) {
    if (!(await admittedFromComment(run, inputs, { title: 'Docs deployment', what: 'the docs deployment' })))
      return undefined
    const { deploymentMode } = await import('../deployment/run.js')
    return deploymentMode(run, inputs, client)
  }
}
