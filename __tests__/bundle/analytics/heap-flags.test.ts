// The export sets two V8 flags at run time, which Node documents as unsupported: this pins each one's
// effect on the Node that runs the bundle (in .ci/run: the oldest supported Node in project `bundle`,
// Node 24 in the second).
import { expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'
import { OLD_GENERATION_FLAG, YOUNG_GENERATION_FLAG } from '../../../src/modes/analytics/heap-flags.js'
import { NODE } from '../../helpers/run-action.js'

/**
 * A fetch loop's shape: pages of small objects, the last `kept` pages alive. Sets the flags named in
 * argv, and prints the largest young and old generation seen, in MB.
 */
const LOOP = `
  import { setFlagsFromString, getHeapSpaceStatistics } from 'node:v8'
  const [rounds, kept, ...flags] = process.argv.slice(1)
  for (const flag of flags) setFlagsFromString(flag)
  const pages = []
  let young = 0
  let old = 0
  const size = name => getHeapSpaceStatistics().find(s => s.space_name === name).space_size
  for (let round = 0; round < Number(rounds); round++) {
    pages.push(Array.from({ length: 250 }, (_, i) => ({ path: '/p/' + round + '/' + i, views: i })))
    if (pages.length > Number(kept)) pages.shift()
    young = Math.max(young, size('new_space'))
    old = Math.max(old, size('old_space'))
  }
  console.log(JSON.stringify({ young: young / 1048576, old: old / 1048576 }))
`
const largestMb = (rounds: number, kept: number, ...flags: string[]) =>
  JSON.parse(
    execFileSync(NODE, ['--input-type=module', '-e', LOOP, String(rounds), String(kept), ...flags], {
      encoding: 'utf8'
    })
  ) as { young: number; old: number }

test(`${YOUNG_GENERATION_FLAG} keeps the young generation from growing on this Node`, () => {
  const free = largestMb(3200, 20)
  const capped = largestMb(3200, 20, YOUNG_GENERATION_FLAG)
  expect(free.young).toBeGreaterThanOrEqual(16)
  expect(capped.young).toBeLessThanOrEqual(8)
})

test(`${OLD_GENERATION_FLAG} keeps the old generation nearer what is live on this Node`, () => {
  // Pages kept longer than the young generation can hold are promoted, then die: without the flag the
  // old generation lets them pile up to about twice what the flag lets it reach.
  const before = largestMb(3000, 200, YOUNG_GENERATION_FLAG)
  const after = largestMb(3000, 200, YOUNG_GENERATION_FLAG, OLD_GENERATION_FLAG)
  expect(after.old).toBeLessThanOrEqual(before.old * 0.75)
  expect(after.young).toBeLessThanOrEqual(8)
})

const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
const keep = deletedAfter()

test('the bundle sets them for an export, and its log says the young generation’s size', async () => {
  const run = keep(await runAnalytics(sim, { 'date-from': '2026-02-01', 'date-to': '2026-03-01' }))
  expect(run.code).toBe(0)
  const line = /::debug::V8 young generation: ([\d.]+) MB/.exec(run.stdout)
  expect(Number(line?.[1])).toBeLessThanOrEqual(8)
})
