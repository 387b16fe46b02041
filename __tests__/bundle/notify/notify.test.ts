// On the built bundle: the notify sub-action in the docs repository's workflow. When the agent opens
// its docs pull request, it sends one `repository_dispatch` per code repository; anyone else's pull
// request, or another event, sends nothing. A token that may not dispatch fails the step naming the
// permission and the repository, the other repositories are still notified, and the token shows
// nowhere. It needs no API key and no project id.
import { afterEach, describe, expect, test } from '@jest/globals'
import { useGitHubApi } from '../../../__fixtures__/servers.js'
import { errorOf, warningsOf } from '../../../__fixtures__/runs.js'
import { partialLeaks } from '../../helpers/leaks.js'
import { cleanup, findSecret, runAction, type ActionRun } from '../../helpers/run-action.js'
import { AGENT, docsPullRequestEvent, runNotify as runNotifyKept } from './notify-run.js'

const gh = useGitHubApi()

const runs: ActionRun[] = []
afterEach(() => {
  for (const run of runs.splice(0)) cleanup(run)
})
const kept = <R extends ActionRun>(run: R): R => (runs.push(run), run)
const runNotify = async (...args: Parameters<typeof runNotifyKept>) => kept(await runNotifyKept(...args))

const TOKEN = 'ghs_notifyAppToken0123456789abcdefXYZ'
const dispatchRequests = () => gh.requests.filter(r => r.path.endsWith('/dispatches'))

describe('the agent opened its docs pull request', () => {
  test('one dispatch per repository, with the pull request as the hint; outputs and summary say so', async () => {
    gh.giveToken(TOKEN, { kind: 'app', login: 'docs-notifier[bot]' })
    gh.dispatches.allow(TOKEN, ['acme/widgets', 'acme/api'])
    const run = await runNotify(
      gh,
      { repositories: 'acme/widgets,\nacme/api', 'dispatch-token': TOKEN },
      docsPullRequestEvent(7)
    )
    expect(run.code).toBe(0)
    const hint = {
      'docs-pull-request': {
        repository: 'acme/docs',
        number: 7,
        url: 'https://github.com/acme/docs/pull/7',
        'head-ref': 'mintlify/docs-7'
      }
    }
    expect(gh.dispatches.sent).toEqual([
      {
        repository: 'acme/widgets',
        eventType: 'docs-agent-pr',
        clientPayload: hint,
        sender: 'docs-notifier[bot]'
      },
      {
        repository: 'acme/api',
        eventType: 'docs-agent-pr',
        clientPayload: hint,
        sender: 'docs-notifier[bot]'
      }
    ])
    expect(run.outputs).toMatchObject({ notified: 'acme/widgets,acme/api', 'skipped-reason': '' })
    expect(run.summary).toContain('Docs notify')
    expect(run.summary).toContain('<code>acme/api</code>')
    expect(findSecret(run, TOKEN)).toEqual([])
    // Masked for the runner as well: an App's token given from a step's output is no secret it knows.
    expect(run.stdout).toContain(`::add-mask::${TOKEN}`)
  })

  test('reopened, another event type, a login in a list: the dispatch goes with that type', async () => {
    gh.dispatches.allow(TOKEN, ['acme/widgets'])
    const run = await runNotify(
      gh,
      {
        repositories: 'acme/widgets',
        'dispatch-token': TOKEN,
        'event-type': 'docs-opened',
        'agent-authors': 'release-bot[bot], Docs-Writer'
      },
      docsPullRequestEvent(8, 'docs-writer', 'reopened')
    )
    expect(run.code).toBe(0)
    expect(gh.dispatches.sent.map(d => [d.repository, d.eventType])).toEqual([
      ['acme/widgets', 'docs-opened']
    ])
  })
})

describe('nothing to announce: one line, success, no request', () => {
  test.each([
    [
      'a pull request by someone else',
      docsPullRequestEvent(9, 'octocat'),
      'pull_request',
      /opened by octocat/
    ],
    [
      'a pull request the agent synchronized',
      docsPullRequestEvent(9, AGENT, 'synchronize'),
      'pull_request',
      /synchronize/
    ],
    [
      'a push',
      { ref: 'refs/heads/main', repository: { name: 'docs', owner: { login: 'acme' } } },
      'push',
      /`push`/
    ]
  ])('%s', async (_, event, eventName, why) => {
    gh.dispatches.allow(TOKEN, ['acme/widgets'])
    const run = await runNotify(
      gh,
      { repositories: 'acme/widgets', 'dispatch-token': TOKEN },
      event,
      eventName
    )
    expect(run.code).toBe(0)
    expect(gh.requests).toEqual([])
    expect(gh.dispatches.sent).toEqual([])
    expect(run.outputs.notified).toBe('')
    expect(run.outputs['skipped-reason']).toMatch(why)
    expect(run.stdout.split('\n').filter(l => l.startsWith('Nothing to notify'))).toHaveLength(1)
  })
})

describe('a token that may not dispatch', () => {
  test('404 (no access) on one repository: that one is named with the permission; the other is notified; the token nowhere', async () => {
    gh.giveToken(TOKEN, { kind: 'personal', login: 'docs-maintainer' })
    gh.dispatches.allow(TOKEN, ['acme/widgets'])
    const run = await runNotify(
      gh,
      { repositories: 'acme/api, acme/widgets', 'dispatch-token': TOKEN },
      docsPullRequestEvent(10)
    )
    expect(run.code).toBe(1)
    expect(gh.dispatches.sent.map(d => d.repository)).toEqual(['acme/widgets'])
    expect(run.outputs.notified).toBe('acme/widgets')
    const error = errorOf(run)
    expect(error).toContain('The dispatch did not reach 1 of 2 repositories (acme/api)')
    expect(error).toContain('`dispatch-token` needs `contents: write` on acme/api')
    expect(error).toContain('HTTP 404')
    expect(error).toContain('GITHUB_TOKEN can send a dispatch only to its own repository (acme/docs)')
    expect(error).toContain('fine-grained personal access token with `Contents: Read and write` on acme/api')
    expect(warningsOf(run).some(w => w.startsWith('::warning::acme/api: no dispatch sent.'))).toBe(true)
    expect(run.summary).toContain('not sent')
    expect(findSecret(run, TOKEN)).toEqual([])
    expect(partialLeaks(run, TOKEN)).toEqual([])
  })

  test('403 (read access only) on every repository: each is named, the step fails', async () => {
    gh.dispatches.allow(TOKEN, ['acme/widgets', 'acme/api'], 'read')
    const run = await runNotify(
      gh,
      { repositories: 'acme/widgets acme/api', 'dispatch-token': TOKEN },
      docsPullRequestEvent(11)
    )
    expect(run.code).toBe(1)
    expect(gh.dispatches.sent).toEqual([])
    expect(dispatchRequests()).toHaveLength(2)
    expect(errorOf(run)).toContain('The dispatch did not reach 2 of 2 repositories (acme/widgets, acme/api)')
    expect(errorOf(run)).toContain('HTTP 403: Resource not accessible by integration')
    expect(errorOf(run)).toContain('`contents: write` on acme/widgets')
    expect(run.outputs.notified).toBe('')
    expect(findSecret(run, TOKEN)).toEqual([])
  })

  test("its own repository with a token that reads it: add `contents: write` to the job's permissions", async () => {
    gh.dispatches.allow(TOKEN, ['acme/docs'], 'read')
    const run = await runNotify(
      gh,
      { repositories: 'acme/docs', 'dispatch-token': TOKEN },
      docsPullRequestEvent(12)
    )
    expect(run.code).toBe(1)
    expect(errorOf(run)).toContain("add `contents: write` to the job's `permissions:`")
  })
})

describe('inputs: every bad one named, before any request', () => {
  test.each([
    [{ repositories: '', 'dispatch-token': TOKEN }, '`repositories` is required in notify mode'],
    [
      { repositories: 'acme', 'dispatch-token': TOKEN },
      '`repositories` must name each repository as `owner/name`'
    ],
    [{ repositories: 'acme/widgets/x, -acme/y', 'dispatch-token': TOKEN }, 'not "acme/widgets/x", "-acme/y"'],
    [{ repositories: 'acme/widgets' }, '`dispatch-token` is required in notify mode'],
    [{ repositories: 'acme/widgets', 'dispatch-token': 'two words' }, '`dispatch-token` contains a space'],
    [
      { repositories: 'acme/widgets', 'dispatch-token': TOKEN, 'event-type': 'has space' },
      '`event-type` must be 1 to 100'
    ],
    [
      { repositories: 'acme/widgets', 'dispatch-token': TOKEN, 'agent-authors': 'a b@c' },
      '`agent-authors` must be GitHub logins'
    ],
    [
      { repositories: 'acme/widgets', 'dispatch-token': TOKEN, 'timeout-minutes': '0' },
      '`timeout-minutes` must be more than 0'
    ]
  ])('%j', async (inputs, message) => {
    const run = await runNotify(gh, inputs, docsPullRequestEvent(13))
    expect(run.code).toBe(1)
    expect(errorOf(run)).toContain(message)
    expect(gh.requests).toEqual([])
    expect(errorOf(run)).not.toContain('api-key')
    expect(errorOf(run)).not.toContain('project-id')
  })

  test('the root action with `mode: notify` needs no key either; `mode: sweep` still does', async () => {
    gh.dispatches.allow(TOKEN, ['acme/widgets'])
    const env = { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: 'schedule', GITHUB_REPOSITORY: 'acme/docs' }
    const notify = kept(
      await runAction({ mode: 'notify', repositories: 'acme/widgets', 'dispatch-token': TOKEN }, { env })
    )
    expect(notify.code).toBe(0)
    expect(notify.outputs['skipped-reason']).toContain('`schedule`')
    const sweep = kept(await runAction({ mode: 'sweep' }, { env }))
    expect(sweep.code).toBe(1)
    expect(errorOf(sweep)).toContain('`api-key` is required')
    expect(errorOf(sweep)).toContain('`project-id` is required')
  })
})
