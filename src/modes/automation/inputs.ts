import { isPlausibleId } from '../../kernel/safe-text.js'
import { ADMISSION_INPUTS, admissionRules } from '../../kernel/inputs/admission.js'
import type { InputParser } from '../../kernel/inputs/parser.js'
import type { CommonInputName } from '../../kernel/inputs/registry.js'
import type { CommonInputs } from '../../kernel/inputs/types.js'
import { WAIT_INPUTS, waitInputs } from '../../kernel/inputs/waiting.js'
import type { AutomationInputs } from './input-types.js'

// The inputs of automation mode: the automation's id, how to wait for its job (as agent mode does:
// any `fail-on` word applies, its job is an agent job) and who may start it from a comment.

/** Besides the common inputs, with action.yml's defaults. */
export const AUTOMATION_INPUTS = { ...WAIT_INPUTS, ...ADMISSION_INPUTS, 'automation-id': undefined } as const

type InputName = keyof typeof AUTOMATION_INPUTS | CommonInputName

export function automationInputs(r: InputParser<InputName>, common: CommonInputs): AutomationInputs {
  const automationId = r.raw('automation-id')
  if (!automationId) {
    r.problems.push(
      '`automation-id` is required in automation mode: the id of an automation on a custom schedule, from its page in the dashboard'
    )
  } else if (!isPlausibleId(automationId)) {
    r.problems.push(
      `\`automation-id\` must be one id, without spaces or control characters and at most 128 characters, got ${JSON.stringify(automationId)}`
    )
  }
  return { ...common, mode: 'automation', automationId, ...waitInputs(r, 'automation'), ...startedBy(r) }
}

/** Who may start the mode from a comment (the kernel's rules), and the token that reads permissions. */
function startedBy(r: InputParser<InputName>): Pick<AutomationInputs, 'admission' | 'githubToken'> {
  return { admission: admissionRules(r), githubToken: r.raw('github-token') }
}
