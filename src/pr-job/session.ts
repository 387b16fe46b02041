import { randomBytes } from 'node:crypto'
import type { CommentStore } from '../kernel/github/comment-store.js'
import { timeoutSignal } from '../kernel/time/run-budget.js'
import {
  GITHUB_CANCELLED_WRITE_MS,
  GITHUB_FINAL_WRITE_GRACE_MS,
  GITHUB_FINAL_WRITE_MS
} from '../kernel/time/limits.js'
import type { EarlierJob, JobAction, JobReport, PullRequestJob } from './job.js'
import {
  begun,
  initialLifecycle,
  prepared,
  replaced,
  wrote,
  type OpenCheck,
  type Lifecycle
} from './lifecycle.js'
import { lookUpEarlierJob } from './lookup.js'
import { describePullRequest, type SessionContext, type SessionOptions } from './options.js'
import { writeComment } from './state-write.js'
import { renderClaimBody } from './comment-body.js'
import { gitHubWarning } from '../kernel/github/api.js'
import type { PendingJob } from './history.js'
import { completeReplaced, finalOutcome, label, leavesJob } from './pending.js'

// One run's dealings with its pull request: finding the job it already has, the prompt's context,
// and the sticky comment that is the pull request's docs history. The session keeps the lifecycle's
// current state (lifecycle.ts) and moves it on at each of agent mode's fixed points. GitHub failures
// end here as warnings (the agent job matters more than the comment), except one: a follow-up that
// cannot read the comments to find its job fails clearly rather than silently starting a second agent.

export class PullRequestSession implements PullRequestJob {
  private readonly context: SessionContext
  private state: Lifecycle

  /** `store` holds the pull request's comments (the caller builds it with the run's request). */
  constructor(options: SessionOptions, store: CommentStore) {
    this.state = initialLifecycle(options.commentOnPr)
    this.context = sessionContext(options, store)
  }

  get commentUrl(): string | undefined {
    return this.state.url
  }

  async findEarlierJob(): Promise<EarlierJob | undefined> {
    const { state, earlier } = await lookUpEarlierJob(this.context, this.state)
    this.state = state
    return earlier
  }

  replaceJob(reason: string): void {
    this.state = { ...this.state, run: replaced(this.state.run, reason) }
  }

  async preparePrompt(prompt: string, since?: string): Promise<string> {
    const { target, prompt: withContext } = this.context.options
    const ready = withContext
      ? await withContext(prompt, since)
      : { prompt, handled: { sha: target.pullRequest?.head.sha } }
    this.state = { ...this.state, run: prepared(this.state.run, prompt, ready.handled) }
    return ready.prompt
  }

  /**
   * The job could not be created (or the run was cancelled first): the claim comment says so, and no
   * longer holds another run up.
   */
  async jobNotCreated(error: string): Promise<void> {
    const { comment, run } = this.state
    if (comment.kind !== 'claimed' || run.kind === 'started') return
    const final = this.finalWrite()
    try {
      const { key, runUrl } = this.context.options
      const body = renderClaimBody(key, runUrl, { error })
      await this.context.store.write(comment.comment.id, body, final.signal)
    } catch (failure) {
      this.context.options.log.warning(
        gitHubWarning(
          `update this action's comment on ${describePullRequest(this.context)}`,
          failure,
          true,
          ''
        )
      )
    } finally {
      final.dispose()
    }
  }

  async jobStarted(jobId: string, action: JobAction): Promise<void> {
    const { target, wait = true } = this.context.options
    const comment = target.fromComment ? target.comment : undefined
    const pending = await this.openCheck(jobId, action)
    const start = begun(this.state, { jobId, action, comment, pending })
    this.state = start.state
    const answer = await writeComment(this.context, this.state, { jobId, action, pending: start.plan })
    if (answer) this.state = wrote(this.state, answer, pending && { pending, wait })
    const { check } = this.state
    if (check.kind !== 'open') return
    // A job nobody waits for is a sweep's from now on (even if this run is killed). A run that replaced
    // another finds the earlier run's label there, and ends that run's check instead.
    if (check.replaced === undefined) {
      if (!wait) await label(this.context, true)
    } else await completeReplaced(this.context, check)
  }

  /**
   * This run's check run on the head it handles, and the pending record a sweep finds its job by.
   * Without a comment there is no state to keep the job in: no check a sweep could not finish.
   */
  private async openCheck(jobId: string, action: JobAction): Promise<PendingJob | undefined> {
    const { checks, runUrl, target } = this.context.options
    if (!checks || this.state.comment.kind === 'off') return undefined
    const head = this.state.run.asked.handled.sha ?? target.pullRequest?.head.sha
    const check = head ? await checks.start(head, jobId, runUrl) : undefined
    return {
      job: jobId,
      action,
      token: this.context.token,
      since: new Date().toISOString(),
      ...(head ? { head } : {}),
      ...(check !== undefined ? { check } : {}),
      ...(runUrl ? { run: runUrl } : {})
    }
  }

  async jobFinished(report: JobReport, error?: string): Promise<void> {
    const { check } = this.state
    const leaves = leavesJob(report, error)
    let current: PendingJob | undefined
    const final = this.finalWrite(report.outcome === 'cancelled')
    try {
      if (this.state.comment.kind !== 'off') {
        const { run } = this.state
        const action = run.kind === 'started' ? run.action : report.action
        const finished = { report, error }
        const pending =
          check.kind === 'open' ? ({ kind: 'finish', mine: check.pending, leaves } as const) : undefined
        const answer = await writeComment(this.context, this.state, {
          jobId: report.jobId,
          action,
          finished,
          signal: final.signal,
          pending
        })
        if (answer) this.state = wrote(this.state, answer)
        current = answer?.seen
      }
      if (check.kind === 'open') await this.settle(check, report, leaves, current, final.signal)
    } finally {
      final.dispose()
    }
  }

  /** The check and the label after the last write: finished here, or left to a sweep. */
  private async settle(
    check: OpenCheck,
    report: JobReport,
    leaves: boolean,
    current: PendingJob | undefined,
    signal: AbortSignal
  ): Promise<void> {
    const { checks } = this.context.options
    const mine = check.pending
    if (leaves) {
      // Again even if added at the start: a sweep that raced this run's first write may have taken
      // it off, and this run's last write is what puts the pending record back.
      await label(this.context, true, signal)
      return
    }
    if (mine.check !== undefined)
      await checks?.complete(mine.check, finalOutcome(report, current, mine), signal)
    const ours = current === undefined || current.token === mine.token
    if (check.labelled && ours) await label(this.context, false, signal)
  }

  /**
   * The last writes' budget. After cancellation the runner kills the step soon: one short budget for
   * every request left, not tied to the (already aborted) cancel signal. Otherwise the deadline plus a
   * small grace.
   */
  private finalWrite(cancelled = false): { signal: AbortSignal; dispose: () => void } {
    const { budget } = this.context.options
    if (cancelled || budget?.cancel.aborted) return timeoutSignal(GITHUB_CANCELLED_WRITE_MS)
    return (
      budget?.bounded(GITHUB_FINAL_WRITE_MS, GITHUB_FINAL_WRITE_GRACE_MS) ??
      timeoutSignal(GITHUB_FINAL_WRITE_MS)
    )
  }
}

/** What the run's dealings with its pull request work with: its options, the comment store, its token. */
export function sessionContext(options: SessionOptions, store: CommentStore): SessionContext {
  return { options, store, token: randomBytes(9).toString('base64url') }
}
