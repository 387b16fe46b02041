// Benchmark: the analytics history (docs/history.md). A year (52 weekly periods) of a 10,000-page site
// is written to the GitHub stand-in's data branch through the history's own store (the files a run
// writes: summary.json and pages.csv.gz, per period), then the branch is measured at its head and
// packed (a real bare Git repository behind the stand-in). Then the action runs the next week twice,
// interleaved: with `history: true` on that branch and without history, and the peak RSS of each
// (bench/peak-rss.mjs) is compared.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getOctokit } from '@actions/github'
import { boundedRequest, type GitHubResponse } from '../src/kernel/github/api.js'
import { branchHistory } from '../src/modes/analytics/history/branch-history.js'
import { mergeIndex } from '../src/modes/analytics/history/index-file.js'
import { HISTORY_VERSION, type PeriodFileName } from '../src/modes/analytics/history/model.js'
import { pagesCsvOf } from '../src/modes/analytics/history/period-files.js'
import { startGitHubApi } from '../simulator/github/index.js'
import { gitDataOf } from '../simulator/github/git-data.js'
import { startSimulator } from '../simulator/index.js'
import { cleanup, ROOT, runAction } from '../scripts/run-action.js'
import type { NodeUnderTest } from './procs.js'
import type { GoalFigure } from './startup.js'
import { count, median, mib, ratio, type Table } from './stats.js'

const PAGES = 10_000
const WEEKS = 52
const BRANCH = 'docs-analytics-history'
const KEY = 'mint_test_0123456789abcdef'
const PROJECT = 'proj_demo'
/** Goals: the branch at its head and packed, and a run's peak memory with a year of history. */
export const HISTORY_GOALS = { bytes: 20 * 1024 * 1024, rssFactor: 1.2 }

const week = (n: number) => {
  const day = (d: number) => new Date(Date.UTC(2025, 0, 5 + 7 * d)).toISOString().slice(0, 10)
  return { dateFrom: day(n), dateTo: day(n + 1) }
}

export interface HistoryResult {
  table: Table
  goals: GoalFigure[]
  failures: string[]
}

export async function historyBenchmark(runs: number, node: NodeUnderTest): Promise<HistoryResult> {
  const sim = await startSimulator({
    pageViews: { pages: PAGES, days: 7 * (WEEKS + 1), seed: 3, endDate: week(WEEKS + 1).dateFrom },
    analyticsLimitPerHour: 1e9
  })
  const gh = await startGitHubApi()
  const dir = mkdtempSync(join(tmpdir(), 'bench-history-'))
  try {
    const octokit = getOctokit('ghs_bench', { baseUrl: gh.url })
    const request = boundedRequest((r, p) => octokit.request(r, p) as unknown as Promise<GitHubResponse>)
    const store = branchHistory(request, { owner: gh.owner, repo: gh.repo, branch: BRANCH }, () => undefined)
    for (let n = 0; n < WEEKS; n++) {
      const range = week(n)
      const { totals, views } = sim.aggregatePageViews(range.dateFrom, range.dateTo)
      const summary = {
        version: HISTORY_VERSION,
        ...range,
        complete: true,
        views: totals,
        pages: views.length
      }
      const files = new Map<PeriodFileName, string | Uint8Array>([
        ['summary.json', `${JSON.stringify(summary, null, 1)}\n`],
        ['pages.csv.gz', pagesCsvOf(views, [])]
      ])
      const entry = { ...range, complete: true, writtenAt: new Date().toISOString() }
      await store.write(async found => ({
        message: `History: ${range.dateFrom}`,
        index: mergeIndex(found, PROJECT, entry),
        period: { range, files }
      }))
    }
    const size = gitDataOf(gh).size(BRANCH)
    const rss = { with: [] as number[], without: [] as number[] }
    for (let i = 0; i < runs; i++) {
      for (const history of [true, false]) {
        const file = join(dir, `rss-${i}-${history}`)
        const run = await runAction(
          {
            mode: 'analytics',
            'api-key': KEY,
            'project-id': PROJECT,
            'base-url': sim.url,
            'date-from': week(WEEKS).dateFrom,
            'date-to': week(WEEKS).dateTo,
            format: 'csv',
            'artifact-name': '',
            history: String(history),
            'github-token': 'ghs_bench'
          },
          {
            node: node.path,
            env: {
              GITHUB_API_URL: gh.url,
              GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
              NODE_OPTIONS: `--import=${pathToFileURL(join(ROOT, 'bench', 'peak-rss.mjs')).href}`,
              BENCH_RSS_FILE: file
            },
            killAfterMs: 5 * 60_000
          }
        )
        cleanup(run)
        if (run.code !== 0)
          throw new Error(`the action failed (exit ${run.code}):\n${run.stdout}\n${run.stderr}`)
        if (history && !run.stdout.includes("to the history's branch"))
          throw new Error(`the run with history wrote no period:\n${run.stdout}`)
        const peak = (JSON.parse(readFileSync(file, 'utf8')) as { maxRss: number }).maxRss
        rss[history ? 'with' : 'without'].push(peak)
      }
    }
    return reportOf(size, rss, runs, node)
  } finally {
    await gh.close()
    await sim.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

function reportOf(
  size: { headBytes: number; packedBytes: number; commits: number; files: number },
  rss: { with: number[]; without: number[] },
  runs: number,
  node: NodeUnderTest
): HistoryResult {
  const factor = median(rss.with) / median(rss.without)
  const goals: GoalFigure[] = [
    {
      goal: `History: a year (52 weeks) of a ${count(PAGES)}-page site, branch at its head / packed`,
      target: `≤ ${mib(HISTORY_GOALS.bytes)}`,
      measured: `${mib(size.headBytes)} / ${mib(size.packedBytes)}`,
      met: Math.max(size.headBytes, size.packedBytes) <= HISTORY_GOALS.bytes
    },
    {
      goal: 'History: peak memory of a run with a year of history / without history',
      target: `≤ ${ratio(HISTORY_GOALS.rssFactor)}`,
      measured: ratio(factor),
      met: factor <= HISTORY_GOALS.rssFactor
    }
  ]
  const failures = goals.filter(g => g.met === false).map(g => `${g.goal}: ${g.measured} (goal ${g.target})`)
  const table: Table = {
    title: 'The analytics history (52 weekly periods, 10,000 pages)',
    head: ['figure', 'value'],
    rows: [
      ['commits', count(size.commits)],
      ['files at the head', count(size.files)],
      ['branch at its head (blobs)', mib(size.headBytes)],
      ['branch packed (git gc --aggressive)', mib(size.packedBytes)],
      [`peak RSS, history: true (median of ${runs}, ${node.short})`, mib(median(rss.with))],
      [`peak RSS, no history (median of ${runs}, ${node.short})`, mib(median(rss.without))],
      ['ratio', ratio(factor)]
    ],
    notes: [
      'The year is written through the history\u2019s store (summary.json and pages.csv.gz per period), one commit a week, on the GitHub stand-in\u2019s Git Data API; the runs export the next week (views) with and without `history: true`, interleaved.'
    ]
  }
  return { table, goals, failures }
}
