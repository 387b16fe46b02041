import type { ModeDefinition } from '../../kernel/run/mode.js'
import { admittedFromComment } from '../../kernel/admission/gate.js'
import type { AnalyticsInputs } from './input-types.js'
import { ANALYTICS_INPUTS, analyticsInputs } from './inputs.js'
import { ANALYTICS_OUTPUTS } from './outputs.js'

// Analytics mode as the kernel sees it: its inputs (with action.yml's defaults), its parser, its run
// (which, when a comment starts it, first admits the comment's author: kernel/admission/).

export const analytics: ModeDefinition<AnalyticsInputs> = {
  name: 'analytics',
  title: 'Analytics export',
  inputs: ANALYTICS_INPUTS,
  outputs: ANALYTICS_OUTPUTS,
  parse: (r, { common, env, now }) => analyticsInputs(r, common, env, now),
  async run(run, inputs, client) {
    const subject = { title: 'Analytics export', what: 'the analytics export' }
    if (!(await admittedFromComment(run, inputs, subject))) return undefined
    const { analyticsMode } = await import('./mode.js')
    return analyticsMode(run, inputs, client)
  }
}
