// automationMode in process: @actions/core is the stand-in of __fixtures__/core.ts, the API is the
// simulator on 127.0.0.1, and the inputs, client and budget are built as main.ts builds them. The
// run's job is waited for through the one wait (src/kernel/wait/wait.ts), with the checks agent mode's
// job gets: the record must be the job the trigger named, and an unknown status is still running.
// The same mode on the bundle: bundle/platform/automation.test.ts. The deadline is counted on a fake
// clock, which moves on only when the run waits.
import { beforeEach, describe, expect, jest, test } from '@jest/globals'
import * as core from '../../../__fixtures__/core.js'
import { loadComposition, useRunnerEnvironment } from '../../../__fixtures__/modes.js'
import { apiInputs } from '../../../__fixtures__/runs.js'
import { useSimulator } from '../../../__fixtures__/servers.js'
import { DEFAULT_DEPLOYMENT_SCENARIO, SIM_AUTOMATIONS, type JobScenario } from '../../../simulator/index.js'
import { fakeClock, type FakeClock } from '../../helpers/fake-clock.js'

jest.unstable_mockModule('@actions/core', () => core)
jest.unstable_mockModule('../../../src/kernel/io/workflow-commands.js', () => core)
const { automationMode } = await import('../../../src/modes/automation/mode.js')
let clock: FakeClock
const compose = await loadComposition(() => clock)

const sim = useSimulator()
const runner = useRunnerEnvironment()

beforeEach(() => {
  clock = fakeClock()
  sim.setAdmin({ automationJobReadable: false, deployment: DEFAULT_DEPLOYMENT_SCENARIO })
})

/** automationMode against the simulator, reading every second; `values` are the step's inputs. */
async function run(values: Record<string, string> = {}) {
  const composed = await compose.automation({
    ...apiInputs(sim),
    'automation-id': SIM_AUTOMATIONS.custom,
    'poll-interval-seconds': '1',
    ...values
  })
  return automationMode(composed.run, composed.inputs, composed.client)
}
/** Automation runs are agent jobs the v2 endpoint can read, ending as `scenario` says. */
function readable(scenario: JobScenario): void {
  sim.setAdmin({ automationJobReadable: true })
  sim.setScenario(scenario)
}
const lastRun = () => sim.automationRuns.at(-1)
const routes = () => sim.requests.map(r => r.route)
const warnings = () => core.warning.mock.calls.map(call => String(call[0]))
const job = (id: string, status: string) =>
  ({ type: 'status', status: 200, body: JSON.stringify({ id, status, prLink: null }) }) as const

describe('the agent job endpoint cannot read the run', () => {
  test('reports the three ids, says why it does not wait, and succeeds', async () => {
    const failure = await run()
    expect(failure).toBeUndefined()
    expect(core.outputs()).toMatchObject({
      'schema-id': SIM_AUTOMATIONS.custom,
      'instance-id': lastRun()?.instanceId,
      'job-id': lastRun()?.jobId,
      status: ''
    })
    expect(routes()).toEqual(['automation', 'get'])
    expect(core.info).toHaveBeenCalledWith(
      expect.stringMatching(/^Not waiting: the agent job endpoint could not read job job_\w+ \(HTTP 404\)/)
    )
    expect(runner.summaryFile()).toContain('not followed')
  })
})

describe('the agent job endpoint can read the run', () => {
  test('waits for the job as agent mode does', async () => {
    readable({ outcome: 'completed-pr', pollsUntilDone: 1 })
    const failure = await run()
    expect(failure).toBeUndefined()
    const read = sim.jobs.get(lastRun()?.jobId ?? '')
    expect(routes()).toEqual(['automation', 'get', 'get'])
    expect(core.outputs()).toMatchObject({ status: 'completed', 'pr-link': read?.prLink })
    expect(runner.summaryFile()).toContain('through the agent job endpoint')
  })

  test('a failed job fails the step in the words agent mode uses', async () => {
    readable({ outcome: 'failed', pollsUntilDone: 0 })
    expect(await run()).toMatch(/^Job job_\w+ failed\. Open the job in the Mintlify dashboard/)
  })
})

// The checks the automation poll once skipped (agent mode's run.ts applied them, the automation's
// own loop did not): now the one wait applies them to every record.
describe('the record is the job the trigger named', () => {
  test('a later read of another job: the step fails with both ids, the other never followed', async () => {
    readable({ outcome: 'completed-pr', pollsUntilDone: 5 })
    // The first read is the run's own job; the second answers for another.
    sim.injectFault({ route: 'get', fault: { type: 'delay', ms: 0 } })
    sim.injectFault({ route: 'get', fault: job('job_other', 'completed'), times: Infinity })
    const failure = await run()
    const jobId = lastRun()?.jobId
    expect(failure).toBe(
      `The API answered for job ${jobId} with a record of another job, job_other: a broken contract. ` +
        `The action keeps to job ${jobId}, the one this run named, and does not follow the other.`
    )
    expect(routes()).toEqual(['automation', 'get', 'get'])
    expect(core.outputs()).toMatchObject({ 'job-id': jobId, status: 'active' })
    expect(runner.summaryFile()).toContain('<strong>Error:</strong>')
  })

  test('a first read of another job: not followed, and the step succeeds (the trigger did)', async () => {
    readable({ outcome: 'completed-pr', pollsUntilDone: 0 })
    sim.injectFault({ route: 'get', fault: job('job_other', 'active'), times: Infinity })
    const failure = await run()
    expect(failure).toBeUndefined()
    expect(routes()).toEqual(['automation', 'get'])
    expect(core.info).toHaveBeenCalledWith(
      expect.stringMatching(/^Not waiting: the agent job endpoint answered with another job \(job_other\)/)
    )
    expect(core.outputs()['job-id']).toBe(lastRun()?.jobId)
  })
})

describe('an unknown status', () => {
  test('is still running, warned about once, until the deadline', async () => {
    readable({ outcome: 'completed-pr', pollsUntilDone: 1000 })
    // Once the run is triggered, before its first read (the wait's first sleep), the job is made to
    // answer `paused`.
    clock.onSleep = () => {
      clock.onSleep = undefined
      sim.jobs.get(lastRun()?.jobId ?? '')?.drift.push('unknown-status')
    }
    const failure = await run({ 'timeout-minutes': '0.5' })
    expect(failure).toMatch(/^Timed out after \d+ s waiting for job job_\w+ \(last status: paused\)/)
    expect(routes().filter(route => route === 'get').length).toBeGreaterThan(1)
    // The waits on the run's clock add up to its half minute: the last read is at the deadline.
    expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(30_000)
    expect(warnings().filter(w => w.includes('paused'))).toEqual([
      `Job ${lastRun()?.jobId} has a status the action does not know, paused: taking it as still running and waiting for a known final status or the timeout.`
    ])
    expect(core.outputs()).toMatchObject({ 'job-id': lastRun()?.jobId, status: 'paused' })
  })
})
