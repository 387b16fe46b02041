// The export caps V8's young generation with a flag set at run time, which Node documents as
// unsupported: this pins its effect on the Node that runs the bundle (the oldest supported Node in the
// first pass of .ci/run, Node 24 in the second).
import { expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { deletedAfter, runAnalytics } from '../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../__fixtures__/servers.js'
import { YOUNG_GENERATION_FLAG } from '../../src/analytics/young-generation.js'
import { NODE } from '../helpers/run-action.js'

/** A fetch loop's shape: pages of small objects, the last 20 kept alive. Prints the largest new space in MB. */
const LOOP = `
  import { setFlagsFromString, getHeapSpaceStatistics } from 'node:v8'
  if (process.argv[1] === 'cap') setFlagsFromString(${JSON.stringify(YOUNG_GENERATION_FLAG)})
  const kept = []
  let largest = 0
  for (let round = 0; round < 400; round++) {
    kept.push(Array.from({ length: 2000 }, (_, i) => ({ path: '/p/' + round + '/' + i, views: i })))
    if (kept.length > 20) kept.shift()
    const space = getHeapSpaceStatistics().find(s => s.space_name === 'new_space')
    largest = Math.max(largest, space.space_size)
  }
  console.log(largest / 1048576)
`
const largestYoungMb = (...args: string[]) =>
  Number(execFileSync(NODE, ['--input-type=module', '-e', LOOP, ...args], { encoding: 'utf8' }).trim())

test(`${YOUNG_GENERATION_FLAG} keeps the young generation from growing on this Node`, () => {
  const free = largestYoungMb()
  const capped = largestYoungMb('cap')
  expect(free).toBeGreaterThanOrEqual(16)
  expect(capped).toBeLessThanOrEqual(8)
})

const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
const keep = deletedAfter()

test('the bundle sets it for an export, and its log says the size', async () => {
  const run = keep(await runAnalytics(sim, { 'date-from': '2026-02-01', 'date-to': '2026-03-01' }))
  expect(run.code).toBe(0)
  const line = /::debug::V8 young generation: ([\d.]+) MB/.exec(run.stdout)
  expect(Number(line?.[1])).toBeLessThanOrEqual(8)
})
