// kernel/github/owned.ts: one marker per repository, number, project and leg, and the object of a
// scope is the one by this token's identity; the identity is asked only when a marker is there.
import { describe, expect, test } from '@jest/globals'
import type { GitHubRequest } from '../../../src/kernel/github/api.js'
import { TokenIdentity } from '../../../src/kernel/github/identity.js'
import { findOwned, leftAlone, ownedMarker, type OwnedScope } from '../../../src/kernel/github/owned.js'

const scope: OwnedScope = {
  kind: 'preview',
  repository: 'acme/widgets',
  number: 12,
  project: 'proj',
  leg: ''
}
const BOT = { login: 'github-actions[bot]', type: 'Bot' }
const PERSON = { login: 'jane', type: 'User' }

/** A token whose identity GraphQL names `login`; counts the questions. */
function identityOf(login: string) {
  const asked: string[] = []
  const request: GitHubRequest = async route => {
    asked.push(route)
    return { status: 200, headers: {}, data: { data: { viewer: { login, __typename: 'Bot' } } } }
  }
  return { identity: new TokenIdentity(request, 'ghs_x'), asked }
}

describe('ownedMarker', () => {
  test('differs by repository, number, project and leg; one line, never closed early', () => {
    const markers = [
      scope,
      { ...scope, repository: 'acme/other' },
      { ...scope, number: 13 },
      { ...scope, project: 'proj2' },
      { ...scope, leg: 'dark' },
      { ...scope, leg: 'x -->' }
    ].map(ownedMarker)
    expect(new Set(markers).size).toBe(markers.length)
    for (const marker of markers) {
      expect(marker).toMatch(/^<!-- docs-agent-action:preview [^\n]* -->$/)
      expect(marker.slice(4, -3)).not.toContain('--')
      expect(marker.slice(4, -3)).not.toContain('>')
    }
    // No marker is the start of another's (`startsWith` finds a scope's object).
    for (const a of markers) for (const b of markers) if (a !== b) expect(b.startsWith(a)).toBe(false)
  })
})

describe('findOwned', () => {
  const marked = (author: typeof BOT, s: OwnedScope = scope, id = 1) => ({
    id,
    author,
    body: `${ownedMarker(s)}\nbody`
  })

  test('no object with this scope’s marker: nothing is asked, nothing is owned', async () => {
    const { identity, asked } = identityOf(BOT.login)
    const others = [
      { id: 1, author: BOT, body: 'plain' },
      marked(BOT, { ...scope, leg: 'dark' }),
      { id: 3, author: BOT, body: `quote: ${ownedMarker(scope)}` }
    ]
    expect(await findOwned(others, scope, identity)).toEqual({ strangers: [] })
    expect(asked).toEqual([])
  })

  test('the oldest object of the scope by this identity is the one; another identity’s are left alone', async () => {
    const { identity, asked } = identityOf(BOT.login)
    const objects = [marked(PERSON, scope, 1), marked(BOT, scope, 2), marked(BOT, scope, 3)]
    const found = await findOwned(objects, scope, identity)
    expect(found.mine?.id).toBe(2)
    expect(found.strangers.map(s => s.id)).toEqual([1])
    expect(asked).toHaveLength(1)
    expect(leftAlone('comment(s)', found.strangers)).toMatch(/Left 1 comment\(s\) alone .* written by jane/)
    expect(leftAlone('comment(s)', [])).toBeUndefined()
  })

  test("an App token does not take github-actions[bot]'s object, nor a person's", async () => {
    const { identity } = identityOf('docs-app[bot]')
    const found = await findOwned([marked(BOT), marked(PERSON, scope, 2)], scope, identity)
    expect(found.mine).toBeUndefined()
    expect(found.strangers).toHaveLength(2)
  })

  test('an identity that cannot be read: an error, so nothing is adopted or written', async () => {
    const request: GitHubRequest = async () => {
      throw Object.assign(new Error('HTTP 502'), { status: 502, response: {} })
    }
    await expect(findOwned([marked(BOT)], scope, new TokenIdentity(request, 'ghs_x'))).rejects.toThrow(
      'HTTP 502'
    )
  })
})
