// Benchmark 2: the page-views export. The action (the bundle, as the runner starts it) against a
// bash + curl + jq exporter (bench/baseline-export.sh), both on the same simulator in a process of
// its own, for the same range, to CSV. Requests are counted by the simulator.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { cleanup, ROOT, runAction } from '../scripts/run-action.js'
import { GNU_TIME, timedRun } from './procs.js'
import { startBenchSim, type BenchSim } from './sim-client.js'
import { count, mark, median, mib, ms, ratio, type Table } from './stats.js'

const PAGE_SIZE = 250
const API_KEY = 'mint_test_0123456789abcdef'
const PROJECT = 'proj_demo'
const RSS_GOAL_BYTES = 150 * 2 ** 20
const SPEEDUP_GOAL = 5
const RUN_TIMEOUT_MS = 5 * 60_000

export interface ExportCase {
  pages: number
  delayMs: number
  /** Also run the shell baseline (slow: ~40 ms of process start-ups per page). */
  baseline: boolean
}

interface Side {
  wall: number[]
  rssBytes: number[]
  requests: number[]
}

export interface ExportResult {
  table: Table
  failures: string[]
  /** Goals not met, with their cause. */
  gaps: string[]
}

/** "Flat as N grows": the largest export's peak RSS within this factor of the smallest's. */
const FLAT_FACTOR = 1.2

async function runActionOnce(sim: BenchSim, rssFile: string): Promise<{ ms: number; rows: number }> {
  let started = 0n
  const run = await runAction(
    {
      mode: 'analytics',
      'api-key': API_KEY,
      'project-id': PROJECT,
      'base-url': sim.url,
      'date-from': sim.dateFrom,
      'date-to': sim.dateTo,
      'page-size': String(PAGE_SIZE),
      format: 'csv',
      'artifact-name': ''
    },
    {
      env: {
        NODE_OPTIONS: `--import=${pathToFileURL(join(ROOT, 'bench', 'peak-rss.mjs')).href}`,
        BENCH_RSS_FILE: rssFile
      },
      killAfterMs: RUN_TIMEOUT_MS,
      onSpawn: () => (started = process.hrtime.bigint())
    }
  )
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6
  cleanup(run)
  if (run.code !== 0) throw new Error(`the action failed (exit ${run.code}):\n${run.stdout}\n${run.stderr}`)
  return { ms: elapsed, rows: Number(run.outputs['page-count']) }
}

async function runBaselineOnce(sim: BenchSim, dir: string, gnuTime: boolean) {
  const out = join(dir, 'baseline.csv')
  const rssFile = join(dir, 'baseline.rss')
  const script = join(ROOT, 'bench', 'baseline-export.sh')
  const env = {
    PATH: process.env.PATH ?? '',
    BASE_URL: sim.url,
    PROJECT_ID: PROJECT,
    API_KEY,
    DATE_FROM: sim.dateFrom,
    DATE_TO: sim.dateTo,
    LIMIT: String(PAGE_SIZE),
    OUT: out
  }
  const [command, args] = gnuTime
    ? [GNU_TIME, ['-f', '%M', '-o', rssFile, 'bash', script]]
    : ['bash', [script]]
  const run = await timedRun(command, args, { env, killAfterMs: RUN_TIMEOUT_MS })
  if (run.code !== 0) throw new Error(`the shell baseline failed (exit ${run.code}): ${run.stderr}`)
  const text = readFileSync(out, 'utf8')
  const rows = text.split('\n').length - 2 // the header and the empty string after the last LF
  const rssBytes = gnuTime ? Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop()) * 1024 : NaN
  return { ms: run.ms, rows, rssBytes }
}

async function measureCase(c: ExportCase, runs: number, gnuTime: boolean, failures: string[]) {
  const sim = await startBenchSim(c.pages, c.delayMs)
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-bench-'))
  const action: Side = { wall: [], rssBytes: [], requests: [] }
  const shell: Side = { wall: [], rssBytes: [], requests: [] }
  const minimum = Math.ceil(sim.rows / PAGE_SIZE)
  try {
    for (let i = 0; i < runs; i++) {
      await sim.reset()
      const rssFile = join(dir, `action-${i}.rss`)
      const a = await runActionOnce(sim, rssFile)
      action.wall.push(a.ms)
      action.rssBytes.push(Number(readFileSync(rssFile, 'utf8')) * 1024)
      action.requests.push(await sim.viewsRequests())
      if (a.rows !== sim.rows)
        failures.push(`export ${c.pages}: the action exported ${a.rows} of ${sim.rows} rows`)
      if (!c.baseline) continue
      await sim.reset()
      const b = await runBaselineOnce(sim, dir, gnuTime)
      shell.wall.push(b.ms)
      shell.rssBytes.push(b.rssBytes)
      shell.requests.push(await sim.viewsRequests())
      if (b.rows !== sim.rows)
        failures.push(`export ${c.pages}: the baseline wrote ${b.rows} of ${sim.rows} rows`)
    }
  } finally {
    await sim.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  const badRequests = action.requests.filter(n => n !== minimum)
  if (badRequests.length > 0) {
    failures.push(
      `export ${c.pages}: the action made ${badRequests.join(', ')} requests, the minimum is ${minimum}`
    )
  }
  return { rows: sim.rows, minimum, action, shell }
}

export async function exportBenchmark(
  cases: ExportCase[],
  runs: number,
  gnuTime: boolean
): Promise<ExportResult> {
  const failures: string[] = []
  const rows: string[][] = []
  const gaps: string[] = []
  const rssByPages: Array<{ pages: number; rows: number; rss: number }> = []
  const floors: string[] = []
  for (const c of cases) {
    const m = await measureCase(c, runs, gnuTime, failures)
    const wall = median(m.action.wall)
    const shellWall = c.baseline ? median(m.shell.wall) : NaN
    const rss = Math.max(...m.action.rssBytes)
    const speedup = shellWall / wall
    const requestsOk = m.action.requests.every(n => n === m.minimum)
    const speedOk = c.delayMs === 0 && c.baseline ? speedup >= SPEEDUP_GOAL : undefined
    if (c.delayMs === 0) rssByPages.push({ pages: c.pages, rows: m.rows, rss })
    else floors.push(`${count(m.minimum)} × ${c.delayMs} ms = ${ms(m.minimum * c.delayMs)}`)
    if (speedOk === false) {
      gaps.push(
        `Export of ${count(c.pages)} pages: ${ratio(speedup)} faster than the shell baseline (goal ${SPEEDUP_GOAL}×). ` +
          'At this size the action\u2019s fixed start-up (section 1) is a large share of its time.'
      )
    }
    rows.push([
      `${count(c.pages)} (${count(m.rows)} rows)`,
      c.delayMs ? `+${c.delayMs} ms` : 'loopback',
      ms(wall),
      ms(shellWall),
      c.baseline ? ratio(speedup) : '–',
      mib(rss),
      mib(c.baseline ? median(m.shell.rssBytes) : NaN),
      `${count(median(m.action.requests))} / ${count(m.minimum)}`,
      c.baseline ? count(median(m.shell.requests)) : '–',
      `requests ${mark(requestsOk)}, RSS ${mark(rss < RSS_GOAL_BYTES)}` +
        (speedOk === undefined ? '' : `, ≥ ${SPEEDUP_GOAL}× ${mark(speedOk)}`)
    ])
  }
  const [first, last] = [rssByPages[0], rssByPages[rssByPages.length - 1]]
  const notes = [
    `Median wall time of ${runs} runs, from spawn to exit (start-up and file writing included); the ` +
      `action's peak RSS is the largest of its runs (getrusage maxRSS via bench/peak-rss.mjs).`,
    `Rows: the pages of the simulated site with a view in the 30-day range (the others are not listed). ` +
      `Minimum requests: ceil(rows / ${PAGE_SIZE}), counted by the simulator, which runs in a process of its own.`,
    'The action: `mode: analytics`, `page-size: 250`, `format: csv`, no artifact. The baseline: ' +
      '`bench/baseline-export.sh`, one curl and two jq per page, CSV appended as pages arrive (no sorting, ' +
      'which the action does).',
    gnuTime
      ? 'Shell peak RSS: GNU time over bash, i.e. the largest single process of the pipeline (bash, curl or jq).'
      : 'Shell peak RSS: not measured (no /usr/bin/time on this machine).'
  ]
  if (floors.length) {
    notes.push(
      `With latency added, no client paging in sequence can beat requests × latency (${floors.join(', ')}). ` +
        'Pages are fetched one after another on purpose: only `hasMore` tells where the data ends, so ' +
        'fetching ahead would spend requests of the 100-an-hour quota past the end.'
    )
  }
  if (first && last && last.pages > first.pages) {
    const growth = last.rss / first.rss
    const perRow = (last.rss - first.rss) / (last.rows - first.rows)
    notes.push(
      `Peak RSS from ${count(first.pages)} to ${count(last.pages)} pages: ${mib(first.rss)} → ${mib(last.rss)} ` +
        `(${ratio(growth)} for ${ratio(last.pages / first.pages)} the pages, about ${perRow.toFixed(0)} bytes a row); ` +
        `"flat" is taken as within ${ratio(FLAT_FACTOR)}.`
    )
    const over = rssByPages.filter(r => r.rss >= RSS_GOAL_BYTES).map(r => count(r.pages))
    if (growth > FLAT_FACTOR || over.length > 0) {
      gaps.push(
        `Export memory is not flat: ${mib(first.rss)} at ${count(first.pages)} pages, ${mib(last.rss)} at ` +
          `${count(last.pages)}${over.length ? ` (over 150 MB at ${over.join(', ')} pages)` : ''}. The export ` +
          'keeps every row until the end because the files are sorted by views (src/analytics/rows.ts: typed ' +
          `arrays and an open-addressing index, about ${perRow.toFixed(0)} bytes a row including the V8 heap\u2019s ` +
          'head-room). The live data is far smaller than the peak: most of the growth is V8\u2019s young ' +
          'generation, which grows to 32 MB under the churn of parsing and validating every page; measured by ' +
          'hand, `--max-semi-space-size=4` brings the 300k export to 125\u2013130 MB, but an action cannot pass ' +
          'Node flags (and v8.setFlagsFromString has no effect after start). On Node 24 the same export peaks ' +
          'near 200 MB for the same reason. A flat profile needs the rows spilled to a temporary file as pages ' +
          'arrive, keeping only (total, file offset) pairs for the sort. What would stay is Node, the loaded ' +
          `code and undici: the ${mib(first.rss)} seen at ${count(first.pages)} pages.`
      )
    }
  }
  return {
    failures,
    gaps,
    table: {
      title: '2. Export: page views to CSV from the simulator',
      head: [
        'pages',
        'latency',
        'action',
        'shell',
        'speed-up',
        'action RSS',
        'shell RSS',
        'action requests / min',
        'shell requests',
        'goals'
      ],
      rows,
      notes
    }
  }
}
