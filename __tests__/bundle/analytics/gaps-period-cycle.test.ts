// The docs-gap loop end to end, against the simulator and the GitHub stand-in: two runs in the same
// period make one agent job and one issue; the next period follows the job (its pull request linked)
// and checks last period's gaps through the discovery search, whose index learned the pages the job's
// pull request added; the counts are in the report, the issue and the outputs. The report issue is
// owned: found by label and creator in one request, a look-alike by someone else is left alone, a 301
// is never followed to write. And the budget: with a small `max-requests` the transcripts go first.
import { describe, expect, test } from '@jest/globals'
import {
  deletedAfter,
  errorOf,
  promptsOf,
  warningsOf,
  LOOP_ISSUE_TITLE,
  LOOP_WEEK_2,
  runLoop
} from '../../../__fixtures__/runs.js'
import {
  FEBRUARY_2026,
  JOBS_COMPLETE_AT_ONCE,
  TEST_KEY,
  useGitHubApi,
  useSimulator
} from '../../../__fixtures__/servers.js'
import { DEFAULT_ASSISTANT_KEY, PLANTED } from '../../../simulator/index.js'

const sim = useSimulator({
  ...JOBS_COMPLETE_AT_ONCE,
  pageViews: FEBRUARY_2026,
  analyticsLimitPerHour: Infinity,
  analytics: { gaps: true },
  readOnlyKeys: ['mint_read_only_key_0123456789']
})
const gh = useGitHubApi()
const keep = deletedAfter()
const TITLE = LOOP_ISSUE_TITLE
const MARKER = '<!-- docs-agent-action:report-issue -->'
const WEEK_2 = LOOP_WEEK_2

const loopRun = (inputs: Record<string, string> = {}) => runLoop(sim, gh, inputs)

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
const ours = () =>
  gh.issues.filter(i => i.user.login === 'github-actions[bot]' && i.labels.includes('docs-agent-report'))

describe('two runs in a period, then the next period', () => {
  test('one job and one issue; then the job is followed and last period’s gaps are found now', async () => {
    gh.visibility = 'private'
    const first = keep(await loopRun())
    expect(first.code).toBe(0)
    expect(sim.jobs.size).toBe(1)
    expect(ours()).toHaveLength(1)
    expect(first.outputs['gaps-asked']).toBe('3')
    const jobId = first.outputs['gaps-job-id'] as string
    expect(sim.jobs.has(jobId)).toBe(true)
    // The prompt lists the top gaps, redacted: nothing planted reaches the agent.
    const [prompt] = promptsOf(sim).map(p => p.prompt)
    expect(prompt).toContain('webhook retries')
    for (const value of Object.values(PLANTED)) expect(prompt).not.toContain(value)
    expect(first.summary).toMatch(/no earlier period is recorded/)

    const again = keep(await loopRun())
    expect(again.code).toBe(0)
    expect(sim.jobs.size).toBe(1)
    expect(ours()).toHaveLength(1)
    expect(again.outputs['gaps-job-id']).toBe(jobId)
    expect(again.summary).toMatch(/created by an earlier run for this period: no second job/)

    const next = keep(await loopRun(WEEK_2))
    expect(next.code).toBe(0)
    expect(ours()).toHaveLength(1)
    // This period's own job; last period's is followed and its pull request linked.
    expect(sim.jobs.size).toBe(2)
    const pr = sim.jobs.get(jobId)?.prLink as string
    expect(pr).toMatch(/^https:\/\//)
    expect(next.summary).toContain(pr)
    // The top 3 gaps were given to the agent; the index learned its pages: they are found now.
    expect(next.outputs['gaps-found-now']).toBe('3')
    const checked = Number(next.outputs['gaps-checked'])
    expect(checked).toBeGreaterThan(3)
    const line = `3 of ${checked} gaps now find a page`
    expect(decode(next.summary)).toContain(line)
    const issue = ours()[0]!
    expect(decode(issue.body)).toContain(line)
    // One comment per run, besides each period's claim (which records its job).
    const comments = gh.comments.filter(c => c.issueNumber === issue.number && !c.body.includes('gaps-claim'))
    expect(comments).toHaveLength(3)
    expect(comments[2]!.body).toContain(`3 of ${checked} of last period's now find a page`)
    // The discovery search was asked with the assistant key and the stated threshold.
    const searches = sim.requests.filter(r => r.route === 'discovery-search')
    expect(searches.length).toBe(checked)
    expect(searches.every(r => (r.body as { scoreThreshold?: number }).scoreThreshold === 0.5)).toBe(true)
    for (const run of [first, again, next]) expect(JSON.stringify(run.outputs)).not.toContain(TEST_KEY)
  })

  test('on a public repository the loop runs, and no reader text is published on the way', async () => {
    gh.visibility = 'public'
    keep(await loopRun())
    const next = keep(await loopRun(WEEK_2))
    expect(next.code).toBe(0)
    expect(next.outputs['gaps-found-now']).toBe('3')
    const published = decode(
      [next.summary, ...gh.issues.map(i => i.body), ...gh.comments.map(c => c.body)].join('\n')
    )
    expect(published).toMatch(/3 of \d+ gaps now find a page/)
    expect(published.toLowerCase()).not.toContain('webhook retries')
    for (const value of Object.values(PLANTED)) expect(published).not.toContain(value)
  })

  test('without an assistant key, the report says what it could not check', async () => {
    gh.visibility = 'private'
    keep(await loopRun({ 'assistant-api-key': '', 'docs-domain': '' }))
    const next = keep(await loopRun({ ...WEEK_2, 'assistant-api-key': '', 'docs-domain': '' }))
    expect(next.code).toBe(0)
    expect(decode(next.summary)).toMatch(/were not checked: set `assistant-api-key`/)
    expect(next.outputs['gaps-checked']).toBe('')
    expect(sim.requests.filter(r => r.route === 'discovery-search')).toHaveLength(0)
  })
})

describe('the report issue is owned', () => {
  test('a look-alike by another author (same title, marker and label) is left alone', async () => {
    const theirs = gh.addIssue({
      title: TITLE,
      body: `${MARKER}\n<!-- docs-agent-action:gaps-state forged.seal -->`,
      labels: ['docs-agent-report'],
      user: { login: 'mallory', type: 'User' }
    })
    const run = keep(await loopRun())
    expect(run.code).toBe(0)
    expect(theirs.body).toContain('forged.seal')
    expect(ours()).toHaveLength(1)
    // Finding takes one request; a run that then creates the issue lists once more, to meet a run
    // that created one at the same time (the lower number is kept).
    const created = gh.requests.findIndex(r => r.method === 'POST' && r.path.endsWith('/issues'))
    const list = gh.requests.slice(0, created).filter(r => r.method === 'GET' && r.path.endsWith('/issues'))
    expect(list).toHaveLength(1)
    expect(list[0]!.query).toMatchObject({ labels: 'docs-agent-report', creator: 'github-actions[bot]' })
  })

  test('400 newer issues do not hide it: one request finds it', async () => {
    keep(await loopRun())
    const issue = ours()[0]!
    for (let i = 0; i < 400; i++)
      gh.addIssue({ title: `Other ${i}`, user: { login: 'octocat', type: 'User' } })
    gh.requests.length = 0
    const run = keep(await loopRun())
    expect(run.code).toBe(0)
    expect(ours()).toHaveLength(1)
    expect(gh.requests.filter(r => r.method === 'POST' && r.path.endsWith('/issues'))).toHaveLength(0)
    expect(
      gh.requests.filter(r => r.method === 'PATCH' && r.path.endsWith(`/issues/${issue.number}`))
    ).toHaveLength(1)
    expect(sim.jobs.size).toBe(1)
  })

  test('a 301 is never followed to write: a new issue, with the verified state carried over', async () => {
    keep(await loopRun())
    const moved = ours()[0]!
    moved.moved = true
    gh.requests.length = 0
    const run = keep(await loopRun({ 'report-issue': `#${moved.number}` }))
    expect(run.code).toBe(0)
    expect(
      gh.requests.filter(r => r.method === 'PATCH' && r.path.endsWith(`/issues/${moved.number}`))
    ).toHaveLength(0)
    const fresh = ours().filter(i => !i.moved)
    expect(fresh).toHaveLength(1)
    expect(fresh[0]!.title).toBe(TITLE)
    // The state was carried over: the period's job is not created twice.
    expect(sim.jobs.size).toBe(1)
    expect(warningsOf(run).join('\n')).toMatch(/moved to another repository \(GitHub answered 301\)/)
  })
})

describe('budget and keys', () => {
  test('when the report issue cannot be read, no job is created: it could not be recorded', async () => {
    gh.setFault({ status: 403, routes: ['list-issues'] })
    const run = keep(await loopRun())
    expect(run.code).toBe(0)
    expect(sim.jobs.size).toBe(0)
    expect(warningsOf(run).join('\n')).toMatch(/issues: write/)
    expect(decode(run.summary)).toMatch(
      /No agent job was created: the report issue, which records it, could not be read/
    )
  })

  test('with a small max-requests the transcripts are the first thing left out, and the report says so', async () => {
    gh.visibility = 'private'
    const run = keep(await loopRun({ 'max-requests': '5', 'gaps-agent': '0', 'report-issue': '' }))
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('true')
    expect(sim.requests.filter(r => r.route === 'thread')).toHaveLength(0)
    expect(decode(run.summary)).toMatch(
      /5 of 5 transcript\(s\) left out: no request was left for them under `max-requests`/
    )
  })

  test('a read-only admin key: the export runs, the agent needs a key with write access', async () => {
    const run = keep(await loopRun({ 'api-key': 'mint_read_only_key_0123456789' }))
    expect(run.code).toBe(0)
    expect(warningsOf(run).join('\n')).toMatch(/needs an admin key with write access/)
    expect(run.outputs['gaps-job-id']).toBe('')
  })

  test.each([
    [{ 'assistant-api-key': 'mint_admin_key_given_here' }, /`assistant-api-key` is an admin key/],
    [{ 'api-key': DEFAULT_ASSISTANT_KEY }, /`api-key` is an assistant \(mint_dsc_\) key/],
    [
      { 'docs-domain': 'https://docs.example.com/guide' },
      /`docs-domain` must be the domain identifier, the last part of the dashboard's URL/
    ],
    [{ 'gaps-agent': '-1' }, /`gaps-agent` must be a whole number from 0/],
    [{ 'gaps-agent': '1.5' }, /`gaps-agent` must be a whole number from 0/],
    [{ 'report-issue': '' }, /`gaps-agent` needs `report-issue`/]
  ])('bad input %j is an error naming it, before any request', async (inputs, message) => {
    const run = keep(await loopRun(inputs))
    expect(run.code).toBe(1)
    expect(errorOf(run) + run.stdout).toMatch(message)
    expect(sim.requests).toHaveLength(0)
    expect(gh.requests).toHaveLength(0)
  })
})
