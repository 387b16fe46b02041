import * as core from '@actions/core'
import type { PrUpdates } from '../input-types.js'
import { forLog } from '../../../kernel/outside.js'
import { timeoutSignal, type RunBudget } from '../../../kernel/time/run-budget.js'
import {
  GITHUB_CANCELLED_WRITE_MS,
  GITHUB_FINAL_WRITE_GRACE_MS,
  GITHUB_FINAL_WRITE_MS
} from '../../../kernel/time/limits.js'
import {
  describeGitHubError,
  gitHubWarning,
  isPermissionProblem,
  type GitHubRequest
} from '../../../kernel/github/api.js'
import { claimMarker, claimPullRequest } from './claim.js'
import { CommentStore } from '../../../kernel/github/comment-store.js'
import {
  findStickyComment,
  latestJobComment,
  ownComments,
  renderClaimBody,
  renderCommentBody,
  type CommentKey,
  type OwnComment
} from '../../../kernel/github/comment.js'
import type { PullRequestTarget } from '../../../kernel/github/context.js'
import {
  mergeRun,
  parseState,
  runEntry,
  type CommentState,
  type HistoryEntry
} from '../../../kernel/github/history.js'
import { pullRequestPrompt, type Handled } from '../prompt/pr-prompt.js'
import type { EarlierJob, JobAction, JobReport, PullRequestIntegration } from '../../../kernel/github/seam.js'
import type { StateOwner } from '../../../kernel/github/state-seal.js'

// One run's dealings with its pull request: finding the job it already has, the prompt's context,
// and the sticky comment that is the pull request's docs history. GitHub failures end here as
// warnings (the agent job matters more than the comment), except one: a follow-up that cannot read
// the comments to find its job fails clearly rather than silently starting a second agent.

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
}

export class LookupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LookupError'
  }
}

export class PullRequestSession implements PullRequestIntegration {
  commentUrl: string | undefined
  /** The comment this run writes: found (sticky or follow-up) or created. */
  private comment?: { id: number; key: CommentKey }
  private state: CommentState = { entries: [] }
  private located = false
  private commentsOff: boolean
  private started?: { jobId: string; action: JobAction }
  /** This run posted the pull request's first comment as a claim (claim.ts) and creates its job. */
  private claimed = false
  /** The claim holds no state until this run writes one (other runs wait for it): no need to re-read it. */
  private stateless = false
  private readonly store: CommentStore
  /** What this run handled, for its history line. */
  private handled: Handled = {}
  /** The instruction this run sends (for a comment's history line: what was asked, not the raw comment). */
  private instruction?: string
  private notice?: string
  /** This run's history line and the head it moves to, merged into the comment at every write. */
  private pending?: { entry: HistoryEntry; head?: string; job?: string }
  /** The head recorded in the comment when this run read it: the version a write checks against. */
  private readHead?: string

  constructor(private readonly options: SessionOptions) {
    this.commentsOff = !options.commentOnPr
    this.store = new CommentStore(options.request, options.target)
  }

  private get pr(): string {
    return `pull request #${this.options.target.number}`
  }

  async findEarlierJob(): Promise<EarlierJob | undefined> {
    const { target, commentOnPr, prUpdates } = this.options
    if (this.options.jobId !== undefined) return undefined
    if (!target.fromComment && (prUpdates !== 'follow-up' || !commentOnPr)) return undefined
    let comments
    try {
      comments = await this.store.list()
    } catch (error) {
      const failure = describeGitHubError(error)
      if (!target.fromComment && isPermissionProblem(failure)) {
        core.warning(
          gitHubWarning(
            `read the comments of ${this.pr}`,
            error,
            true,
            'Creating a new job; no comment is written.'
          )
        )
        // Without read access the comment cannot be found (or written): one warning is enough.
        this.commentsOff = true
        return undefined
      }
      const status = failure.status ? `HTTP ${failure.status}: ` : ''
      throw new LookupError(
        `Could not read the comments of ${this.pr} to find its agent job (${status}${forLog(failure.message, 300)}). ` +
          'No job was created, so that this run does not start a second agent for the same pull request. ' +
          'Re-run the workflow, or pass the job with `job-id`.'
      )
    }
    const identities = await this.store.trustedIdentities(comments)
    const own = ownComments(comments, identities, this.options.owner)
    let found = target.fromComment ? latestJobComment(own) : findStickyComment(own, this.options.key)
    if (found) this.adopt(found)
    else if (!target.fromComment && commentOnPr) found = await this.claim()
    const jobId = found?.state.job
    if (!found || jobId === undefined) {
      core.info(`No comment of this action names a job on ${this.pr} for this project: creating a new job.`)
      return undefined
    }
    core.info(
      `Taking job ${forLog(jobId)} from this action's ${target.fromComment ? 'most recently updated ' : ''}comment on ${this.pr} ` +
        `(${forLog(found.url || `comment ${found.id}`, 300)}, written by workflow "${forLog(found.key.workflow, 100)}", job "${forLog(found.key.job, 100)}"); ` +
        (commentOnPr ? 'that comment is updated as the follow-up runs.' : '`comment-on-pr` is off.')
    )
    return { jobId, lastHead: this.state.head, fromComment: target.fromComment }
  }

  /** The pull request has no comment yet: claim it, so that two runs starting together make one job. */
  private async claim(): Promise<OwnComment | undefined> {
    const { owner, key, runUrl, budget } = this.options
    try {
      const outcome = await claimPullRequest({
        store: this.store,
        owner,
        key,
        body: renderClaimBody(key, runUrl, claimMarker(owner, Date.now())),
        signal: budget?.signal,
        deadline: budget?.deadline ?? Number.POSITIVE_INFINITY
      })
      if (outcome.kind === 'joined') {
        this.adopt(outcome.comment)
        return outcome.comment
      }
      this.located = true
      this.claimed = true
      this.stateless = true
      this.comment = { id: outcome.comment.id, key }
      if (outcome.comment.url) this.commentUrl = outcome.comment.url
    } catch (error) {
      core.warning(
        gitHubWarning(`write this action's comment on ${this.pr}`, error, true, 'Creating the job.')
      )
      if (isPermissionProblem(describeGitHubError(error))) this.commentsOff = true
      this.store.forget()
    }
    return undefined
  }

  /** The job could not be created: the claim comment says so, and no longer holds another run up. */
  async jobNotCreated(error: string): Promise<void> {
    if (!this.claimed || this.started || !this.comment || this.commentsOff) return
    const { key, runUrl, budget } = this.options
    const final =
      budget?.bounded(GITHUB_FINAL_WRITE_MS, GITHUB_FINAL_WRITE_GRACE_MS) ??
      timeoutSignal(GITHUB_FINAL_WRITE_MS)
    try {
      await this.store.write(this.comment.id, renderClaimBody(key, runUrl, { error }), final.signal)
    } catch (failure) {
      core.warning(gitHubWarning(`update this action's comment on ${this.pr}`, failure, true, ''))
    } finally {
      final.dispose()
    }
  }

  replaceJob(reason: string): void {
    this.notice = reason
  }

  private adopt(found: OwnComment): void {
    this.located = true
    this.state = found.state
    this.readHead = this.state.head
    if (this.options.commentOnPr) this.comment = { id: found.id, key: found.key }
  }

  async preparePrompt(prompt: string, since?: string): Promise<string> {
    const { eventContext, target, request, commentOnPr } = this.options
    this.instruction = prompt
    const prepared = await pullRequestPrompt({ eventContext, target, request, commentOnPr }, prompt, since)
    this.handled = prepared.handled
    return prepared.prompt
  }

  async jobStarted(jobId: string, action: JobAction): Promise<void> {
    this.started = { jobId, action }
    if (this.commentsOff) return
    const { target } = this.options
    this.pending = runEntry(action, jobId, {
      ...this.handled,
      reason: this.notice,
      comment:
        target.fromComment && target.comment
          ? { author: target.comment.author, body: this.instruction ?? target.comment.body }
          : undefined
    })
    await this.writeComment(jobId, action)
  }

  async jobFinished(report: JobReport, error?: string): Promise<void> {
    if (this.commentsOff) return
    const { budget } = this.options
    const cancelled = budget?.cancel.aborted || report.outcome === 'cancelled'
    // After cancellation the runner kills the step soon: one short budget for every request left, not
    // tied to the (already aborted) cancel signal. Otherwise the deadline plus a small grace.
    const final = cancelled
      ? timeoutSignal(GITHUB_CANCELLED_WRITE_MS)
      : (budget?.bounded(GITHUB_FINAL_WRITE_MS, GITHUB_FINAL_WRITE_GRACE_MS) ??
        timeoutSignal(GITHUB_FINAL_WRITE_MS))
    try {
      const action = this.started?.action ?? report.action
      await this.writeComment(report.jobId, action, { report, error }, final.signal)
    } finally {
      final.dispose()
    }
  }

  /** This workflow job's sticky comment, once per run (and its history). */
  private async locate(signal?: AbortSignal): Promise<void> {
    const comments = await this.store.list(signal)
    const identities = await this.store.trustedIdentities(comments)
    const sticky = findStickyComment(ownComments(comments, identities, this.options.owner), this.options.key)
    this.located = true
    if (sticky) this.adopt(sticky)
  }

  private async writeComment(
    jobId: string,
    action: JobAction,
    finished?: { report: JobReport; error?: string },
    signal?: AbortSignal
  ): Promise<void> {
    const { key, runUrl, owner } = this.options
    try {
      if (!this.located) await this.locate(signal)
      // Another run of this pull request may have written since this one read: merge into the comment
      // as it is now, so no history line is lost and the head never goes back.
      if (this.comment && !this.stateless) {
        const now = await this.store.read(this.comment.id, signal)
        if (now === 'deleted') this.comment = undefined
        else if (now) this.state = parseState(now.body, owner, now.id) ?? this.state
      }
      if (this.pending) this.state = mergeRun(this.state, this.pending, this.readHead)
      const { state, notice } = this
      const render = (k: CommentKey, commentId?: number) =>
        renderCommentBody({
          key: k,
          jobId,
          action,
          runUrl,
          finished,
          state,
          notice,
          seal: commentId === undefined ? undefined : { owner, commentId }
        })
      let written
      let done = false
      if (this.comment) {
        // A follow-up keeps the marker of the workflow that wrote the comment, so that workflow finds it again.
        try {
          written = await this.store.write(this.comment.id, render(this.comment.key, this.comment.id), signal)
          done = true
        } catch (error) {
          // Deleted since it was found: write a new one rather than lose the update.
          if (describeGitHubError(error).status !== 404) throw error
          this.comment = undefined
        }
      }
      if (!done) {
        // The seal names the comment, so a new comment gets its state once GitHub has numbered it.
        const posted = await this.store.write(undefined, render(key), signal)
        written = posted && ((await this.store.write(posted.id, render(key, posted.id), signal)) ?? posted)
      }
      if (written) {
        this.stateless = false
        this.comment = { id: written.id, key: this.comment?.key ?? key }
        if (written.url) this.commentUrl = written.url
      }
    } catch (error) {
      core.warning(
        gitHubWarning(
          `write this action's comment on ${this.pr}`,
          error,
          true,
          `The agent job ${forLog(jobId, 128)} is not affected.`
        )
      )
      // One warning is enough: without the permission every later attempt fails the same way.
      if (isPermissionProblem(describeGitHubError(error))) this.commentsOff = true
      // An aborted POST may still have created the comment: list afresh next time rather than add a twin.
      this.store.forget()
      if (!this.comment) this.located = false
    }
  }
}
