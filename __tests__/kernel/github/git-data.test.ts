// kernel/github/git-data.ts against the GitHub stand-in's Git Data API on loopback (a real bare Git
// repository behind it): orphan creation, commits on the head, a folder replaced, binary files, two
// runs at once and a race, the refusals in the run's words, and answers of the wrong shape.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { gunzipSync, gzipSync } from 'node:zlib'
import { getOctokit } from '@actions/github'
import { boundedRequest, type GitHubRequest, type GitHubResponse } from '../../../src/kernel/github/api.js'
import {
  BranchRefusedError,
  commitToBranch,
  listFolder,
  readBranchFile,
  branchFileReader,
  readHead,
  type BranchChange,
  type BranchHead,
  type BranchRef
} from '../../../src/kernel/github/git-data.js'
import { GitDataAnswerError } from '../../../src/kernel/github/git-data-wire.js'
import { startGitHubApi, type GitHubApi } from '../../../simulator/github/index.js'
import { gitDataOf } from '../../../simulator/github/git-data.js'

let gh: GitHubApi
beforeAll(async () => {
  gh = await startGitHubApi()
})
afterEach(() => gh.reset())
afterAll(() => gh.close())

const requestAs = (token = 'ghs_writer'): GitHubRequest => {
  const octokit = getOctokit(token, { baseUrl: gh.url })
  return boundedRequest(
    (route, params) => octokit.request(route, params) as unknown as Promise<GitHubResponse>
  )
}
const ref: BranchRef = { owner: 'acme', repo: 'widgets', branch: 'docs-analytics-history' }
const text = (bytes: Buffer | Uint8Array | undefined) =>
  bytes ? Buffer.from(bytes).toString('utf8') : undefined
const put =
  (message: string, files: Record<string, string | Uint8Array>, replaceFolders?: string[]) =>
  async (): Promise<BranchChange> => ({
    message,
    put: Object.entries(files).map(([path, content]) => ({ path, content })),
    ...(replaceFolders ? { replaceFolders } : {})
  })
const filesOf = (branch = ref.branch) =>
  Object.fromEntries([...gitDataOf(gh).files(branch)].map(([path, bytes]) => [path, bytes.toString('utf8')]))
const sent = (method: string, pathEnd: string) =>
  gh.requests.filter(r => r.method === method && r.path.endsWith(pathEnd)).length

describe('commitToBranch', () => {
  test('a branch that does not exist is made as an orphan holding only the commit’s files', async () => {
    const request = requestAs()
    expect(await readHead(request, ref)).toBeUndefined()
    const heads: (BranchHead | undefined)[] = []
    const result = await commitToBranch(request, ref, async head => {
      heads.push(head)
      return put('history: start', { '.nojekyll': '', 'index.json': '{"version":1}' })()
    })
    expect(result).toEqual({ commit: expect.stringMatching(/^[0-9a-f]{40}$/), created: true, attempts: 1 })
    expect(heads).toEqual([undefined])
    const commits = gitDataOf(gh).commits(ref.branch)
    expect(commits.map(c => [c.sha, c.parents, c.message])).toEqual([[result.commit, [], 'history: start']])
    expect(filesOf()).toEqual({ '.nojekyll': '', 'index.json': '{"version":1}' })
    // Text goes inline in the tree: no blob of its own, and the ref is made, not moved.
    expect(sent('POST', '/git/blobs')).toBe(0)
    expect(sent('POST', '/git/refs')).toBe(1)
    const head = await readHead(request, ref)
    expect(head?.commit).toBe(result.commit)
    expect(text(await readBranchFile(request, ref, head!, 'index.json'))).toBe('{"version":1}')
    expect(await readBranchFile(request, ref, head!, 'missing.json')).toBeUndefined()
    expect(await readBranchFile(request, ref, head!, 'index.json/deeper')).toBeUndefined()
    expect(await listFolder(request, ref, head!, '')).toEqual(['.nojekyll', 'index.json'])
    expect(await listFolder(request, ref, head!, 'periods')).toEqual([])
  })

  test('a second commit sits on the head read, keeps what it does not touch, and moves the ref', async () => {
    const request = requestAs()
    const first = await commitToBranch(request, ref, put('one', { '.nojekyll': '', 'a/x.json': '1' }))
    let seen: BranchHead | undefined
    const second = await commitToBranch(request, ref, async head => {
      seen = head
      return put('two', { 'b/y.json': '2', 'a/x.json': '1b' })()
    })
    expect(second).toMatchObject({ created: false, attempts: 1 })
    expect(seen?.commit).toBe(first.commit)
    const commits = gitDataOf(gh).commits(ref.branch)
    expect(commits.map(c => c.parents)).toEqual([[first.commit], []])
    expect(filesOf()).toEqual({ '.nojekyll': '', 'a/x.json': '1b', 'b/y.json': '2' })
    const patch = gh.requests.find(r => r.method === 'PATCH')
    expect(patch?.body).toEqual({ sha: second.commit, force: false })
  })

  test('replacing a folder deletes its files not written again, and nothing else', async () => {
    const request = requestAs()
    await commitToBranch(
      request,
      ref,
      put('period', {
        '.nojekyll': '',
        'periods/2026-01-01_2026-01-07/summary.json': 'old',
        'periods/2026-01-01_2026-01-07/gaps.json': 'stale',
        'periods/2026-01-01_2026-01-07/deeper/extra.json': 'stale too',
        'periods/2026-01-08_2026-01-14/summary.json': 'next week',
        'periods/2026-01-01_2026-01-07b/summary.json': 'a neighbour whose name starts alike'
      })
    )
    await commitToBranch(
      request,
      ref,
      put('period again', { 'periods/2026-01-01_2026-01-07/summary.json': 'new', 'index.json': '{}' }, [
        'periods/2026-01-01_2026-01-07'
      ])
    )
    expect(filesOf()).toEqual({
      '.nojekyll': '',
      'index.json': '{}',
      'periods/2026-01-01_2026-01-07/summary.json': 'new',
      'periods/2026-01-08_2026-01-14/summary.json': 'next week',
      'periods/2026-01-01_2026-01-07b/summary.json': 'a neighbour whose name starts alike'
    })
    const head = (await readHead(request, ref))!
    expect(await listFolder(request, ref, head, 'periods/2026-01-01_2026-01-07')).toEqual(['summary.json'])
    // A folder to replace that is not there yet is simply written.
    await commitToBranch(request, ref, put('new period', { 'periods/p3/a.json': '3' }, ['periods/p3']))
    expect(filesOf()['periods/p3/a.json']).toBe('3')
  })

  test('binary files go as base64 blobs and read back byte for byte', async () => {
    const request = requestAs()
    const rows = Array.from({ length: 2000 }, (_, i) => `/docs/page-${i},${(i * 7919) % 1000}\n`).join('')
    const gzip = new Uint8Array(gzipSync(rows))
    await commitToBranch(
      request,
      ref,
      put('binary', { 'periods/p/pages.csv.gz': gzip, 'x.bin': new Uint8Array([0, 255, 10, 13]) })
    )
    const blobs = gh.requests.filter(r => r.method === 'POST' && r.path.endsWith('/git/blobs'))
    expect(blobs.map(r => (r.body as { encoding: string }).encoding)).toEqual(['base64', 'base64'])
    const head = (await readHead(request, ref))!
    const back = await readBranchFile(request, ref, head, 'periods/p/pages.csv.gz')
    expect(Buffer.from(back!).equals(Buffer.from(gzip))).toBe(true)
    expect(gunzipSync(back!).toString('utf8')).toBe(rows)
    expect([...(await readBranchFile(request, ref, head, 'x.bin'))!]).toEqual([0, 255, 10, 13])
  })
})

describe('two runs at once', () => {
  test('two commits of different folders on a new branch both land, in two commits', async () => {
    const [a, b] = await Promise.all([
      commitToBranch(requestAs(), ref, put('run a', { '.nojekyll': '', 'periods/a/summary.json': 'A' }), {
        retryPauseMs: 5
      }),
      commitToBranch(requestAs(), ref, put('run b', { '.nojekyll': '', 'periods/b/summary.json': 'B' }), {
        retryPauseMs: 5
      })
    ])
    expect([a.created, b.created].sort()).toEqual([false, true])
    expect(gitDataOf(gh).commits(ref.branch)).toHaveLength(2)
    expect(filesOf()).toEqual({
      '.nojekyll': '',
      'periods/a/summary.json': 'A',
      'periods/b/summary.json': 'B'
    })
  })

  test('two commits on an existing branch both land', async () => {
    await commitToBranch(requestAs(), ref, put('start', { '.nojekyll': '' }))
    const results = await Promise.all(
      ['c', 'd'].map(name =>
        commitToBranch(
          requestAs(),
          ref,
          put(`run ${name}`, { [`periods/${name}/s.json`]: name }, [`periods/${name}`]),
          {
            retryPauseMs: 5
          }
        )
      )
    )
    expect(results.every(r => !r.created)).toBe(true)
    expect(gitDataOf(gh).commits(ref.branch)).toHaveLength(3)
    expect(filesOf()).toEqual({ '.nojekyll': '', 'periods/c/s.json': 'c', 'periods/d/s.json': 'd' })
  })

  test('another run’s push between the read and the ref update: the change is built again on the new head', async () => {
    const request = requestAs()
    const start = await commitToBranch(request, ref, put('start', { '.nojekyll': '' }))
    let other = ''
    gitDataOf(gh).beforeNextRefUpdate(async () => {
      other = (await commitToBranch(requestAs(), ref, put('other run', { 'periods/other/s.json': 'o' })))
        .commit
    })
    const heads: string[] = []
    const result = await commitToBranch(
      request,
      ref,
      async head => {
        heads.push(head!.commit)
        return put('this run', { 'periods/mine/s.json': 'm' })()
      },
      { retryPauseMs: 5 }
    )
    expect(result).toMatchObject({ created: false, attempts: 2 })
    expect(heads).toEqual([start.commit, other])
    expect(
      gitDataOf(gh)
        .commits(ref.branch)
        .map(c => c.message)
    ).toEqual(['this run', 'other run', 'start'])
    expect(filesOf()).toEqual({ '.nojekyll': '', 'periods/other/s.json': 'o', 'periods/mine/s.json': 'm' })
    // The bounded request did not repeat the refused move itself: one PATCH per attempt (and the other run's).
    expect(sent('PATCH', '/git/refs/heads%2Fdocs-analytics-history')).toBe(3)
  })

  test('a branch that keeps moving: the attempts are bounded and nothing is written', async () => {
    const request = requestAs()
    await commitToBranch(request, ref, put('start', { '.nojekyll': '' }))
    // Each push arms the next one after it landed (its own ref update would take it otherwise).
    const pushBeforeNextUpdate = (n: number): void =>
      gitDataOf(gh).beforeNextRefUpdate(async () => {
        await commitToBranch(requestAs(), ref, put(`other ${n}`, { [`o${n}.json`]: `${n}` }))
        if (n < 2) pushBeforeNextUpdate(n + 1)
      })
    pushBeforeNextUpdate(1)
    await expect(
      commitToBranch(request, ref, put('this run', { 'mine.json': 'm' }), { maxAttempts: 2, retryPauseMs: 5 })
    ).rejects.toThrow(/docs-analytics-history of acme\/widgets moved under each of 2 attempts/)
    expect(filesOf()).toEqual({ '.nojekyll': '', 'o1.json': '1', 'o2.json': '2' })
  })
})

describe('refusals', () => {
  test('a token without contents: write: a permission refusal naming the permission and the repository', async () => {
    await commitToBranch(requestAs(), ref, put('start', { '.nojekyll': '' }))
    const before = gitDataOf(gh).head(ref.branch)
    gitDataOf(gh, { readOnlyTokens: ['ghs_reader'] })
    const error = await commitToBranch(requestAs('ghs_reader'), ref, put('x', { 'a.json': '1' })).catch(
      e => e
    )
    expect(error).toBeInstanceOf(BranchRefusedError)
    expect((error as BranchRefusedError).refusal.kind).toBe('permission')
    expect(error.message).toContain('`permissions: contents: write`')
    expect(error.message).toContain('acme/widgets')
    expect(gitDataOf(gh).head(ref.branch)).toBe(before)
  })

  test('a token that cannot see the repository (404 on the write): a permission refusal', async () => {
    gitDataOf(gh, { hiddenFromTokens: ['ghp_stranger'] })
    const error = await commitToBranch(requestAs('ghp_stranger'), ref, put('x', { 'a.json': '1' })).catch(
      e => e
    )
    expect((error as BranchRefusedError).refusal).toEqual({
      kind: 'permission',
      message: expect.stringContaining('contents: write')
    })
    expect(gitDataOf(gh).head(ref.branch)).toBeUndefined()
  })

  test.each([
    ['an existing branch', true],
    ['a branch to create', false]
  ])('a ruleset that protects %s: a rule refusal naming the branch and what to change', async (_, exists) => {
    if (exists) await commitToBranch(requestAs(), ref, put('start', { '.nojekyll': '' }))
    const before = gitDataOf(gh).head(ref.branch)
    gitDataOf(gh, { protectedBranches: [ref.branch] })
    const error = await commitToBranch(requestAs(), ref, put('x', { 'a.json': '1' })).catch(e => e)
    expect(error).toBeInstanceOf(BranchRefusedError)
    expect((error as BranchRefusedError).refusal.kind).toBe('rule')
    expect(error.message).toContain('docs-analytics-history')
    expect(error.message).toMatch(/bypass/)
    expect(error.message).toMatch(/exclude that branch/)
    expect(error.message).not.toContain('\n')
    expect(gitDataOf(gh).head(ref.branch)).toBe(before)
    // A rule refusal is not a race: one attempt.
    expect(gh.requests.filter(r => r.method === 'POST' && r.path.endsWith('/git/commits'))).toHaveLength(
      exists ? 2 : 1
    )
  })
})

describe('answers and inputs', () => {
  test.each([
    'read-ref',
    'read-commit',
    'read-tree',
    'read-blob',
    'create-blob',
    'create-tree',
    'create-commit'
  ] as const)('an answer of the wrong shape to %s is an error, not a crash', async route => {
    const request = requestAs()
    await commitToBranch(request, ref, put('start', { '.nojekyll': '', 'a/b.bin': new Uint8Array([1, 2]) }))
    const head = (await readHead(request, ref))!
    gitDataOf(gh, { malformed: [route] })
    const attempts = [
      readHead(request, ref),
      readBranchFile(request, ref, head, 'a/b.bin'),
      commitToBranch(request, ref, put('next', { 'c.bin': new Uint8Array([3]) }))
    ]
    const outcomes = await Promise.allSettled(attempts)
    const errors = outcomes.flatMap(o => (o.status === 'rejected' ? [o.reason] : []))
    expect(errors.length).toBeGreaterThan(0)
    for (const error of errors) expect(error).toBeInstanceOf(GitDataAnswerError)
  })

  test.each([
    ['../escape.json', /"\.\." segment/],
    ['/absolute.json', /starts with "\/"/],
    ['a//b.json', /empty segment/],
    ['a/', /empty segment/],
    ['', /is empty/],
    ['.git/config', /"\.git" segment/]
  ])('the path %p is refused before anything is written', async (path, why) => {
    await expect(commitToBranch(requestAs(), ref, put('x', { [path]: '1' }))).rejects.toThrow(why)
    expect(gh.requests.filter(r => r.method !== 'GET')).toHaveLength(0)
  })

  test('a folder to replace with a bad path, a file written twice, a file that is also a folder: refused', async () => {
    const bad: BranchChange[] = [
      { message: 'm', put: [], replaceFolders: ['../up'] },
      {
        message: 'm',
        put: [
          { path: 'a.json', content: '1' },
          { path: 'a.json', content: '2' }
        ]
      },
      {
        message: 'm',
        put: [
          { path: 'a', content: '1' },
          { path: 'a/b', content: '2' }
        ]
      },
      { message: ' ', put: [{ path: 'a', content: '1' }] }
    ]
    for (const change of bad)
      await expect(commitToBranch(requestAs(), ref, async () => change)).rejects.toThrow()
    expect(gh.requests.filter(r => r.method !== 'GET')).toHaveLength(0)
  })

  test.each(['', 'a..b', 'a b', '/lead', 'trail/', 'x.lock', '-dash', 'a~1'])(
    'the branch name %p is refused before any request',
    async branch => {
      await expect(readHead(requestAs(), { ...ref, branch })).rejects.toThrow(/The branch name/)
      await expect(commitToBranch(requestAs(), { ...ref, branch }, put('x', { a: '1' }))).rejects.toThrow(
        /The branch name/
      )
      expect(gh.requests).toHaveLength(0)
    }
  )

  test('a branch name with a slash is read and written', async () => {
    const nested = { ...ref, branch: 'data/history' }
    await commitToBranch(requestAs(), nested, put('one', { 'a.json': '1' }))
    await commitToBranch(requestAs(), nested, put('two', { 'b.json': '2' }))
    expect(filesOf('data/history')).toEqual({ 'a.json': '1', 'b.json': '2' })
  })
})

describe('branchFileReader', () => {
  const files = Object.fromEntries(
    ['p1', 'p2', 'p3'].flatMap(p => [
      [`periods/${p}/summary.json`, `summary ${p}`],
      [`periods/${p}/gaps.json`, `gaps ${p}`]
    ])
  )
  const readAll = async () => {
    const request = requestAs()
    await commitToBranch(request, ref, put('periods', { 'index.json': '{}', ...files }))
    const head = (await readHead(request, ref))!
    gh.requests.length = 0
    const read = branchFileReader(request, ref, head)
    const paths = ['index.json', 'periods/p1/summary.json', 'periods/p3/gaps.json', 'periods/p9/summary.json']
    return Promise.all(paths.map(async path => text(await read(path))))
  }
  const kinds = () => gh.requests.map(r => r.path.split('/git/')[1]?.split('/')[0])

  test('the folders are listed once for every read, then one read per file that is there', async () => {
    expect(await readAll()).toEqual(['{}', 'summary p1', 'gaps p3', undefined])
    expect(kinds()).toEqual(['trees', 'blobs', 'blobs', 'blobs'])
    expect(gh.requests[0]?.query.recursive).toBe('1')
  })

  test('a listing GitHub cuts short: each folder is read once, as the files need it', async () => {
    gitDataOf(gh, { truncateRecursive: true })
    expect(await readAll()).toEqual(['{}', 'summary p1', 'gaps p3', undefined])
    const trees = gh.requests.filter(r => r.path.includes('/git/trees/') && !r.query.recursive)
    expect(trees.map(r => r.path)).toEqual([...new Set(trees.map(r => r.path))])
  })
})
