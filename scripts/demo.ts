// `npm run demo`: a walkthrough of the action end to end, with no account and no network. Starts the
// local API simulator on loopback and runs the built dist/index.js exactly as the runner does. Each
// step says what it is about to do, then shows what happened as the Actions UI would. The export and
// each step's job summary are kept in demo-output/ (git-ignored; DEMO_OUTPUT_DIR overrides it).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { DEFAULT_API_KEY, DEFAULT_PROJECT, startSimulator, type RequestLogEntry } from '../simulator/index.js'
import { renderLog, summaryAsText } from './demo-render.js'
import { cleanup, ROOT, runAction, type ActionRun } from './run-action.js'

const outputDir = resolve(process.env.DEMO_OUTPUT_DIR ?? join(ROOT, 'demo-output'))
const exportDir = join(outputDir, 'page-views')
const summariesDir = join(outputDir, 'summaries')

/** A path as short as it can be said from where the user ran the demo. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path)
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path
}

interface Step {
  file: string
  title: string
  /** The inputs this step adds to the common ones, as a `with:` block would. */
  inputs: Record<string, string>
  about: string[]
}

function announce(n: number, step: Step): void {
  console.log(`\n${'━'.repeat(100)}\nStep ${n} of 4: ${step.title}\n`)
  for (const line of step.about) console.log(`  ${line}`)
  console.log('\n  with:')
  for (const [name, value] of Object.entries(step.inputs)) console.log(`    ${name}: ${value}`)
}

/** What the simulator answered during the current step (its request log, collected in process). */
const requests: RequestLogEntry[] = []

/** The step's requests, repeats folded: "GET /v2/agent/…/job/job_1 → 200 (×3)". */
function requestLines(): string[] {
  const lines: { text: string; count: number }[] = []
  for (const r of requests.splice(0)) {
    const text = `${r.method} ${r.path} → ${r.status ?? 'no answer'}`
    const last = lines.at(-1)
    if (last?.text === text) last.count++
    else lines.push({ text, count: 1 })
  }
  return lines.map(l => (l.count > 1 ? `${l.text} (×${l.count})` : l.text))
}

function report(step: Step, run: ActionRun): void {
  console.log('\n  What happened: the step log, as the Actions UI shows it')
  const log = [...renderLog(run.stdout), ...run.stderr.split('\n').filter(Boolean)]
  console.log(log.map(line => `  │ ${line}`).join('\n'))
  console.log('\n  Requests the action sent, as the simulator answered them:')
  for (const line of requestLines()) console.log(`    ${line}`)
  const verdict = run.code === 0 ? 'the step succeeded ✓' : 'the step FAILED ✖'
  console.log(`\n  Exit code ${run.code ?? run.signal}: ${verdict}`)
  console.log('\n  Outputs (what later steps read as steps.<id>.outputs.<name>):')
  for (const [name, value] of Object.entries(run.outputs)) {
    const oneLine = value.length > 90 ? `${value.slice(0, 90)}…` : value
    console.log(`    ${name} = ${oneLine === '' ? '(empty)' : oneLine}`)
  }
  const kept = join(summariesDir, step.file)
  copyFileSync(join(run.workDir, 'summary.md'), kept)
  console.log(`\n  Job summary (the Markdown/HTML is kept in ${shown(kept)}), as text:`)
  console.log(summaryAsText(run.summary).replace(/^/gm, '    '))
}

async function walkthrough(simUrl: string): Promise<boolean> {
  const common = { 'api-key': DEFAULT_API_KEY, 'project-id': DEFAULT_PROJECT, 'base-url': simUrl }
  console.log('docs-agent-action demo')
  console.log(`
  This runs the action's bundle (dist/index.js) four times, as a GitHub runner would: inputs in
  INPUT_* variables, outputs and the job summary written to files. Instead of the real API it talks
  to the local simulator at ${simUrl}: no account, nothing leaves this machine.

  Every step passes these inputs:
    api-key: ${DEFAULT_API_KEY}   (the simulator's test key; the action masks it in its log)
    project-id: ${DEFAULT_PROJECT}
    base-url: ${simUrl}`)

  const create: Step = {
    file: '1-create.md',
    title: 'create an agent job and wait for its pull request',
    inputs: {
      prompt: 'Document the new --dry-run flag [sim:completed-pr polls=2]',
      'poll-interval-seconds': '1'
    },
    about: [
      'The action creates a job, sets the `job-id` output at once (so no job is lost if the step dies),',
      'then polls the job until it ends and reports the pull request the agent opened.',
      '`[sim:completed-pr polls=2]` is a directive only the simulator reads: this job answers "active" to',
      'two polls, then completes with a pull request. Other directives make a job fail, end without a',
      'pull request or be archived (`npm run simulator -- --help`). The real API would pass it on as text.'
    ]
  }
  announce(1, create)
  requests.length = 0
  const created = await runAction({ ...common, ...create.inputs })
  report(create, created)

  const followUp: Step = {
    file: '2-follow-up.md',
    title: 'send a follow-up to the same job',
    inputs: {
      'job-id': created.outputs['job-id'] ?? '',
      prompt: 'Also add an example to the quick start',
      'poll-interval-seconds': '1'
    },
    about: [
      '`job-id` (from step 1) with a `prompt` sends the prompt to that job as a follow-up message, then',
      'waits again. The agent updates the pull request it already opened.'
    ]
  }
  announce(2, followUp)
  const followed = await runAction({ ...common, ...followUp.inputs })
  report(followUp, followed)

  const exportStep: Step = {
    file: '3-export.md',
    title: 'export the last 7 full days of page views',
    inputs: { mode: 'analytics', 'date-from': '-7d', 'date-to': 'today', 'output-dir': exportDir },
    about: [
      'The action pages through the analytics API (250 rows a request), writes page-views.csv and',
      'page-views.json to `output-dir`, and would then upload them as the `page-views` artifact.',
      'Expect one warning: outside a GitHub runner there is no artifact service (ACTIONS_RUNTIME_TOKEN',
      'is not set), so the action warns, keeps the files and still succeeds. On a runner the upload works',
      'and `artifact-url` is set.'
    ]
  }
  announce(3, exportStep)
  rmSync(exportDir, { recursive: true, force: true })
  const exported = await runAction({ ...common, ...exportStep.inputs })
  report(exportStep, exported)

  const csv = join(exportDir, 'page-views.csv')
  if (existsSync(csv)) {
    console.log(`\n  First lines of ${shown(csv)}:`)
    const head = readFileSync(csv, 'utf8').split('\r\n').slice(0, 6)
    console.log(head.map(line => `    ${line}`).join('\n'))
  }
  const previewStep: Step = {
    file: '4-preview.md',
    title: 'preview a branch of the docs and wait until it is live',
    inputs: { mode: 'preview', branch: 'docs/dry-run-flag', 'poll-interval-seconds': '1' },
    about: [
      'The same key drives deployments: `mode: preview` builds a preview of `branch`, sets `status-id`',
      'and `preview-url` at once, and waits for the build. On a pull request the branch defaults to its',
      'head branch, and the pull request gets a comment with the link.'
    ]
  }
  announce(4, previewStep)
  const previewed = await runAction({ ...common, ...previewStep.inputs })
  report(previewStep, previewed)

  const runs = [created, followed, exported, previewed]
  for (const run of runs) cleanup(run)
  return runs.every(run => run.code === 0)
}

mkdirSync(summariesDir, { recursive: true })
const sim = await startSimulator({ onRequestLog: entry => requests.push(entry) })
const ok = await walkthrough(sim.url).finally(() => sim.close())
console.log(`\n${'━'.repeat(100)}`)
console.log(ok ? 'Demo finished: every step exited 0.' : 'Demo FAILED: a step did not exit 0 (see above).')
console.log(`
  Kept in ${shown(outputDir)}/ (git-ignored; delete it any time):
    ${shown(exportDir)}/page-views.csv and page-views.json   the export
    ${shown(summariesDir)}/1-create.md … 4-preview.md   each step's job summary

  Next: \`npm run simulator -- --help\` to run the simulator on its own and watch the requests, and
  docs/local-runs.md to drive src/main.ts with @github/local-action or run dist/index.js by hand.`)
process.exitCode = ok ? 0 : 1
