// `npm run simulator -- --port 8787 [--host 127.0.0.1] [--pages N] [--scenario completed-pr] [--polls N]`
// Runs the simulator until SIGINT/SIGTERM; loopback only.
import { parseArgs } from 'node:util'
import {
  DEFAULT_API_KEY,
  DEFAULT_PROJECT,
  DEFAULT_SCENARIO,
  isLoopbackHost,
  startSimulator
} from './server.js'
import type { JobScenario } from './types.js'

const OUTCOMES = ['completed-pr', 'completed-no-pr', 'failed', 'archived']

function fail(message: string): never {
  console.error(`simulator: ${message}`)
  process.exit(2)
}

function intOption(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < min) fail(`--${name} must be an integer >= ${min}, got ${value}`)
  return n
}

async function main(): Promise<void> {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        pages: { type: 'string' },
        seed: { type: 'string' },
        scenario: { type: 'string' },
        polls: { type: 'string' }
      },
      strict: true
    }))
  } catch (err) {
    fail((err as Error).message)
  }
  const host = values.host
  if (!isLoopbackHost(host)) fail(`refusing to listen on non-loopback host ${host}`)
  const port = intOption(values.port, 'port', 0) as number
  if (port > 65535) fail(`--port must be <= 65535, got ${port}`)
  if (values.scenario !== undefined && !OUTCOMES.includes(values.scenario)) {
    fail(`--scenario must be one of ${OUTCOMES.join(', ')}, got ${values.scenario}`)
  }
  const scenario: JobScenario = {
    outcome: (values.scenario as JobScenario['outcome'] | undefined) ?? DEFAULT_SCENARIO.outcome,
    pollsUntilDone: intOption(values.polls, 'polls', 0) ?? DEFAULT_SCENARIO.pollsUntilDone
  }
  const sim = await startSimulator({
    host,
    port,
    defaultScenario: scenario,
    pageViews: { pages: intOption(values.pages, 'pages', 0), seed: intOption(values.seed, 'seed', 0) }
  })
  console.log(`simulator listening on ${sim.url} (api key: ${DEFAULT_API_KEY}, project: ${DEFAULT_PROJECT})`)

  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    sim.close().then(
      () => process.exit(0),
      () => process.exit(1)
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch(err => fail((err as Error).message))
