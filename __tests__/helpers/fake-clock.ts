import type { Clock } from '../../src/kernel/time/clock.js'

// A clock on which time passes only when the code under test waits: each sleep moves it on by the
// time asked for, at once. A deadline counted on it is reached after the same waits however long a
// loaded machine takes for the work between them.

export interface FakeClock extends Clock {
  /** The time asked for by each sleep, in order. */
  readonly sleeps: number[]
  /** Called at each sleep, before the time moves on (a test's hook into "while the run waits"). */
  onSleep?: (ms: number) => void
}

/**
 * A fake clock starting at `start` (epoch ms). Starting at the real time keeps a deadline counted on
 * it ahead of the real time too, for the parts that still read `Date.now()` (the API client).
 */
export function fakeClock(start = Date.now()): FakeClock {
  let now = start
  const clock: FakeClock = {
    sleeps: [],
    now: () => now,
    async sleep(ms, signal) {
      if (signal?.aborted) return
      clock.sleeps.push(ms)
      clock.onSleep?.(ms)
      now += Math.max(0, ms)
      // A turn of the event loop, as a real wait gives: answers in flight are read meanwhile.
      await new Promise(resolve => setImmediate(resolve))
    }
  }
  return clock
}
