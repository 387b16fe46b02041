// The two homes of the history, against the same expectations: the folder (real files in a temporary
// folder) and the data branch (the GitHub stand-in's Git Data API on loopback, a real bare repository
// behind it). A period written again replaces its folder and nothing else; two writes at once both
// keep their period; a malformed index.json is said once and read as none.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getOctokit } from '@actions/github'
import { boundedRequest, type GitHubResponse } from '../../../../src/kernel/github/api.js'
import { startGitHubApi, type GitHubApi } from '../../../../simulator/github/index.js'
import { gitDataOf } from '../../../../simulator/github/git-data.js'
import { dirHistory } from '../../../../src/modes/analytics/history/dir-history.js'
import { branchHistory } from '../../../../src/modes/analytics/history/branch-history.js'
import { mergeIndex } from '../../../../src/modes/analytics/history/index-file.js'
import type { HistoryStore, PeriodFileName } from '../../../../src/modes/analytics/history/model.js'

let gh: GitHubApi
const dirs: string[] = []
beforeAll(async () => {
  gh = await startGitHubApi()
})
afterEach(() => gh.reset())
afterAll(async () => {
  await gh.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const BRANCH = 'docs-analytics-history'
const week = (n: number) => {
  const day = (d: number) => new Date(Date.UTC(2026, 0, 4 + 7 * d)).toISOString().slice(0, 10)
  return { dateFrom: day(n), dateTo: day(n + 1) }
}
const folderOf = (n: number) => `periods/${week(n).dateFrom}_${week(n).dateTo}`

async function writeWeek(store: HistoryStore, n: number, files: Record<string, string>): Promise<void> {
  const range = week(n)
  await store.write(async found => ({
    message: `week ${n}`,
    index: mergeIndex(found, 'proj', { ...range, complete: true, writtenAt: '2026-03-01T00:00:00Z' }),
    period: { range, files: new Map(Object.entries(files) as [PeriodFileName, string][]) }
  }))
}

interface Home {
  store: (warn?: (m: string) => void) => HistoryStore
  /** Every file, by path. */
  files: () => string[]
  /** Writes raw bytes as a person would (a commit, an edit). */
  plant: (path: string, text: string) => Promise<void>
}

const folderHome = (): Home => {
  const root = mkdtempSync(join(tmpdir(), 'history-dir-'))
  dirs.push(root)
  const walk = (dir: string, prefix = ''): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap(e =>
      e.isDirectory() ? walk(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]
    )
  return {
    store: (warn = () => undefined) => dirHistory(root, warn),
    files: () => walk('').sort(),
    plant: async (path, text) => writeFileSync(join(root, path), text)
  }
}

const branchHome = (): Home => {
  const octokit = getOctokit('ghs_writer', { baseUrl: gh.url })
  const request = boundedRequest(
    (route, params) => octokit.request(route, params) as unknown as Promise<GitHubResponse>
  )
  const ref = { owner: gh.owner, repo: gh.repo, branch: BRANCH }
  return {
    store: (warn = () => undefined) => branchHistory(request, ref, warn),
    files: () => [...gitDataOf(gh).files(BRANCH).keys()].sort(),
    plant: (path, text) => gitDataOfBranchWrite(gh, path, text)
  }
}

describe.each([
  ['folder', folderHome],
  ['branch', branchHome]
])('the history in a %s', (kind, makeHome) => {
  test('periods add up; a re-run replaces its period and nothing else', async () => {
    const home = makeHome()
    const store = home.store()
    await writeWeek(store, 0, { 'summary.json': '{"a":0}', 'gaps.json': '{"g":0}' })
    await writeWeek(store, 1, { 'summary.json': '{"a":1}', 'gaps.json': '{"g":1}' })
    await writeWeek(store, 0, { 'summary.json': '{"a":"again"}' })
    const index = await home.store().readIndex()
    expect(index?.periods.map(p => p.dateFrom)).toEqual([week(0).dateFrom, week(1).dateFrom])
    const files = home.files().filter(f => !f.startsWith('.'))
    expect(files).toEqual([
      'index.json',
      `${folderOf(0)}/summary.json`,
      `${folderOf(1)}/gaps.json`,
      `${folderOf(1)}/summary.json`
    ])
    const read = await home.store().read(`${folderOf(0)}/summary.json`)
    expect(Buffer.from(read!).toString()).toBe('{"a":"again"}')
    expect(await home.store().read(`${folderOf(0)}/gaps.json`)).toBeUndefined()
    if (kind === 'branch') {
      expect(home.files()).toContain('.nojekyll')
      expect(gitDataOf(gh).commits(BRANCH)).toHaveLength(3)
    }
  })

  test('two writes of different periods at once both land', async () => {
    const home = makeHome()
    await writeWeek(home.store(), 0, { 'summary.json': '{}' })
    await Promise.all([
      writeWeek(home.store(), 1, { 'summary.json': '{}' }),
      writeWeek(home.store(), 2, { 'summary.json': '{}' })
    ])
    const index = await home.store().readIndex()
    expect(index?.periods.map(p => p.dateFrom)).toEqual([0, 1, 2].map(n => week(n).dateFrom))
  })

  test('a malformed index.json is said once and read as none; the next write repairs it', async () => {
    const home = makeHome()
    await writeWeek(home.store(), 0, { 'summary.json': '{}' })
    const said: string[] = []
    await home.plant('index.json', '{"version": 1, "periods": "many"}')
    const store = home.store(m => said.push(m))
    expect(await store.readIndex()).toBeUndefined()
    expect(await store.readIndex()).toBeUndefined()
    await writeWeek(store, 1, { 'summary.json': '{}' })
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(/index\.json .*does not have the history's shape/)
    expect((await home.store().readIndex())?.periods.map(p => p.dateFrom)).toEqual([week(1).dateFrom])
  })

  test('a path out of the layout is refused', async () => {
    const store = makeHome().store()
    await expect(store.read('../secrets')).rejects.toThrow(/not a path of the history's layout/)
  })
})

/** A person's commit on the branch that puts `text` at `path`. */
async function gitDataOfBranchWrite(api: GitHubApi, path: string, text: string): Promise<void> {
  const { commitToBranch } = await import('../../../../src/kernel/github/git-data.js')
  const octokit = getOctokit('ghs_person', { baseUrl: api.url })
  const request = boundedRequest(
    (route, params) => octokit.request(route, params) as unknown as Promise<GitHubResponse>
  )
  await commitToBranch(request, { owner: api.owner, repo: api.repo, branch: BRANCH }, async () => ({
    message: 'edited by hand',
    put: [{ path, content: text }]
  }))
}
