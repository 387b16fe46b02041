// `npm run bench` (full: writes BENCHMARKS.md) and `npm run bench -- --quick` (CI: fewer runs, 10k
// pages; the report goes to a temp file so the committed BENCHMARKS.md stays the full run's).
// Exits 1 when a hard invariant breaks: export requests above the minimum, or the polling goal.
// Wall-clock ratios are printed, never enforced: this machine is shared and noisy.
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { cpus, release, tmpdir, totalmem } from 'node:os'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { BUNDLE, ROOT } from '../scripts/run-action.js'
import { exportBenchmark, type ExportCase } from './export.js'
import { pollingBenchmark } from './polling.js'
import { findNode24, hasGnuTime } from './procs.js'
import { startupBenchmark } from './startup.js'
import { markdownTable, textTable, type Table } from './stats.js'

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } }, strict: true })
const quick = values.quick

const plan = quick
  ? {
      startupRuns: 5,
      exportRuns: 3,
      node24TimeoutMs: 60_000,
      cases: [
        { pages: 10_000, delayMs: 0, baseline: true },
        { pages: 10_000, delayMs: 20, baseline: true }
      ] as ExportCase[]
    }
  : {
      startupRuns: 11,
      exportRuns: 5,
      node24TimeoutMs: 180_000,
      cases: [
        { pages: 10_000, delayMs: 0, baseline: true },
        { pages: 100_000, delayMs: 0, baseline: true },
        { pages: 300_000, delayMs: 0, baseline: false },
        { pages: 100_000, delayMs: 20, baseline: true }
      ] as ExportCase[]
    }

const has = (command: string) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0

async function main(): Promise<number> {
  const began = Date.now()
  if (!existsSync(BUNDLE)) {
    console.error(`bench: no bundle at ${BUNDLE}: run \`npm run package\` first (or set DOCS_AGENT_BUNDLE)`)
    return 2
  }
  const step = (name: string) => console.log(`bench: ${name} (${((Date.now() - began) / 1000).toFixed(0)} s)`)

  step('looking for Node 24')
  const node24 = findNode24(plan.node24TimeoutMs)
  step('start-up')
  const startup = await startupBenchmark(BUNDLE, plan.startupRuns, node24)

  // The baseline needs curl and jq; without them the action is still measured and checked.
  const shellOk = has('curl') && has('jq')
  const cases = plan.cases.map(c => ({ ...c, baseline: c.baseline && shellOk }))
  step(`export (${cases.map(c => `${c.pages / 1000}k${c.delayMs ? `+${c.delayMs}ms` : ''}`).join(', ')})`)
  const exported = await exportBenchmark(cases, plan.exportRuns, hasGnuTime())
  if (!shellOk) exported.table.notes.push('Shell baseline: not run (curl or jq missing on this machine).')
  step('polling')
  const polling = await pollingBenchmark()

  const tables: Table[] = [startup.table, exported.table, polling.table]
  const failures = [...exported.failures, ...polling.failures]
  const gaps = [...startup.gaps, ...exported.gaps, ...polling.failures]
  const seconds = ((Date.now() - began) / 1000).toFixed(0)
  const bundleShown = BUNDLE.startsWith(ROOT) ? relative(ROOT, BUNDLE) : BUNDLE
  for (const table of tables) console.log(textTable(table))
  for (const gap of gaps) console.log(`gap: ${gap.replace(/`/g, '')}`)

  const report = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\`${quick ? ' -- --quick' : ''} on ${new Date().toISOString().slice(0, 10)} ` +
      `in ${seconds} s, all three tables from one run.`,
    '',
    `- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${(totalmem() / 2 ** 30).toFixed(0)} GiB, Linux ${release()} (shared: other work may run beside it).`,
    `- Node ${process.version} runs the benchmarks and the action; Node 24 only for start-up ` +
      `(${node24.version ?? 'not available'}).`,
    `- Bundle: \`${bundleShown}\`. Medians of ${plan.exportRuns} runs (start-up: ${plan.startupRuns}).`,
    '',
    ...tables.map(markdownTable),
    '## Goals not met, and why',
    '',
    ...(gaps.length ? gaps.map(g => `- ${g}`) : ['None: every goal above is met.']),
    '',
    failures.length ? `**Hard invariants broken:**\n\n${failures.map(f => `- ${f}`).join('\n')}\n` : ''
  ].join('\n')
  const file = quick ? join(tmpdir(), 'BENCHMARKS.quick.md') : join(ROOT, 'BENCHMARKS.md')
  writeFileSync(file, report.trimEnd() + '\n')
  console.log(`bench: wrote ${file} in ${seconds} s`)

  if (failures.length) {
    console.error(`bench: hard invariants broken:\n${failures.map(f => `  - ${f}`).join('\n')}`)
    return 1
  }
  console.log('bench: hard invariants hold (export requests at the minimum, polling goal met)')
  return 0
}

process.exitCode = await main()
