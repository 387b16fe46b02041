import type { ModeDefinition } from '../../kernel/run/mode.js'
import { admitted } from './admission.js'
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
// comment starts them, admit its author as agent mode does (admission.ts).

const code = (name: string) => `<code>${name}</code>`

export const deploy: ModeDefinition<DeployInputs> = {
  name: 'deploy',
  title: 'Docs deployment',
  inputs: DEPLOY_INPUTS,
  parse: (r, { common }) => deployInputs(r, common),
  async run(run, inputs, client) {
    if (!(await admitted(run, inputs, 'Docs deployment'))) return undefined
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
    if (!(await admitted(run, inputs, 'Docs preview'))) return undefined
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
    if (!(await admitted(run, inputs, 'Docs automation'))) return undefined
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
