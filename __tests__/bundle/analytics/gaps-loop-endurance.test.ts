// The loop over many periods: one agent job per period whatever the faults (seeded: the issue write
// refused, 502s on the issue's writes, two overlapping runs, a key rotation between runs), and twenty
// weeks of twenty 2,000-character questions: the issue keeps its report and its state, under GitHub's
// limit, every week. Each test prints its figure.
import { describe, expect, test } from '@jest/globals'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, JOBS_COMPLETE_AT_ONCE, TEST_KEY } from '../../../__fixtures__/servers.js'
import { useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { DEFAULT_ASSISTANT_KEY } from '../../../simulator/index.js'
import type { GitHubRoute } from '../../../simulator/github/types.js'
import { mulberry32 } from '../../helpers/seeded.js'

const KEYS = [TEST_KEY, 'mint_rotated_key_0123456789abcdef', 'mint_rotated_again_0123456789abcdef']
const gh = useGitHubApi()
const keep = deletedAfter()
const STATE = /<!-- docs-agent-action:gaps-state \S+ -->/

const env = () => ({
  GITHUB_API_URL: gh.url,
  GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
  GITHUB_EVENT_NAME: 'schedule',
  GITHUB_RUN_ID: '4242',
  GITHUB_SERVER_URL: 'https://github.example'
})
const loopRun = (api: { url: string }, inputs: Record<string, string>) =>
  runAnalytics(
    api,
    {
      gaps: 'true',
      'gaps-agent': '3',
      'report-issue': 'Docs gaps: weekly',
      'github-token': 'ghs_test_token',
      'assistant-api-key': DEFAULT_ASSISTANT_KEY,
      'docs-domain': 'acme',
      ...inputs
    },
    { env: env() }
  )
const periodOf = (prompt: string) => {
  const m = /between (\d{4}-\d{2}-\d{2}) and (\d{4}-\d{2}-\d{2})/.exec(prompt)
  return m ? `${m[1]} to ${m[2]}` : '?'
}

describe('20 seeded runs with faults', () => {
  const sim = useSimulator({
    ...JOBS_COMPLETE_AT_ONCE,
    pageViews: FEBRUARY_2026,
    analyticsLimitPerHour: Infinity,
    analytics: { gaps: true },
    apiKeys: KEYS
  })
  const WEEKS = ['2026-02-01', '2026-02-08', '2026-02-15', '2026-02-22'].map(from => {
    const to = new Date(Date.parse(from) + 7 * 86_400_000).toISOString().slice(0, 10)
    return { 'date-from': from, 'date-to': to }
  })
  const WRITES: GitHubRoute[] = ['create-issue', 'create-comment', 'update-comment', 'update-issue']

  test('the job of each period is created exactly once', async () => {
    const random = mulberry32(40)
    const faults: Record<string, number> = { refused: 0, '502': 0, overlapping: 0, rotation: 0, none: 0 }
    let key = 0
    let previous: string | undefined
    const trail: string[] = []
    for (let i = 0; i < 20; i++) {
      const week = WEEKS[Math.floor(i / 5)]!
      const last = i % 5 === 4
      const pick = last
        ? 'none'
        : (['refused', '502', 'overlapping', 'rotation'] as const)[Math.floor(random() * 4)]!
      faults[pick] = (faults[pick] ?? 0) + 1
      if (pick === 'rotation' && key < KEYS.length - 1) {
        previous = KEYS[key]
        key++
      }
      const keys = { 'api-key': KEYS[key]!, ...(previous ? { 'previous-api-key': previous } : {}) }
      const route = WRITES[Math.floor(random() * WRITES.length)]!
      if (pick === 'refused') gh.setFault({ status: 403, routes: ['create-comment', 'create-issue'] })
      if (pick === '502') gh.setFault({ status: 502, routes: [route], times: 1 + Math.floor(random() * 3) })
      if (pick === 'overlapping') {
        gh.holdUntil('list-issues', 2)
        await Promise.all([loopRun(sim, { ...week, ...keys }), loopRun(sim, { ...week, ...keys })]).then(r =>
          r.map(keep)
        )
      } else keep(await loopRun(sim, { ...week, ...keys }))
      gh.setFault(undefined)
      trail.push(`${i}:${pick}${pick === '502' ? `(${route})` : ''}=${sim.jobs.size}`)
    }
    console.log(trail.join(' '))
    const perPeriod: Record<string, number> = {}
    for (const job of sim.jobs.values()) {
      const period = periodOf(job.prompts[0] ?? '')
      perPeriod[period] = (perPeriod[period] ?? 0) + 1
    }
    console.log(
      `20 seeded runs, faults ${JSON.stringify(faults)}: jobs per period ${JSON.stringify(perPeriod)}`
    )
    expect(Object.keys(perPeriod).sort()).toEqual(WEEKS.map(w => `${w['date-from']} to ${w['date-to']}`))
    expect(Object.values(perPeriod)).toEqual([1, 1, 1, 1])
  })
})

describe('twenty weeks of twenty 2,000-character questions', () => {
  const question = (day: number, k: number) => {
    const week = Math.floor(day / 7)
    const head = `Week ${week}, question ${k}: why does the deploy fail with this trace? `
    const trace = Array.from({ length: 80 }, (_, n) => `at frame${n} (lib/ünïcödé_${k}.ts:${n}) `).join('')
    return (head + trace).slice(0, 2000)
  }
  const sim = useSimulator({
    ...JOBS_COMPLETE_AT_ONCE,
    pageViews: { pages: 5, days: 150, endDate: '2026-06-01', seed: 3 },
    analyticsLimitPerHour: Infinity,
    analytics: {
      gaps: {
        questions: day =>
          Array.from({ length: 20 }, (_, k) => ({ query: question(day, k), page: '/docs/deploy' }))
      },
      texts: []
    }
  })

  test('the issue keeps its report and state under the limit every week; no period has a second job', async () => {
    let largest = 0
    const start = Date.parse('2026-01-04')
    for (let w = 0; w < 20; w++) {
      const from = new Date(start + w * 7 * 86_400_000).toISOString().slice(0, 10)
      const to = new Date(start + (w + 1) * 7 * 86_400_000).toISOString().slice(0, 10)
      for (const attempt of [1, 2]) {
        const run = keep(await loopRun(sim, { 'date-from': from, 'date-to': to }))
        expect({ week: w, attempt, code: run.code }).toEqual({ week: w, attempt, code: 0 })
        const issue = gh.issues.find(i => i.labels.includes('docs-agent-report'))!
        largest = Math.max(largest, issue.body.length)
        expect(issue.body.length).toBeLessThanOrEqual(65_536)
        expect(issue.body).toMatch(STATE)
        expect(issue.body).toMatch(/Analytics report/)
        expect(sim.jobs.size).toBe(w + 1)
      }
    }
    console.log(`20 weeks × 20 questions of 2,000 characters: largest issue body ${largest} characters`)
  }, 900_000)
})
