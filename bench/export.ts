// Benchmark 3: the page-views export. The action (the bundle, as the runner starts it, with the default
// artifact upload going to the artifact stand-in the tests use) against a bash + curl + jq exporter
// (bench/baseline-export.sh), both on the same simulator in a process of its own, for the same range,
// to CSV. Requests are counted by the simulator; the action's peak RSS by bench/peak-rss.mjs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startArtifactService, type ArtifactService } from '../simulator/artifact-service.js'
import { cleanup, ROOT, runAction } from '../scripts/run-action.js'
import { GNU_TIME, timedRun, type NodeUnderTest } from './procs.js'
import { startBenchSim, type BenchSim } from './sim-client.js'
import { count, mark, median, mib, ms, ratio, ratioSpread, spread, type Table } from './stats.js'

export const PAGE_SIZE = 250
export const API_KEY = 'mint_test_0123456789abcdef'
export const PROJECT = 'proj_demo'
const RUN_TIMEOUT_MS = 5 * 60_000
/**
 * Goal 3: peak RSS at these sizes within `factor` of the smallest export's (Node 24, artifact upload
 * on). `--quick` (CI) runs the first one and fails above its factor, as the full run does for each.
 */
export const FLAT_GOALS = [
  { pages: 300_000, factor: 1.15 },
  { pages: 1_000_000, factor: 1.5 }
] as const

/** One goal of FLAT_GOALS as measured: peak RSS at `to` over the peak at `from`. */
export interface FlatFigure {
  factor: number
  goal: number
  from: string
  to: string
}

export interface ExportCase {
  pages: number
  delayMs: number
  /** Also run the shell baseline (slow: ~40 ms of process start-ups per page). */
  baseline: boolean
  node: NodeUnderTest
}

export interface ExportResult {
  table: Table
  /** Hard invariants broken: request counts, rows, flat memory. */
  failures: string[]
  /** Goals not met, with their measured cause. */
  gaps: string[]
  /** Peak RSS growth on the runner's Node, for the goals table: one per goal whose size ran. */
  flat: FlatFigure[]
}

/** The environment a runner gives a node action for artifacts, pointed at the stand-in. */
export const artifactEnv = (service: ArtifactService): Record<string, string> => ({
  ACTIONS_RUNTIME_TOKEN: service.token,
  ACTIONS_RESULTS_URL: `${service.url}/`,
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/docs',
  GITHUB_RUN_ID: '987654'
})

async function runActionOnce(sim: BenchSim, service: ArtifactService, node: string, rssFile: string) {
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
      format: 'csv'
      // artifact-name: the default (page-views), as a default run uploads it.
    },
    {
      node,
      env: {
        ...artifactEnv(service),
        NODE_OPTIONS: `--import=${pathToFileURL(join(ROOT, 'bench', 'peak-rss.mjs')).href}`,
        BENCH_RSS_FILE: rssFile
      },
      killAfterMs: RUN_TIMEOUT_MS,
      onSpawn: () => (started = process.hrtime.bigint())
    }
  )
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6
  cleanup(run)
  service.blobs.clear()
  if (run.code !== 0) throw new Error(`the action failed (exit ${run.code}):\n${run.stdout}\n${run.stderr}`)
  return {
    ms: elapsed,
    rows: Number(run.outputs['page-count']),
    uploaded: run.outputs['artifact-id'] !== undefined && run.outputs['artifact-id'] !== '',
    maxRss: (JSON.parse(readFileSync(rssFile, 'utf8')) as { maxRss: number }).maxRss
  }
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
  const rows = readFileSync(out, 'utf8').split('\n').length - 2 // the header, and '' after the last LF
  const rssBytes = gnuTime ? Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop()) * 1024 : NaN
  return { ms: run.ms, rows, rssBytes }
}

interface Measured {
  rows: number
  minimum: number
  wall: number[]
  rss: number[]
  requests: number[]
  /** shell time / action time, per interleaved pair. */
  speedups: number[]
  shellWall: number[]
  shellRss: number[]
}

async function measureCase(
  c: ExportCase,
  runs: number,
  gnuTime: boolean,
  service: ArtifactService,
  failures: string[]
): Promise<Measured> {
  const sim = await startBenchSim(c.pages, c.delayMs)
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-bench-'))
  const m: Measured = {
    rows: sim.rows,
    minimum: Math.ceil(sim.rows / PAGE_SIZE),
    wall: [],
    rss: [],
    requests: [],
    speedups: [],
    shellWall: [],
    shellRss: []
  }
  const label = `export ${count(c.pages)} on ${c.node.short}`
  try {
    for (let i = 0; i < runs; i++) {
      // Pairs alternate which side goes first, so neither always runs on a warmer machine.
      const sides = i % 2 ? (['shell', 'action'] as const) : (['action', 'shell'] as const)
      let actionMs = NaN
      let shellMs = NaN
      for (const side of sides) {
        await sim.reset()
        if (side === 'action') {
          const a = await runActionOnce(sim, service, c.node.path, join(dir, `action-${i}.rss`))
          actionMs = a.ms
          m.wall.push(a.ms)
          m.rss.push(a.maxRss)
          m.requests.push(await sim.viewsRequests())
          if (a.rows !== sim.rows)
            failures.push(`${label}: the action exported ${a.rows} of ${sim.rows} rows`)
          if (!a.uploaded) failures.push(`${label}: the action uploaded no artifact`)
        } else if (c.baseline) {
          const b = await runBaselineOnce(sim, dir, gnuTime)
          shellMs = b.ms
          m.shellWall.push(b.ms)
          m.shellRss.push(b.rssBytes)
          if (b.rows !== sim.rows) failures.push(`${label}: the baseline wrote ${b.rows} of ${sim.rows} rows`)
        }
      }
      if (c.baseline) m.speedups.push(shellMs / actionMs)
    }
  } finally {
    await sim.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  const bad = m.requests.filter(n => n !== m.minimum)
  if (bad.length)
    failures.push(`${label}: the action made ${bad.join(', ')} requests, the minimum is ${m.minimum}`)
  return m
}

export async function exportBenchmark(
  cases: ExportCase[],
  runs: number,
  gnuTime: boolean,
  runnerNode: NodeUnderTest
): Promise<ExportResult> {
  const failures: string[] = []
  const gaps: string[] = []
  const rows: string[][] = []
  const peaks = new Map<string, Array<{ pages: number; rows: number; rss: number }>>()
  const floors: string[] = []
  const service = await startArtifactService()
  try {
    for (const c of cases) {
      const m = await measureCase(c, runs, gnuTime, service, failures)
      const rss = Math.max(...m.rss)
      if (c.delayMs === 0)
        peaks.set(c.node.short, [...(peaks.get(c.node.short) ?? []), { pages: c.pages, rows: m.rows, rss }])
      else floors.push(`${count(m.minimum)} × ${c.delayMs} ms = ${ms(m.minimum * c.delayMs)}`)
      rows.push([
        c.node.short,
        `${count(c.pages)} (${count(m.rows)} rows)`,
        c.delayMs ? `+${c.delayMs} ms` : 'loopback',
        ms(median(m.wall)),
        c.baseline ? ms(median(m.shellWall)) : '–',
        c.baseline ? ratioSpread(spread(m.speedups)) : '–',
        mib(rss),
        c.baseline ? mib(median(m.shellRss)) : '–',
        `${count(median(m.requests))} / ${count(m.minimum)} ${mark(m.requests.every(n => n === m.minimum))}`
      ])
    }
  } finally {
    await service.close()
  }

  const notes = [
    `Action: \`mode: analytics\`, \`page-size: ${PAGE_SIZE}\`, \`format: csv\`, and the default ` +
      '`artifact-name` (page-views): the files are zipped and uploaded to the artifact stand-in ' +
      '(`simulator/artifact-service.ts`), as a default run on a runner does. Wall time is the median of ' +
      `${runs} runs, spawn to exit; peak RSS is the largest of those runs (getrusage maxRSS, bench/peak-rss.mjs).`,
    `Rows: pages of the simulated site with a view in the 30-day range. Minimum requests: ceil(rows / ${PAGE_SIZE}), ` +
      'counted by the simulator (a process of its own).',
    'Speed-up: shell time / action time for each interleaved pair (the order alternates), median and (min–max). ' +
      'The baseline, `bench/baseline-export.sh`, runs one curl and two jq per page and appends CSV as pages ' +
      'arrive (no sort, no artifact). The speed-up is not a goal: both make the same requests, and against the ' +
      'real API the limit of 100 requests an hour sets the pace for both.',
    gnuTime
      ? 'Shell peak RSS: GNU time over bash: the largest single process of the pipeline (bash, curl or jq).'
      : 'Shell peak RSS: not measured (no /usr/bin/time on this machine).'
  ]
  if (floors.length) {
    notes.push(
      `With latency added, no client paging in sequence can beat requests × latency (${floors.join(', ')}): ` +
        'only `hasMore` tells where the data ends, so fetching ahead would spend requests past the end.'
    )
  }
  const flat: FlatFigure[] = []
  for (const [node, list] of peaks) {
    const first = list[0]
    if (!first || list.length < 2) continue
    notes.push(
      `${node}: peak RSS ${list.map(p => `${mib(p.rss)} at ${count(p.pages)} pages`).join(', ')}; ` +
        list
          .slice(1)
          .map(
            p =>
              `${ratio(p.rss / first.rss)} of the first for ${ratio(p.pages / first.pages)} the pages ` +
              `(${((p.rss - first.rss) / (p.rows - first.rows)).toFixed(0)} bytes for each row more)`
          )
          .join(', ') +
        '.'
    )
    if (node !== runnerNode.short) continue
    for (const goal of FLAT_GOALS) {
      const last = list.find(p => p.pages === goal.pages)
      if (!last) continue
      const factor = last.rss / first.rss
      const figure = {
        factor,
        goal: goal.factor,
        from: `${count(first.pages)} pages`,
        to: `${count(last.pages)} pages`
      }
      flat.push(figure)
      if (factor > goal.factor) {
        failures.push(
          `export memory on ${node}: ${ratio(factor)} from ${figure.from} to ${figure.to} (goal ≤ ${ratio(goal.factor)})`
        )
        gaps.push(
          `Export memory on ${node} grows ${ratio(factor)} from ${figure.from} to ${figure.to} ` +
            `(goal ≤ ${ratio(goal.factor)}): ${mib(first.rss)} → ${mib(last.rss)}.`
        )
      }
    }
  }
  return {
    failures,
    gaps,
    flat,
    table: {
      title: '3. Export: page views to CSV, with the artifact upload',
      head: [
        'Node',
        'pages',
        'latency',
        'action',
        'shell',
        'speed-up',
        'action RSS',
        'shell RSS',
        'requests / min'
      ],
      rows,
      notes
    }
  }
}
