import type { RunLog } from '../kernel/run/run.js'
import { forLog } from '../kernel/safe-text.js'
import { realClock, type Clock } from '../kernel/time/clock.js'
import { CLAIM_CREATE_ROOM_MS, CLAIM_POLL_MS, CLAIM_TTL_MS } from '../kernel/time/limits.js'
import { gitHubWarning } from '../kernel/github/api.js'
import type { CommentStore } from '../kernel/github/comment-store.js'
import { markedComments, type IssueComment } from '../kernel/github/comment.js'
import { ownComments, pullRequestComment, type OwnComment } from './comment-body.js'
import { parseState } from './history.js'
import { seal, SEALED_PATTERN, unseal, type StateOwner } from '../kernel/github/state-seal.js'

// Two runs of one pull request that start together both find no comment, and each would create a job.
// So the first run of a pull request claims it first: it posts its comment (with a sealed claim), then
// lists the comments again. GitHub numbers comments in order, so the lowest claim wins, and every run
// sees it. The winner creates the job; a later claimant withdraws its comment, waits for the winner's
// job id, and follows that job up, so there is one job and one comment with every run's history line.
// A claim carries its sealed time and expires CLAIM_TTL_MS later: a run that is gone (killed before it
// could release its claim) holds a later run up for no longer than that.

const CLAIM_MARKER = new RegExp(`<!-- docs-agent-claim:(${SEALED_PATTERN}) -->`)

export function claimMarker(owner: StateOwner, at: number): string {
  return `<!-- docs-agent-claim:${seal(owner, { kind: 'claim' }, JSON.stringify({ at }))} -->`
}

/** When the claim in `body` was made, if this action made it for this owner. */
function claimedAt(body: string, owner: StateOwner): number | undefined {
  const match = CLAIM_MARKER.exec(body)
  const json = match ? unseal(owner, { kind: 'claim' }, match[1] as string) : undefined
  if (json === undefined) return undefined
  try {
    const at = (JSON.parse(json) as { at?: unknown }).at
    return typeof at === 'number' && Number.isFinite(at) ? at : undefined
  } catch {
    return undefined
  }
}

export type ClaimOutcome =
  /** This run creates the job; its comment is `comment`. */
  | { kind: 'won'; comment: IssueComment }
  /** Another run's comment names the job: follow it up. */
  | { kind: 'joined'; comment: OwnComment & { state: { job: string } } }

export interface Claim {
  store: CommentStore
  owner: StateOwner
  /** The comment's body while no job exists (it carries claimMarker). */
  body: string
  signal?: AbortSignal
  deadline: number
  clock?: Clock
  /** The run's log. */
  log: Pick<RunLog, 'info' | 'warning'>
}

const withJob = (c: OwnComment | undefined): (OwnComment & { state: { job: string } }) | undefined =>
  c?.state.job !== undefined ? (c as OwnComment & { state: { job: string } }) : undefined

export async function claimPullRequest(claim: Claim): Promise<ClaimOutcome> {
  const { store, signal } = claim
  const mine = await store.write(undefined, claim.body, signal)
  if (!mine) throw new Error('GitHub answered the new comment with something that is not a comment')
  try {
    return await settle(claim, mine)
  } catch (error) {
    // A claim this run cannot settle must not hold the next run up: withdraw it (its expiry is the backstop).
    await store.remove(mine.id).catch(() => undefined)
    throw error
  }
}

async function settle(claim: Claim, mine: IssueComment): Promise<ClaimOutcome> {
  const { store, owner, signal, clock = realClock, log } = claim
  store.forget()
  const comments = await store.list(signal)
  const identities = await store.trustedIdentities(comments)
  // One comment per pull request and project: an earlier one of any workflow of this action counts.
  const earlier = markedComments(comments, identities).filter(c => c.id < mine.id)
  const withdraw = async (joined: OwnComment & { state: { job: string } }): Promise<ClaimOutcome> => {
    try {
      await store.remove(mine.id, signal)
    } catch (error) {
      log.warning(
        gitHubWarning('delete this run’s duplicate comment', error, true, 'It can be deleted by hand.')
      )
    }
    log.info(
      `Another run of this pull request started its job first: following up job ${forLog(joined.state.job)}.`
    )
    return { kind: 'joined', comment: joined }
  }
  const sticky = withJob(pullRequestComment(ownComments(earlier, identities, owner)))
  if (sticky) return withdraw(sticky)
  const expiries = earlier.flatMap(c => {
    const at = claimedAt(c.body, owner)
    // A time ahead of this runner's clock (clock skew) counts as now.
    const expires = at === undefined ? undefined : Math.min(at, clock.now()) + CLAIM_TTL_MS
    return expires !== undefined && expires > clock.now() ? [{ comment: c, expires }] : []
  })
  const rival = expiries[0]
  if (!rival) return { kind: 'won', comment: mine }

  log.info('Another run of this pull request claimed it first: waiting for its job id.')
  const until = Math.min(rival.expires, claim.deadline - CLAIM_CREATE_ROOM_MS)
  while (clock.now() < until && !signal?.aborted) {
    const pause = Math.min(CLAIM_POLL_MS, until - clock.now())
    await clock.sleep(pause, signal)
    const now = await store.read(rival.comment.id, signal)
    if (now === 'deleted' || now === undefined) break
    const state = parseState(now.body, owner, now.id)
    const joined = withJob(state && { ...rival.comment, ...now, state })
    if (joined) return withdraw(joined)
    if (claimedAt(now.body, owner) === undefined) break
  }
  log.info('The run that claimed this pull request first created no job in time: this run creates one.')
  return { kind: 'won', comment: mine }
}
