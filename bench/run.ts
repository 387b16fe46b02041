// `npm run bench` (full: writes BENCHMARKS.md) and `npm run bench -- --quick` (CI: fewer runs; the
// report goes to a temp file so the committed BENCHMARKS.md stays the full run's). `--only startup`
// (or export, datasets, polling, minutes, page; repeatable) runs part of it, for a look by hand, and writes no report.
// Exits 1 when an invariant breaks: request counts, rows, flat memory within its factor, the polling
// goal, or a start-up ratio far past its goal (NOISE_MARGIN: the machine may be shared and noisy).
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { cpus, release, tmpdir, totalmem } from 'node:os'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { BUNDLE, ROOT } from '../scripts/run-action.js'
import { datasetsBenchmark, type DatasetsResult } from './datasets.js'
import { exportBenchmark, FLAT_GOALS, type ExportCase, type ExportResult } from './export.js'
import { pollingBenchmark, type PollingResult } from './polling.js'
import { minutesBenchmark, type MinutesResult } from './minutes.js'
import { historyBenchmark, type HistoryResult } from './history.js'
import { pageBenchmark } from './page.js'
import { findNode24, hasGnuTime, node24Under, thisNode, type NodeUnderTest } from './procs.js'
import { NOISE_MARGIN, startupBenchmark, type GoalFigure, type StartupResult } from './startup.js'
import { count, mark, markdownTable, ratio, textTable, type Table } from './stats.js'

const PARTS = ['startup', 'export', 'datasets', 'polling', 'minutes', 'history', 'page'] as const
type Part = (typeof PARTS)[number]

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, only: { type: 'string', multiple: true } },
  strict: true
})
const quick = values.quick
const only = (values.only ?? []) as string[]
for (const part of only) {
  if (!PARTS.includes(part as Part)) throw new Error(`--only ${part}: expected one of ${PARTS.join(', ')}`)
}
const runs = (part: Part) => only.length === 0 || only.includes(part)

const plan = quick
  ? { startupRounds: 9, exportRuns: 3, datasetsPages: 2_000, node24TimeoutMs: 90_000 }
  : { startupRounds: 21, exportRuns: 5, datasetsPages: 10_000, node24TimeoutMs: 180_000 }

/** Export cases: the runner's Node carries the goals; this machine's Node is reported beside. */
function exportCases(runner: NodeUnderTest, other: NodeUnderTest | undefined): ExportCase[] {
  if (quick) {
    return [
      { pages: 10_000, delayMs: 0, baseline: true, node: runner },
      { pages: 300_000, delayMs: 0, baseline: false, node: runner }
    ]
  }
  const cases: ExportCase[] = [
    { pages: 10_000, delayMs: 0, baseline: true, node: runner },
    { pages: 100_000, delayMs: 0, baseline: true, node: runner },
    { pages: 300_000, delayMs: 0, baseline: false, node: runner },
    { pages: 1_000_000, delayMs: 0, baseline: false, node: runner },
    { pages: 100_000, delayMs: 20, baseline: true, node: runner }
  ]
  if (other) {
    cases.push(
      { pages: 10_000, delayMs: 0, baseline: false, node: other },
      { pages: 300_000, delayMs: 0, baseline: false, node: other }
    )
  }
  return cases
}

const has = (command: string) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0

function goalsTable(
  startup: StartupResult | undefined,
  exported: ExportResult | undefined,
  datasets: DatasetsResult | undefined,
  polling: PollingResult | undefined,
  minutes: MinutesResult | undefined,
  runner: NodeUnderTest,
  history?: HistoryResult
): Table {
  const goals: GoalFigure[] = [...(startup?.goals ?? [])]
  if (exported) {
    for (const figure of exported.flat)
      goals.push({
        goal: `3. Export peak memory, ${figure.from} → ${figure.to} (artifact upload on)`,
        target: `≤ ${ratio(figure.goal)}`,
        measured: ratio(figure.factor),
        met: figure.factor <= figure.goal
      })
    const requestFailures = exported.failures.filter(f => f.includes('requests'))
    goals.push({
      goal: 'Export requests: ceil(rows / 250) exactly',
      target: 'every run',
      measured: requestFailures.length ? requestFailures.join('; ') : 'every run at the minimum',
      met: requestFailures.length === 0
    })
  }
  if (datasets) {
    goals.push({
      goal: '`datasets: all` requests',
      target: 'the minimum',
      measured: datasets.figure
        ? `${count(datasets.figure.used)} used / ${count(datasets.figure.minimum)} minimum`
        : 'not measured (no `datasets` input yet)',
      met: datasets.figure ? datasets.figure.used === datasets.figure.minimum : undefined
    })
  }
  if (polling) {
    goals.push({
      goal: 'Polling: 20-min job ≤ ⅓ of a fixed 10 s poller\u2019s GETs; delay ≤ max(10 s, 10%)',
      target: 'both',
      measured: polling.failures.length ? polling.failures.join('; ') : 'both hold',
      met: polling.failures.length === 0
    })
  }
  goals.push(...(minutes?.goals ?? []), ...(history?.goals ?? []))
  return {
    title: 'Goals and measured figures',
    head: ['goal', 'target', `measured (${runner.short})`, 'met'],
    rows: goals.map(g => [g.goal, g.target, g.measured, mark(g.met)]),
    notes: [
      'Ratios: the median of per-pair ratios from interleaved runs, then (min–max) of those ratios.',
      `\`--quick\` (CI) fails on: request counts, rows, memory growth above its goal (${ratio(FLAT_GOALS[0].factor)} ` +
        `at ${count(FLAT_GOALS[0].pages)} pages), the polling goal, and a ` +
        `start-up ratio above ${NOISE_MARGIN}× its goal (noise margin: CI machines are small and shared).`
    ]
  }
}

async function main(): Promise<number> {
  const began = Date.now()
  if (!existsSync(BUNDLE)) {
    console.error(`bench: no bundle at ${BUNDLE}: run \`npm run package\` first (or set DOCS_AGENT_BUNDLE)`)
    return 2
  }
  const step = (name: string) => console.log(`bench: ${name} (${((Date.now() - began) / 1000).toFixed(0)} s)`)

  step('installing Node 24 from the npm registry (npx -y node@24)')
  const found = findNode24(plan.node24TimeoutMs)
  const node24 = node24Under(found)
  const local = thisNode()
  const runner = node24 ?? local
  const other = node24 && node24.version !== local.version ? local : undefined
  const nodes = [runner, ...(other ? [other] : [])]

  let startup: StartupResult | undefined
  let exported: ExportResult | undefined
  let datasets: DatasetsResult | undefined
  let polling: PollingResult | undefined
  let minutes: MinutesResult | undefined
  let history: HistoryResult | undefined
  if (runs('startup')) {
    step(`start-up (${plan.startupRounds} rounds on ${nodes.map(n => n.short).join(' and ')})`)
    startup = await startupBenchmark(BUNDLE, plan.startupRounds, nodes, node24)
  }
  if (runs('export')) {
    const shellOk = has('curl') && has('jq')
    const cases = exportCases(runner, other).map(c => ({ ...c, baseline: c.baseline && shellOk }))
    step(
      `export (${cases.map(c => `${c.pages / 1000}k${c.delayMs ? `+${c.delayMs}ms` : ''} on ${c.node.short}`).join(', ')})`
    )
    exported = await exportBenchmark(cases, plan.exportRuns, hasGnuTime(), runner)
    if (!shellOk) exported.table.notes.push('Shell baseline: not run (curl or jq missing on this machine).')
  }
  if (runs('datasets')) {
    step('datasets: all')
    datasets = await datasetsBenchmark(plan.datasetsPages, runner)
  }
  if (runs('polling')) {
    step('polling')
    polling = await pollingBenchmark()
  }
  if (runs('minutes')) {
    // Simulated time: well under a second, so `--quick` runs it too.
    step('runner minutes')
    minutes = await minutesBenchmark()
  }
  if (runs('history')) {
    step('history (52 weekly periods of a 10,000-page site, then runs with and without it)')
    history = await historyBenchmark(quick ? 1 : 3, runner)
  }

  const page = runs('page') ? (step('the page in Chromium'), await pageBenchmark(quick)) : undefined

  const tables: Table[] = [
    goalsTable(startup, exported, datasets, polling, minutes, runner, history),
    ...[startup, exported, datasets, polling, minutes, history, page].flatMap(r => (r ? [r.table] : []))
  ]
  tables[0]?.rows.push(...(page?.goals ?? []).map(g => [g.goal, g.target, g.measured, mark(g.met)]))
  const failures = [startup, exported, datasets, polling, minutes, history, page].flatMap(
    r => r?.failures ?? []
  )
  const gaps = [
    ...(startup?.gaps ?? []),
    ...(exported?.gaps ?? []),
    ...(datasets?.gaps ?? []),
    ...(minutes?.gaps ?? []),
    ...(page?.gaps ?? [])
  ]
  const seconds = ((Date.now() - began) / 1000).toFixed(0)
  for (const table of tables) console.log(textTable(table))
  for (const gap of gaps) console.log(`gap: ${gap.replace(/`/g, '')}`)

  if (only.length === 0) {
    const bundleShown = BUNDLE.startsWith(ROOT) ? relative(ROOT, BUNDLE) : BUNDLE
    const report = [
      '# Benchmarks',
      '',
      `Written by \`npm run bench${quick ? ' -- --quick' : ''}\` on ${new Date().toISOString().slice(0, 10)} in ` +
        `${seconds} s, every table from that one run.`,
      '',
      `- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
        `Linux ${release()} (may be shared: other work can run beside it).`,
      `- Node: ${node24 ? `${node24.version}, installed from the npm registry by the bench (\`npx -y node@24\`), the runner\u2019s major` : `Node 24 not available (${found.problem}); goals measured on ${local.version}`}` +
        `${other ? `; ${other.version} (this machine\u2019s) reported beside` : ''}. The bench itself runs on ${process.version}.`,
      `- Bundle: \`${bundleShown}\`. Start-up: ${plan.startupRounds} rounds; export: ${plan.exportRuns} runs per case.`,
      '',
      ...tables.map(markdownTable),
      '## Goals not met, and the measured cause',
      '',
      ...(gaps.length ? gaps.map(g => `- ${g}`) : ['None: every goal above is met.']),
      '',
      failures.length ? `**Invariants broken:**\n\n${failures.map(f => `- ${f}`).join('\n')}\n` : ''
    ].join('\n')
    const file = quick ? join(tmpdir(), 'BENCHMARKS.quick.md') : join(ROOT, 'BENCHMARKS.md')
    writeFileSync(file, report.trimEnd() + '\n')
    console.log(`bench: wrote ${file} in ${seconds} s`)
  }

  if (failures.length) {
    console.error(`bench: invariants broken:\n${failures.map(f => `  - ${f}`).join('\n')}`)
    return 1
  }
  console.log(`bench: invariants hold (${seconds} s)`)
  return 0
}

process.exitCode = await main()
