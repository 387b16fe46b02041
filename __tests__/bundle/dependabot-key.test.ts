// On the built bundle: a run Dependabot started gets Dependabot's secrets, not the repository's
// Actions secrets, so `api-key` arrives empty though the workflow passes it. The message says that,
// and what to do, instead of asking to "pass the admin API key from a secret".
import { expect, test } from '@jest/globals'
import { errorOf, runEvent } from '../../__fixtures__/runs.js'
import { useGitHubApi, useSimulator } from '../../__fixtures__/servers.js'

const sim = useSimulator()
const gh = useGitHubApi()

test.each(['agent', 'preview'])('%s mode on a Dependabot pull request with an empty key', async mode => {
  gh.addPullRequest({ number: 8, headRef: 'dependabot/npm_and_yarn/undici-7.1.0' })
  const run = await runEvent(sim, gh, {
    event: 'pull_request',
    payload: {
      action: 'opened',
      number: 8,
      pull_request: {
        number: 8,
        user: { login: 'dependabot[bot]', type: 'Bot' },
        head: { ref: 'dependabot/npm_and_yarn/undici-7.1.0', repo: { full_name: 'acme/widgets' } },
        base: { ref: 'main', repo: { full_name: 'acme/widgets' } }
      },
      sender: { login: 'dependabot[bot]', type: 'Bot' },
      repository: { name: 'widgets', owner: { login: 'acme' } }
    },
    inputs: { mode, 'api-key': '', prompt: 'Update the docs' },
    env: { GITHUB_ACTOR: 'dependabot[bot]' }
  })
  expect(run.code).toBe(1)
  const error = errorOf(run)
  expect(error).toMatch(/`api-key` is empty because Dependabot started this run/)
  expect(error).toMatch(/Dependabot secret/)
  expect(error).toContain("github.actor != 'dependabot[bot]'")
  expect(error).not.toMatch(/pass the admin API key from a secret/)
  expect(sim.requests).toEqual([])
  expect(gh.requests).toEqual([])
})
