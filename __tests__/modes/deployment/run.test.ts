// deploymentMode, the composition root of deploy and preview modes, in process: @actions/core is the
// stand-in of __fixtures__/core.ts, the API is the simulator on 127.0.0.1, and the inputs, client and
// budget are built as main.ts builds them. The same runs on the bundle: bundle/platform/deploy-and-preview.test.ts.
// The deadline is counted on a fake clock, which moves on only when the run waits: a run reaches its
// deadline after the same reads however long the machine takes for them.
import { beforeEach, describe, expect, jest, test } from '@jest/globals'
import * as core from '../../../__fixtures__/core.js'
import { loadComposition, useRunnerEnvironment } from '../../../__fixtures__/modes.js'
import { apiInputs } from '../../../__fixtures__/runs.js'
import { useSimulator } from '../../../__fixtures__/servers.js'
import { fakeClock, type FakeClock } from '../../helpers/fake-clock.js'
import { DEFAULT_DEPLOYMENT_SCENARIO, type DeploymentScenario } from '../../../simulator/index.js'

jest.unstable_mockModule('@actions/core', () => core)
jest.unstable_mockModule('../../../src/kernel/io/workflow-commands.js', () => core)
const { deploymentMode } = await import('../../../src/modes/deployment/run.js')
let clock: FakeClock
const compose = await loadComposition(() => clock)

const sim = useSimulator()
const runner = useRunnerEnvironment()

const scenario = (s: Partial<DeploymentScenario>) =>
  sim.setAdmin({ deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, pollsUntilDone: 1, ...s } })
beforeEach(() => {
  clock = fakeClock()
  sim.setAdmin({ previews: true, retryAfter: 'window' })
  scenario({})
})

/** deploymentMode against the simulator, reading every second; `values` are the step's inputs. */
async function run(mode: 'deploy' | 'preview', values: Record<string, string> = {}) {
  const inputs = { ...apiInputs(sim), 'poll-interval-seconds': '1', 'comment-on-pr': 'false', ...values }
  const composed = await compose[mode](inputs)
  return deploymentMode(composed.run, composed.inputs, composed.client)
}
const deployment = () => [...sim.deployments.values()][0]
const routes = () => sim.requests.map(r => r.route)
const warnings = () => core.warning.mock.calls.map(call => String(call[0]))

describe('deploy', () => {
  test('triggers, reads the status until success, sets the outputs and writes the summary', async () => {
    const failure = await run('deploy')
    expect(failure).toBeUndefined()
    const d = deployment()
    expect(routes()).toEqual(['deploy', 'deploy-status', 'deploy-status'])
    expect(core.outputs()).toMatchObject({
      'status-id': d?.statusId,
      status: 'success',
      'commit-sha': d?.commitSha,
      'screenshot-url': expect.stringMatching(/^https:\/\//)
    })
    // The status id is an output, and in the log, before the first read.
    expect(core.setOutput.mock.calls[0]).toEqual(['status-id', d?.statusId])
    expect(core.info).toHaveBeenCalledWith(`Status id: ${d?.statusId}`)
    expect(core.info).toHaveBeenCalledWith(
      expect.stringMatching(/^Status: queued \(commit \w+\) \(after \d+ s\)$/)
    )
    expect(runner.summaryFile()).toContain('<h2>Docs deployment</h2>')
  })

  test('a failed deployment fails the step; outside fail-on it is a warning in the one wording', async () => {
    scenario({ outcome: 'failure', pollsUntilDone: 0 })
    const failure = await run('deploy')
    expect(failure).toMatch(/^The deployment \w+ failed: .*The job summary shows the end of its log/)
    expect(runner.summaryFile()).toContain('Log (end)')
    const allowed = await run('deploy', { 'fail-on': 'timeout' })
    expect(allowed).toBeUndefined()
    expect(warnings()).toContainEqual(
      expect.stringMatching(/failed: .*\(`fail-on` does not include failed, so the step succeeds\.\)$/)
    )
  })

  test('the deadline: timed out, the last status named, the status id still an output', async () => {
    scenario({ pollsUntilDone: 1000 })
    const failure = await run('deploy', { 'timeout-minutes': '0.5' })
    const statusId = deployment()?.statusId
    // The waits on the run's clock add up to its half minute: the last read is at the deadline.
    expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(30_000)
    expect(failure).toMatch(
      new RegExp(
        `^Timed out after \\d+ s waiting for deployment ${statusId} \\(last status: in_progress\\)\\. It goes on on the service`
      )
    )
    expect(core.outputs()).toMatchObject({ 'status-id': statusId, status: 'in_progress' })
    expect(runner.summaryFile()).toContain('Stopped waiting at <code>timeout-minutes</code>')
  })

  test('failed reads are not a failed deployment: one warning for the streak', async () => {
    // Ten refusals: the client's own retries of two reads, each of which then fails as a whole.
    const limited = { type: 'status', status: 429, headers: { 'retry-after': '0' } } as const
    sim.injectFault({ route: 'deploy-status', fault: limited, times: 10 })
    const failure = await run('deploy')
    expect(failure).toBeUndefined()
    expect(core.outputs().status).toBe('success')
    expect(warnings().filter(w => w.startsWith('Reading deployment'))).toEqual([
      expect.stringMatching(/^Reading deployment \w+ failed \(.*429.*\); reading again in \d+ s$/)
    ])
    // The second failed read of the streak: in the debug log.
    expect(core.debug).toHaveBeenCalledWith(expect.stringMatching(/^Reading deployment \w+ failed/))
  })

  test('an unknown status word is still running, warned about once', async () => {
    scenario({ pollsUntilDone: 3, drift: ['unknown-status'] })
    const failure = await run('deploy')
    expect(failure).toBeUndefined()
    expect(core.outputs().status).toBe('success')
    expect(warnings().filter(w => w.includes('"building"'))).toHaveLength(1)
  })

  test('a status of another deployment is a broken contract, never followed', async () => {
    const other = { _id: 'dep_other', status: 'success' }
    sim.injectFault({
      route: 'deploy-status',
      fault: { type: 'status', status: 200, body: JSON.stringify(other) }
    })
    const failure = await run('deploy')
    const statusId = deployment()?.statusId
    expect(failure).toContain(`the answer describes deployment dep_other, not ${statusId}`)
    expect(failure).toContain('retrying will not help')
    expect(routes()).toEqual(['deploy', 'deploy-status'])
    expect(core.outputs()).toMatchObject({ 'status-id': statusId, status: '' })
  })
})

describe('preview', () => {
  test('creates the preview of the branch and waits for it', async () => {
    const failure = await run('preview', { branch: 'feature/docs' })
    expect(failure).toBeUndefined()
    const d = deployment()
    expect(d).toMatchObject({ kind: 'preview', branch: 'feature/docs' })
    expect(core.outputs()).toMatchObject({
      'status-id': d?.statusId,
      status: 'success',
      'preview-url': d?.previewUrl
    })
    expect(runner.summaryFile()).toContain('<h2>Docs preview</h2>')
  })

  test('a plan without previews: a 403 that says so, thrown for main.ts', async () => {
    sim.setAdmin({ previews: false })
    await expect(run('preview', { branch: 'feature/docs' })).rejects.toThrow(/no preview deployments/)
    expect(core.setOutput).not.toHaveBeenCalled()
  })
})
