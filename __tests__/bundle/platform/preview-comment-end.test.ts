// The preview comment is the run's last word, whatever the end: a preview that outlasts
// `timeout-minutes` still gets its comment (with the final write's short grace, as agent mode's
// comment has), and preview mode sets `comment-url` as agent mode does.
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

beforeEach(() => gh.addPullRequest({ number: 12, headRef: 'docs/webhooks' }))

test('a ready preview: `comment-url` is the comment written', async () => {
  sim.setAdmin({ previews: true, deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, pollsUntilDone: 1 } })
  const run = await preview()
  expect(run.code).toBe(0)
  expect(ours()).toHaveLength(1)
  expect(run.outputs['comment-url']).toBe(
    `https://github.example/acme/widgets/pull/12#issuecomment-${ours()[0]!.id}`
  )
})

test('a preview that outlasts `timeout-minutes`: the comment still says where it stands', async () => {
  sim.setAdmin({ previews: true, deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, pollsUntilDone: 10_000 } })
  // 3 s: the wait ends at the deadline, and the comment is written after it.
  const run = await preview({ 'timeout-minutes': '0.05' })
  expect(run.code).toBe(1)
  expect(run.outputs.status).toMatch(/queued|in_progress/)
  expect(ours()).toHaveLength(1)
  expect(ours()[0]!.body).toContain('**Still building when the step stopped waiting')
  expect(run.outputs['comment-url']).toContain(`#issuecomment-${ours()[0]!.id}`)
  expect(run.stdout).not.toMatch(/Could not write the preview comment/)
})
