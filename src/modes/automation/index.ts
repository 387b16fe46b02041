import type { ModeDefinition } from '../../kernel/run/mode.js'
import { admittedFromComment } from '../../kernel/admission/gate.js'
import type { AutomationInputs } from './input-types.js'
import { AUTOMATION_INPUTS, automationInputs } from './inputs.js'
import { AUTOMATION_OUTPUTS } from './outputs.js'

// Automation mode as the kernel sees it: its inputs (with action.yml's defaults), its outputs, its
// parser and its run. It waits for the automation's job as agent mode does when it can read it, and,
// when a comment starts it, admits the comment's author as agent mode does (kernel/admission/).

const code = (name: string) => `<code>${name}</code>`

export const automation: ModeDefinition<AutomationInputs> = {
  name: 'automation',
  title: 'Docs automation',
  inputs: AUTOMATION_INPUTS,
  outputs: AUTOMATION_OUTPUTS,
  parse: (r, { common }) => automationInputs(r, common),
  async run(run, inputs, client) {
    if (!(await admittedFromComment(run, inputs, { title: 'Docs automation', what: 'the docs automation' })))
      return undefined
    const { automationMode } = await import('./mode.js')
    return automationMode(run, inputs, client)
  },
  failureHints: message =>
    /automation-id/.test(message)
      ? {
          last: [`Check ${code('automation-id')}, and the automation's state and schedule in the dashboard.`]
        }
      : {}
}
