import { DEFAULT_API_KEY, DEFAULT_PROJECT, type Simulator } from '../../simulator/index.js'
import { runAction, type ActionRun, type RunOptions } from './run-action.js'

/** Runs the bundle in agent mode against `sim` with fast polling; `inputs` override the defaults. */
export function runAgainst(
  sim: Simulator,
  inputs: Record<string, string>,
  options?: RunOptions
): Promise<ActionRun> {
  return runAction(
    {
      'api-key': DEFAULT_API_KEY,
      'project-id': DEFAULT_PROJECT,
      'base-url': sim.url,
      'poll-interval-seconds': '1',
      ...inputs
    },
    options
  )
}

export const routesOf = (sim: Simulator) => sim.requests.map(r => `${r.method} ${r.route}`)

/** The `::error::` annotation the action ended with (the runner shows it on the run page). */
export function errorOf(run: ActionRun): string {
  const line = run.stdout.split('\n').find(l => l.startsWith('::error::')) ?? ''
  return line.slice('::error::'.length).replace(/%0A/g, '\n')
}

/** A job that exists on the simulator before the action runs (for follow-up and polling faults). */
export async function existingJob(sim: Simulator, prompt = '[sim:completed-pr polls=0]'): Promise<string> {
  const created = await runAgainst(sim, { prompt, wait: 'false' })
  sim.requests.length = 0
  return created.outputs['job-id'] as string
}
