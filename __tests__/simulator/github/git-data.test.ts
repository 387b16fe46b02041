// The GitHub stand-in's Git Data API over real HTTP: GitHub's statuses and shapes (201 for what is
// created, 422 for a move that is not a fast forward and for a ref that exists, 404 for what is not
// there), the refusals tests ask for, and the branch's size as Git stores it.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { startGitHubApi, type GitHubApi } from '../../../simulator/github/index.js'
import { gitDataOf } from '../../../simulator/github/git-data.js'

let gh: GitHubApi
beforeAll(async () => {
  gh = await startGitHubApi()
})
afterEach(() => gh.reset())
afterAll(() => gh.close())

const GIT = '/repos/acme/widgets/git'

async function call(method: string, path: string, body?: unknown, token = 'ghs_writer') {
  const response = await fetch(gh.url + path, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read field by field
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

/** A commit of `files` (inline text) on `parents`, not yet on any branch. */
async function commitOf(files: Record<string, string>, parents: string[] = [], base?: string) {
  const tree = await call('POST', `${GIT}/trees`, {
    ...(base ? { base_tree: base } : {}),
    tree: Object.entries(files).map(([path, content]) => ({ path, mode: '100644', type: 'blob', content }))
  })
  expect(tree.status).toBe(201)
  const commit = await call('POST', `${GIT}/commits`, { message: 'm', tree: tree.body.sha, parents })
  expect(commit.status).toBe(201)
  return { commit: commit.body.sha as string, tree: tree.body.sha as string }
}

describe('the Git Data API', () => {
  test('a branch made and moved, read back as GitHub answers', async () => {
    expect((await call('GET', `${GIT}/ref/heads%2Fdata`)).status).toBe(404)
    expect((await call('GET', `${GIT}/ref/heads%E0%A4%A`)).status).toBe(404)
    const first = await commitOf({ '.nojekyll': '', 'a/b.json': '{"x":1}' })
    const made = await call('POST', `${GIT}/refs`, { ref: 'refs/heads/data', sha: first.commit })
    expect(made).toEqual({
      status: 201,
      body: expect.objectContaining({
        ref: 'refs/heads/data',
        object: expect.objectContaining({ sha: first.commit, type: 'commit' })
      })
    })
    expect(
      (await call('POST', `${GIT}/refs`, { ref: 'refs/heads/data', sha: first.commit })).body.message
    ).toBe('Reference already exists')
    const ref = await call('GET', `${GIT}/ref/heads%2Fdata`)
    expect(ref.body.object.sha).toBe(first.commit)
    const commit = await call('GET', `${GIT}/commits/${first.commit}`)
    expect(commit.body).toMatchObject({
      sha: first.commit,
      tree: { sha: first.tree },
      parents: [],
      message: 'm'
    })
    const root = await call('GET', `${GIT}/trees/${first.tree}`)
    expect(root.body.tree.map((e: { path: string; type: string }) => [e.path, e.type])).toEqual([
      ['.nojekyll', 'blob'],
      ['a', 'tree']
    ])
    const deep = await call('GET', `${GIT}/trees/${first.tree}?recursive=1`)
    expect(deep.body.tree.map((e: { path: string }) => e.path)).toEqual(['.nojekyll', 'a', 'a/b.json'])
    const blobSha = deep.body.tree[2].sha
    const blob = await call('GET', `${GIT}/blobs/${blobSha}`)
    expect(blob.body).toMatchObject({ sha: blobSha, size: 7, encoding: 'base64' })
    expect(Buffer.from(blob.body.content, 'base64').toString()).toBe('{"x":1}')

    const second = await commitOf({ 'c.json': '2' }, [first.commit], first.tree)
    const moved = await call('PATCH', `${GIT}/refs/heads%2Fdata`, { sha: second.commit, force: false })
    expect(moved.status).toBe(200)
    expect([...gitDataOf(gh).files('data').keys()]).toEqual(['.nojekyll', 'a/b.json', 'c.json'])
  })

  test('a move that is not a fast forward is refused with 422 unless forced', async () => {
    const first = await commitOf({ a: '1' })
    await call('POST', `${GIT}/refs`, { ref: 'refs/heads/data', sha: first.commit })
    const second = await commitOf({ b: '2' }, [first.commit], first.tree)
    const sideways = await commitOf({ c: '3' }, [first.commit], first.tree)
    expect(
      (await call('PATCH', `${GIT}/refs/heads%2Fdata`, { sha: second.commit, force: false })).status
    ).toBe(200)
    const refused = await call('PATCH', `${GIT}/refs/heads%2Fdata`, { sha: sideways.commit, force: false })
    expect(refused).toEqual({
      status: 422,
      body: expect.objectContaining({ message: 'Update is not a fast forward' })
    })
    expect(gitDataOf(gh).head('data')).toBe(second.commit)
    expect(
      (await call('PATCH', `${GIT}/refs/heads%2Fdata`, { sha: sideways.commit, force: true })).status
    ).toBe(200)
    expect(gitDataOf(gh).head('data')).toBe(sideways.commit)
    const gone = await call('PATCH', `${GIT}/refs/heads%2Fnone`, { sha: first.commit })
    expect(gone).toEqual({
      status: 422,
      body: expect.objectContaining({ message: 'Reference does not exist' })
    })
  })

  test('a tree entry with sha null deletes the path; an emptied folder goes with it', async () => {
    const first = await commitOf({ 'p/a': '1', 'p/b': '2', 'q/c': '3' })
    const tree = await call('POST', `${GIT}/trees`, {
      base_tree: first.tree,
      tree: ['p/a', 'p/b'].map(path => ({ path, mode: '100644', type: 'blob', sha: null }))
    })
    const listed = await call('GET', `${GIT}/trees/${tree.body.sha}?recursive=1`)
    expect(listed.body.tree.map((e: { path: string }) => e.path)).toEqual(['q', 'q/c'])
  })

  test('base64 blobs keep every byte; unknown objects and bad entries are refused', async () => {
    const bytes = randomBytes(5000)
    const blob = await call('POST', `${GIT}/blobs`, { content: bytes.toString('base64'), encoding: 'base64' })
    expect(blob.status).toBe(201)
    const back = await call('GET', `${GIT}/blobs/${blob.body.sha}`)
    expect(Buffer.from(back.body.content, 'base64').equals(bytes)).toBe(true)
    expect((await call('GET', `${GIT}/blobs/${'0'.repeat(40)}`)).status).toBe(404)
    expect((await call('GET', `${GIT}/commits/${blob.body.sha}`)).status).toBe(404)
    const bad = [
      { path: '../x', mode: '100644', type: 'blob', content: '' },
      { path: 'x', mode: '100644', type: 'blob', sha: '0'.repeat(40) },
      { path: 'x', mode: '777', type: 'blob', content: '' }
    ]
    for (const entry of bad) expect((await call('POST', `${GIT}/trees`, { tree: [entry] })).status).toBe(422)
    const orphanTree = (await commitOf({ x: '1' })).tree
    expect(
      (await call('POST', `${GIT}/commits`, { message: 'm', tree: orphanTree, parents: [blob.body.sha] }))
        .status
    ).toBe(422)
  })
})

describe('what tests ask for', () => {
  test('a token without contents: write may read but not write (403)', async () => {
    const first = await commitOf({ a: '1' })
    gitDataOf(gh, { readOnlyTokens: ['ghs_reader'] })
    const refused = await call(
      'POST',
      `${GIT}/refs`,
      { ref: 'refs/heads/data', sha: first.commit },
      'ghs_reader'
    )
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'Resource not accessible by integration' })
    })
    expect((await call('GET', `${GIT}/commits/${first.commit}`, undefined, 'ghs_reader')).status).toBe(200)
  })

  test('a protected branch refuses creation and moves (422, rule violations)', async () => {
    const first = await commitOf({ a: '1' })
    gitDataOf(gh, { protectedBranches: ['data'] })
    const refused = await call('POST', `${GIT}/refs`, { ref: 'refs/heads/data', sha: first.commit })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/^Repository rule violations found/)
    expect(gitDataOf(gh).head('data')).toBeUndefined()
  })

  test('the hook runs once, before the next ref update is carried out', async () => {
    const first = await commitOf({ a: '1' })
    await call('POST', `${GIT}/refs`, { ref: 'refs/heads/data', sha: first.commit })
    const second = await commitOf({ b: '2' }, [first.commit], first.tree)
    const third = await commitOf({ c: '3' }, [first.commit], first.tree)
    const seen: string[] = []
    gitDataOf(gh).beforeNextRefUpdate(async branch => {
      seen.push(branch)
      expect((await call('PATCH', `${GIT}/refs/heads%2Fdata`, { sha: second.commit })).status).toBe(200)
    })
    expect((await call('PATCH', `${GIT}/refs/heads%2Fdata`, { sha: third.commit })).status).toBe(422)
    expect(seen).toEqual(['data'])
    expect(gitDataOf(gh).head('data')).toBe(second.commit)
  })

  test('answers of the wrong shape for the routes named; 404 for a hidden repository', async () => {
    gitDataOf(gh, { malformed: ['read-ref'], hiddenFromTokens: ['ghp_stranger'] })
    expect(await call('GET', `${GIT}/ref/heads%2Fdata`)).toEqual({
      status: 200,
      body: { sha: 42, tree: 'not a tree' }
    })
    expect((await call('POST', `${GIT}/blobs`, { content: 'x' }, 'ghp_stranger')).status).toBe(404)
    expect((await call('GET', '/repos/acme/other/git/ref/heads%2Fdata')).status).toBe(404)
  })

  test('the branch’s size at its head and packed, and its commits; reset removes its repository', async () => {
    const text = 'page,views\n' + Array.from({ length: 500 }, (_, i) => `/docs/p${i},${i}`).join('\n')
    let parent: string[] = []
    let base: string | undefined
    for (const week of [1, 2, 3]) {
      const next = await commitOf(
        { [`periods/w${week}/pages.csv`]: text, 'index.json': `{"weeks":${week}}` },
        parent,
        base
      )
      parent = [next.commit]
      base = next.tree
    }
    await call('POST', `${GIT}/refs`, { ref: 'refs/heads/data', sha: parent[0] })
    const size = gitDataOf(gh).size('data')
    expect(size).toEqual({
      headBytes: 3 * Buffer.byteLength(text) + '{"weeks":3}'.length,
      packedBytes: expect.any(Number),
      commits: 3,
      files: 4
    })
    // The three copies of the same text are one blob, compressed: the pack is far smaller than the head.
    expect(size.packedBytes).toBeGreaterThan(0)
    expect(size.packedBytes).toBeLessThan(Buffer.byteLength(text))
    expect(gitDataOf(gh).commits('data')).toHaveLength(3)
    const dir = gitDataOf(gh).repo.dir
    gh.reset()
    expect(existsSync(dir)).toBe(false)
    expect(gitDataOf(gh).head('data')).toBeUndefined()
    expect(gitDataOf(gh).size('data')).toEqual({ headBytes: 0, packedBytes: 0, commits: 0, files: 0 })
  })
})
