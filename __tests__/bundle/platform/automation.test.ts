// Automation mode end to end on the built bundle against the simulator: the three ids at once, the
// undocumented agent-job read tried and reported either way, the 400 cases, 429s, an unexpected
// answer, cancellation, and the key in nothing the runs produced.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  ADMIN_MESSAGES,
  DEFAULT_API_KEY,
  DEFAULT_DEPLOYMENT_SCENARIO,
  SIM_AUTOMATIONS,
  startSimulator,
  type Fault,
  type JobScenario,
  type Simulator
} from '../../../simulator/index.js'
import { errorOf, routesOf, runAgainst } from '../../../__fixtures__/runs.js'
import { cancelWhen, warningMessagesOf } from '../../helpers/deploy-e2e.js'
import { partialLeaks } from '../../helpers/leaks.js'
import { cleanup, findSecret, type ActionRun, type RunOptions } from '../../helpers/run-action.js'

let sim: Simulator
const runs: ActionRun[] = []

async function action(inputs: Record<string, string> = {}, options?: RunOptions): Promise<ActionRun> {
  const run = await runAgainst(
    sim,
    { mode: 'automation', 'automation-id': SIM_AUTOMATIONS.custom, ...inputs },
    options
  )
  runs.push(run)
  return run
}
/** Automation runs are agent jobs the v2 endpoint can read, ending as `scenario` says. */
function readable(scenario: JobScenario): void {
  sim.setAdmin({ automationJobReadable: true })
  sim.setScenario(scenario)
}
const lastRun = () => sim.automationRuns.at(-1)

beforeAll(async () => {
  sim = await startSimulator()
})
beforeEach(() => {
  sim.reset()
  sim.setAdmin({ automationJobReadable: false, deployment: DEFAULT_DEPLOYMENT_SCENARIO })
})
afterAll(async () => {
  await sim.close()
  expect(runs.flatMap(run => findSecret(run, DEFAULT_API_KEY))).toEqual([])
  expect(runs.flatMap(run => partialLeaks(run, DEFAULT_API_KEY))).toEqual([])
  runs.forEach(cleanup)
})

describe('the agent job endpoint cannot read the run (404)', () => {
  it('reports the three ids, says why it does not wait, and succeeds', async () => {
    const run = await action()
    expect(run.code).toBe(0)
    const started = lastRun()
    expect(run.outputs).toMatchObject({
      'schema-id': SIM_AUTOMATIONS.custom,
      'instance-id': started?.instanceId,
      'job-id': started?.jobId,
      status: ''
    })
    expect(routesOf(sim)).toEqual(['POST automation', 'GET get'])
    expect(run.stdout).toMatch(
      /Not waiting: the agent job endpoint could not read job job_\w+ \(HTTP 404\); the API documents no status for automation runs; follow the run in the dashboard\./
    )
    expect(run.stdout.indexOf('Automation run started')).toBeLessThan(run.stdout.indexOf('Trying the agent'))
    expect(run.summary).toContain('<h2>Docs automation</h2>')
    expect(run.summary).toContain('not followed')
    expect(run.summary).toContain('follow it in the dashboard')
  })

  it('reads that fail until the deadline: a warning, the ids, and a green step', async () => {
    readable({ outcome: 'completed-pr', pollsUntilDone: 0 })
    sim.injectFault({ route: 'get', fault: { type: 'status', status: 503 }, times: Infinity })
    const run = await action({ 'timeout-minutes': '0.05' })
    expect(run.code).toBe(0)
    expect(run.outputs['job-id']).toBe(lastRun()?.jobId)
    expect(warningMessagesOf(run).join('\n')).toMatch(
      /Not waiting: no read of job job_\w+ succeeded before `timeout-minutes`/
    )
  })

  it('with wait: false, sends the trigger alone', async () => {
    readable({ outcome: 'completed-pr', pollsUntilDone: 0 })
    const run = await action({ wait: 'false' })
    expect(run.code).toBe(0)
    expect(routesOf(sim)).toEqual(['POST automation'])
    expect(run.outputs['job-id']).toBe(lastRun()?.jobId)
  })
})

describe('the agent job endpoint can read the run', () => {
  it('says so and waits for the job as agent mode does', async () => {
    readable({ outcome: 'completed-pr', pollsUntilDone: 1 })
    const run = await action()
    expect(run.code).toBe(0)
    const job = sim.jobs.get(lastRun()?.jobId ?? '')
    expect(routesOf(sim)).toEqual(['POST automation', 'GET get', 'GET get'])
    expect(run.stdout).toMatch(/can be read with the agent job endpoint \(status active\): waiting for it/)
    expect(run.outputs).toMatchObject({ status: 'completed', 'pr-link': job?.prLink })
    expect(run.summary).toContain('through the agent job endpoint')
    expect(run.summary).toContain(`href="${job?.prLink}"`)
  })

  it('a failed job fails the step, unless fail-on leaves it out', async () => {
    readable({ outcome: 'failed', pollsUntilDone: 0 })
    const failed = await action()
    expect([failed.code, failed.outputs.status]).toEqual([1, 'failed'])
    expect(errorOf(failed)).toMatch(/^Job job_\w+ failed\./)
    const allowed = await action({ 'fail-on': 'timeout' })
    expect(allowed.code).toBe(0)
    expect(warningMessagesOf(allowed).join('\n')).toMatch(/`fail-on` does not include failed/)
  })

  it('times out: the ids stay reported, the step fails', async () => {
    readable({ outcome: 'completed-pr', pollsUntilDone: 1000 })
    const run = await action({ 'timeout-minutes': '0.04' })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ status: 'active', 'job-id': lastRun()?.jobId })
    expect(errorOf(run)).toMatch(/^Timed out after \d+ s waiting for job job_\w+ \(last status: active\)/)
  })

  // The checks agent mode's wait applies, through the one wait (src/kernel/wait/wait.ts).
  it('a later read of another job: the step fails naming both ids, the other never followed', async () => {
    readable({ outcome: 'completed-pr', pollsUntilDone: 5 })
    const other = JSON.stringify({ id: 'job_other', status: 'completed', prLink: null })
    sim.injectFault({ route: 'get', fault: { type: 'delay', ms: 0 } })
    sim.injectFault({ route: 'get', fault: { type: 'status', status: 200, body: other }, times: Infinity })
    const run = await action()
    const jobId = lastRun()?.jobId
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(
      new RegExp(
        `^The API answered for job ${jobId} with a record of another job, job_other: a broken contract`
      )
    )
    expect(routesOf(sim)).toEqual(['POST automation', 'GET get', 'GET get'])
    expect(run.outputs).toMatchObject({ 'job-id': jobId, status: 'active' })
  })

  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s while waiting: outputs and summary within 2 s',
    async signal => {
      readable({ outcome: 'completed-pr', pollsUntilDone: 1000 })
      const cancel = cancelWhen('waiting for it as agent mode does', signal)
      const run = await action({ 'poll-interval-seconds': '5' }, { onSpawn: cancel.onSpawn })
      expect(cancel.signalledAt()).toBeGreaterThan(0)
      expect(run.signal).toBeNull()
      expect(cancel.exitMs()).toBeLessThan(2000)
      expect(run.code).toBe(1)
      expect(run.outputs).toMatchObject({
        'schema-id': SIM_AUTOMATIONS.custom,
        'instance-id': lastRun()?.instanceId,
        'job-id': lastRun()?.jobId,
        status: 'active'
      })
      expect(run.summary).toMatch(/cancelled/)
      expect(errorOf(run)).toMatch(/^Cancelled while waiting for job job_\w+/)
    }
  )
})

describe('refusals', () => {
  it.each([
    ['a malformed id', 'not-an-id', /400 .*malformed.*check `automation-id`/],
    [
      'an inactive automation',
      SIM_AUTOMATIONS.inactive,
      /400 Automation is not active.*not active: turn it on/
    ],
    [
      'one not on a custom schedule',
      SIM_AUTOMATIONS.scheduled,
      /400 .*custom schedule.*not on a custom schedule/
    ],
    ['an unknown automation', '64f1c0ffee0000000000ffff', /404 Automation not found.*Check `automation-id`/]
  ])('%s: a message that says which, sent once', async (_name, id, message) => {
    const run = await action({ 'automation-id': id })
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(message)
    expect(routesOf(sim)).toEqual(['POST automation'])
    expect(run.summary).toContain('Docs automation: failed')
  })

  it('a 400 in words the action does not know names all three cases', async () => {
    sim.injectFault({ route: 'automation', fault: { type: 'status', status: 400, body: '{"error":"Nope"}' } })
    const run = await action()
    expect(errorOf(run)).toMatch(
      /400 Nope.*malformed, the automation is inactive, or it is not on a custom schedule/
    )
  })

  it.each([
    ['with Retry-After', { 'retry-after': '1' }],
    ['without Retry-After', undefined]
  ])('a 429 %s: sent again, one run', async (_name, headers) => {
    const fault: Fault = { type: 'status', status: 429, body: ADMIN_MESSAGES.rateLimited, headers }
    sim.injectFault({ route: 'automation', fault, times: 2 })
    const run = await action({ wait: 'false' })
    expect(run.code).toBe(0)
    expect(routesOf(sim)).toEqual(['POST automation', 'POST automation', 'POST automation'])
    expect(sim.automationRuns).toHaveLength(1)
  })

  it('a reset after the service acted: sent once, may have started a run that costs credits', async () => {
    sim.injectFault({ route: 'automation', fault: { type: 'reset-after' } })
    const run = await action()
    expect(run.code).toBe(1)
    expect(routesOf(sim)).toEqual(['POST automation'])
    expect(sim.automationRuns).toHaveLength(1)
    expect(errorOf(run)).toMatch(/may have reached the service.*second run.*credits/)
  })
})

describe('answers the schema does not expect', () => {
  it('ids in an unexpected place: all three salvaged into the outputs, the step fails', async () => {
    sim.setAdmin({ deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, drift: ['wrapped'] } })
    const run = await action()
    expect(run.code).toBe(1)
    const started = lastRun()
    expect(run.outputs).toMatchObject({
      'schema-id': started?.schemaId,
      'instance-id': started?.instanceId,
      'job-id': started?.jobId
    })
    expect(errorOf(run)).toMatch(/breaks the API contract.*named schemaId .*so the run probably started/)
    expect(routesOf(sim)).toEqual(['POST automation'])
  })

  it('unknown fields are ignored', async () => {
    sim.setAdmin({ deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, drift: ['extra'] } })
    const run = await action({ wait: 'false' })
    expect(run.code).toBe(0)
    expect(run.outputs['instance-id']).toBe(lastRun()?.instanceId)
  })

  it('no id at all: fails, saying a run may have started', async () => {
    sim.setAdmin({ deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, drift: ['no-id'] } })
    const run = await action()
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/none of schemaId, instanceId, jobId.*second run/)
  })
})
