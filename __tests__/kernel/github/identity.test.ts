// kernel/github/identity.ts against the GitHub stand-in on loopback: who a token writes as, by its
// kind (GET /user for a personal token, GraphQL's viewer for an installation's), read once.
import { afterAll, beforeAll, afterEach, describe, expect, test } from '@jest/globals'
import { getOctokit } from '@actions/github'
import type { GitHubRequest, GitHubResponse } from '../../../src/kernel/github/api.js'
import {
  graphqlUrl,
  mayCreateCheckRuns,
  TokenIdentity,
  tokenKind
} from '../../../src/kernel/github/identity.js'
import { startGitHubApi, type GitHubApi } from '../../../simulator/github/index.js'

let gh: GitHubApi
const savedUrl = process.env.GITHUB_API_URL
beforeAll(async () => {
  gh = await startGitHubApi()
  process.env.GITHUB_API_URL = gh.url
})
afterEach(() => gh.reset())
afterAll(async () => {
  process.env.GITHUB_API_URL = savedUrl
  await gh.close()
})

const requestAs = (token: string): GitHubRequest => {
  const octokit = getOctokit(token, { baseUrl: gh.url })
  return (route, params) => octokit.request(route, params) as unknown as Promise<GitHubResponse>
}
const asked = () => gh.requests.map(r => `${r.method} ${r.path}`)

describe('tokenKind', () => {
  test.each([
    ['ghs_abc', 'installation'],
    ['ghp_abc', 'personal'],
    ['github_pat_11AB', 'personal'],
    ['gho_abc', 'personal'],
    ['ghu_abc', 'personal'],
    ['0123456789abcdef0123456789abcdef01234567', 'unknown'],
    ['', 'unknown']
  ])('%s is %s', (token, kind) => {
    expect(tokenKind(token)).toBe(kind)
  })

  test('only a personal token may not create check runs', () => {
    expect(['installation', 'personal', 'unknown'].map(k => mayCreateCheckRuns(k as never))).toEqual([
      true,
      false,
      true
    ])
  })

  test("GraphQL's endpoint sits beside REST, on github.com and on GHES", () => {
    expect(graphqlUrl({})).toBe('https://api.github.com/graphql')
    expect(graphqlUrl({ GITHUB_API_URL: 'https://ghe.example/api/v3/' })).toBe(
      'https://ghe.example/api/graphql'
    )
  })
})

describe('TokenIdentity', () => {
  test('a personal token is the user GET /user names, read once', async () => {
    gh.giveToken('ghp_person', { kind: 'personal', login: 'jane' })
    const identity = new TokenIdentity(requestAs('ghp_person'), 'ghp_person')
    const [a, b] = await Promise.all([identity.resolve(), identity.resolve()])
    expect(a).toMatchObject({ login: 'jane', type: 'User' })
    expect(b).toEqual(a)
    expect(await identity.owns({ login: 'github-actions[bot]', type: 'Bot' })).toBe(false)
    expect(asked()).toEqual(['GET /user'])
  })

  test("an App's installation token is its bot, from GraphQL's viewer; /user is not asked", async () => {
    gh.giveToken('ghs_app', { kind: 'app', login: 'docs-app[bot]' })
    const identity = new TokenIdentity(requestAs('ghs_app'), 'ghs_app')
    expect(await identity.resolve()).toEqual({ login: 'docs-app[bot]', type: 'Bot' })
    expect(await identity.owns({ login: 'github-actions[bot]', type: 'Bot', id: 41898282 })).toBe(false)
    expect(asked()).toEqual(['POST /graphql'])
  })

  test("the workflow's GITHUB_TOKEN is github-actions[bot]", async () => {
    const identity = new TokenIdentity(requestAs('ghs_workflow'), 'ghs_workflow')
    expect(await identity.owns({ login: 'github-actions[bot]', type: 'Bot', id: 41898282 })).toBe(true)
  })

  test('a token of unknown shape: /user refuses, GraphQL names it', async () => {
    const identity = new TokenIdentity(requestAs('v1.0123abc'), 'v1.0123abc')
    expect((await identity.resolve()).login).toBe('github-actions[bot]')
    expect(asked()).toEqual(['GET /user', 'POST /graphql'])
  })

  test('what this run wrote names the identity: no request', async () => {
    const identity = new TokenIdentity(requestAs('ghs_x'), 'ghs_x')
    identity.learn({ login: 'docs-app[bot]', type: 'Bot' })
    expect((await identity.resolve()).login).toBe('docs-app[bot]')
    expect(asked()).toEqual([])
  })

  test('GraphQL closed to an installation token: the workflow token; no answer at all: an error, asked again later', async () => {
    gh.setFault({ status: 403, routes: ['graphql'], times: 1 })
    const closed = new TokenIdentity(requestAs('ghs_x'), 'ghs_x')
    expect((await closed.resolve()).login).toBe('github-actions[bot]')

    gh.setFault({ status: 500, routes: ['graphql'], times: 1 })
    const broken = new TokenIdentity(requestAs('ghs_x'), 'ghs_x')
    await expect(broken.resolve()).rejects.toThrow()
    expect((await broken.resolve()).login).toBe('github-actions[bot]')
  })

  test("a Bot's GraphQL login without `[bot]` is the REST login with it", async () => {
    const request: GitHubRequest = async () => ({
      status: 200,
      headers: {},
      data: { data: { viewer: { login: 'docs-app', __typename: 'Bot' } } }
    })
    expect(await new TokenIdentity(request, 'ghs_x').resolve()).toEqual({
      login: 'docs-app[bot]',
      type: 'Bot'
    })
  })
})
