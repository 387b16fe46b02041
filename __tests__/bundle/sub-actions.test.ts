// The sub-actions (`your-org/docs-agent-action/<folder>@v1`, the folder each mode's row of the mode
// table names) end to end: each mode's entry, dist/<folder>/index.js, run as the runner runs it
// (INPUT_* from that sub-action's action.yml and the step's `with:`, GITHUB_OUTPUT,
// GITHUB_STEP_SUMMARY) against the simulator. The mode is the entry's:
// no `mode` input is declared, and a stray one changes nothing. The modes' own behaviour is tested
// through the root action (the other bundle tests); here, that each entry runs its mode and sets the
// outputs its action.yml declares.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import {
  DEFAULT_API_KEY,
  DEFAULT_DEPLOYMENT_SCENARIO,
  SIM_AUTOMATIONS,
  startSimulator,
  type Simulator
} from '../../simulator/index.js'
import { apiInputs, routesOf, warningsOf } from '../../__fixtures__/runs.js'
import { FEBRUARY_2026 } from '../../__fixtures__/servers.js'
import { partialLeaks } from '../helpers/leaks.js'
import { cleanup, findSecret, ROOT, runAction, type ActionRun } from '../helpers/run-action.js'
import { MODE_TABLE, type Mode } from '../../src/modes/table.js'

let sim: Simulator
const runs: ActionRun[] = []

/** The sub-action of `mode` with the simulator's key, project and URL, and `inputs`. */
async function subAction(mode: Mode, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const run = await runAction(
    { ...apiInputs(sim), 'poll-interval-seconds': '1', ...inputs },
    { subAction: MODE_TABLE[mode].subAction }
  )
  runs.push(run)
  return run
}

/** The outputs `mode`'s action.yml declares. */
const declaredOutputs = (mode: Mode) =>
  Object.keys(
    (
      parse(readFileSync(join(ROOT, MODE_TABLE[mode].subAction, 'action.yml'), 'utf8')) as {
        outputs: Record<string, unknown>
      }
    ).outputs
  )

/**
 * Every output the run set to a value is one its sub-action declares. (Deploy sets `preview-url`, a
 * preview's, to '': what a workflow reads from an output nobody set, so deploy does not declare it.)
 */
function expectDeclared(run: ActionRun, mode: Mode): void {
  const undeclared = Object.entries(run.outputs)
    .filter(([name, value]) => value !== '' && !declaredOutputs(mode).includes(name))
    .map(([name]) => name)
  expect(undeclared).toEqual([])
}

beforeAll(async () => {
  sim = await startSimulator({ pageViews: FEBRUARY_2026 })
})
beforeEach(() => {
  sim.reset()
  sim.setAdmin({ previews: true, automationJobReadable: false, deployment: DEFAULT_DEPLOYMENT_SCENARIO })
})
afterAll(async () => {
  await sim.close()
  expect(runs.flatMap(run => findSecret(run, DEFAULT_API_KEY))).toEqual([])
  expect(runs.flatMap(run => partialLeaks(run, DEFAULT_API_KEY))).toEqual([])
  runs.forEach(cleanup)
})

describe('agent', () => {
  it('creates the job and waits for it: the agent outputs and summary, no other mode', async () => {
    const run = await subAction('agent', { prompt: '[sim:completed-pr polls=1] Document the CLI' })
    expect(run.code).toBe(0)
    expect(routesOf(sim)[0]).toBe('POST create')
    expect(run.outputs).toMatchObject({
      'job-id': expect.stringMatching(/\S/),
      action: 'created',
      status: 'completed',
      'pr-link': expect.stringMatching(/^https:\/\//)
    })
    expect(run.summary).toMatch(/\S/)
    expect(warningsOf(run)).toEqual([])
    expectDeclared(run, 'agent')
  })

  it('a missing prompt is an input error naming agent mode', async () => {
    const run = await subAction('agent')
    expect(run.code).toBe(1)
    expect(routesOf(sim)).toEqual([])
    expect(run.stdout).toMatch(/::error::.*prompt/)
    expect(run.summary).toMatch(/\S/)
  })
})

describe('analytics', () => {
  it('exports with its own defaults (no artifact): the analytics outputs and report', async () => {
    const run = await subAction('analytics', {
      'date-from': '2026-02-04',
      'date-to': '2026-02-05',
      'artifact-name': ''
    })
    expect(run.code).toBe(0)
    expect(routesOf(sim).every(route => route.startsWith('GET '))).toBe(true)
    expect(run.outputs).toMatchObject({
      'page-count': '12',
      datasets: 'views',
      complete: 'true',
      headline: expect.stringMatching(/^Docs analytics/)
    })
    expect(run.summary).toMatch(/\S/)
    expectDeclared(run, 'analytics')
  })
})

describe('deploy', () => {
  it('deploys and waits: the deployment outputs', async () => {
    const run = await subAction('deploy')
    expect(run.code).toBe(0)
    expect(routesOf(sim)[0]).toBe('POST deploy')
    expect(run.outputs).toMatchObject({ 'status-id': expect.stringMatching(/\S/), status: 'success' })
    expectDeclared(run, 'deploy')
  })
})

describe('preview', () => {
  it('previews the branch it is given: the preview URL among the outputs', async () => {
    const run = await subAction('preview', { branch: 'feature/docs' })
    expect(run.code).toBe(0)
    expect(routesOf(sim)[0]).toBe('POST preview')
    expect(run.outputs).toMatchObject({
      'status-id': expect.stringMatching(/\S/),
      status: 'success',
      'preview-url': expect.stringMatching(/^https:\/\//)
    })
    expectDeclared(run, 'preview')
  })
})

describe('automation', () => {
  it('triggers the automation: its ids', async () => {
    const run = await subAction('automation', { 'automation-id': SIM_AUTOMATIONS.custom })
    expect(run.code).toBe(0)
    expect(routesOf(sim)[0]).toBe('POST automation')
    expect(run.outputs).toMatchObject({
      'schema-id': SIM_AUTOMATIONS.custom,
      'instance-id': expect.stringMatching(/\S/),
      'job-id': expect.stringMatching(/\S/)
    })
    expectDeclared(run, 'automation')
  })
})

describe('the mode is the entry’s', () => {
  it('a stray `mode` input (the runner passes undeclared ones, with a warning) changes nothing', async () => {
    const run = await subAction('deploy', { mode: 'analytics' })
    expect(run.code).toBe(0)
    expect(routesOf(sim)[0]).toBe('POST deploy')
    expect(run.outputs['status-id']).toMatch(/\S/)
  })
})
