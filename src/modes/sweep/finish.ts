import { describeGitHubError } from '../../kernel/github/api.js'
import { isGitHubRateLimit } from '../../kernel/github/refusal.js'
import {
  ownComments,
  pullRequestComment,
  renderCommentBody,
  renderKeepingTop,
  type OwnComment
} from '../../pr-job/comment-body.js'
import { CommentStore } from '../../kernel/github/comment-store.js'
import { parseState, type CommentState, type PendingJob } from '../../pr-job/history.js'
import { writeState } from '../../pr-job/state-write.js'
import { stateOwner, type StateOwner } from '../../kernel/github/state-seal.js'
import {
  addWaitingLabel,
  removeWaitingLabel,
  type LabelTarget,
  type LabelledPullRequest
} from '../../pr-job/waiting-label.js'
import { forLog } from '../../kernel/safe-text.js'
import { CHECK_NAME } from '../../pr-job/check-run.js'
import type { SweepContext, SweepResult } from './context.js'
import { counted, endOf, type Ended, type Missing } from './job-end.js'

// One pull request of a sweep: its comment's sealed state says which job it waits on (the one
// truth); the job is read once. A job that ended (or whose pull request closed, or that the API no
// longer knows) gets its check completed, then the comment a waiting run would have written, then
// loses the label: each step only once the one before is written, so a failure anywhere leaves the
// job for the next sweep, never an outcome lost. The state is read again just before the write: a
// newer run or another sweep that moved it since wins, and this sweep leaves it.

export type { SweepContext, SweepResult } from './context.js'

interface Place {
  store: CommentStore
  owner: StateOwner
  commentId: number
}

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
    const labelLeft = await releaseLabel(context, target, store, sticky?.id, owner)
    return { kind: 'nothing', number: pr.number, ...(labelLeft ? { labelLeft } : {}) }
  }
  const place: Place = { store, owner, commentId: sticky.id }
  const ended = await endOf(context, pr, pending)
  if ('failed' in ended) return { kind: 'failed', number: pr.number, why: ended.failed }
  if ('running' in ended) {
    // A read that finds the job again starts the 404 count anew ("in a row").
    if (pending.missing) await countMissing(place, sticky, pending, { missing: undefined })
    return { kind: 'running', number: pr.number, jobId: pending.job, status: ended.running }
  }
  if ('missing' in ended) {
    await countMissing(place, sticky, pending, { missing: ended.missing })
    return { kind: 'missing', number: pr.number, jobId: pending.job, count: ended.missing.count }
  }
  return finish(context, target, place, sticky, { pending, ended })
}

async function finish(
  context: SweepContext,
  target: LabelTarget,
  place: Place,
  sticky: OwnComment,
  { pending, ended }: { pending: PendingJob; ended: Extract<Ended, { check: unknown }> }
): Promise<SweepResult> {
  const number = target.number
  let checkLeft: string | undefined
  if (pending.check !== undefined) {
    const checked = await context.checks.completion(pending.check, ended.check)
    if (checked.kind === 'failed')
      return {
        kind: 'failed',
        number,
        why: `completing the "${CHECK_NAME}" check run failed (${checked.why}); the comment and the label wait for the next sweep`
      }
    if (checked.kind === 'gone') {
      // Counted like a job's 404s: a check run GitHub no longer knows stops holding the comment back.
      const { missing, givesUp } = counted(pending.checkMissing, context.now())
      if (!givesUp) {
        await countMissing(place, sticky, pending, { checkMissing: missing })
        return { kind: 'missing', number, jobId: pending.job, count: missing.count, check: pending.check }
      }
      checkLeft = `GitHub answered 404 for check run ${pending.check} on ${missing.count} sweep(s) in a row since ${missing.since}`
    } else if (checked.kind !== 'written') checkLeft = checked.why
  }
  // The one write path: the state as it is now must still hold this pending job, or theirs stands.
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
          finished: { report: ended.report, ...(ended.error ? { error: ended.error } : {}) },
          state,
          seal: { owner: place.owner, commentId }
        })
    }
  )
  if (written.kind === 'deleted')
    return { kind: 'failed', number, why: 'GitHub answered 404 for the comment; the next sweep looks again' }
  if (written.kind !== 'written') return { kind: 'moved', number, jobId: pending.job }
  const labelLeft = await releaseLabel(context, target, place.store, sticky.id, place.owner)
  return {
    kind: 'finished',
    number,
    jobId: pending.job,
    status: ended.report.job?.status ?? (ended.notFound ? 'not found' : 'unknown'),
    conclusion: ended.check.conclusion,
    ...(labelLeft ? { labelLeft } : {}),
    ...(checkLeft ? { checkLeft } : {}),
    ...(ended.notFound ? { notFound: ended.notFound } : {})
  }
}

/** Writes a 404 count into the pending record (undefined clears it); the top line stays as it is. */
async function countMissing(
  place: Place,
  sticky: OwnComment,
  pending: PendingJob,
  count: { missing: Missing | undefined } | { checkMissing: Missing }
): Promise<void> {
  const [field, value] =
    'missing' in count
      ? (['missing', count.missing] as const)
      : (['checkMissing', count.checkMissing] as const)
  const withCount = (record: PendingJob): PendingJob => {
    const { [field]: _old, ...rest } = record
    return value ? { ...rest, [field]: value } : rest
  }
  await writeState(place, sticky.state, {
    token: pending.token,
    takesOver: false,
    merge: current =>
      current.pending?.token === pending.token
        ? { ...current, pending: withCount(current.pending) }
        : undefined,
    render: (state, commentId = sticky.id) =>
      renderKeepingTop(sticky.body, state, { owner: place.owner, commentId })
  })
}

/**
 * Removes the waiting label (a 404 means it is gone already), then reads the comment once more: a run
 * that recorded a new pending job meanwhile wrote its state before adding the label, so if its label
 * went with ours, it is put back. Returns why the label is still there, if it is.
 */
async function releaseLabel(
  context: SweepContext,
  target: LabelTarget,
  store: CommentStore,
  commentId: number | undefined,
  owner: StateOwner
): Promise<string | undefined> {
  try {
    await removeWaitingLabel(context.request, target)
  } catch (error) {
    if (isGitHubRateLimit(error)) throw error
    const failure = describeGitHubError(error)
    return `${failure.status ? `HTTP ${failure.status}: ` : ''}${forLog(failure.message, 200)}`
  }
  if (commentId === undefined) return undefined
  const now = await store.read(commentId)
  const state = now && now !== 'deleted' ? parseState(now.body, owner, now.id) : undefined
  if (state?.pending) await addWaitingLabel(context.request, target)
  return undefined
}

function withoutPending(state: CommentState): CommentState {
  const { pending: _done, ...rest } = state
  return rest
}
