import type { Outputs } from '../../kernel/io/outputs.js'
import { outputSetter, sharedOutputs } from '../../kernel/run/outputs-spec.js'
import { DEPLOY_OUTPUTS, PREVIEW_URL_OUTPUT } from '../deployment/outputs.js'

// Preview mode's outputs: a deployment's (modes/deployment/outputs.ts sets them), its URL, and the
// sticky comment's URL on a pull request. Each is set through the run's Outputs (redacted, bounded).

export const PREVIEW_OUTPUTS = {
  ...DEPLOY_OUTPUTS,
  ...PREVIEW_URL_OUTPUT,
  ...sharedOutputs('comment-url')
} as const

/** Preview on a pull request: the sticky comment's URL, once it is written. */
export function setPreviewCommentUrl(out: Outputs, url: string | undefined): void {
  if (url) outputSetter(out, PREVIEW_OUTPUTS)('comment-url', url)
}
