// On the built bundle: deploy, preview, automation and analytics started by a comment admit its author
// as agent mode does (permission, bots, allow-lists), before any request to the docs API. A workflow
// that runs them on `issue_comment` no longer lets anyone who can comment start them.
import { describe, expect, test } from '@jest/globals'
import { errorOf, routesOf, runEvent } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { DEFAULT_DEPLOYMENT_SCENARIO, SIM_AUTOMATIONS } from '../../../simulator/index.js'

const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
const gh = useGitHubApi()
const PR = 31

function comment(login: string, type: 'User' | 'Bot' = 'User') {
  gh.addPullRequest({ number: PR, headRef: 'docs/webhooks' })
  return {
    event: 'issue_comment',
    payload: {
      action: 'created',
      issue: { number: PR, title: 'Docs', state: 'open', pull_request: { url: 'x' } },
      comment: { id: 7001, body: 'ship it', user: { login, type } },
      sender: { login, type },
      repository: { name: 'widgets', owner: { login: 'acme' } }
    }
  }
}

const MODES: [string, Record<string, string>][] = [
  ['deploy', { mode: 'deploy' }],
  ['preview', { mode: 'preview', branch: 'docs/webhooks' }],
  ['automation', { mode: 'automation', 'automation-id': SIM_AUTOMATIONS.custom, wait: 'false' }],
  [
    'analytics',
    { mode: 'analytics', 'date-from': '2026-02-24', 'date-to': '2026-03-01', 'artifact-name': '' }
  ]
]
const SUBJECT: Record<string, string> = {
  deploy: 'the docs deployment',
  preview: 'the docs preview',
  automation: 'the docs automation',
  analytics: 'the analytics export'
}
const replies = () => gh.comments.filter(c => c.issueNumber === PR && !c.body.includes('docs-agent-action:'))

describe.each(MODES)('%s on a comment', (mode, inputs) => {
  test('a reader is refused before any request to the docs API, with a short reply', async () => {
    sim.setAdmin({ previews: true, deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, pollsUntilDone: 1 } })
    gh.permissions.rita = 'read'
    const run = await runEvent(sim, gh, { ...comment('rita'), inputs })
    expect(run.code).toBe(0)
    expect(sim.requests).toEqual([])
    const reason = 'rita has `read` access to this repository; starting ' + SUBJECT[mode] + ' needs `write`'
    expect(run.outputs['skipped-reason']).toBe(reason)
    expect(run.summary).toContain('Skipped: rita has <code>read</code> access')
    // The reason as Markdown-safe text (the same reply agent mode writes).
    const shown = reason.replace(/`/g, '&#96;')
    expect(replies().map(c => c.body)).toEqual([`@rita, ${SUBJECT[mode]} was not started: ${shown}.`])
  })

  test('a bot is refused unless `allowed-bots` lists it, with no reply and no permission read', async () => {
    const run = await runEvent(sim, gh, { ...comment('ci-bot[bot]', 'Bot'), inputs })
    expect(run.code).toBe(0)
    expect(run.outputs['skipped-reason']).toContain(
      'bots start ' + SUBJECT[mode] + ' only when `allowed-bots`'
    )
    expect(sim.requests).toEqual([])
    expect(gh.requests).toEqual([])
  })

  test('a writer (or a login in `allowed-users`) starts it', async () => {
    sim.setAdmin({ previews: true, deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, pollsUntilDone: 1 } })
    const writer = await runEvent(sim, gh, { ...comment('alice'), inputs })
    expect(writer.code).toBe(0)
    expect(writer.outputs['skipped-reason'] ?? '').toBe('')
    expect(routesOf(sim).length).toBeGreaterThan(0)
    sim.requests.length = 0
    gh.permissions.rita = 'read'
    const listed = await runEvent(sim, gh, {
      ...comment('rita'),
      inputs: { ...inputs, 'allowed-users': 'rita' }
    })
    expect(listed.outputs['skipped-reason'] ?? '').toBe('')
    expect(routesOf(sim).length).toBeGreaterThan(0)
  })
})

test('a permission answer that names no permission fails closed in deploy mode too', async () => {
  gh.permissions.alice = '{}'
  const run = await runEvent(sim, gh, { ...comment('alice'), inputs: { mode: 'deploy' } })
  expect(run.code).toBe(1)
  expect(errorOf(run)).toMatch(/Could not read the repository permission of alice: .*names no permission/)
  expect(sim.requests).toEqual([])
  expect(replies()).toEqual([])
})
