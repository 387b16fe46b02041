import { getDeploymentStatus } from '../../kernel/api/admin.js'
import {
  isDeploymentTerminal,
  isKnownDeploymentStatus,
  type DeploymentStatus
} from '../../kernel/api/admin-schemas.js'
import type { DocsApiClient } from '../../kernel/api/client.js'
import { ApiError } from '../../kernel/api/errors.js'
import { forLog } from '../../kernel/safe-text.js'
import { RecordCheck, waitFor, type Watched, type WaitResult } from '../../kernel/wait/wait.js'
import type { Clock } from '../../kernel/time/clock.js'
import type { RunLog } from '../../kernel/run/run.js'

// Waiting for a deployment or a preview: the one wait (src/kernel/wait/wait.ts: the status named is the
// one asked for, an unknown status word is still running, one deadline, Retry-After honoured, a
// failed read is not a failed deployment) over `GET /v1/project/update-status/{statusId}`, until
// `success` or `failure`.

export interface DeploymentWait {
  client: DocsApiClient
  statusId: string
  deadline: number
  intervalMs: number
  signal?: AbortSignal
  clock?: Clock
  started: number
  /** The run's log: status changes, failed reads, per-poll detail. */
  log: RunLog
}

/** The status of a read for a log line: the word, and the commit once it is known. */
function describeStatus(status: DeploymentStatus): string {
  const commit = status.commit?.sha ? ` (commit ${forLog(status.commit.sha.slice(0, 12))})` : ''
  return `${forLog(status.status ?? 'no status', 100)}${commit}`
}

/** The deployment `statusId` as the one wait follows it. */
export function watchedDeployment(statusId: string): Watched<DeploymentStatus> {
  const shownId = forLog(statusId)
  return {
    id: statusId,
    idOf: status => status._id || undefined,
    statusOf: status => status.status ?? '',
    isKnownStatus: isKnownDeploymentStatus,
    isTerminal: isDeploymentTerminal,
    name: `deployment ${shownId}`,
    describe: describeStatus,
    unknownStatus: ({ status: word }) =>
      `Deployment ${shownId} reports ${word ? `the status "${forLog(word, 100)}"` : 'no status'}, which this action does not know: it is read as still running, and waiting goes on until success, failure or \`timeout-minutes\`.`,
    // Another id is a contract problem, not progress.
    wrongRecord: status => {
      const path = `/v1/project/update-status/${encodeURIComponent(statusId)}`
      return new ApiError(
        `GET ${path}: the answer describes deployment ${forLog(status._id ?? '')}, not ${shownId}`,
        { kind: 'contract', method: 'GET', path, retryable: false, mayHaveReachedServer: false }
      )
    },
    readFailed: (error, retryIn) =>
      `Reading deployment ${shownId} failed (${forLog(error.message)}); reading again in ${retryIn}`
  }
}

export function waitForDeployment(options: DeploymentWait): Promise<WaitResult<DeploymentStatus>> {
  const { client, statusId } = options
  const { log } = options
  return waitFor(new RecordCheck(watchedDeployment(statusId), log), {
    log,
    read: call => getDeploymentStatus(client, statusId, call),
    deadline: options.deadline,
    intervalMs: options.intervalMs,
    signal: options.signal,
    clock: options.clock,
    started: options.started
  })
}
