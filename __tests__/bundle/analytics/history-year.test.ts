// A year of weekly runs of the built action with `history: true` against the simulator: explicit
// `date-from` and `date-to` a week apart, 52 runs, each adding its period to the data branch in one
// commit through the GitHub stand-in's Git Data API. The branch ends with 52 periods in 52 commits, an
// orphan (its first commit has no parent) with `.nojekyll`, each period's summary holding its week's
// views as the run's outputs said them.
import { expect, test } from '@jest/globals'
import { FEBRUARY_2026, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import {
  gitData,
  branchFiles,
  heldFolders,
  HISTORY_BRANCH,
  historyRun,
  indexedPeriods,
  periodFolderOf,
  week
} from '../../helpers/history.js'

const WEEKS = 52
const sim = useSimulator({
  pageViews: { ...FEBRUARY_2026, days: 7 * WEEKS + 7, endDate: week(WEEKS).dateTo },
  analyticsLimitPerHour: Infinity
})
const gh = useGitHubApi()

test(
  'a year of weekly runs leaves 52 periods on the branch in 52 commits',
  async () => {
    const views: number[] = []
    let summary = ''
    for (let n = 0; n < WEEKS; n++) {
      const run = await historyRun(sim, gh, n)
      expect({ week: n, code: run.code, stderr: run.stderr.slice(-2000) }).toEqual({
        week: n,
        code: 0,
        stderr: expect.any(String)
      })
      expect(run.stdout).toContain(
        `Wrote the period ${week(n).dateFrom}_${week(n).dateTo} to the history's branch`
      )
      views.push(Number(run.outputs['total-views']))
      summary = run.summary
    }
    // The last report draws the year: one line and one chart over the 52 periods.
    expect(summary).toMatch(
      /\*\*Over 52 weeks\*\* \(<code>[\d-]+<\/code> to <code>[\d-]+<\/code>\): human views /
    )
    expect(summary).toContain(
      'title "Views per week over 52 weeks - bars are human views, the line is AI views"'
    )
    const expected = Array.from({ length: WEEKS }, (_, n) => periodFolderOf(n))
    expect(indexedPeriods(gh)).toEqual(expected)
    expect(heldFolders(gh)).toEqual(expected)
    const commits = gitData(gh).commits(HISTORY_BRANCH)
    expect(commits).toHaveLength(WEEKS)
    expect(commits[commits.length - 1]!.parents).toEqual([])
    const files = branchFiles(gh)
    expect(files.has('.nojekyll')).toBe(true)
    for (let n = 0; n < WEEKS; n++) {
      const summary = JSON.parse(files.get(`${periodFolderOf(n)}/summary.json`)!.toString('utf8')) as {
        views: { total: number }
        complete: boolean
      }
      expect({ n, total: summary.views.total, complete: summary.complete }).toEqual({
        n,
        total: views[n],
        complete: true
      })
      expect(files.has(`${periodFolderOf(n)}/pages.csv.gz`)).toBe(true)
    }
  },
  20 * 60_000
)
