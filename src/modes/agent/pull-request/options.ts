import type { PrUpdates } from '../input-types.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import type { GitHubRequest } from '../../../kernel/github/api.js'
import type { CommentKey } from '../../../kernel/github/comment.js'
import { CommentStore } from '../../../kernel/github/comment-store.js'
import type { PullRequestTarget } from '../../../kernel/github/context.js'
import type { StateOwner } from '../../../kernel/github/state-seal.js'
import type { CheckRuns } from '../../../kernel/github/check-run.js'

// What one run's pull request lifecycle works with, fixed for the run: the options integration.ts
// reads from the inputs and the event, and the store of the pull request's comments.

export interface SessionOptions {
  eventContext: boolean
  commentOnPr: boolean
  prUpdates?: PrUpdates
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
  info: (message: string) => void
  /** `check-run`: the check run and the waiting label (undefined: neither). */
  checks?: CheckRuns
  /** `wait` (default true): a run that does not wait leaves its job to a sweep at once. */
  wait?: boolean
}

export interface SessionContext {
  options: SessionOptions
  /** The pull request's comments (it caches the listing until told to forget it). */
  store: CommentStore
}

export function sessionContext(options: SessionOptions): SessionContext {
  return { options, store: new CommentStore(options.request, options.target, options.info) }
}

/** `pull request #5`, for log lines and warnings. */
export function describePullRequest(context: SessionContext): string {
  return `pull request #${context.options.target.number}`
}
