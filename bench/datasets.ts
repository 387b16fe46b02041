// Benchmark 4: what `datasets: all` costs in requests, against the minimum its data needs.
// Runs only when the bundle's action.yml has a `datasets` input; before that lands it is skipped with
// a note. The minimum is counted from the files the action wrote (JSON: the rows of each dataset),
// at each endpoint's largest `limit`, as the API describes (see the API notes in README.md).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cleanup, ROOT, runAction } from '../scripts/run-action.js'
import { parse } from 'yaml'
import { API_KEY, PAGE_SIZE, PROJECT } from './export.js'
import type { NodeUnderTest } from './procs.js'
import { startBenchSim } from './sim-client.js'
import { count, mark, type Table } from './stats.js'

/** Rows per request at most, by file name prefix; `requests` are fixed extra requests (caller stats). */
const LIMITS: Record<string, { limit: number; extra?: number; single?: boolean }> = {
  'page-views': { limit: PAGE_SIZE },
  visitors: { limit: PAGE_SIZE },
  searches: { limit: 100 },
  feedback: { limit: 100 },
  'feedback-by-page': { limit: 100, single: true },
  'assistant-conversations': { limit: 1000, extra: 1 }
}

export interface DatasetsResult {
  table: Table
  failures: string[]
  gaps: string[]
  /** For the goals table; undefined when skipped. */
  figure?: { used: number; minimum: number }
  note: string
}

function hasDatasetsInput(): boolean {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs?: Record<string, unknown> }
  return Object.hasOwn(action.inputs ?? {}, 'datasets')
}

/** The longest array in a dataset's JSON file: its rows, whatever the dataset calls them. */
function rowsIn(file: string): number {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  return Math.max(0, ...Object.values(json).map(v => (Array.isArray(v) ? v.length : 0)))
}

const title = '4. `datasets: all`: requests used against the minimum'
const head = ['dataset', 'rows', 'limit', 'minimum requests']

export async function datasetsBenchmark(pages: number, node: NodeUnderTest): Promise<DatasetsResult> {
  if (!hasDatasetsInput()) {
    const note =
      'Not measured: this bundle\u2019s action.yml has no `datasets` input yet. The benchmark runs ' +
      'by itself once it has.'
    return { failures: [], gaps: [], note, table: { title, head, rows: [], notes: [note] } }
  }
  const sim = await startBenchSim(pages, 0)
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-bench-datasets-'))
  const failures: string[] = []
  try {
    await sim.reset()
    const run = await runAction(
      {
        mode: 'analytics',
        datasets: 'all',
        'api-key': API_KEY,
        'project-id': PROJECT,
        'base-url': sim.url,
        'date-from': sim.dateFrom,
        'date-to': sim.dateTo,
        'page-size': String(PAGE_SIZE),
        format: 'json',
        'output-dir': dir,
        'artifact-name': ''
      },
      { node: node.path, killAfterMs: 5 * 60_000 }
    )
    cleanup(run)
    const used = await sim.allRequests()
    if (run.code !== 0) {
      failures.push(
        `datasets: all: the action failed (exit ${run.code}): ${run.stdout
          .split('\n')
          .filter(l => l.startsWith('::error::'))
          .join(' ')}`
      )
    }
    const rows: string[][] = []
    let minimum = 0
    for (const file of readdirSync(dir)
      .filter(f => f.endsWith('.json'))
      .sort()) {
      const name = file.replace(/\.json$/, '')
      const spec = LIMITS[name]
      if (!spec) continue
      const n = rowsIn(join(dir, file))
      const need = (spec.single ? 1 : Math.max(1, Math.ceil(n / spec.limit))) + (spec.extra ?? 0)
      minimum += need
      rows.push([
        name,
        count(n),
        String(spec.limit),
        `${need}${spec.extra ? ` (incl. ${spec.extra} for caller stats)` : ''}`
      ])
    }
    const ok = used.all === minimum
    if (!ok) failures.push(`datasets: all: ${used.all} requests, the minimum is ${minimum}`)
    rows.push(['**all**', '', '', `${count(minimum)}; used ${count(used.all)} ${mark(ok)}`])
    const byRoute = Object.entries(used.byRoute)
      .map(([route, n]) => `${route} ${n}`)
      .join(', ')
    const note =
      `${count(pages)} simulated pages, one run on ${node.short}, \`format: json\`, no artifact. Minimum: ` +
      'ceil(rows / limit) per dataset (at least 1), the limit being the endpoint\u2019s largest; feedback-by-page has ' +
      `one page; assistant adds one request for caller stats. Used: counted by the simulator (${byRoute}).`
    return {
      failures,
      gaps: ok ? [] : [`\`datasets: all\` used ${used.all} requests, the minimum is ${minimum}.`],
      figure: { used: used.all, minimum },
      note,
      table: { title, head, rows, notes: [note] }
    }
  } finally {
    await sim.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
