import type { ModeDefinition } from '../../kernel/run/mode.js'
import type { SweepInputs } from './input-types.js'
import { SWEEP_INPUTS, sweepInputs } from './inputs.js'
import { SWEEP_OUTPUTS } from './outputs.js'

// The sweep as the kernel sees it: finds the agent jobs pull requests still wait on (the
// `docs-agent:waiting` label), reads each once, and finishes the check run and the comment of those
// that ended, as a waiting run would have. A short run: events start it, a sparse schedule backs it up.

export const sweep: ModeDefinition<SweepInputs> = {
  name: 'sweep',
  title: 'Docs sweep',
  inputs: SWEEP_INPUTS,
  outputs: SWEEP_OUTPUTS,
  parse: (r, { common }) => sweepInputs(r, common),
  async run(run, inputs, client) {
    const { sweepMode } = await import('./mode.js')
    return sweepMode(run, inputs, client)
  }
}
