// Notify's decisions (src/modes/notify/mode.ts, dispatch.ts): which events and authors it announces,
// the hint it sends, and the words of a refusal: the permission, the repository and how to get it.
import { describe, expect, test, jest } from '@jest/globals'
import * as core from '../../../__fixtures__/core.js'
import { parseTrigger } from '../../../src/kernel/trigger/index.js'

jest.unstable_mockModule('@actions/core', () => core)
jest.unstable_mockModule('../../../src/kernel/io/workflow-commands.js', () => core)
const { docsPullRequest } = await import('../../../src/modes/notify/mode.js')
const { refusalWords } = await import('../../../src/modes/notify/dispatch.js')

const event = (action: string, login: string) => ({
  action,
  number: 4,
  pull_request: {
    number: 4,
    title: 'Docs',
    html_url: 'https://github.com/acme/docs/pull/4',
    user: { login, type: 'Bot' },
    head: { ref: 'mintlify/docs-4' },
    base: { ref: 'main' }
  },
  repository: { name: 'docs', owner: { login: 'acme' } }
})
const trigger = (name: string, payload: unknown) =>
  parseTrigger({ eventName: name, payload, env: { GITHUB_REPOSITORY: 'acme/docs' } })

describe('what notify announces', () => {
  test("the agent's pull request, opened or reopened: the hint names it", () => {
    for (const action of ['opened', 'reopened'])
      expect(
        docsPullRequest(trigger('pull_request', event(action, 'Mintlify[bot]')), ['mintlify[bot]'])
      ).toEqual({
        hint: {
          repository: 'acme/docs',
          number: 4,
          url: 'https://github.com/acme/docs/pull/4',
          'head-ref': 'mintlify/docs-4'
        }
      })
  })

  test('anything else is a skip that says why', () => {
    const skip = (name: string, payload: unknown) =>
      (docsPullRequest(trigger(name, payload), ['mintlify[bot]']) as { skip?: string }).skip
    expect(skip('pull_request', event('opened', 'octocat'))).toMatch(
      /opened by octocat, not by `agent-authors`/
    )
    expect(skip('pull_request', event('closed', 'mintlify[bot]'))).toMatch(/closed, not opened or reopened/)
    expect(skip('push', { ref: 'refs/heads/main' })).toMatch(/`push`, not a pull request's/)
    expect(skip('issue_comment', { action: 'created' })).toMatch(/`issue_comment`/)
  })
})

describe('the words of a refusal', () => {
  const error = (status: number, message: string) =>
    Object.assign(new Error(message), { status, response: { headers: {} } })
  const api = { owner: 'acme', name: 'api' }

  test('404 on another repository: the permission, the repository, and the two kinds of token', () => {
    const words = refusalWords(error(404, 'Not Found'), api, 'acme/docs')
    expect(words).toContain('`dispatch-token` needs `contents: write` on acme/api')
    expect(words).toContain('GitHub answered HTTP 404: Not Found')
    expect(words).toContain('only to its own repository (acme/docs)')
    expect(words).toContain('GitHub App installation token')
    expect(words).toContain('fine-grained personal access token with `Contents: Read and write` on acme/api')
  })

  test("403 on its own repository: the job's permissions", () => {
    const words = refusalWords(
      error(403, 'Resource not accessible by integration'),
      { owner: 'acme', name: 'Docs' },
      'acme/docs'
    )
    expect(words).toContain('HTTP 403: Resource not accessible by integration')
    expect(words).toContain("add `contents: write` to the job's `permissions:`")
  })

  test('401 is a dead token; 422 is said as GitHub says it', () => {
    expect(refusalWords(error(401, 'Bad credentials'), api, 'acme/docs')).toContain('expired or was revoked')
    expect(refusalWords(error(422, 'Invalid request.'), api, 'acme/docs')).toBe(
      'GitHub answered HTTP 422: Invalid request.'
    )
  })
})
