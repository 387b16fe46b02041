import { CommentStore } from '../../../kernel/github/comment-store.js'
import type { IssueComment } from '../../../kernel/github/comment.js'
import type { GitHubRequest } from '../../../kernel/github/api.js'
import { seal, SEALED_PATTERN, unseal, type StateOwner } from '../../../kernel/github/state-seal.js'
import { realClock, type Clock } from '../../../kernel/time/clock.js'
import { CLAIM_POLL_MS } from '../../../kernel/time/limits.js'
import type { DateRange } from '../datasets/model.js'
import { samePeriod } from './state.js'

// A period's agent job is claimed before it is created, on the report issue: an issue body is
// last-writer-wins, but GitHub numbers comments in order. A run posts a sealed claim (the period and
// when the claim expires: the run's own deadline, from `timeout-minutes`), then lists the comments:
// the lowest live claim of the period wins and creates the job, then records the job id in its claim.
// A later claimant withdraws; it takes the job id once the winner records it. A claim that already
// names a job is the period's record, even when the issue's body could not be written after it.

const CLAIM_PATTERN = new RegExp(`<!-- docs-agent-action:gaps-claim (${SEALED_PATTERN}) -->`)
const AT = { kind: 'claim' } as const
/** How long a losing run waits for the winner's job id before it says so and goes on without it. */
const JOIN_WAIT_MS = 60_000

interface ClaimRecord {
  period: DateRange
  /** Epoch ms after which the claim no longer holds (the claiming run's deadline). */
  until: number
  job?: { id: string; asked: number }
}

export interface ClaimPlace {
  request: GitHubRequest
  repo: { owner: string; repo: string }
  issueNumber: number
  owner: StateOwner
}

export type ClaimResult =
  /** This run creates the job, then records it with `record`. */
  | { kind: 'won'; commentId: number }
  /** The period's job, created by another run. */
  | { kind: 'joined'; job: { id: string; asked: number } }
  /** Another run holds the claim and recorded no job in time: this run creates none. */
  | { kind: 'held'; commentId: number }

function recordOf(body: string, owner: StateOwner): ClaimRecord | undefined {
  const match = CLAIM_PATTERN.exec(body)
  const json = match ? unseal(owner, AT, match[1] as string) : undefined
  if (json === undefined) return undefined
  try {
    const r = JSON.parse(json) as Partial<ClaimRecord>
    const job = r.job && typeof r.job.id === 'string' && typeof r.job.asked === 'number' ? r.job : undefined
    if (!r.period || typeof r.period.dateFrom !== 'string' || typeof r.period.dateTo !== 'string')
      return undefined
    return { period: r.period, until: typeof r.until === 'number' ? r.until : 0, job }
  } catch {
    return undefined
  }
}

/** The claim comment's text: a line a person can read, and the sealed record. */
function claimBody(owner: StateOwner, record: ClaimRecord): string {
  const period = `${record.period.dateFrom} to ${record.period.dateTo}`
  const line = record.job
    ? `The docs-gap loop's agent job for ${period}: \`${record.job.id}\` (top ${record.job.asked} gap(s)).`
    : `The docs-gap loop is creating the agent job for ${period} (one job per period).`
  return `${line}\n<!-- docs-agent-action:gaps-claim ${seal(owner, AT, JSON.stringify(record))} -->`
}

const storeOf = (place: ClaimPlace, log: (m: string) => void) =>
  new CommentStore(place.request, { ...place.repo, number: place.issueNumber, fromComment: false }, log)

/** The period's job recorded in a claim on the issue, if any: no claim is posted. */
export function recordedJob(
  comments: readonly IssueComment[],
  owner: StateOwner,
  period: DateRange
): { id: string; asked: number } | undefined {
  for (const c of comments) {
    const r = recordOf(c.body, owner)
    if (r?.job && samePeriod(r.period, period)) return r.job
  }
  return undefined
}

/** Claims `period` on the report issue; see the top of this file. */
export async function claimPeriod(
  place: ClaimPlace,
  period: DateRange,
  until: number,
  { clock = realClock, signal, log }: { clock?: Clock; signal?: AbortSignal; log: (m: string) => void }
): Promise<ClaimResult> {
  const store = storeOf(place, log)
  const before = recordedJob(await store.list(signal), place.owner, period)
  if (before) return { kind: 'joined', job: before }
  const mine = await store.write(undefined, claimBody(place.owner, { period, until }), signal)
  if (!mine) throw new Error('GitHub answered the claim comment with something that is not a comment')
  store.forget()
  const comments = await store.list(signal)
  const recorded = recordedJob(comments, place.owner, period)
  const rival = comments.find(c => {
    if (c.id >= mine.id) return false
    const r = recordOf(c.body, place.owner)
    return r !== undefined && samePeriod(r.period, period) && r.until > clock.now()
  })
  if (!recorded && !rival) return { kind: 'won', commentId: mine.id }
  await store.remove(mine.id, signal).catch(() => undefined)
  if (recorded) return { kind: 'joined', job: recorded }
  const held = rival as IssueComment
  const stop = Math.min(clock.now() + JOIN_WAIT_MS, recordOf(held.body, place.owner)?.until ?? 0)
  while (clock.now() < stop && !signal?.aborted) {
    await clock.sleep(Math.min(CLAIM_POLL_MS, stop - clock.now()), signal)
    const now = await store.read(held.id, signal)
    if (now === 'deleted') return claimPeriod(place, period, until, { clock, signal, log })
    const job = now && recordOf(now.body, place.owner)?.job
    if (job) return { kind: 'joined', job }
  }
  return { kind: 'held', commentId: held.id }
}

/** Records the created job in the winning claim: from then on it is the period's record. */
export async function recordClaimedJob(
  place: ClaimPlace,
  commentId: number,
  record: ClaimRecord & { job: { id: string; asked: number } },
  signal?: AbortSignal
): Promise<void> {
  await storeOf(place, () => undefined).write(commentId, claimBody(place.owner, record), signal)
}

/** Withdraws a claim whose job could not be created: the next run is not held up. */
export async function withdrawClaim(place: ClaimPlace, commentId: number): Promise<void> {
  await storeOf(place, () => undefined)
    .remove(commentId)
    .catch(() => undefined)
}
