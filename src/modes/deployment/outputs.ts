import type { Outputs } from '../../kernel/io/outputs.js'
import { outputSetter, sharedOutputs } from '../../kernel/run/outputs-spec.js'

// The outputs of a deployment, deploy's or preview's: each is set through the run's Outputs
// (redacted, bounded), and only if the spec below lists it (kernel/run/outputs-spec.ts).

/** What deploy and preview both set, with the root action.yml's descriptions. */
export const DEPLOYMENT_OUTPUTS = {
  ...sharedOutputs('status', 'skipped-reason'),
  'status-id':
    'Deploy, preview: the deployment status id. Set as soon as the trigger answers, before any polling.',
  'commit-sha': 'Deploy, preview: the commit deployed.',
  'commit-ref': 'Deploy, preview: the branch (ref) deployed.',
  'commit-message': "Deploy, preview: the deployed commit's message, on one line.",
  summary: "Deploy, preview: the deployment's own summary.",
  'screenshot-url': 'Deploy, preview: a screenshot of the deployed site (https only); empty when none.'
} as const

/**
 * The preview's URL: preview mode declares it. A deployment sets it too, to '' (what a workflow reads
 * from an output nobody set), so deploy's action.yml does not declare it.
 */
export const PREVIEW_URL_OUTPUT = {
  'preview-url': "Preview: the preview's https URL (it may be behind the organization's login or a password)."
} as const

/** Set once the trigger answers (the id alone), then again when the run ends. */
export interface DeploymentOutputs {
  statusId: string
  /** The last status read; undefined when none was. */
  status?: string
  /** https only (checked by the mode). */
  previewUrl?: string
  commitSha?: string
  commitRef?: string
  commitMessage?: string
  summary?: string
  /** https only (checked by the mode). */
  screenshotUrl?: string
}

export function setDeploymentOutputs(out: Outputs, outputs: DeploymentOutputs): void {
  const set = outputSetter(out, { ...DEPLOYMENT_OUTPUTS, ...PREVIEW_URL_OUTPUT })
  set('status-id', outputs.statusId)
  set('status', outputs.status)
  set('preview-url', outputs.previewUrl)
  set('commit-sha', outputs.commitSha)
  set('commit-ref', outputs.commitRef)
  set('commit-message', outputs.commitMessage)
  set('summary', outputs.summary)
  set('screenshot-url', outputs.screenshotUrl)
}
