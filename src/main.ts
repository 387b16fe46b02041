import * as core from './entry-core.js'
import type { DocsApiClient } from './api/client.js'
import { parseInputs, type Inputs } from './inputs.js'
import { registerSecret } from './outside.js'
import { createRunBudget } from './run-budget.js'

// Start-up cost is mostly module loading: the HTTP client (undici) and each mode's code are imported
// only once the inputs are valid, so an input error (and the runner's start) loads zod alone; the few
// @actions/core functions needed before that come from entry-core.ts. See BENCHMARKS.md.

export const USER_AGENT = 'docs-agent-action/0.1'

export async function createClient(inputs: Inputs): Promise<DocsApiClient> {
  const { DocsApiClient } = await import('./api/client.js')
  return new DocsApiClient({
    baseUrl: inputs.baseUrl,
    apiKey: inputs.apiKey,
    userAgent: USER_AGENT,
    onRetry: e =>
      core.info(`${e.method} ${e.path}: ${e.cause}; retry ${e.attempt} in ${Math.ceil(e.delayMs / 1000)} s`)
  })
}

/**
 * The runner sends SIGINT on cancellation, SIGTERM ~7.5 s later, then kills. The first signal stops
 * the waiting so outputs and the summary still get written; a second one exits at once.
 */
function onCancellation(controller: AbortController): () => void {
  const handler = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(1)
    core.warning(`Received ${signal}: stopping and writing outputs.`)
    controller.abort()
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  return () => {
    process.off('SIGINT', handler)
    process.off('SIGTERM', handler)
  }
}

export async function run(): Promise<void> {
  // Mask the key before anything else can print it.
  const rawKey = core.getInput('api-key')
  if (rawKey.trim()) core.setSecret(rawKey.trim())
  registerSecret(rawKey)
  registerSecret(core.getInput('github-token'))
  const started = Date.now()

  const controller = new AbortController()
  const stopListening = onCancellation(controller)
  let client: DocsApiClient | undefined
  try {
    const { inputs, warnings } = parseInputs(name => core.getInput(name))
    for (const warning of warnings) core.warning(warning)
    const budget = createRunBudget(inputs.timeoutMs, controller.signal, started)
    client = await createClient(inputs)
    let failure: string | undefined
    if (inputs.mode === 'agent') {
      const { agentMode } = await import('./agent/mode.js')
      failure = await agentMode(inputs, client, budget)
    } else {
      const { analyticsMode } = await import('./analytics/mode.js')
      failure = await analyticsMode(inputs, client, budget)
    }
    if (failure) core.setFailed(failure)
  } catch (error) {
    // One error path: input errors, API failures and anything unexpected all end here.
    core.setFailed(error instanceof Error ? error.message : String(error))
  } finally {
    stopListening()
    await client?.close()
  }
}
