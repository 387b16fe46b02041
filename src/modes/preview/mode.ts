import type { DocsApiClient } from '../../kernel/api/client.js'
import type { Run } from '../../kernel/run/run.js'
import type { DeploymentReport } from '../deployment/report.js'
import { deploymentMode } from '../deployment/run.js'
import type { PreviewInputs } from './input-types.js'
import { setPreviewCommentUrl } from './outputs.js'

// Preview mode end to end: a deployment of `branch` (modes/deployment/run.ts), and on a pull request
// the sticky comment with the preview's link and state, written once the outputs are final.

/** The preview's state in the pull request's comment, in a few words. */
function previewState(report: DeploymentReport): string {
  const status = report.status?.status
  if (report.outcome === 'terminal')
    return status === 'success' ? 'Ready' : `Failed, status ${status ?? 'unknown'}`
  if (report.outcome === 'not-waited') return 'Building (the step did not wait)'
  const last = status ? `, last status ${status}` : ''
  return report.outcome === 'timeout'
    ? `Still building when the step stopped waiting${last}`
    : `Building when the run was cancelled${last}`
}

/** Runs preview mode. Returns the reason the step fails, if it does; outputs are written either way. */
export function previewMode(
  run: Run,
  inputs: PreviewInputs,
  client: DocsApiClient
): Promise<string | undefined> {
  return deploymentMode(run, inputs, client, async report => {
    if (!inputs.commentOnPr) return
    // Loaded only on a pull request's preview: Octokit costs start-up time.
    const { publishPreviewComment } = await import('./preview-comment.js')
    const { statusId, previewUrl } = report
    const url = await publishPreviewComment(
      inputs,
      { branch: inputs.branch, statusId, previewUrl, state: previewState(report) },
      run
    )
    setPreviewCommentUrl(run.outputs, url)
  })
}
