// Re-runs and runs at once, with `history: true`, through the built action: a period run again
// replaces that period's folder and nothing else (and its index entry, not a second one); two runs of
// different periods at the same time both land, the second built again on the first's commit.
import { expect, test } from '@jest/globals'
import { FEBRUARY_2026, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import {
  gitData,
  branchFiles,
  heldFolders,
  HISTORY_BRANCH,
  historyRun,
  indexedPeriods,
  periodFolderOf
} from '../../helpers/history.js'

const sim = useSimulator({
  pageViews: { ...FEBRUARY_2026, days: 70, endDate: '2025-03-16' },
  analyticsLimitPerHour: Infinity,
  analytics: { gaps: true }
})
const gh = useGitHubApi()

const filesOf = (n: number) =>
  [...branchFiles(gh).keys()].filter(p => p.startsWith(`${periodFolderOf(n)}/`)).sort()

test('a re-run replaces its period and nothing else; two runs at once both land', async () => {
  // Week 0 with the gaps (gaps.json, gaps.sealed), week 1 without.
  expect((await historyRun(sim, gh, 0, { gaps: 'true', datasets: 'views' })).code).toBe(0)
  expect((await historyRun(sim, gh, 1)).code).toBe(0)
  expect(filesOf(0)).toEqual(
    ['gaps.json', 'gaps.sealed', 'loop.json', 'pages.csv.gz', 'summary.json'].map(
      f => `${periodFolderOf(0)}/${f}`
    )
  )
  const week1 = new Map([...branchFiles(gh)].filter(([p]) => p.startsWith(periodFolderOf(1))))

  // Week 0 again, without the gaps: its folder holds this run's files only; week 1 is untouched.
  expect((await historyRun(sim, gh, 0)).code).toBe(0)
  expect(filesOf(0)).toEqual(['pages.csv.gz', 'summary.json'].map(f => `${periodFolderOf(0)}/${f}`))
  for (const [path, bytes] of week1) expect(branchFiles(gh).get(path)?.equals(bytes)).toBe(true)
  expect(indexedPeriods(gh)).toEqual([periodFolderOf(0), periodFolderOf(1)])

  // Weeks 2 and 3 at once: both periods land, each in its own commit.
  const [a, b] = await Promise.all([historyRun(sim, gh, 2), historyRun(sim, gh, 3)])
  expect([a.code, b.code]).toEqual([0, 0])
  const expected = [0, 1, 2, 3].map(periodFolderOf)
  expect(indexedPeriods(gh)).toEqual(expected)
  expect(heldFolders(gh)).toEqual(expected)
  expect(gitData(gh).commits(HISTORY_BRANCH)).toHaveLength(5)
}, 300_000)

test('a run whose push meets another run’s commit builds again on it and keeps both periods', async () => {
  expect((await historyRun(sim, gh, 0)).code).toBe(0)
  // Between this run's read of the head and its ref update, another run writes week 5.
  const standIn = gitData(gh)
  standIn.beforeNextRefUpdate(async () => {
    const other = await historyRun(sim, gh, 5)
    expect(other.code).toBe(0)
  })
  const run = await historyRun(sim, gh, 4)
  expect(run.code).toBe(0)
  expect(indexedPeriods(gh)).toEqual([0, 4, 5].map(periodFolderOf))
  expect(heldFolders(gh)).toEqual([0, 4, 5].map(periodFolderOf))
  expect(standIn.commits(HISTORY_BRANCH)).toHaveLength(3)
}, 300_000)
