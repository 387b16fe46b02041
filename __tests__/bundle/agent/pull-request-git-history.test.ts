// A pull request with a real Git history (simulator/github/git-history.ts answers GitHub's compare
// from a repository): push, push, "Update branch", a force-push that drops a commit, push, `/docs`.
// After each run the prompt names exactly the files that entered, changed in or left the pull
// request's own diff since the run before; one job, one comment, one history line per run.
import { afterAll, expect, test } from '@jest/globals'
import { commentPayload, pullRequestPayload } from '../../../__fixtures__/events.js'
import { promptsOf, runEvent } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { GitHistory } from '../../../simulator/github/git-history.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()
const git = GitHistory.create()
afterAll(() => git.remove())

const PR = 51
const FILES_HEADER = /Files whose change in the pull request is new or different \(\d+\):\n((?:- .*\n?)*)/
/** The file lines of the last prompt sent: undefined when it had no delta (the full context). */
function filesInLastPrompt(): string[] | undefined {
  const prompt = promptsOf(sim).at(-1)?.prompt ?? ''
  const block = FILES_HEADER.exec(prompt)?.[1]
  return block?.trim().split('\n')
}
const push = (head: string) =>
  runEvent(sim, gh, {
    event: 'pull_request',
    payload: pullRequestPayload(gh, PR, head, { files: [{ filename: 'src/widget.ts', status: 'added' }] }),
    inputs: { prompt: 'Update the docs' }
  })

test('every run names exactly what changed in the pull request since the run before', async () => {
  git.commit('Start', { 'README.md': 'hello\n', 'billing/plans.ts': 'plans\n' })
  git.checkout('feature', true)
  gh.useGitHistory(git)

  const opened = await runEvent(sim, gh, {
    event: 'pull_request',
    payload: pullRequestPayload(
      gh,
      PR,
      git.commit('Add widgets', { 'src/widget.ts': 'w1\n' }),
      { files: [{ filename: 'src/widget.ts', status: 'added' }] },
      'opened'
    ),
    inputs: { prompt: 'Update the docs' }
  })
  expect(opened.outputs.action).toBe('created')
  expect(filesInLastPrompt()).toBeUndefined()

  await push(git.commit('Add flags', { 'src/flags.ts': 'f1\n' }))
  expect(filesInLastPrompt()).toEqual(['- src/flags.ts (now in the pull request)'])

  // "Update branch": main moved on (billing), and was merged into the pull request.
  git.checkout('main')
  git.commit('Billing: yearly plans', { 'billing/plans.ts': 'plans, yearly\n', 'billing/yearly.ts': 'y\n' })
  git.checkout('feature')
  await push(git.merge('main', "Merge branch 'main' into feature"))
  expect(filesInLastPrompt()).toEqual([
    "- none: the pull request's diff is the same as when the agent last saw it (the base branch's own changes are not part of it)"
  ])
  expect(promptsOf(sim).at(-1)?.prompt).not.toContain('billing/')

  // A force-push back to the first commit, with another flags file instead.
  git.reset(git.head('HEAD^1~1')) // the merge's first parent is "Add flags"; before it, "Add widgets"
  await push(git.commit('Add flags, take two', { 'src/options.ts': 'o1\n' }))
  expect(filesInLastPrompt()).toEqual([
    '- src/flags.ts (no longer in the pull request)',
    '- src/options.ts (now in the pull request)'
  ])

  await push(git.commit('Widgets: sizes', { 'src/widget.ts': 'w2\n' }))
  expect(filesInLastPrompt()).toEqual(['- src/widget.ts (changed)'])

  const docs = await runEvent(sim, gh, {
    event: 'issue_comment',
    payload: commentPayload(PR, '/docs mention the sizes'),
    inputs: { prompt: 'mention the sizes' }
  })
  expect(docs.outputs.action).toBe('follow-up')
  expect(promptsOf(sim).at(-1)?.prompt).toContain('Nothing was pushed since then')

  // One job, one comment, one history line per run, in order.
  expect(sim.jobs.size).toBe(1)
  expect(promptsOf(sim).map(p => p.route)).toEqual([
    'create',
    'message',
    'message',
    'message',
    'message',
    'message'
  ])
  const ours = gh.comments.filter(c => c.user.login === 'github-actions[bot]' && c.issueNumber === PR)
  expect(ours).toHaveLength(1)
  const lines = (ours[0]?.body ?? '').split('\n').filter(l => l.startsWith('- '))
  expect(lines.map(l => l.replace(/<code>[^<]*<\/code>/g, 'X'))).toEqual([
    '- created job X for X (1 file)',
    '- follow-up for X (1 file)',
    '- follow-up for X (0 files)',
    '- follow-up for X (2 files)',
    '- follow-up for X (1 file)',
    expect.stringMatching(/^- \/docs from /)
  ])
})
