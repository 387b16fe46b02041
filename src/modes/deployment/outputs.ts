import type { Outputs } from '../../kernel/io/outputs.js'
import { setOutputs, sharedOutputs, type OutputValues } from '../../kernel/run/outputs-spec.js'

// The outputs of a deployment, deploy's or preview's: set from the spec below (kernel/run/outputs-spec.ts)
// through the run's Outputs (redacted, bounded).

/**
 * What a deployment sets, deploy's or preview's, in the order it sets them: once the trigger answers
 * (the id alone), then again when the run ends. With the root action.yml's descriptions.
 */
export const DEPLOYMENT_SET = {
  'status-id':
    'Deploy, preview: the deployment status id. Set as soon as the trigger answers, before any polling.',
  ...sharedOutputs('status'),
  // Preview mode declares it; a deployment sets it to '' (what a workflow reads from an output nobody
  // set), so deploy's action.yml does not declare it.
  'preview-url':
    "Preview: the preview's https URL (it may be behind the organization's login or a password).",
  'commit-sha': 'Deploy, preview: the commit deployed.',
  'commit-ref': 'Deploy, preview: the branch (ref) deployed.',
  'commit-message': "Deploy, preview: the deployed commit's message, on one line.",
  summary: "Deploy, preview: the deployment's own summary.",
  'screenshot-url': 'Deploy, preview: a screenshot of the deployed site (https only); empty when none.'
} as const

const { 'preview-url': previewUrl, ...deployment } = DEPLOYMENT_SET

/** Deploy mode's outputs: a deployment's, and why a comment's author was refused. */
export const DEPLOY_OUTPUTS = { ...deployment, ...sharedOutputs('skipped-reason') } as const

/** The preview's URL, which preview mode declares besides deploy's. */
export const PREVIEW_URL_OUTPUT = { 'preview-url': previewUrl } as const

/** The deployment's outputs: `statusId` for `status-id`, and so on (URLs https only: the mode checks). */
export type DeploymentOutputs = OutputValues<typeof DEPLOYMENT_SET>

export function setDeploymentOutputs(out: Outputs, outputs: DeploymentOutputs): void {
  setOutputs(out, DEPLOYMENT_SET, outputs)
}
