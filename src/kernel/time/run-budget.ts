// One deadline and one cancellation signal per run, handed to every phase (API client, GitHub calls,
// artifact upload). Timeouts are plain timers: on Node 20, `AbortSignal.any` with `AbortSignal.timeout`
// can fail to fire (nodejs/node#57736), so nothing here relies on `AbortSignal.timeout`.

import { realClock, type Clock } from './clock.js'

export interface RunBudget {
  /** Epoch ms from `timeout-minutes`, counted from the step's start on `clock`. */
  readonly deadline: number
  /**
   * The clock the deadline is counted on, and that the run's waits wait on: the real one, or a
   * test's. The signals' timers run in real time, for the time left on it when they are set.
   */
  readonly clock: Clock
  /** Aborts on SIGINT/SIGTERM only: "cancelled", as opposed to "out of time". */
  readonly cancel: AbortSignal
  /** Aborts on cancellation or when the deadline passes. */
  readonly signal: AbortSignal
  remainingMs(): number
  /**
   * A signal for one bounded piece of work: aborts after `ms`, at the deadline plus `graceMs`, or on
   * cancellation, whichever is first. Call `dispose` when the work is done to clear its timer.
   */
  bounded(ms: number, graceMs?: number): { signal: AbortSignal; dispose: () => void }
}

/** What a phase needs of the run's time: the deadline, and the two signals. */
export type PhaseTime = Pick<RunBudget, 'deadline' | 'cancel' | 'signal'>

/** A signal that aborts after `ms` (a plain timer, unref'd) or when `parent` aborts. */
export function timeoutSignal(
  ms: number,
  parent?: AbortSignal
): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController()
  const onAbort = () => controller.abort(parent?.reason)
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${Math.round(ms)} ms`, 'TimeoutError')),
    Math.max(0, ms)
  )
  timer.unref?.()
  if (parent?.aborted) onAbort()
  else parent?.addEventListener('abort', onAbort, { once: true })
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer)
      parent?.removeEventListener('abort', onAbort)
    }
  }
}

/** `timeoutMs` from `now`, the step's start on `clock` (by default the clock's time at the call). */
export function createRunBudget(
  timeoutMs: number,
  cancel: AbortSignal,
  now?: number,
  clock: Clock = realClock
): RunBudget {
  const deadline = (now ?? clock.now()) + timeoutMs
  const atDeadline = timeoutSignal(deadline - clock.now(), cancel)
  return {
    deadline,
    clock,
    cancel,
    signal: atDeadline.signal,
    remainingMs: () => deadline - clock.now(),
    bounded(ms, graceMs = 0) {
      const limit = Math.min(ms, deadline + graceMs - clock.now())
      // Cancellation aborts at once; the deadline is checked through `limit` (so grace can pass it).
      return timeoutSignal(limit, cancel)
    }
  }
}
