import { afterEach, beforeEach } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { actionDefaults } from '../scripts/run-action.js'
import type { DocsApiClient } from '../src/kernel/api/client.js'
import type { Run } from '../src/kernel/run/run.js'
import type { Clock } from '../src/kernel/time/clock.js'
import type { AgentInputs } from '../src/modes/agent/input-types.js'
import type { AnalyticsInputs } from '../src/modes/analytics/input-types.js'
import type { Inputs } from '../src/modes/index.js'
import type { AutomationInputs } from '../src/modes/automation/input-types.js'
import type { DeployInputs } from '../src/modes/deploy/input-types.js'
import type { PreviewInputs } from '../src/modes/preview/input-types.js'
import { summary } from './core.js'

// In-process runs of a mode's composition root (agentMode, analyticsMode, deploymentMode, automationMode), built as main.ts builds
// them: the inputs parsed from what the runner passes (action.yml's defaults filled in), the client
// from createClient, the run from the run's budget and the GitHub Actions step's I/O. For tests that mock @actions/core with
// __fixtures__/core.ts: the sources are imported only when loadComposition() is called, after the mock.

/**
 * A runner's environment for each test: a fresh folder for RUNNER_TEMP, the workspace and the job
 * summary file, an event with no pull request (so no GitHub call), and an empty summary buffer in
 * the @actions/core stand-in. Restored after the test.
 */
export function useRunnerEnvironment(): { readonly dir: string; summaryFile(): string } {
  const names = ['RUNNER_TEMP', 'GITHUB_WORKSPACE', 'GITHUB_STEP_SUMMARY', 'GITHUB_EVENT_NAME'] as const
  let saved: Partial<Record<(typeof names)[number], string>> = {}
  let dir = ''
  beforeEach(async () => {
    saved = Object.fromEntries(names.map(name => [name, process.env[name]]))
    dir = mkdtempSync(join(tmpdir(), 'docs-agent-mode-'))
    process.env.RUNNER_TEMP = join(dir, 'runner-temp')
    process.env.GITHUB_WORKSPACE = dir
    process.env.GITHUB_STEP_SUMMARY = join(dir, 'summary.md')
    process.env.GITHUB_EVENT_NAME = 'workflow_dispatch'
    writeFileSync(process.env.GITHUB_STEP_SUMMARY, '')
    summary.reset()
  })
  afterEach(() => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
    rmSync(dir, { recursive: true, force: true })
  })
  return {
    get dir() {
      return dir
    },
    summaryFile: () => readFileSync(join(dir, 'summary.md'), 'utf8')
  }
}

/**
 * What main.ts hands a mode, for `values` as a workflow's `with:` block would give them. Call it at
 * the top of a test file: the clients it creates are closed after each test. `clock` gives each run
 * the clock its deadline is counted on (the real one unless a test passes its own).
 */
export async function loadComposition(clock?: () => Clock) {
  // One after the other: jest's ESM loader fails on concurrent imports of a shared dependency.
  const { createClient } = await import('../src/main.js')
  const { parseInputs } = await import('../src/modes/index.js')
  const { createRunBudget } = await import('../src/kernel/time/run-budget.js')
  // Imported after the test mocked @actions/core: the run's log, outputs and summary go to the stand-in.
  const { actionsStepIo } = await import('../src/kernel/io/actions-step.js')
  const { readTrigger } = await import('../src/kernel/trigger/index.js')
  const clients: DocsApiClient[] = []
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close()
  })
  const defaults = actionDefaults()
  function inputs(values: Record<string, string>): Inputs {
    const all: Record<string, string> = { ...defaults, ...values }
    return parseInputs(name => all[name] ?? '', process.env).inputs
  }
  /** A mode's arguments: the run (its budget, log, outputs and summary), its inputs and the API client. */
  async function compose<I extends Inputs>(values: Record<string, string>) {
    const parsed = inputs(values) as I
    const client = await createClient(parsed)
    clients.push(client)
    const budget = createRunBudget(parsed.timeoutMs, new AbortController().signal, undefined, clock?.())
    const run: Run = { trigger: readTrigger(process.env), budget, ...actionsStepIo() }
    return { inputs: parsed, client, budget, run }
  }
  return {
    agent: (values: Record<string, string>) => compose<AgentInputs>({ mode: 'agent', ...values }),
    analytics: (values: Record<string, string>) => compose<AnalyticsInputs>({ mode: 'analytics', ...values }),
    deploy: (values: Record<string, string>) => compose<DeployInputs>({ mode: 'deploy', ...values }),
    preview: (values: Record<string, string>) => compose<PreviewInputs>({ mode: 'preview', ...values }),
    automation: (values: Record<string, string>) =>
      compose<AutomationInputs>({ mode: 'automation', ...values })
  }
}
