// agentMode, agent mode's composition root, in process: @actions/core is the stand-in of
// __fixtures__/core.ts, the API is the simulator on 127.0.0.1, and the inputs, client and budget are
// built as main.ts builds them. What the bundle does with the same runs: bundle/agent-jobs.test.ts.
import { describe, expect, jest, test } from '@jest/globals'
import * as core from '../../../__fixtures__/core.js'
import { loadComposition, useRunnerEnvironment } from '../../../__fixtures__/modes.js'
import { apiInputs } from '../../../__fixtures__/runs.js'
import { useSimulator } from '../../../__fixtures__/servers.js'

jest.unstable_mockModule('@actions/core', () => core)
jest.unstable_mockModule('../../../src/kernel/io/workflow-commands.js', () => core)
const { agentMode } = await import('../../../src/modes/agent/mode.js')
const compose = await loadComposition()

const sim = useSimulator()
const runner = useRunnerEnvironment()

/** agentMode against the simulator, polling every second; `values` are the step's inputs. */
async function agent(values: Record<string, string>) {
  const composed = await compose.agent({ ...apiInputs(sim), 'poll-interval-seconds': '1', ...values })
  return agentMode(composed.run, composed.inputs, composed.client)
}

describe('create and wait', () => {
  test('creates a job, polls until it completes, sets the outputs and writes the summary', async () => {
    const failure = await agent({ prompt: 'Document the new flag [sim:completed-pr polls=1]' })
    expect(failure).toBeUndefined()
    const job = [...sim.jobs.values()][0]
    expect(sim.requests.map(r => r.route)).toEqual(['create', 'get', 'get'])
    expect(core.outputs()).toMatchObject({
      'job-id': job?.id,
      action: 'created',
      status: 'completed',
      'pr-link': job?.prLink,
      model: 'claude-sim-1'
    })
    expect(job?.prLink).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
    // The job id is an output, and in the log, before the first poll.
    expect(core.setOutput.mock.calls[0]).toEqual(['job-id', job?.id])
    expect(core.info).toHaveBeenCalledWith(`Job id: ${job?.id}`)
    expect(core.summary.addHeading).toHaveBeenCalledWith('Docs agent', 2)
    const summary = runner.summaryFile()
    expect(summary).toContain('<h2>Docs agent</h2>')
    expect(summary).toContain(`<code>${job?.id}</code>`)
    expect(summary).toContain('Created a job')
    expect(core.summary.buffer).toBe('')
    expect(core.setFailed).not.toHaveBeenCalled()
  })

  test('wait: false returns right after the create, the job still active', async () => {
    const failure = await agent({ prompt: '[sim:completed-pr polls=5]', wait: 'false' })
    expect(failure).toBeUndefined()
    expect(sim.requests.map(r => r.route)).toEqual(['create'])
    expect(core.outputs()).toMatchObject({ status: 'active', 'pr-link': '' })
  })
})

describe('failures', () => {
  test('a failed job: outputs and summary first, then the reason the step fails', async () => {
    const failure = await agent({ prompt: '[sim:failed polls=0]' })
    const jobId = core.outputs()['job-id'] as string
    expect(jobId).toMatch(/^job_/)
    expect(failure).toMatch(new RegExp(`^Job ${jobId} failed\\. Open the job in the Mintlify dashboard`))
    expect(core.outputs()).toMatchObject({ status: 'failed', 'pr-link': '' })
    expect(runner.summaryFile()).toContain(`<code>${jobId}</code>`)
  })

  test('a failed job outside fail-on: a warning, and the step succeeds', async () => {
    const failure = await agent({ prompt: '[sim:failed polls=0]', 'fail-on': 'timeout' })
    expect(failure).toBeUndefined()
    expect(core.warning).toHaveBeenCalledWith(expect.stringMatching(/`fail-on` does not include failed/))
  })

  test('an unknown job: the job id stays an output, the reason says what to check', async () => {
    const failure = await agent({ 'job-id': 'job_unknown' })
    expect(failure).toMatch(/404.*Check `project-id` and `job-id`/)
    expect(core.outputs()['job-id']).toBe('job_unknown')
    expect(runner.summaryFile()).toContain('<strong>Error:</strong>')
  })

  test('a create the API refuses: no job, so it throws for main.ts to report, and no output is set', async () => {
    sim.injectFault({ route: 'create', fault: { type: 'status', status: 400, body: '{"error":"bad"}' } })
    await expect(agent({ prompt: 'x' })).rejects.toThrow(/400/)
    expect(sim.requests.map(r => r.route)).toEqual(['create'])
    expect(core.setOutput).not.toHaveBeenCalled()
    expect(runner.summaryFile()).toBe('')
  })
})
