import * as core from '@actions/core'
import { getDeploymentStatus } from '../../kernel/api/admin.js'
import {
  isDeploymentTerminal,
  isKnownDeploymentStatus,
  type DeploymentStatus
} from '../../kernel/api/admin-schemas.js'
import type { DocsApiClient } from '../../kernel/api/client.js'
import { ApiError } from '../../kernel/api/errors.js'
import { formatWait } from '../../kernel/api/failures.js'
import { forLog } from '../../kernel/outside.js'
import { pollUntil, type PollResult } from '../../kernel/api/poll-loop.js'
import type { Clock } from '../../kernel/time/clock.js'

// Waiting for a deployment or a preview: the shared poll loop (one deadline, Retry-After honoured, a
// failed read is not a failed deployment) over `GET /v1/project/update-status/{statusId}`, until
// `success` or `failure`. A status word the action does not know is read as still running: warned
// about once, by name, never a reason to fail.

export interface DeploymentWait {
  client: DocsApiClient
  statusId: string
  deadline: number
  intervalMs: number
  signal?: AbortSignal
  clock?: Clock
  started: number
}

/** The status of a read for a log line: the word, and the commit once it is known. */
function describeStatus(status: DeploymentStatus): string {
  const commit = status.commit?.sha ? ` (commit ${forLog(status.commit.sha.slice(0, 12))})` : ''
  return `${forLog(status.status ?? 'no status', 100)}${commit}`
}

export async function waitForDeployment(options: DeploymentWait): Promise<PollResult<DeploymentStatus>> {
  const { client, statusId, clock } = options
  const shownId = forLog(statusId)
  const now = () => (clock ?? { now: Date.now }).now()
  const warned = new Set<string>()
  const read = async (call: { deadline: number; signal?: AbortSignal }) => {
    const status = await getDeploymentStatus(client, statusId, call)
    // The status named is the one asked for: another id is a contract problem, not progress.
    if (status._id && status._id !== statusId) {
      const path = `/v1/project/update-status/${encodeURIComponent(statusId)}`
      throw new ApiError(
        `GET ${path}: the answer describes deployment ${forLog(status._id)}, not ${shownId}`,
        { kind: 'contract', method: 'GET', path, retryable: false, mayHaveReachedServer: false }
      )
    }
    const word = status.status ?? ''
    if (!isKnownDeploymentStatus(word) && !warned.has(word)) {
      warned.add(word)
      core.warning(
        `Deployment ${shownId} reports ${word ? `the status "${forLog(word, 100)}"` : 'no status'}, which this action does not know: it is read as still running, and waiting goes on until success, failure or \`timeout-minutes\`.`
      )
    }
    return status
  }
  return pollUntil({
    read,
    isTerminal: isDeploymentTerminal,
    statusOf: status => status.status,
    deadline: options.deadline,
    intervalMs: options.intervalMs,
    signal: options.signal,
    clock,
    onStatusChange: next =>
      core.info(`Status: ${describeStatus(next)} (after ${formatWait(now() - options.started)})`),
    onReadError: (error, retryInMs) =>
      core.warning(
        `Reading deployment ${shownId} failed (${forLog(error.message)}); reading again in ${formatWait(retryInMs)}`
      )
  })
}
