// open.ts: whether the event needs GitHub at all, decided on the event name and the inputs before
// anything GitHub-related loads (what the bundle loads is measured by the time-to-job-id bench).
import { describe, expect, jest, test } from '@jest/globals'
import * as core from '../../../__fixtures__/core.js'
import type { AgentInputs } from '../../../src/modes/agent/input-types.js'
import type { RunLog } from '../../../src/kernel/run/run.js'

jest.unstable_mockModule('@actions/core', () => core)
jest.unstable_mockModule('../../../src/kernel/io/workflow-commands.js', () => core)
const { gitHubNeed, openPullRequest } = await import('../../../src/modes/agent/open.js')
const { noPullRequest } = await import('../../../src/pr-job/job.js')
const { parseTrigger } = await import('../../../src/kernel/trigger/index.js')
/** The run's log: the stand-in's warnings and lines. */
const log: RunLog = {
  info: core.info,
  warning: core.warning,
  debug: core.debug,
  group: (_name, work) => work()
}
const triggerOf = (eventName: string) => parseTrigger({ eventName, payload: {} })

type Asked = Pick<AgentInputs, 'eventContext' | 'commentOnPr' | 'jobId' | 'prompt' | 'githubToken'>
const asked = (values: Partial<Asked> = {}): AgentInputs =>
  ({ eventContext: true, commentOnPr: true, prompt: 'p', githubToken: 'ghs_x', ...values }) as AgentInputs

describe('gitHubNeed', () => {
  test('pull request events need GitHub for the context or the comment', () => {
    for (const event of [
      'pull_request',
      'pull_request_target',
      'issue_comment',
      'pull_request_review_comment'
    ]) {
      expect(gitHubNeed(asked(), triggerOf(event))).toBe('pull-request')
      expect(gitHubNeed(asked({ eventContext: false }), triggerOf(event))).toBe('pull-request')
      expect(gitHubNeed(asked({ commentOnPr: false }), triggerOf(event))).toBe('pull-request')
    }
    const off = { eventContext: false, commentOnPr: false }
    expect(gitHubNeed(asked(off), triggerOf('pull_request'))).toBeUndefined()
    // A comment without `job-id` looks up the earlier job even with both features off.
    expect(gitHubNeed(asked(off), triggerOf('issue_comment'))).toBe('pull-request')
    expect(gitHubNeed(asked({ ...off, jobId: 'job_1' }), triggerOf('issue_comment'))).toBeUndefined()
  })

  test('push and release need it only for the event context of a prompt', () => {
    for (const event of ['push', 'release']) {
      expect(gitHubNeed(asked(), triggerOf(event))).toBe('code')
      expect(gitHubNeed(asked({ eventContext: false }), triggerOf(event))).toBeUndefined()
      expect(gitHubNeed(asked({ prompt: undefined, jobId: 'job_1' }), triggerOf(event))).toBeUndefined()
    }
  })

  test('other events never need it', () => {
    for (const event of ['workflow_dispatch', 'schedule', 'repository_dispatch', ''])
      expect(gitHubNeed(asked(), triggerOf(event))).toBeUndefined()
  })
})

describe('openPullRequest', () => {
  test('an event that needs no GitHub: nothing to add, nothing to comment, no warning', async () => {
    const opened = await openPullRequest(asked(), triggerOf('workflow_dispatch'), { log })
    expect(opened).toBe(noPullRequest)
    expect(core.warning).not.toHaveBeenCalled()
  })

  test('no token: one warning, and the run goes on without GitHub', async () => {
    const opened = await openPullRequest(asked({ githubToken: '' }), triggerOf('pull_request'), { log })
    expect(opened).toBe(noPullRequest)
    expect(core.warning).toHaveBeenCalledTimes(1)
    expect(core.warning).toHaveBeenCalledWith(expect.stringMatching(/^`github-token` is empty/))
  })
})
