// On the built bundle: what admission could not read is never taken as an answer. A 200 from the
// permission endpoint that names no permission (a proxy's sign-in page, `{}`) is not `none`: the run
// says the permission could not be read and fails closed, with no public "has `none` access" reply.
// A pull request's files that cannot be listed for `skip-paths` name the call and the permission.
import { describe, expect, test } from '@jest/globals'
import { pullRequestPayload, sha } from '../../../__fixtures__/events.js'
import { errorOf, runEvent } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()

const PR = 93

function comment(login: string) {
  gh.addPullRequest({ number: PR, headSha: sha('c'), files: [{ filename: 'src/a.ts', status: 'added' }] })
  return {
    event: 'issue_comment',
    payload: {
      action: 'created',
      issue: { number: PR, title: 'Add widgets', state: 'open', pull_request: { url: 'x' } },
      comment: { id: 6001, body: '/docs document it', user: { login, type: 'User' } },
      sender: { login, type: 'User' },
      repository: { name: 'widgets', owner: { login: 'acme' } }
    },
    workflow: 'Docs follow-up',
    job: 'follow-up'
  }
}

describe('a permission answer that is not a permission', () => {
  test.each([
    ["a proxy's HTML sign-in page (200)", () => gh.setFault({ routes: ['permission'], status: 'html-page' })],
    ['`{}` (200)', () => (gh.permissions.alice = '{}')]
  ])('%s: "could not be read", failed closed, no reply, no agent request', async (_name, answer) => {
    answer()
    const result = await runEvent(sim, gh, comment('alice'))
    expect(result.code).toBe(1)
    expect(errorOf(result)).toMatch(
      /Could not read the repository permission of alice: .*names no permission/
    )
    expect(result.summary).toMatch(/could not read the repository permission of alice/i)
    expect(result.stdout + result.summary).not.toMatch(/has `none` access/)
    expect(result.outputs.action ?? '').not.toBe('skipped')
    // Nobody was told in public that they have no access, and nothing reached the agent.
    expect(gh.comments.filter(c => c.issueNumber === PR)).toEqual([])
    expect(gh.reactions).toEqual([])
    expect(sim.requests).toEqual([])
  })
})

describe('`skip-paths` when the files cannot be listed', () => {
  test("names GET …/pulls/{n}/files and the `pull-requests: read` it needs, not GitHub's bare message", async () => {
    const payload = pullRequestPayload(gh, 94, sha('d'), { files: [{ filename: 'docs/a.mdx' }] }, 'opened')
    gh.setFault({ routes: ['files'], status: 403 })
    const result = await runEvent(sim, gh, {
      event: 'pull_request',
      payload,
      inputs: { prompt: 'Update the docs', 'skip-paths': 'docs/**' }
    })
    expect(result.code).toBe(1)
    const error = errorOf(result)
    expect(error).toMatch(/^Could not list the files of pull request #94 for `skip-paths`/)
    expect(error).toContain('GET /repos/{owner}/{repo}/pulls/{pull_number}/files: HTTP 403')
    expect(error).toContain('`pull-requests: read`')
    expect(sim.requests).toEqual([])
  })
})
