import type { ModeDefinition } from '../../kernel/run/mode.js'
import type { NotifyInputs } from './input-types.js'
import { NOTIFY_COMMON, NOTIFY_INPUTS, notifyInputs } from './inputs.js'
import { NOTIFY_OUTPUTS } from './outputs.js'

// Notify mode as the kernel sees it: a step in the docs repository's workflow that, when the agent
// opens its docs pull request there, sends a `repository_dispatch` to the code repositories, whose
// sweep then finishes the code pull request's check and comment within a minute. It never calls the
// docs API: it reads no key and no project id.

const code = (name: string) => `<code>${name}</code>`

export const notify: ModeDefinition<NotifyInputs> = {
  name: 'notify',
  title: 'Docs notify',
  inputs: NOTIFY_INPUTS,
  common: NOTIFY_COMMON,
  outputs: NOTIFY_OUTPUTS,
  parse: (r, { common }) => notifyInputs(r, common),
  async run(run, inputs) {
    const { notifyMode } = await import('./mode.js')
    return notifyMode(run, inputs)
  },
  failureHints: message =>
    /contents: write/.test(message)
      ? {
          last: [
            `Give ${code('dispatch-token')} ${code('Contents: Read and write')} on each repository named (a GitHub App installed there, or a fine-grained personal access token); the sweep's schedule still finishes the pull requests meanwhile.`
          ]
        }
      : {}
}
