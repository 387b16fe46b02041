// `history: true` where the branch cannot be written: a token without `contents: write`, a branch a
// ruleset protects, or no token at all. The run says so in one line, naming the permission or the
// rule, and the export succeeds with its files and outputs as without the history.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { warningsOf } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { gitData, HISTORY_BRANCH, historyRun } from '../../helpers/history.js'

const sim = useSimulator({
  pageViews: { ...FEBRUARY_2026, days: 30, endDate: '2025-02-02' },
  analyticsLimitPerHour: Infinity
})
const gh = useGitHubApi()

const historyLines = (lines: string[]) => lines.filter(line => /history/i.test(line))

async function refusedRun(inputs: Record<string, string> = {}) {
  const run = await historyRun(sim, gh, 2, inputs)
  expect(run.code).toBe(0)
  expect(run.outputs.complete).toBe('true')
  expect(Number(run.outputs['total-views'])).toBeGreaterThan(0)
  expect(existsSync(join(run.outputs['export-dir']!, 'report.md'))).toBe(true)
  expect(gitData(gh).head(HISTORY_BRANCH)).toBeUndefined()
  const lines = historyLines(warningsOf(run))
  expect(lines).toHaveLength(1)
  return lines[0]!
}

test('a token without contents: write: one line naming the permission; the export succeeds', async () => {
  gitData(gh, { readOnlyTokens: ['ghs_read_only'] })
  const line = await refusedRun({ 'github-token': 'ghs_read_only' })
  expect(line).toContain('contents: write')
  expect(line).toContain(`\`${HISTORY_BRANCH}\``)
}, 120_000)

test('a branch a ruleset protects: one line naming the rule; the export succeeds', async () => {
  gitData(gh, { protectedBranches: [HISTORY_BRANCH] })
  const line = await refusedRun()
  expect(line).toMatch(/rule/i)
}, 120_000)

test('no github-token: one line naming the input and the permission, and no request', async () => {
  const line = await refusedRun({ 'github-token': '' })
  expect(line).toContain('`github-token`')
  expect(line).toContain('`contents: write`')
  expect(gh.requests.filter(r => r.path.includes('/git/'))).toEqual([])
}, 120_000)

test('a history-branch Git refuses is an input error before any request', async () => {
  const run = await historyRun(sim, gh, 2, { 'history-branch': 'data..history' })
  expect(run.code).not.toBe(0)
  expect(run.stdout + run.stderr).toMatch(/`history-branch` must be a Git branch name/)
  expect(sim.requests).toHaveLength(0)
  expect(gh.requests).toHaveLength(0)
}, 120_000)
