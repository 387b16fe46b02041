// The GitHub stand-in's `POST /repos/{owner}/{repo}/dispatches` (simulator/github/dispatches.ts), over
// HTTP: 204 and a record for a token allowed to write, 404 without access, 403 with read access only
// (in the words GitHub uses for an installation and a personal token), 422 for a bad body.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { startGitHubApi, type GitHubApi } from '../../../simulator/github/index.js'

let gh: GitHubApi
beforeAll(async () => {
  gh = await startGitHubApi()
})
afterAll(() => gh.close())

const post = async (repository: string, token: string, body: unknown) => {
  const response = await fetch(`${gh.url}/repos/${repository}/dispatches`, {
    method: 'POST',
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as { message?: string }) : undefined }
}

describe('dispatches', () => {
  test('any repository, by what the test allowed the token', async () => {
    gh.reset()
    gh.giveToken('app', { kind: 'app', login: 'notifier[bot]' })
    gh.giveToken('pat', { kind: 'personal', login: 'alice' })
    gh.dispatches.allow('app', ['Acme/Widgets'])
    gh.dispatches.allow('app', ['acme/api'], 'read')
    gh.dispatches.allow('pat', ['acme/api'], 'read')
    const payload = { event_type: 'docs-agent-pr', client_payload: { a: 1 } }
    expect(await post('acme/widgets', 'app', payload)).toEqual({ status: 204, body: undefined })
    expect(await post('other/repo', 'app', payload)).toMatchObject({
      status: 404,
      body: { message: 'Not Found' }
    })
    expect(await post('acme/api', 'app', payload)).toMatchObject({
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    expect(await post('acme/api', 'pat', payload)).toMatchObject({
      status: 403,
      body: { message: 'Resource not accessible by personal access token' }
    })
    expect(await post('acme/widgets', 'nobody', payload)).toMatchObject({ status: 404 })
    expect(gh.dispatches.sent).toEqual([
      {
        repository: 'acme/widgets',
        eventType: 'docs-agent-pr',
        clientPayload: { a: 1 },
        sender: 'notifier[bot]'
      }
    ])
  })

  test('422 for an event type missing or too long, or a payload that is no object or too wide', async () => {
    gh.reset()
    gh.dispatches.allow('app', ['acme/widgets'])
    const wide = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]))
    for (const body of [
      {},
      { event_type: '' },
      { event_type: 'x'.repeat(101) },
      { event_type: 'ok', client_payload: [1] },
      { event_type: 'ok', client_payload: wide }
    ])
      expect((await post('acme/widgets', 'app', body)).status).toBe(422)
    expect(gh.dispatches.sent).toEqual([])
    // Recorded as every request is, and cleared with the rest.
    expect(gh.requests.filter(r => r.path === '/repos/acme/widgets/dispatches')).toHaveLength(5)
    gh.reset()
    expect(await post('acme/widgets', 'app', { event_type: 'ok' })).toMatchObject({ status: 404 })
  })
})
