import type { DocsApiClient } from '../../kernel/api/client.js'
import type { GitHubRequest } from '../../kernel/github/api.js'
import type { TokenIdentity } from '../../kernel/github/identity.js'
import type { Clock } from '../../kernel/time/clock.js'
import type { RunLog } from '../../kernel/run/run.js'
import type { CheckRuns } from '../../pr-job/check-run.js'
import type { SweepInputs } from './input-types.js'
import type { DispatchWait } from './dispatch.js'

// What every pull request of one sweep shares, and what became of each.

export interface SweepContext {
  inputs: SweepInputs
  client: DocsApiClient
  request: GitHubRequest
  /** The token's identity, read once for every pull request of the sweep. */
  identity?: TokenIdentity
  repository: { owner: string; repo: string }
  call: { deadline: number; signal?: AbortSignal }
  log: RunLog
  /** The run's clock (epoch ms): the time a job was first not found is counted on it. */
  now: () => number
  /** The run's clock, for a dispatch's wait. */
  clock?: Clock
  /** The check runs, completed the one way agent mode completes them (a refusal said once per sweep). */
  checks: CheckRuns
  /** On a dispatch with a hint: the running jobs it points at get a short wait. */
  dispatch?: DispatchWait
}

export type SweepResult =
  /** The job ended (or its pull request closed, or the API no longer knows it): the check and the
   * comment written; `labelLeft` says why the label is still there (the next sweep removes it). */
  | {
      kind: 'finished'
      number: number
      jobId: string
      status: string
      conclusion: string
      labelLeft?: string
      checkLeft?: string
      notFound?: { count: number; since: string }
    }
  | { kind: 'running'; number: number; jobId: string; status: string }
  /** The API answered 404 for the job (or GitHub for its check run, `check`) on `count` sweeps in a row:
   * counted in the state, still waiting. */
  | { kind: 'missing'; number: number; jobId: string; count: number; check?: number }
  /** Nothing waits there (no state, or no pending job): the label was stale. */
  | { kind: 'nothing'; number: number; labelLeft?: string }
  /** Another writer moved the state between the read and the write: theirs stands. */
  | { kind: 'moved'; number: number; jobId: string }
  | { kind: 'failed'; number: number; why: string }
