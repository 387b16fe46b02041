// Preview mode on a pull request: the sticky comment shows the preview's link and state, one comment
// per workflow job however many runs, and a comment that merely quotes its marker is not taken over.
import { beforeEach, expect, test } from '@jest/globals'
import { runEvent } from '../../../__fixtures__/runs.js'
import { useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { DEFAULT_DEPLOYMENT_SCENARIO } from '../../../simulator/index.js'

const sim = useSimulator()
const gh = useGitHubApi()
const payload = {
  pull_request: {
    number: 12,
    head: { ref: 'docs/webhooks', repo: { full_name: 'acme/widgets' } },
    base: { repo: { full_name: 'acme/widgets' } }
  }
}
const preview = (inputs: Record<string, string> = {}) =>
  runEvent(sim, gh, { event: 'pull_request', payload, inputs: { mode: 'preview', ...inputs } })
const ours = () =>
  gh.comments.filter(c => c.issueNumber === 12 && c.body.includes('docs-agent-action:preview'))

beforeEach(() => {
  sim.setAdmin({ previews: true, deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, pollsUntilDone: 1 } })
  gh.addPullRequest({ number: 12, headRef: 'docs/webhooks' })
})

test('the comment shows the link and the state, and the next run updates it', async () => {
  const first = await preview()
  expect(first.code).toBe(0)
  const url = first.outputs['preview-url']!
  expect(url).toMatch(/^https:\/\//)
  expect(ours()).toHaveLength(1)
  const comment = ours()[0]!
  expect(comment.body).toContain('### Docs preview')
  expect(comment.body).toContain(`**Ready**: <a href="${url}">`)
  expect(comment.body).toContain('<code>docs/webhooks</code>')
  expect(comment.body).toContain('https://github.example/acme/widgets/actions/runs/4242')

  sim.setAdmin({
    previews: true,
    deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, outcome: 'failure', pollsUntilDone: 1 }
  })
  const second = await preview()
  expect(second.code).toBe(1)
  expect(ours()).toHaveLength(1)
  expect(ours()[0]!.id).toBe(comment.id)
  expect(ours()[0]!.body).toContain('**Failed, status failure**')
})

test('a quoted marker in someone else comment is not taken over; comment-on-pr: false writes nothing', async () => {
  const quoted = gh.addComment({
    issueNumber: 12,
    body: '<!-- docs-agent-action:preview Docs%20update/docs -->\nI made this',
    user: { login: 'mallory', type: 'User' }
  })
  const run = await preview()
  expect(run.code).toBe(0)
  expect(quoted.body).toBe('<!-- docs-agent-action:preview Docs%20update/docs -->\nI made this')
  expect(ours().filter(c => c.user.login === 'github-actions[bot]')).toHaveLength(1)

  gh.reset()
  gh.addPullRequest({ number: 12, headRef: 'docs/webhooks' })
  const silent = await preview({ 'comment-on-pr': 'false' })
  expect(silent.code).toBe(0)
  expect(gh.requests).toHaveLength(0)
})

test('a token that may not comment: a warning, and the preview still succeeds', async () => {
  gh.setFault({ status: 403, routes: ['create-comment'] })
  const run = await preview()
  expect(run.code).toBe(0)
  expect(run.outputs.status).toBe('success')
  expect(run.stdout).toMatch(/Could not write the preview comment \(HTTP 403/)
})
