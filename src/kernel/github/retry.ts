import type { RunBudget } from '../time/run-budget.js'
import { GITHUB_MIN_RETRY_ROOM_MS, GITHUB_RETRY_DELAYS_MS } from '../time/limits.js'
import { namedRefusal } from './permissions.js'
import { classifyGitHubFailure, GitHubRateLimitError } from './refusal.js'

// When a failed GitHub call is tried again, for every mode: a bounded number of attempts per call and
// a bounded number of retries per run, so that a run's requests fit the default GITHUB_TOKEN's 1,000
// an hour. Reads and writes GitHub may repeat safely (PATCH, PUT, DELETE, adding labels or a
// reaction) retry 502/503/504; reads also retry calls that got no answer. A write that may have
// landed without an answer (creating a comment, an issue, a check run) is not repeated: a twin would
// be worse than the gap. A rate limit is waited out on the run's clock when the wait fits before the
// deadline, whatever the method (GitHub did not carry the call out); otherwise the run stops and says so.

/** Attempts of one call, the first included. */
export const MAX_ATTEMPTS = GITHUB_RETRY_DELAYS_MS.length + 1

/** Retries of one run, over all its calls: a sweep of 100 pull requests sends about 600 requests. */
export const RETRY_ALLOWANCE = 100

/** What the run's GitHub calls have cost: every attempt, and how many were retries. */
export interface GitHubCalls {
  /** The mode, for the message of a refused call. */
  mode?: string
  attempts: number
  retries: number
}

/** `why` is said for a rate limit; a transient failure is described by the caller. */
export type RetryPlan = { kind: 'retry'; delayMs: number; why?: string } | { kind: 'stop'; error: unknown }

const repeatable = (route: string) => {
  const [method = '', path = ''] = route.split(' ')
  if (method === 'GET' || method === 'PATCH' || method === 'PUT' || method === 'DELETE') return true
  return method === 'POST' && /\/(labels|reactions)$/.test(path)
}

/** Whether and when to try `route` again after `error` on attempt `attempt` (1 for the first) of `most`. */
export function planRetry(
  route: string,
  error: unknown,
  { attempt, most }: { attempt: number; most: number },
  budget: RunBudget | undefined,
  calls: GitHubCalls
): RetryPlan {
  if (budget?.cancel.aborted) return { kind: 'stop', error }
  const now = budget?.clock.now() ?? Date.now()
  const refusal = classifyGitHubFailure(error, now)
  const room = budget ? budget.remainingMs() - GITHUB_MIN_RETRY_ROOM_MS : Infinity
  const spent = attempt >= most || calls.retries >= RETRY_ALLOWANCE
  if (refusal.kind === 'permission') return { kind: 'stop', error: namedRefusal(error, route, calls.mode) }
  if (refusal.kind === 'rate-limit') {
    if (spent)
      return {
        kind: 'stop',
        error: new GitHubRateLimitError(
          refusal.why,
          refusal.waitMs,
          `still limited after ${attempt} attempt(s); stopped`
        )
      }
    if (refusal.waitMs > room)
      return {
        kind: 'stop',
        error: new GitHubRateLimitError(
          refusal.why,
          refusal.waitMs,
          `the wait does not fit before the run's deadline (${Math.max(0, Math.floor((room + GITHUB_MIN_RETRY_ROOM_MS) / 1000))} s left); stopped without waiting`
        )
      }
    return { kind: 'retry', delayMs: refusal.waitMs, why: `${refusal.why}; waiting` }
  }
  if (refusal.kind !== 'transient' || spent) return { kind: 'stop', error }
  const isRead = route.startsWith('GET ')
  if (!isRead && !(refusal.answered && repeatable(route))) return { kind: 'stop', error }
  const delayMs = GITHUB_RETRY_DELAYS_MS[attempt - 1] ?? 0
  if (delayMs > room) return { kind: 'stop', error }
  return { kind: 'retry', delayMs }
}
