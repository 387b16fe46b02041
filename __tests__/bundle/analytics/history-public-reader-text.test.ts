// On a public repository (the event says so) the data branch is public, and so is a Pages site that
// serves it: a run of the docs-gap loop over every dataset, with personal data and a whole sentence
// planted in what readers typed, leaves none of it in any file of the branch but the sealed ones
// (gaps.sealed), whose wordings open with the API key, bound to the project, the API and the period.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { TEST_KEY, TEST_PROJECT, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { GAP_COMMENTS, GAP_QUESTIONS, PLANTED } from '../../../simulator/index.js'
import { openSealedGaps } from '../../../src/modes/analytics/history/sealed-gaps.js'
import { asText, branchFiles, historyRun, periodFolderOf, week } from '../../helpers/history.js'

const MARKER = 'Quokkas whisper about lighthouse schedules'
const sim = useSimulator({
  pageViews: { pages: 25, days: 30, endDate: '2025-02-02', seed: 7 },
  analyticsLimitPerHour: Infinity,
  analytics: { gaps: true, gapSearches: [[MARKER, 4]] }
})
const gh = useGitHubApi()

const READER_TEXT = [
  PLANTED.email,
  'jane.doe',
  PLANTED.phone,
  PLANTED.card,
  PLANTED.key,
  MARKER,
  'webhook retries',
  'sso with okta',
  'charged twice',
  GAP_QUESTIONS[0]!.query,
  GAP_COMMENTS[0]!.comment.slice(0, 24)
]

function publicEventPath(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'public-event-')), 'event.json')
  const repository = { name: gh.repo, owner: { login: gh.owner }, private: false, visibility: 'public' }
  writeFileSync(path, JSON.stringify({ repository }))
  return path
}

test('no reader text in any file of the branch but the sealed ones', async () => {
  const run = await historyRun(
    sim,
    gh,
    2,
    { datasets: 'all', gaps: 'true', 'gaps-agent': '0' },
    { env: { GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_EVENT_PATH: publicEventPath() } }
  )
  expect(run.code).toBe(0)
  expect(Number(run.outputs['gaps-count'])).toBeGreaterThan(0)
  const files = branchFiles(gh)
  const folder = periodFolderOf(2)
  expect([...files.keys()]).toEqual(
    expect.arrayContaining([`${folder}/gaps.json`, `${folder}/gaps.sealed`, `${folder}/summary.json`])
  )
  const leaks: string[] = []
  for (const [path, bytes] of files) {
    if (path.endsWith('.sealed')) continue
    const text = asText(path, bytes).toLowerCase()
    for (const planted of READER_TEXT)
      if (text.includes(planted.toLowerCase())) leaks.push(`${path}: ${planted}`)
  }
  expect(leaks).toEqual([])
  // The sealed wordings open with the key, for this project and period only, and hold no e-mail.
  const sealed = files.get(`${folder}/gaps.sealed`)!
  const about = { projectId: TEST_PROJECT, apiOrigin: new URL(sim.url).origin, period: week(2) }
  const opened = openSealedGaps([TEST_KEY], about, sealed)
  expect(opened?.map(g => String(g.text)).join('\n')).toContain(MARKER)
  expect(opened?.map(g => String(g.text)).join('\n')).not.toContain(PLANTED.email)
  expect(openSealedGaps([TEST_KEY], { ...about, period: week(3) }, sealed)).toBeUndefined()
  expect(openSealedGaps(['mint_another_key'], about, sealed)).toBeUndefined()
  // The summary counts the gaps' evidence without their words.
  const summary = JSON.parse(files.get(`${folder}/summary.json`)!.toString('utf8')) as Record<string, unknown>
  expect(summary.searches).toEqual({ total: expect.any(Number), withoutClick: expect.any(Number) })
  expect(summary.assistant).toEqual({ questions: expect.any(Number), unanswered: expect.any(Number) })
}, 180_000)
