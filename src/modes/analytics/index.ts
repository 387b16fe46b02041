import type { ModeDefinition } from '../../kernel/run/mode.js'
import type { AnalyticsInputs } from './input-types.js'
import { ANALYTICS_INPUTS, analyticsInputs } from './inputs.js'

// Analytics mode as the kernel sees it: its inputs (with action.yml's defaults), its parser, its run.

export const analytics: ModeDefinition<AnalyticsInputs> = {
  name: 'analytics',
  title: 'Analytics export',
  inputs: ANALYTICS_INPUTS,
  parse: (r, { common, env, now }) => analyticsInputs(r, common, env, now),
  async run(run, inputs, client) {
    const { analyticsMode } = await import('./mode.js')
    return analyticsMode(run, inputs, client)
  }
}
