import type { ModeDefinition } from '../../kernel/run/mode.js'
import { admittedFromComment } from '../../kernel/admission/gate.js'
import type { AutomationInputs, DeployInputs, PreviewInputs } from './input-types.js'
import {
  AUTOMATION_INPUTS,
  DEPLOY_INPUTS,
  PREVIEW_INPUTS,
  automationInputs,
  deployInputs,
  previewInputs
} from './inputs.js'

// The platform modes as the kernel sees them: deploy, preview and automation, each with its inputs
// (with action.yml's defaults), its parser and its run. All three wait as agent mode does, and, when a
// comment starts them, admit its author as agent mode does (kernel/admission/).

const code = (name: string) => `<code>${name}</code>`

export const deploy: ModeDefinition<DeployInputs> = {
  name: 'deploy',
  title: 'Docs deployment',
  inputs: DEPLOY_INPUTS,
  parse: (r, { common }) => deployInputs(r, common),
  async run(run, inputs, client) {
    if (!(await admittedFromComment(run, inputs, { title: 'Docs deployment', what: 'the docs deployment' })))
      return undefined
    const { deploymentMode } = await import('./mode.js')
    return deploymentMode(run, inputs, client)
  }
}

export const preview: ModeDefinition<PreviewInputs> = {
  name: 'preview',
  title: 'Docs preview',
  inputs: PREVIEW_INPUTS,
  parse: (r, { common, trigger }) => previewInputs(r, common, trigger),
  async run(run, inputs, client) {
    if (!(await admittedFromComment(run, inputs, { title: 'Docs preview', what: 'the docs preview' })))
      return undefined
    const { deploymentMode } = await import('./mode.js')
    return deploymentMode(run, inputs, client)
  },
  failureHints: message =>
    /plan has no preview deployments/.test(message)
      ? { last: ["Check the organization's plan in the dashboard: previews need a plan that includes them."] }
      : {}
}

export const automation: ModeDefinition<AutomationInputs> = {
  name: 'automation',
  title: 'Docs automation',
  inputs: AUTOMATION_INPUTS,
  parse: (r, { common }) => automationInputs(r, common),
  async run(run, inputs, client) {
    if (!(await admittedFromComment(run, inputs, { title: 'Docs automation', what: 'the docs automation' })))
      return undefined
    const { automationMode } = await import('./automation.js')
    return automationMode(run, inputs, client)
  },
  failureHints: message =>
    /automation-id/.test(message)
      ? {
          last: [`Check ${code('automation-id')}, and the automation's state and schedule in the dashboard.`]
        }
      : {}
}
