// The history's bundle tests: a run of the built action with `history: true` against the simulator and
// the GitHub stand-in (whose Git Data API keeps the branch in a real bare repository), and what the
// branch holds afterwards.
import { gunzipSync } from 'node:zlib'
import { runAnalytics } from '../../__fixtures__/runs.js'
import type { GitHubApi } from '../../simulator/github/index.js'
import { gitDataOf, type GitDataOptions } from '../../simulator/github/git-data.js'
import type { RunOptions, TimedActionRun } from './run-action.js'

export const HISTORY_BRANCH = 'docs-analytics-history'

/** The nth week from 2025-01-05 (a Sunday): `date-from` and `date-to` a week apart. */
export function week(n: number): { dateFrom: string; dateTo: string } {
  const day = (d: number) => new Date(Date.UTC(2025, 0, 5 + 7 * d)).toISOString().slice(0, 10)
  return { dateFrom: day(n), dateTo: day(n + 1) }
}

export const periodFolderOf = (n: number) => `periods/${week(n).dateFrom}_${week(n).dateTo}`

/** The environment of a workflow run in the stand-in's repository. */
export const githubEnv = (gh: GitHubApi, extra: Record<string, string> = {}): Record<string, string> => ({
  GITHUB_API_URL: gh.url,
  GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
  GITHUB_RUN_ID: '4242',
  GITHUB_SERVER_URL: 'https://github.example',
  ...extra
})

/** The built action with `history: true` for week `n`. */
export function historyRun(
  api: { url: string },
  gh: GitHubApi,
  n: number,
  inputs: Record<string, string> = {},
  options: RunOptions = {}
): Promise<TimedActionRun> {
  return runAnalytics(
    api,
    {
      'date-from': week(n).dateFrom,
      'date-to': week(n).dateTo,
      history: 'true',
      'github-token': 'ghs_test_token',
      'compare-pages': 'false',
      ...inputs
    },
    { ...options, env: githubEnv(gh, options.env as Record<string, string> | undefined) }
  )
}

/**
 * The stand-in's Git Data API: of the server itself, not of the fixture's proxy to it (useGitHubApi
 * hands out a proxy, and the Git Data API is kept per server object).
 */
export const gitData = (gh: GitHubApi, options?: GitDataOptions) =>
  gitDataOf(gh.valueOf() as GitHubApi, options)

/** The branch's files at its head, by path (gzip'd files as their text). */
export function branchFiles(gh: GitHubApi, branch = HISTORY_BRANCH): Map<string, Buffer> {
  return gitData(gh).files(branch)
}

/** A file as text: gzip'd files unzipped. */
export const asText = (path: string, bytes: Buffer): string =>
  (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')

/** The periods index.json lists, as folder names. */
export function indexedPeriods(gh: GitHubApi, branch = HISTORY_BRANCH): string[] {
  const index = branchFiles(gh, branch).get('index.json')
  if (!index) return []
  const parsed = JSON.parse(index.toString('utf8')) as { periods: { dateFrom: string; dateTo: string }[] }
  return parsed.periods.map(p => `periods/${p.dateFrom}_${p.dateTo}`)
}

/** The period folders the branch holds. */
export function heldFolders(gh: GitHubApi, branch = HISTORY_BRANCH): string[] {
  const folders = new Set<string>()
  for (const path of branchFiles(gh, branch).keys()) {
    const match = /^(periods\/[^/]+)\//.exec(path)
    if (match) folders.add(match[1]!)
  }
  return [...folders].sort()
}
