// The input messages and warnings as a user sees them in the log: the built dist/index.js, run as
// the runner runs it (action.yml defaults filled in), against the simulator.
import { expect, test } from '@jest/globals'
import { apiInputs } from '../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useSimulator } from '../../__fixtures__/servers.js'
import { cleanup, runAction, type ActionRun } from '../helpers/run-action.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)

// No poll-interval-seconds here: it would be one more non-default input for the warnings to name.
async function action(inputs: Record<string, string>): Promise<ActionRun> {
  const run = await runAction({ ...apiInputs(sim), ...inputs })
  cleanup(run)
  return run
}
const commands = (run: ActionRun, name: string) =>
  run.stdout.split('\n').filter(line => line.startsWith(`::${name}::`))

test('an unknown mode is the only error, and nothing is sent', async () => {
  const run = await action({ mode: 'analytic' })
  expect(run.code).toBe(1)
  expect(commands(run, 'error')).toEqual([
    '::error::Invalid input: `mode` must be `agent`, `analytics`, `deploy`, `preview`, `automation`, `sweep` or `notify`, got "analytic"'
  ])
  expect(sim.requests).toEqual([])
})

test('a bad boolean is one plain sentence', async () => {
  const run = await action({ prompt: 'x', wait: 'yes' })
  expect(run.code).toBe(1)
  expect(commands(run, 'error')).toEqual(['::error::Invalid input: `wait` must be true or false, got "yes"'])
})

test('analytics inputs in agent mode are named in a warning; the job still runs', async () => {
  const run = await action({ prompt: 'x', wait: 'false', 'date-from': '-30d', format: 'csv' })
  expect(run.code).toBe(0)
  expect(commands(run, 'warning')).toEqual([
    '::warning::Ignored in agent mode: `date-from`, `format` (they apply to `mode: analytics`). Remove them, or set `mode: analytics`.'
  ])
  expect(run.outputs['job-id']).toMatch(/^job_/)
})

test('agent inputs in analytics mode are warned about', async () => {
  const run = await action({
    mode: 'analytics',
    prompt: 'Update the docs',
    'date-from': '2026-02-01',
    'date-to': '2026-02-08',
    'artifact-name': ''
  })
  expect(run.code).toBe(0)
  const warnings = commands(run, 'warning')
  expect(warnings).toContain(
    '::warning::Ignored in analytics mode: `prompt` (it applies to `mode: agent`). Remove it, or set `mode: agent`.'
  )
})

test('a range entirely in the future is an input error showing the range, and nothing is sent', async () => {
  const run = await action({
    mode: 'analytics',
    'date-from': '2099-01-01',
    'date-to': '2099-02-01',
    'artifact-name': ''
  })
  expect(run.code).toBe(1)
  expect(commands(run, 'error')).toEqual([
    expect.stringMatching(
      /^::error::Invalid input: `date-from` and `date-to` give a range entirely in the future, 2099-01-01 to 2099-02-01 \(now /
    )
  ])
  expect(sim.requests).toEqual([])
})
