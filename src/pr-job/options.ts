import type { Handled } from './lifecycle.js'
import type { RunBudget } from '../kernel/time/run-budget.js'
import type { GitHubRequest } from '../kernel/github/api.js'
import type { CommentKey } from '../kernel/github/comment.js'
import type { RunLog } from '../kernel/run/run.js'
import type { CommentStore } from '../kernel/github/comment-store.js'
import type { PullRequestTarget } from '../kernel/github/context.js'
import type { StateOwner } from '../kernel/github/state-seal.js'
import type { CheckRuns } from './check-run.js'

// What one run's pull request lifecycle works with, fixed for the run: the options agent mode reads
// from its inputs and the event and the store of the pull request's comments, both built by
// modes/agent/pull-request-job.ts, and the run's token (session.ts's sessionContext).

/** The prompt with the pull request's context, and what that context described. */
export type PullRequestPrompt = (
  prompt: string,
  since?: string
) => Promise<{ prompt: string; handled: Handled }>

export interface SessionOptions {
  /** The event context a prompt gets (agent mode's; default: none): the lifecycle records what it handled. */
  prompt?: PullRequestPrompt
  commentOnPr: boolean
  /** `pr-updates`: a pull request event follows its job up, or starts a new one. */
  prUpdates?: 'follow-up' | 'new-job'
  /** The `job-id` input: with one, no earlier job is looked up. */
  jobId?: string
  target: PullRequestTarget
  /** This workflow job's comment key (GITHUB_WORKFLOW, GITHUB_JOB). */
  key: CommentKey
  /** Seals and verifies the comment's state: this repository, pull request and project. */
  owner: StateOwner
  runUrl?: string
  /** Already bounded by the run's budget (see boundedRequest); reads retry transient failures. */
  request: GitHubRequest
  budget?: RunBudget
  /** The run's log. */
  log: RunLog
  /** `check-run`: the check run and the waiting label (undefined: neither). */
  checks?: CheckRuns
  /** `wait` (default true): a run that does not wait leaves its job to a sweep at once. */
  wait?: boolean
}

export interface SessionContext {
  options: SessionOptions
  /** The pull request's comments (it caches the listing until told to forget it). */
  store: CommentStore
  /** Names this run in the state: its pending record, and the top line it writes (state-write.ts). */
  token: string
}

/** `pull request #5`, for log lines and warnings. */
export function describePullRequest(context: SessionContext): string {
  return `pull request #${context.options.target.number}`
}
