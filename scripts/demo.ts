// `npm run demo`: the action's main job end to end, with no account and no network. Starts the local
// API simulator on loopback and runs the committed dist/index.js exactly as the runner does.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_API_KEY, DEFAULT_PROJECT, startSimulator } from '../simulator/index.js'
import { cleanup, runAction, type ActionRun } from './run-action.js'

/** A plain-text view of the HTML summary, for a terminal. */
function summaryAsText(html: string): string {
  return html
    .replace(/<\/(th|td)>/g, '\t')
    .replace(/<\/(tr|h\d|p|summary|pre|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim()
}

function show(title: string, run: ActionRun): void {
  console.log(`\n──── ${title}: exit code ${run.code}`)
  console.log(
    run.stdout
      .split('\n')
      .filter(line => line && !line.startsWith('::add-mask::'))
      .map(line => `  │ ${line}`)
      .join('\n')
  )
  console.log('  outputs:')
  for (const [name, value] of Object.entries(run.outputs)) {
    console.log(`    ${name} = ${value.length > 100 ? `${value.slice(0, 100)}…` : value}`)
  }
  console.log('  summary:')
  console.log(summaryAsText(run.summary).replace(/^/gm, '    '))
}

const sim = await startSimulator()
console.log(`Simulator on ${sim.url} (project ${DEFAULT_PROJECT})`)
const common = {
  'api-key': DEFAULT_API_KEY,
  'project-id': DEFAULT_PROJECT,
  'base-url': sim.url,
  'poll-interval-seconds': '1'
}
/** The three steps; true when every run exited 0. */
async function demo(): Promise<boolean> {
  const created = await runAction({
    ...common,
    prompt: 'Document the new --dry-run flag [sim:completed-pr polls=2]'
  })
  show('1. Create a job and wait for its pull request', created)
  const followUp = await runAction({
    ...common,
    'job-id': created.outputs['job-id'] ?? '',
    prompt: 'Also add an example to the quick start'
  })
  show('2. Send a follow-up to the same job', followUp)
  // Outside a runner there is no artifact service: the action warns, keeps the files and succeeds.
  const exported = await runAction({ ...common, mode: 'analytics', 'date-from': '-7d', 'date-to': 'today' })
  show('3. Export the last 7 full days of page views', exported)
  const csv = join(exported.outputs['export-dir'] ?? '', 'page-views.csv')
  console.log(`  first lines of ${csv}:`)
  console.log(
    readFileSync(csv, 'utf8')
      .split('\r\n')
      .slice(0, 6)
      .map(line => `    ${line}`)
      .join('\n')
  )
  const runs = [created, followUp, exported]
  for (const run of runs) cleanup(run)
  return runs.every(run => run.code === 0)
}

const ok = await demo().finally(() => sim.close())
console.log(ok ? '\nDemo finished: every step exited 0.' : '\nDemo FAILED')
process.exitCode = ok ? 0 : 1
