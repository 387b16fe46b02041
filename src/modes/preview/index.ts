import type { ModeDefinition } from '../../kernel/run/mode.js'
import { admittedFromComment } from '../../kernel/admission/gate.js'
import type { PreviewInputs } from './input-types.js'
import { PREVIEW_INPUTS, previewInputs } from './inputs.js'
import { PREVIEW_OUTPUTS } from './outputs.js'

// Preview mode as the kernel sees it: its inputs (with action.yml's defaults), its outputs, its parser
// and its run. A preview is a deployment of a branch (modes/deployment/), with a sticky comment on
// the pull request; when a comment starts it, it admits the comment's author as agent mode does
// (kernel/admission/).

export const preview: ModeDefinition<PreviewInputs> = {
  name: 'preview',
  title: 'Docs preview',
  inputs: PREVIEW_INPUTS,
  outputs: PREVIEW_OUTPUTS,
  parse: (r, { common, trigger }) => previewInputs(r, common, trigger),
  async run(run, inputs, client) {
    if (!(await admittedFromComment(run, inputs, { title: 'Docs preview', what: 'the docs preview' })))
      return undefined
    const { previewMode } = await import('./mode.js')
    return previewMode(run, inputs, client)
  },
  failureHints: message =>
    /plan has no preview deployments/.test(message)
      ? { last: ["Check the organization's plan in the dashboard: previews need a plan that includes them."] }
      : {}
}
