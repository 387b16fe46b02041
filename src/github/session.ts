import * as core from '@actions/core'
import type { PrUpdates } from '../inputs/index.js'
import { forLog, isUsableJobId } from '../shared/outside.js'
import { timeoutSignal, type RunBudget } from '../time/run-budget.js'
import {
  GITHUB_CANCELLED_WRITE_MS,
  GITHUB_FINAL_WRITE_GRACE_MS,
  GITHUB_FINAL_WRITE_MS
} from '../time/limits.js'
import { describeGitHubError, gitHubWarning, isPermissionProblem, type GitHubRequest } from './api.js'
import { CommentStore } from './comment-store.js'
import { findStickyComment, latestJobComment, renderCommentBody, type CommentKey } from './comment.js'
import type { PullRequestTarget } from './context.js'
import { mergeRun, parseState, runEntry, type CommentState, type HistoryEntry } from './history.js'
import { listChangedFiles, loadPullRequest, renderContextBlock, type ChangedFiles } from './pr-context.js'
import { pullRequestDelta } from './pr-diff.js'
import type { EarlierJob, JobAction, JobReport, PullRequestIntegration } from './seam.js'

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
  private readonly store: CommentStore
  /** What this run handled, for its history line. */
  private handled: { sha?: string; files?: number } = {}
  private notice?: string
  /** This run's history line, added once the comment (and the history in it) is found. */
  /** This run's history line and the head it moves to, merged into the comment at every write. */
  private pending?: { entry: HistoryEntry; head?: string }
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
    const { target, jobId, commentOnPr, prUpdates } = this.options
    if (jobId !== undefined) return undefined
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
    const found = target.fromComment
      ? latestJobComment(comments, identities)
      : findStickyComment(comments, this.options.key, identities)
    if (found) this.adopt(found)
    if (!found?.jobId) {
      core.info(`No comment of this action names a job on ${this.pr}: creating a new job.`)
      return undefined
    }
    if (!isUsableJobId(found.jobId)) {
      core.warning(
        `The job id in this action's comment on ${this.pr} is not a plausible id (${forLog(found.jobId, 80)}): creating a new job.`
      )
      return undefined
    }
    core.info(
      `Taking job ${forLog(found.jobId)} from this action's ${target.fromComment ? 'most recently updated ' : ''}comment on ${this.pr} ` +
        `(${forLog(found.url || `comment ${found.id}`, 300)}, written by workflow "${forLog(found.key.workflow, 100)}", job "${forLog(found.key.job, 100)}"); ` +
        (commentOnPr ? 'that comment is updated as the follow-up runs.' : '`comment-on-pr` is off.')
    )
    return { jobId: found.jobId, lastHead: this.state.head, fromComment: target.fromComment }
  }

  replaceJob(reason: string): void {
    this.notice = reason
  }

  private adopt(found: { id: number; key: CommentKey; body: string }): void {
    this.located = true
    this.state = parseState(found.body)
    this.readHead = this.state.head
    if (this.options.commentOnPr) this.comment = { id: found.id, key: found.key }
  }

  async preparePrompt(prompt: string, since?: string): Promise<string> {
    const { eventContext, target, request, commentOnPr } = this.options
    this.handled = { sha: target.pullRequest?.headSha }
    if (!eventContext) return prompt
    let pullRequest
    try {
      pullRequest = await loadPullRequest(request, target)
    } catch (error) {
      const warning = gitHubWarning(
        `read ${this.pr}`,
        error,
        commentOnPr,
        'The prompt is sent without the pull request context.'
      )
      core.warning(warning)
      return prompt
    }
    const head = pullRequest.headSha
    const repository = `${target.owner}/${target.repo}`
    let deltaUnknown: string | undefined
    if (since && head && since === head) {
      // Nothing pushed since the job last saw it (a `/docs` follow-up, a re-run): the diff is the same.
      const delta = { since, head, newCommits: [], entries: [] }
      this.handled = { sha: head, files: 0 }
      return `${prompt}\n\n${renderContextBlock({ repository, pullRequest, delta })}`
    }
    if (since && head && since !== head) {
      const repo = { owner: target.owner, repo: target.repo }
      const result = await pullRequestDelta(request, repo, pullRequest.baseRef, since, head)
      if (result.known) {
        const { delta } = result
        this.handled = { sha: head, files: delta.entries.length }
        core.info(
          `Follow-up context: ${delta.newCommits.length} new commit(s); ${delta.entries.length} file(s) entered, changed in or left the pull request's diff since ${since.slice(0, 7)}`
        )
        return `${prompt}\n\n${renderContextBlock({ repository, pullRequest, delta })}`
      }
      deltaUnknown = result.why
      core.info(
        `What changed since ${since.slice(0, 7)} cannot be told (${forLog(result.why, 300)}): sending the full pull request context.`
      )
    }
    let changed: ChangedFiles | undefined
    let filesError: string | undefined
    try {
      changed = await listChangedFiles(request, target)
      const cut = changed.truncated ? ' (list cut at the limit)' : ''
      core.info(`Pull request context: #${target.number}, ${changed.files.length} changed file(s)${cut}`)
    } catch (error) {
      filesError = describeGitHubError(error).message
      core.warning(
        gitHubWarning(
          `list the changed files of ${this.pr}`,
          error,
          commentOnPr,
          'The prompt has the pull request context without the file list.'
        )
      )
    }
    this.handled = { sha: head, files: changed?.files.length }
    return `${prompt}\n\n${renderContextBlock({ repository, pullRequest, changed, filesError, deltaUnknown })}`
  }

  async jobStarted(jobId: string, action: JobAction): Promise<void> {
    this.started = { jobId, action }
    if (this.commentsOff) return
    const { target } = this.options
    this.pending = runEntry(action, jobId, {
      ...this.handled,
      reason: this.notice,
      comment: target.fromComment ? target.comment : undefined
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
    const sticky = findStickyComment(comments, this.options.key, identities)
    this.located = true
    if (sticky) {
      this.state = parseState(sticky.body)
      this.readHead = this.state.head
      this.comment = { id: sticky.id, key: sticky.key }
    }
  }

  private async writeComment(
    jobId: string,
    action: JobAction,
    finished?: { report: JobReport; error?: string },
    signal?: AbortSignal
  ): Promise<void> {
    const { key, runUrl } = this.options
    try {
      if (!this.located) await this.locate(signal)
      // Another run of this pull request may have written since this one read: merge into the comment
      // as it is now, so no history line is lost and the head never goes back.
      if (this.comment) {
        const now = await this.store.read(this.comment.id, signal)
        if (now === 'deleted') this.comment = undefined
        else if (now) this.state = parseState(now.body)
      }
      if (this.pending) this.state = mergeRun(this.state, this.pending, this.readHead)
      const render = (k: CommentKey) =>
        renderCommentBody({ key: k, jobId, action, runUrl, finished, state: this.state, notice: this.notice })
      let written
      let done = false
      if (this.comment) {
        // A follow-up keeps the marker of the workflow that wrote the comment, so that workflow finds it again.
        try {
          written = await this.store.write(this.comment.id, render(this.comment.key), signal)
          done = true
        } catch (error) {
          // Deleted since it was found: write a new one rather than lose the update.
          if (describeGitHubError(error).status !== 404) throw error
          this.comment = undefined
        }
      }
      if (!done) written = await this.store.write(undefined, render(key), signal)
      if (written) {
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
