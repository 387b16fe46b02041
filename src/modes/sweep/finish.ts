import type { TokenIdentity } from '../../kernel/github/identity.js'
import { errorMessage } from '../../kernel/error-message.js'
import type { DocsApiClient } from '../../kernel/api/client.js'
import { isApiError } from '../../kernel/api/errors.js'
import type { AgentJob } from '../../kernel/api/schemas.js'
import type { GitHubRequest } from '../../kernel/github/api.js'
import { jobCheckOutcome, neutralOutcome, type CheckOutcome, type CheckRuns } from '../../pr-job/check-run.js'
import { ownComments, pullRequestComment, renderCommentBody } from '../../pr-job/comment-body.js'
import { CommentStore } from '../../kernel/github/comment-store.js'
import { parseState, type CommentState, type PendingJob } from '../../pr-job/history.js'
import { writeState } from '../../pr-job/state-write.js'
import type { JobReport } from '../../pr-job/job.js'
import { stateOwner } from '../../kernel/github/state-seal.js'
import { addWaitingLabel, removeWaitingLabel, type LabelledPullRequest } from '../../pr-job/waiting-label.js'
import { forLog, forMarkdown, httpsUrl } from '../../kernel/safe-text.js'
import { isJobTerminal } from '../../kernel/wait/agent-job.js'
import type { SweepInputs } from './input-types.js'
import type { RunLog } from '../../kernel/run/run.js'

// One pull request of a sweep: its comment's sealed state says which job it waits on (the one
// truth); the job is read once; a job that ended (or a pull request that closed) gets the comment and
// the check run a waiting run would have written, and loses the label. The state is read again just
// before the write: a newer run or another sweep that moved it since wins, and this sweep leaves it.

export interface SweepContext {
  inputs: SweepInputs
  client: DocsApiClient
  request: GitHubRequest
  checks: CheckRuns
  /** The token's identity, read once for every pull request of the sweep. */
  identity?: TokenIdentity
  repository: { owner: string; repo: string }
  call: { deadline: number; signal?: AbortSignal }
  log: RunLog
}

export type SweepResult =
  /** The job ended (or the pull request closed): comment and check written, label removed. */
  | { kind: 'finished'; number: number; jobId: string; status: string; conclusion: string }
  | { kind: 'running'; number: number; jobId: string; status: string }
  /** Nothing waits there (no state, or no pending job): the label was stale. */
  | { kind: 'nothing'; number: number }
  /** Another writer moved the state between the read and the write: theirs stands. */
  | { kind: 'moved'; number: number; jobId: string }
  | { kind: 'failed'; number: number; why: string }

export async function sweepPullRequest(context: SweepContext, pr: LabelledPullRequest): Promise<SweepResult> {
  const { inputs, request, repository, log } = context
  const target = { ...repository, number: pr.number }
  const owner = stateOwner([inputs.apiKey, inputs.previousApiKey], {
    repository: `${repository.owner}/${repository.repo}`,
    pullRequest: pr.number,
    project: inputs.projectId
  })
  const store = new CommentStore(
    request,
    { ...target, fromComment: false },
    message => log.info(message),
    context.identity
  )
  const comments = await store.list()
  const sticky = pullRequestComment(ownComments(comments, await store.trustedIdentities(comments), owner))
  const pending = sticky?.state.pending
  if (!sticky || !pending) {
    await releaseLabel(context, target, store, sticky?.id, owner)
    return { kind: 'nothing', number: pr.number }
  }
  const ended = await endOf(context, pr, pending)
  if ('running' in ended)
    return { kind: 'running', number: pr.number, jobId: pending.job, status: ended.running }
  if ('failed' in ended) return { kind: 'failed', number: pr.number, why: ended.failed }
  // The one write path: the state as it is now (a newer run or another sweep may have written since
  // the listing) must still hold this pending job, or theirs stands.
  const place = { store, owner, commentId: sticky.id }
  const written = await writeState(
    place,
    { entries: [] },
    {
      token: pending.token,
      takesOver: false,
      merge: current => (current.pending?.token === pending.token ? withoutPending(current) : undefined),
      render: (state, commentId = sticky.id) =>
        renderCommentBody({
          key: sticky.key,
          jobId: pending.job,
          action: pending.action,
          runUrl: pending.run,
          finished: { report: ended.report },
          state,
          seal: { owner, commentId }
        })
    }
  )
  if (written.kind !== 'written') return { kind: 'moved', number: pr.number, jobId: pending.job }
  if (pending.check !== undefined) await context.checks.complete(pending.check, ended.check)
  await releaseLabel(context, target, store, sticky.id, owner)
  const status = ended.report.job?.status ?? 'unknown'
  return {
    kind: 'finished',
    number: pr.number,
    jobId: pending.job,
    status,
    conclusion: ended.check.conclusion
  }
}

/**
 * Removes the waiting label, then reads the comment once more: a run that recorded a new pending job
 * meanwhile wrote its state before adding the label, so if its label went with ours, it is put back.
 */
async function releaseLabel(
  context: SweepContext,
  target: Parameters<typeof removeWaitingLabel>[1],
  store: CommentStore,
  commentId: number | undefined,
  owner: Parameters<typeof parseState>[1]
): Promise<void> {
  await removeWaitingLabel(context.request, target)
  if (commentId === undefined) return
  const now = await store.read(commentId)
  const state = now && now !== 'deleted' ? parseState(now.body, owner, now.id) : undefined
  if (state?.pending) await addWaitingLabel(context.request, target)
}

function withoutPending(state: CommentState): CommentState {
  const { pending: _done, ...rest } = state
  return rest
}

type Ended = { report: JobReport; check: CheckOutcome } | { running: string } | { failed: string }

/** What became of the pending job: closed with its pull request, still running, or ended (one read). */
async function endOf(context: SweepContext, pr: LabelledPullRequest, pending: PendingJob): Promise<Ended> {
  const base = { action: pending.action, jobId: pending.job }
  const shown = forMarkdown(pending.job, 128)
  if (pr.state === 'closed')
    return {
      report: { ...base, outcome: 'closed' },
      check: neutralOutcome(
        'Pull request closed',
        `The pull request was closed while job <code>${shown}</code> ran; the job keeps running on the service.`
      )
    }
  let job: AgentJob
  try {
    job = await context.client.getJob(context.inputs.projectId, pending.job, context.call)
  } catch (error) {
    // A key the API refuses fails every pull request alike: the sweep stops and says so.
    if (isApiError(error) && (error.status === 401 || error.status === 403)) throw error
    return { failed: `reading job ${forLog(pending.job)} failed: ${forLog(errorMessage(error), 200)}` }
  }
  if (job.id !== undefined && job.id !== pending.job)
    return { failed: `the API answered for job ${forLog(pending.job)} with another job, ${forLog(job.id)}` }
  if (!isJobTerminal(job)) return { running: job.status }
  const prLink = job.prLink && httpsUrl(job.prLink) ? job.prLink : null
  return {
    report: { ...base, outcome: 'terminal', job: { status: job.status, prLink } },
    check: jobCheckOutcome(pending.job, { status: job.status, prLink, model: job.model })
  }
}
