import { hintsAnything, type DispatchFacts, type DispatchHint } from '../../kernel/trigger/index.js'
import { DISPATCH_WAIT_MS } from '../../kernel/time/limits.js'
import { forLog } from '../../kernel/safe-text.js'
import type { RunLog } from '../../kernel/run/run.js'

// A dispatch's hint decides only what the sweep looks at first, and which running job it gives a short
// wait: the agent opens its docs pull request as its job ends, so the dispatch that pull request sends
// may arrive while the job still reads `active`. Everything the sweep writes still comes from its own
// reads: the labelled pull requests, each one's sealed pending record, the job from the API.

/** Which running jobs a dispatched sweep waits for, until one shared deadline (epoch ms). */
export interface DispatchWait {
  deadline: number
  /** Whether the job of pull request `number`, pending as `jobId`, is one the hint points at. */
  covers(number: number, jobId: string): boolean
}

/**
 * The hint's wait: for the pull request or job it names; when it names only a docs pull request (the
 * notifier may not know which code pull request it answers), for any running job it reads. The wait
 * ends DISPATCH_WAIT_MS after `now` (or at `latest`) whatever it covers, so a run's added minutes stay
 * bounded and the waited job's writes still fit before the run's deadline.
 */
export function dispatchWait(hint: DispatchHint, now: number, latest = Infinity): DispatchWait | undefined {
  if (!hintsAnything(hint)) return undefined
  const named = hint.pullRequest !== undefined || hint.jobId !== undefined
  return {
    deadline: Math.min(now + DISPATCH_WAIT_MS, latest),
    covers: (number, jobId) => !named || number === hint.pullRequest || jobId === hint.jobId
  }
}

/**
 * The pull requests this sweep reads: the window that moves with the run number, with the hinted pull
 * request (when it is labelled) first and always inside the window.
 */
export function orderedWindow<T extends { number: number }>(
  all: readonly T[],
  cap: number,
  runNumber: number,
  hint?: DispatchHint
): T[] {
  const first = hint?.pullRequest === undefined ? undefined : all.find(pr => pr.number === hint.pullRequest)
  const moving = window(all, cap, runNumber)
  if (!first) return moving
  return [first, ...moving.filter(pr => pr !== first)].slice(0, cap)
}

/**
 * The `cap` pull requests a sweep reads: a window that moves with the run number, so that jobs
 * still running cannot keep the others from ever being read (each is read within ceil(L / cap) runs).
 */
export function window<T>(all: readonly T[], cap: number, runNumber: number): T[] {
  if (all.length <= cap) return [...all]
  const start = (runNumber * cap) % all.length
  return [...all.slice(start), ...all.slice(0, start)].slice(0, cap)
}

/** Says what the dispatch hinted (only checked values, through forLog) and, in debug, what it dropped. */
export function sayHint(log: RunLog, dispatch: DispatchFacts | undefined): void {
  if (!dispatch) return
  const { hint, ignored, eventType } = dispatch
  if (ignored.length > 0)
    log.debug(`The dispatch's payload held nothing usable under ${ignored.join(', ')}: ignored.`)
  if (!hintsAnything(hint)) return
  const named = [
    hint.pullRequest !== undefined ? `pull request #${hint.pullRequest}` : '',
    hint.jobId !== undefined ? `job ${forLog(hint.jobId, 128)}` : '',
    hint.docsPullRequest?.repository !== undefined
      ? `docs pull request in ${forLog(hint.docsPullRequest.repository, 140)}${hint.docsPullRequest.number ? ` #${hint.docsPullRequest.number}` : ''}`
      : hint.docsPullRequest
        ? 'a docs pull request'
        : ''
  ].filter(Boolean)
  log.info(
    `Started by a dispatch${eventType ? ` (${forLog(eventType, 100)})` : ''} naming ${named.join(', ')}: a hint for what to read first; the sweep reads every job itself.`
  )
}
