// `report-issue` end to end: the issue is created once, then updated with the latest report, with one
// comment per run as its history; a person's issue with the same title is left alone; a token that may
// not write issues costs the issue, not the export.
import { expect, test } from '@jest/globals'
import { runAnalytics, warningsOf } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { TEST_KEY } from '../../../__fixtures__/servers.js'

const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
const gh = useGitHubApi()
const TITLE = 'Docs analytics: weekly report'
const MARKER = '<!-- docs-agent-action:report-issue -->'

const exportWithIssue = (reportIssue: string, token = 'ghs_test_token') =>
  runAnalytics(
    sim,
    {
      'date-from': '2026-02-01',
      'date-to': '2026-03-01',
      'report-issue': reportIssue,
      'github-token': token
    },
    {
      env: {
        GITHUB_API_URL: gh.url,
        GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
        GITHUB_RUN_ID: '4242',
        GITHUB_SERVER_URL: 'https://github.example'
      }
    }
  )
const calls = (method: string, pattern: RegExp) =>
  gh.requests.filter(r => r.method === method && pattern.test(r.path)).length

test('two runs: the issue is created once, then updated; one comment per run', async () => {
  // A person's issue with the same title, without the marker: not the report issue.
  const theirs = gh.addIssue({
    title: TITLE,
    body: 'Our plan for the analytics report',
    user: { login: 'octocat', type: 'User' }
  })

  const first = await exportWithIssue(TITLE)
  expect(first.code).toBe(0)
  const ours = gh.issues.filter(i => i !== theirs)
  expect(ours).toHaveLength(1)
  const issue = ours[0]!
  expect(issue.title).toBe(TITLE)
  expect(issue.body.startsWith(MARKER)).toBe(true)
  // The issue holds the report as the job summary shows it.
  expect(issue.body.slice(MARKER.length + 1).trim()).toBe(first.summary.trim())
  expect(first.outputs['report-issue-url']).toBe(`https://github.example/acme/widgets/issues/${issue.number}`)

  issue.body = `${MARKER}\nlast week's report`
  const second = await exportWithIssue(TITLE)
  expect(second.code).toBe(0)
  expect(gh.issues).toHaveLength(2)
  expect(calls('POST', /\/issues$/)).toBe(1)
  expect(calls('PATCH', new RegExp(`/issues/${issue.number}$`))).toBe(1)
  expect(issue.body).not.toContain("last week's report")
  expect(issue.body.slice(MARKER.length + 1).trim()).toBe(second.summary.trim())
  expect(theirs.body).toBe('Our plan for the analytics report')

  const history = gh.comments.filter(c => c.issueNumber === issue.number)
  expect(history.map(c => c.body)).toEqual([
    `${first.outputs.headline}\n\n[Workflow run](https://github.example/acme/widgets/actions/runs/4242)`,
    `${second.outputs.headline}\n\n[Workflow run](https://github.example/acme/widgets/actions/runs/4242)`
  ])
  for (const request of gh.requests) expect(JSON.stringify(request.body ?? '')).not.toContain(TEST_KEY)
})

test('an issue named by number is updated, even without the marker', async () => {
  const named = gh.addIssue({ title: 'Analytics', body: 'old' })
  const run = await exportWithIssue(`#${named.number}`)
  expect(run.code).toBe(0)
  expect(named.body.startsWith(MARKER)).toBe(true)
  expect(calls('POST', /\/issues$/)).toBe(0)
  expect(gh.comments.filter(c => c.issueNumber === named.number)).toHaveLength(1)
})

test('a pull request number, or a token without issues: write, warns and keeps the export', async () => {
  gh.addIssue({ number: 77, title: 'A pull request', pullRequest: true })
  const pull = await exportWithIssue('77')
  expect(pull.code).toBe(0)
  expect(warningsOf(pull).join('\n')).toMatch(/#77 is a pull request, not an issue/)
  expect(calls('PATCH', /\/issues\/77$/)).toBe(0)

  gh.setFault({ status: 403, routes: ['list-issues', 'create-issue'] })
  const refused = await exportWithIssue(TITLE)
  expect(refused.code).toBe(0)
  expect(refused.outputs.complete).toBe('true')
  expect(refused.outputs['report-issue-url']).toBe('')
  expect(warningsOf(refused).join('\n')).toMatch(
    /Could not update the report issue \(HTTP 403.*issues: write/s
  )
})

test('a bad report-issue is an input error naming it, before any request', async () => {
  const run = await exportWithIssue('#0')
  expect(run.code).toBe(1)
  expect(run.stdout + run.stderr).toMatch(/`report-issue` must be an issue number/)
  expect(sim.requests).toHaveLength(0)
  expect(gh.requests).toHaveLength(0)
})
