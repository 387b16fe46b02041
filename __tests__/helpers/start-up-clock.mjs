// A clock for a bundle run under test, loaded with `node --import` (see startUpTakesNoTime in
// run-action.ts): the process's start-up takes no time on it. Time stands still from the moment
// Node starts until the process opens its first outgoing connection, then runs at the real pace.
// `timeout-minutes: 0.05` then means three seconds of the run's own work, however long a loaded
// machine takes to load the bundle: a test of what happens at the deadline does not depend on the
// machine's speed. Date.now(), `new Date()` and the timers agree: a timer set while time stands still
// runs its full delay from the first connection on, as no time has passed for it before.
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { writeFileSync } from 'node:fs'

const realNow = Date.now
const RealDate = Date
const stoodStillAt = realNow()
/** Real ms the process spent standing still; undefined while it still does. */
let offset

const now = () => (offset === undefined ? stoodStillAt : realNow() - offset)

class StartUpDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(now())
    else super(...args)
  }
  static now() {
    return now()
  }
}
globalThis.Date = StartUpDate

/** Timers set while time stands still, whose callbacks wait for it to run: each is restarted then. */
const held = new Set()
const realSetTimeout = globalThis.setTimeout
const realSetInterval = globalThis.setInterval
const realClearTimeout = globalThis.clearTimeout
const realClearInterval = globalThis.clearInterval

function hold(setTimer, repeats) {
  return (callback, ms, ...args) => {
    // A delay of at most a millisecond is a turn of the event loop, not a wait for time to pass.
    if (offset !== undefined || typeof callback !== 'function' || !(Number(ms) > 1))
      return setTimer(callback, ms, ...args)
    const timer = setTimer(() => {
      // Fired by the real clock while no time has passed on this one: restarted once time runs.
      if (offset === undefined) return
      if (!repeats) held.delete(timer)
      callback(...args)
    }, ms)
    held.add(timer)
    return timer
  }
}
globalThis.setTimeout = hold(realSetTimeout, false)
globalThis.setInterval = hold(realSetInterval, true)
globalThis.clearTimeout = timer => {
  held.delete(timer)
  realClearTimeout(timer)
}
globalThis.clearInterval = timer => {
  held.delete(timer)
  realClearInterval(timer)
}

function startTime() {
  if (offset !== undefined) return
  const startedAt = realNow()
  offset = startedAt - stoodStillAt
  unsubscribe('net.client.socket', startTime)
  // For the test: the real time from which the run's own time counts.
  const file = process.env.START_UP_CLOCK_FILE
  if (file) writeFileSync(file, String(startedAt))
  // refresh() restarts a timer with its full delay, even one whose real timer has already fired.
  for (const timer of held) timer.refresh()
}
subscribe('net.client.socket', startTime)
