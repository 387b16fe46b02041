// The history's trends and the loop's cohorts in the report, end to end: three weekly runs of the
// docs-gap loop with `history: true` (the data branch on the GitHub stand-in's Git Data API). Week 1's
// gaps go to the agent, whose pull request teaches the simulator's search the answers; week 2's run
// checks week 1's gaps and finds them, week 3's checks what is still open. The job summary and
// report.md show the trend line, its chart (an SVG file beside report.md) and the cohort table with
// the shares found and the job and its pull request marked.
import { describe, expect, test } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deletedAfter, LOOP_WEEK_1, LOOP_WEEK_2, runLoop } from '../../../__fixtures__/runs.js'
import {
  FEBRUARY_2026,
  JOBS_COMPLETE_AT_ONCE,
  useGitHubApi,
  useSimulator
} from '../../../__fixtures__/servers.js'

const sim = useSimulator({
  ...JOBS_COMPLETE_AT_ONCE,
  pageViews: FEBRUARY_2026,
  analyticsLimitPerHour: Infinity,
  analytics: { gaps: true }
})
const gh = useGitHubApi()
const keep = deletedAfter('all')
const LOOP_WEEK_3 = { 'date-from': '2026-02-15', 'date-to': '2026-02-22' }

/** The cohort table's rows, cells as text. */
function cohortRows(markdown: string): string[][] {
  const at = markdown.indexOf("### The loop's gaps, period after period")
  const lines = markdown.slice(at).split('\n')
  const start = lines.findIndex(l => l.startsWith('| Gaps of'))
  const rows: string[][] = []
  for (const line of lines.slice(start)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map(c => c.trim())
    )
  }
  return rows
}

describe('history: trends and cohorts in the report', () => {
  test('three weekly runs: the trend line, its chart and the cohort table with the shares found', async () => {
    gh.visibility = 'private'
    const out = mkdtempSync(join(tmpdir(), 'history-trends-'))
    try {
      const week = async (dates: Record<string, string>) => {
        const run = keep(await runLoop(sim, gh, { ...dates, history: 'true', 'output-dir': out }))
        expect(run.code).toBe(0)
        return run
      }
      const first = await week(LOOP_WEEK_1)
      const firstJob = first.outputs['gaps-job-id'] as string
      expect(first.outputs['gaps-asked']).toBe('3')
      const searches = () => sim.requests.filter(r => r.route === 'discovery-search').length
      const searchedBefore = searches()
      const second = await week(LOOP_WEEK_2)
      // The loop's proof searched last period's gaps: the history's checks record its results (the
      // cohort's cells below) and search none of them again.
      const proof = /(\d+) of (\d+) of last period's gaps now find a page\./.exec(second.stdout)
      expect(Number(proof?.[1])).toBe(3)
      expect(searches() - searchedBefore).toBe(Number(proof?.[2]))
      expect(second.stdout).not.toMatch(/Checked \d+ of \d+ open gap/)
      const third = await week(LOOP_WEEK_3)
      const pr = sim.jobs.get(firstJob)?.prLink as string
      expect(pr).toMatch(/^https:\/\//)

      for (const markdown of [third.summary, readFileSync(join(out, 'report.md'), 'utf8')]) {
        // Near the top: one line over the three weeks, and one chart.
        expect(markdown).toMatch(
          /\*\*Over 3 weeks\*\* \(<code>2026-02-01<\/code> to <code>2026-02-22<\/code>\): human views [\d,]+ → [\d,]+ \([^)]+\) · AI views/
        )
        expect(markdown).toMatch(/searches without a click [\d.]+% → [\d.]+%/)
        expect(markdown).toContain(
          'title "Views per week over 3 weeks - bars are human views, the line is AI views"'
        )
        expect(markdown.indexOf('**Over 3 weeks**')).toBeLessThan(
          markdown.indexOf('### Human and AI readers')
        )
        // Further down: week 1's gaps, all found by week 2's check and still at week 3's; the job and
        // its pull request on week 1's row.
        const rows = cohortRows(markdown)
        expect(rows[0]).toEqual(['Gaps of', 'Gaps', "Agent's job", '1 week later', '2 weeks later'])
        expect(rows[2]?.slice(0, 2)).toEqual(['<code>2026-02-01</code>', '3'])
        expect(rows[2]?.[2]).toContain(`<code>${firstJob}</code> → <a href="${pr}">pull request</a>`)
        expect(rows[2]?.slice(3)).toEqual(['100.0% (3 of 3)', '100.0% (3 of 3)'])
        expect(rows[3]?.[0]).toBe('<code>2026-02-08</code>')
      }
      expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('(chart-history-views.svg)')
      expect(existsSync(join(out, 'chart-history-views.svg'))).toBe(true)
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})
