import { AdminContractError, triggerDeployment, triggerPreview } from '../../kernel/api/admin.js'
import type { DocsApiClient } from '../../kernel/api/client.js'
import type { DeploymentInputs } from './input-types.js'
import type { FailureContext } from '../../kernel/api/failures.js'
import type { Run, RunLog } from '../../kernel/run/run.js'
import { setDeploymentOutputs } from './outputs.js'
import { waitFields } from '../../kernel/wait/outcome.js'
import { forLog, httpsUrl } from '../../kernel/safe-text.js'
import { describeAdminFailure } from '../../kernel/api/admin-failures.js'
import { deploymentFailure } from './outcome.js'
import { deploymentOutputs, noun, type DeploymentReport } from './report.js'
import { writeDeploymentSummary } from './summary.js'
import { waitForDeployment } from './wait.js'

// A deployment end to end, deploy's or preview's: trigger (the deployment branch, or a preview of
// `branch`), report the status id at once, wait for `success` or `failure` as agent mode waits for a
// job, then outputs, what the mode adds (preview: its pull request comment), summary and the
// `fail-on` decision.

interface Triggered {
  statusId: string
  previewUrl?: string
}

/** The preview URL as the action uses it: https only, anything else dropped with a warning. */
function usablePreviewUrl(url: string | null | undefined, log: RunLog): string | undefined {
  if (!url) return undefined
  const href = httpsUrl(url)
  if (!href) log.warning(`Ignoring the previewUrl, which is not an https:// URL: ${forLog(url, 200)}`)
  return href
}

/**
 * Sends the trigger. When the answer broke the contract but named the status id (the deployment
 * probably started), returns that id with the failure; throws when nothing is known of what started.
 */
async function trigger(
  inputs: DeploymentInputs,
  client: DocsApiClient,
  { budget, log }: Pick<Run, 'budget' | 'log'>,
  context: FailureContext
): Promise<{ triggered: Triggered; failure?: string }> {
  const call = { deadline: budget.deadline, signal: budget.cancel }
  const preview = inputs.mode === 'preview'
  const title = preview
    ? `Creating the preview of ${forLog(inputs.branch, 200)}`
    : 'Triggering the deployment'
  try {
    return await log.group(title, async () => {
      if (!preview) return { triggered: await triggerDeployment(client, inputs.projectId, call) }
      const answer = await triggerPreview(client, inputs.projectId, inputs.branch, call)
      return {
        triggered: { statusId: answer.statusId, previewUrl: usablePreviewUrl(answer.previewUrl, log) }
      }
    })
  } catch (error) {
    const message = describeAdminFailure(error, inputs.mode, context)
    const ids = error instanceof AdminContractError ? error.ids : {}
    if (!ids.statusId) throw new Error(message, { cause: error })
    return { triggered: { statusId: ids.statusId, previewUrl: ids.previewUrl }, failure: message }
  }
}

/**
 * What the mode adds once the deployment's outputs are final, before the summary: preview mode's
 * comment on the pull request. Its failures are its own (a warning), never the step's.
 */
export type AfterDeployment = (report: DeploymentReport) => Promise<void>

/** Runs deploy or preview mode. Returns the reason the step fails, if it does; outputs are written either way. */
export async function deploymentMode(
  run: Run,
  inputs: DeploymentInputs,
  client: DocsApiClient,
  after?: AfterDeployment
): Promise<string | undefined> {
  const { budget, log } = run
  const started = budget.clock.now()
  const context: FailureContext = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline }
  const kind = inputs.mode
  const { triggered, failure: triggerFailure } = await trigger(inputs, client, run, context)
  const { statusId, previewUrl } = triggered
  // Reported before any waiting: whatever happens next, the deployment can be found.
  setDeploymentOutputs(run.outputs, { statusId, previewUrl })
  log.info(`Status id: ${forLog(statusId, 128)}`)
  if (previewUrl) log.info(`Preview URL: ${forLog(previewUrl)}`)

  let report: DeploymentReport = {
    kind,
    statusId,
    branch: kind === 'preview' ? inputs.branch : undefined,
    previewUrl,
    outcome: 'not-waited',
    elapsedMs: 0,
    polls: 0
  }
  let error = triggerFailure
  if (!error && inputs.wait) {
    try {
      const result = await log.group(`Waiting for the ${noun(kind)} ${forLog(statusId)}`, () =>
        waitForDeployment({
          client,
          statusId,
          deadline: budget.deadline,
          intervalMs: inputs.pollIntervalMs,
          signal: budget.cancel,
          clock: budget.clock,
          started,
          log
        })
      )
      report = { ...report, status: result.job, ...waitFields(result) }
      const last = forLog(result.job?.status ?? 'unknown', 100)
      log.info(
        `The ${noun(kind)} ${forLog(statusId)}: ${result.kind === 'terminal' ? last : `${result.kind}, last status ${last}`}`
      )
    } catch (failure) {
      error = describeAdminFailure(failure, 'status', context)
    }
  }
  report.elapsedMs = budget.clock.now() - started
  setDeploymentOutputs(run.outputs, deploymentOutputs(report))
  await after?.(report)
  await writeDeploymentSummary(run.summary, report, error)
  return error ?? deploymentFailure(report, inputs.failOn, log)
}
