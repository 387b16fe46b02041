import { ADMISSION_INPUTS, admissionRules } from '../../kernel/inputs/admission.js'
import type { InputParser } from '../../kernel/inputs/parser.js'
import { WAIT_INPUTS } from '../../kernel/inputs/waiting.js'
import type { DeploymentWaitInputs } from './input-types.js'

// The inputs deploy and preview both read: how to wait (`wait`, `poll-interval-seconds`, `fail-on`,
// as agent mode waits: kernel/inputs/waiting.ts) and who may start them from a comment.

/** With action.yml's defaults. */
export const DEPLOYMENT_INPUTS = { ...WAIT_INPUTS, ...ADMISSION_INPUTS } as const

type InputName = keyof typeof ADMISSION_INPUTS | 'github-token'

/** Who may start the mode from a comment (the kernel's rules), and the token that reads permissions. */
export function startedBy(
  r: InputParser<InputName>
): Pick<DeploymentWaitInputs, 'admission' | 'githubToken'> {
  return { admission: admissionRules(r), githubToken: r.raw('github-token') }
}
