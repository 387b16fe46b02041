import { forMarkdown } from '../../kernel/safe-text.js'
import type { ModeDefinition } from '../../kernel/run/mode.js'
import type { AgentInputs } from './input-types.js'
import { AGENT_INPUTS, agentInputs } from './inputs.js'
import { AGENT_OUTPUTS } from './outputs.js'

// Agent mode as the kernel sees it: its inputs (with action.yml's defaults), its parser, its run.

const code = (name: string) => `<code>${name}</code>`

export const agent: ModeDefinition<AgentInputs> = {
  name: 'agent',
  title: 'Docs agent',
  inputs: AGENT_INPUTS,
  outputs: AGENT_OUTPUTS,
  parse: (r, { common, env, trigger }) => agentInputs(r, common, env, trigger),
  async run(run, inputs, client) {
    const { agentMode } = await import('./mode.js')
    return agentMode(run, inputs, client)
  },
  failureHints(_message, output) {
    // A job this run created keeps running on the service whatever happened to the step.
    const jobId = output('job-id')
    if (!jobId) return {}
    return {
      first: [
        `The job ${code(forMarkdown(jobId, 200))} exists and keeps running on the service: to wait for it, run again with ${code('job-id')} set to it and no ${code('prompt')}.`
      ]
    }
  }
}
