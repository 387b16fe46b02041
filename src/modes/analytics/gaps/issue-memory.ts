import { describeGitHubError, isPermissionProblem } from '../../../kernel/github/api.js'
import type { RunLog } from '../../../kernel/run/run.js'
import { forLog } from '../../../kernel/safe-text.js'
import type { GapsRunOptions } from '../input-types.js'
import type { OpenedIssue } from '../report-issue.js'
import { claimPeriod, recordClaimedJob, withdrawClaim, type ClaimPlace } from './claim.js'
import type { JobRecorder, LoopMemory, PeriodClaim } from './memory.js'
import { ownerOf, readState, stateLine, type LoopState, type StatePlace } from './state.js'

// The loop's memory in the report issue: the sealed state in its body (written with the report),
// the period's claim and job as a comment (claim.ts).

function cannotRecord(error: unknown, what: string): string {
  const failure = describeGitHubError(error)
  const status = failure.status ? `HTTP ${failure.status}: ` : ''
  const fix = isPermissionProblem(failure)
    ? ' The github-token needs `issues: write` (in the workflow: `permissions:` then `issues: write`).'
    : ' A re-run of the workflow tries again.'
  return `No agent job was created: ${what} (${status}${forLog(failure.message, 300)}), so the job could not be recorded and a re-run would create a second one.${fix}`
}

/** The memory of the report issue `opened` (undefined: the issue could not be read). */
export function issueMemory(
  options: GapsRunOptions,
  opened: OpenedIssue | undefined,
  ensureIssue: ((opened: OpenedIssue) => Promise<number>) | undefined,
  log: RunLog
): LoopMemory {
  const place = (issueNumber: number): StatePlace => ({
    apiKey: options.apiKey,
    previousApiKey: options.previousApiKey,
    repository: opened ? `${opened.repo.owner}/${opened.repo.repo}` : '',
    issueNumber,
    project: options.projectId
  })
  return {
    state: opened ? stateOf(opened, place, log) : undefined,
    // Without the issue the job could not be recorded, and a re-run would create a second one.
    recorder: opened && ensureIssue ? recorderOf(opened, ensureIssue, place) : undefined,
    keeps: opened !== undefined,
    where: 'the report issue',
    keep: async (next: LoopState) => (opened ? n => stateLine(place(n), next) : undefined)
  }
}

function recorderOf(
  opened: OpenedIssue,
  ensureIssue: (opened: OpenedIssue) => Promise<number>,
  place: (n: number) => StatePlace
): JobRecorder {
  return {
    claim: async (period, { budget, log }): Promise<PeriodClaim> => {
      let claimPlace: ClaimPlace
      try {
        const issueNumber = await ensureIssue(opened)
        claimPlace = {
          request: opened.request,
          repo: opened.repo,
          issueNumber,
          owner: ownerOf(place(issueNumber))
        }
      } catch (error) {
        return { kind: 'refused', note: cannotRecord(error, 'the report issue could not be created') }
      }
      const on = `the report issue #${claimPlace.issueNumber}`
      let claim: Awaited<ReturnType<typeof claimPeriod>>
      try {
        claim = await claimPeriod(claimPlace, period, budget.deadline, {
          clock: budget.clock,
          signal: budget.signal,
          log: m => log.info(m)
        })
      } catch (error) {
        return { kind: 'refused', note: cannotRecord(error, `the period could not be claimed on ${on}`) }
      }
      if (claim.kind === 'joined') return claim
      if (claim.kind === 'held')
        return {
          kind: 'refused',
          note: `No agent job was created by this run: another run of this period claimed it first (comment ${claim.commentId} on ${on}) and has not recorded its job yet. One job per period: that run creates it.`
        }
      const commentId = claim.commentId
      return {
        kind: 'won',
        where: on,
        record: job =>
          recordClaimedJob(claimPlace, commentId, { period, until: budget.deadline, job }, budget.signal),
        withdraw: () => withdrawClaim(claimPlace, commentId)
      }
    }
  }
}

function stateOf(opened: OpenedIssue, place: (n: number) => StatePlace, log: RunLog): LoopState | undefined {
  const source = opened.stateSource
  if (!source) return undefined
  const read = readState(source.body, place(source.number))
  if ('state' in read && read.previousKey)
    log.info(
      `The report issue's state was sealed with \`previous-api-key\`: this run seals it again with \`api-key\`.`
    )
  if ('invalid' in read) {
    log.warning(
      `The report issue #${source.number} holds a state whose seal does not verify for this project and key: it is ignored (an earlier job may be asked again).`
    )
    return undefined
  }
  return 'state' in read ? read.state : undefined
}
