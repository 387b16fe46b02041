// The export benchmark's API: the project's simulator in a process of its own, so the peak RSS
// measured for the action (or the shell baseline) is theirs alone.
//
//   node --import tsx bench/sim-server.ts --pages N [--delay-ms 20]
//
// Prints one JSON line ({url, dateFrom, dateTo, rows}), then answers commands on stdin, one per line:
// `reset` (clear recorded requests and rate counters, re-arm the delay) and `count` (requests since
// the last reset: views, all, and by route). It exits when stdin closes, so it never outlives the benchmark.
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { startSimulator } from '../simulator/index.js'

// A fixed 30-day window, so every run exports the same rows whatever the date.
const END_DATE = '2026-11-01'
const DATE_FROM = '2026-10-02'
const DAYS = 30

const { values } = parseArgs({
  options: { pages: { type: 'string' }, 'delay-ms': { type: 'string', default: '0' } },
  strict: true
})
const pages = Number(values.pages)
const delayMs = Number(values['delay-ms'])
if (!Number.isInteger(pages) || pages < 0) throw new Error(`--pages must be an integer >= 0`)
if (!(delayMs >= 0)) throw new Error(`--delay-ms must be >= 0`)

const sim = await startSimulator({
  pageViews: { pages, days: DAYS, seed: 1, endDate: END_DATE },
  // The real limit (100/hour) would stop a 100k-page export after 25k rows; the benchmark measures
  // the client, so the limit is out of the way. Request counts are checked instead.
  analyticsLimitPerHour: 1e9
})

function arm(): void {
  // "20 ms added per request": every views request waits, then is handled normally.
  if (delayMs > 0) sim.injectFault({ route: 'views', fault: { type: 'delay', ms: delayMs }, times: Infinity })
}
arm()

const rows = sim.aggregatePageViews(DATE_FROM, END_DATE).views.length
console.log(JSON.stringify({ url: sim.url, dateFrom: DATE_FROM, dateTo: END_DATE, rows }))

const lines = createInterface({ input: process.stdin })
lines.on('line', line => {
  const command = line.trim()
  if (command === 'reset') {
    sim.reset()
    arm()
    console.log(JSON.stringify({ ok: true }))
  } else if (command === 'count') {
    const views = sim.requests.filter(r => r.route === 'views').length
    const byRoute: Record<string, number> = {}
    for (const r of sim.requests) byRoute[r.route] = (byRoute[r.route] ?? 0) + 1
    console.log(JSON.stringify({ views, all: sim.requests.length, byRoute }))
  } else {
    console.log(JSON.stringify({ error: `unknown command ${command}` }))
  }
})
lines.on('close', () => {
  void sim.close().then(() => process.exit(0))
})
