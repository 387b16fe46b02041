// The stack's floor: hello-world actions on the action's own stack (`@actions/core`, and undici for the
// one request), bundled by ncc exactly as the action is, at bench time in a temp folder. The action's
// start-up is measured against these, so the figure is what our code adds, not what Node and the
// libraries cost anyway.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../scripts/run-action.js'

export interface Floor {
  /** Reads one input and fails on it, as the action does when an input is missing. */
  inputError: string
  /** Reads its inputs, sends one POST through undici, sets an output: the least an agent run does. */
  fullRun: string
  /** The same POST through Node's own fetch (the undici inside Node), without the undici package. */
  fetchRun: string
  dispose(): void
}

const INPUT_ERROR = `import * as core from '@actions/core'
const prompt = core.getInput('prompt')
if (!prompt) core.setFailed("Input 'prompt' is required.")
`

/** Reads the inputs, POSTs the job through `transport`, sets two outputs. */
const agentRun = (transport: {
  imports: string
  post: string
  json: string
}) => `import * as core from '@actions/core'
${transport.imports}const key = core.getInput('api-key')
core.setSecret(key)
const url = core.getInput('base-url') + '/v2/agent/' + core.getInput('project-id') + '/job'
const res = await ${transport.post}(url, {
  method: 'POST',
  headers: { authorization: 'Bearer ' + key, 'content-type': 'application/json' },
  body: JSON.stringify({ prompt: core.getInput('prompt') })
})
const job = await ${transport.json}
core.setOutput('job-id', job.id)
core.setOutput('status', job.status)
`

const FULL_RUN = agentRun({
  imports: "import { request } from 'undici'\n",
  post: 'request',
  json: 'res.body.json()'
})
const FETCH_RUN = agentRun({ imports: '', post: 'fetch', json: 'res.json()' })

const BUILD_TIMEOUT_MS = 180_000

function build(dir: string, name: string, source: string): string {
  const entry = join(dir, `${name}.js`)
  const out = join(dir, `out-${name}`)
  writeFileSync(entry, source)
  mkdirSync(out)
  const built = spawnSync(join(ROOT, 'node_modules', '.bin', 'ncc'), ['build', entry, '-o', out, '--quiet'], {
    cwd: dir,
    timeout: BUILD_TIMEOUT_MS,
    encoding: 'utf8'
  })
  const bundle = join(out, 'index.js')
  if (built.status !== 0 || !existsSync(bundle)) {
    throw new Error(`building the ${name} floor with ncc failed: ${built.error?.message ?? built.stderr}`)
  }
  return bundle
}

/** Builds both floors (removed by `dispose`), from the project's node_modules: the very versions the action bundles. */
export function buildFloor(): Floor {
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-bench-floor-'))
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n')
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const dispose = () => rmSync(dir, { recursive: true, force: true })
  try {
    return {
      inputError: build(dir, 'input-error', INPUT_ERROR),
      fullRun: build(dir, 'full-run', FULL_RUN),
      fetchRun: build(dir, 'fetch-run', FETCH_RUN),
      dispose
    }
  } catch (error) {
    dispose()
    throw error
  }
}
