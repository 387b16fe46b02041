// On the built bundle, the two-repository layout end to end: agent mode on the code repository's pull
// request leaves its job to the sweep (`wait: false`); the job ends and the agent opens its docs pull
// request in the docs repository; the notify sub-action runs there on that `pull_request` event and
// sends a `repository_dispatch`; the sweep runs on the event GitHub delivers for it, and the code pull
// request's check run and comment show the job's outcome.
import { afterEach, describe, expect, test } from '@jest/globals'
import { pullRequestPayload, sha } from '../../../__fixtures__/events.js'
import { commentState, runEvent } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { cleanup, findSecret, type ActionRun } from '../../helpers/run-action.js'
import { deliveredEvent, docsPullRequestEvent, runNotify } from './notify-run.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()

const runs: ActionRun[] = []
afterEach(() => {
  for (const run of runs.splice(0)) cleanup(run)
})

const HEAD = sha('e')
const LABEL = 'docs-agent:waiting'
const APP_TOKEN = 'ghs_docsRepoAppInstallToken9876543210'

describe('docs in another repository: notify → dispatch → sweep', () => {
  test("the code pull request's check and comment show the outcome after the dispatch", async () => {
    // The code repository (acme/widgets): agent mode starts the job and leaves it to the sweep.
    const started = await runEvent(sim, gh, {
      event: 'pull_request',
      payload: pullRequestPayload(gh, 21, HEAD, {}, 'opened'),
      inputs: {
        prompt: 'Update the docs [sim:completed-pr polls=1000]',
        'event-context': 'false',
        'check-run': 'true',
        wait: 'false'
      }
    })
    const jobId = started.outputs['job-id'] ?? ''
    expect(gh.checkRuns.filter(c => c.headSha === HEAD)).toMatchObject([{ status: 'in_progress' }])
    expect(gh.labels.get(21)?.has(LABEL)).toBe(true)

    // The job ends: the agent has opened its pull request in the docs repository (acme/docs).
    const job = sim.jobs.get(jobId)
    if (!job) throw new Error(`no job ${jobId}`)
    job.scenario = { ...job.scenario, pollsUntilDone: 0 }
    job.prLink ??= 'https://github.com/acme/docs/pull/5'
    const docsNumber = Number(/\/pull\/(\d+)$/.exec(job.prLink)?.[1])

    // The docs repository's workflow: notify on the agent's pull request, with a GitHub App's token.
    gh.giveToken(APP_TOKEN, { kind: 'app', login: 'docs-notifier[bot]' })
    gh.dispatches.allow(APP_TOKEN, ['acme/widgets'])
    const notified = await runNotify(
      gh,
      { repositories: 'acme/widgets', 'dispatch-token': APP_TOKEN },
      docsPullRequestEvent(docsNumber)
    )
    runs.push(notified)
    expect(notified.code).toBe(0)
    expect(notified.outputs.notified).toBe('acme/widgets')
    expect(findSecret(notified, APP_TOKEN)).toEqual([])
    expect(gh.dispatches.sent).toHaveLength(1)
    const [dispatch] = gh.dispatches.sent
    if (!dispatch) throw new Error('no dispatch')
    expect(dispatch).toMatchObject({ repository: 'acme/widgets', eventType: 'docs-agent-pr' })
    expect(dispatch.clientPayload).toEqual({
      'docs-pull-request': {
        repository: 'acme/docs',
        number: docsNumber,
        url: `https://github.com/acme/docs/pull/${docsNumber}`,
        'head-ref': `mintlify/docs-${docsNumber}`
      }
    })
    // Still in progress: nothing on the code repository moved before its sweep ran.
    expect(gh.checkRuns.filter(c => c.headSha === HEAD)).toMatchObject([{ status: 'in_progress' }])

    // The code repository's sweep, on the repository_dispatch GitHub delivers for it.
    const swept = await runEvent(sim, gh, {
      event: 'repository_dispatch',
      payload: deliveredEvent(dispatch),
      inputs: { mode: 'sweep' },
      workflow: 'Docs sweep',
      job: 'sweep'
    })
    expect(swept.code).toBe(0)
    expect(swept.outputs).toMatchObject({ finished: '1', running: '0', failed: '0' })
    expect(gh.checkRuns.filter(c => c.headSha === HEAD)).toMatchObject([
      { status: 'completed', conclusion: 'success', detailsUrl: job.prLink }
    ])
    const comments = gh.comments.filter(c => c.issueNumber === 21 && c.user.login === 'github-actions[bot]')
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toContain(
      `✅ Finished: <code>completed</code>, pull request: <a href="${job.prLink}">`
    )
    expect(commentState(gh, comments[0])?.pending).toBeUndefined()
    expect(gh.labels.get(21)?.has(LABEL)).toBe(false)
  })
})
