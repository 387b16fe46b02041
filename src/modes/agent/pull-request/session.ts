import { timeoutSignal } from '../../../kernel/time/run-budget.js'
import {
  GITHUB_CANCELLED_WRITE_MS,
  GITHUB_FINAL_WRITE_GRACE_MS,
  GITHUB_FINAL_WRITE_MS
} from '../../../kernel/time/limits.js'
import type { EarlierJob, JobAction, JobReport, PullRequestIntegration } from '../../../kernel/github/seam.js'
import { pullRequestPrompt } from '../prompt/pr-prompt.js'
import { initialLifecycle, prepared, replaced, started, type Lifecycle } from './lifecycle.js'
import { lookUpEarlierJob } from './lookup.js'
import { sessionContext, type SessionContext, type SessionOptions } from './options.js'
import { writeComment, writeNoJob } from './write.js'

// One run's dealings with its pull request: finding the job it already has, the prompt's context,
// and the sticky comment that is the pull request's docs history. The session keeps the lifecycle's
// current state (lifecycle.ts) and moves it on at each of agent mode's fixed points. GitHub failures
// end here as warnings (the agent job matters more than the comment), except one: a follow-up that
// cannot read the comments to find its job fails clearly rather than silently starting a second agent.

export class PullRequestSession implements PullRequestIntegration {
  private readonly context: SessionContext
  private state: Lifecycle

  constructor(options: SessionOptions) {
    this.context = sessionContext(options)
    this.state = initialLifecycle(options.commentOnPr)
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
    const { eventContext, target, request, commentOnPr } = this.context.options
    const ready = await pullRequestPrompt({ eventContext, target, request, commentOnPr }, prompt, since)
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
      await writeNoJob(this.context, comment.comment.id, error, final.signal)
    } finally {
      final.dispose()
    }
  }

  async jobStarted(jobId: string, action: JobAction): Promise<void> {
    const { target } = this.context.options
    const comment = target.fromComment ? target.comment : undefined
    this.state = { ...this.state, run: started(this.state.run, jobId, action, comment) }
    this.state = await writeComment(this.context, this.state, { jobId, action })
  }

  async jobFinished(report: JobReport, error?: string): Promise<void> {
    if (this.state.comment.kind === 'off') return
    const final = this.finalWrite(report.outcome === 'cancelled')
    try {
      const { run } = this.state
      const action = run.kind === 'started' ? run.action : report.action
      const finished = { report, error }
      this.state = await writeComment(this.context, this.state, {
        jobId: report.jobId,
        action,
        finished,
        signal: final.signal
      })
    } finally {
      final.dispose()
    }
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
