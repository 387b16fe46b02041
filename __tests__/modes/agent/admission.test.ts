// Admission on what a Trigger could not read: decided without a request (no server is needed).
import { describe, expect, test } from '@jest/globals'
import { parseInputs } from '../../../src/modes/index.js'
import { type AgentInputs } from '../../../src/modes/agent/input-types.js'
import { parseTrigger } from '../../../src/kernel/trigger/index.js'
import { admit } from '../../../src/modes/agent/admission.js'
import type { RunLog } from '../../../src/kernel/run/run.js'

const values: Record<string, string> = { 'api-key': 'mint_abc', 'project-id': 'proj', prompt: 'Docs' }
const inputs = parseInputs(name => values[name] ?? '', {}, new Date()).inputs as AgentInputs
const ask = { rules: inputs.admission, githubToken: inputs.githubToken, prompt: inputs.prompt }
/** No request is made here, so nothing is logged. */
const run: { log: RunLog } = {
  log: {
    info: () => undefined,
    warning: () => undefined,
    debug: () => undefined,
    group: (_n, work) => work()
  }
}
const unread = (eventName: string, env: NodeJS.ProcessEnv = {}) =>
  parseTrigger({ eventName, unreadable: 'the event payload is not JSON (x)', env })

describe('a payload that could not be read', () => {
  test('a comment cannot be checked: skipped, saying why', async () => {
    for (const event of ['issue_comment', 'pull_request_review_comment'])
      expect(await admit(ask, unread(event), run)).toEqual({
        skipped: 'the comment could not be read: the event payload is not JSON (x)'
      })
  })

  test('pull_request_target runs with secrets for anyone: skipped, saying why', async () => {
    expect(await admit(ask, unread('pull_request_target'), run)).toEqual({
      skipped: 'the pull request could not be read: the event payload is not JSON (x)'
    })
  })

  test('pull_request: the job runs as before, unless GITHUB_ACTOR is an unlisted bot', async () => {
    expect(await admit(ask, unread('pull_request'), run)).toEqual({})
    expect((await admit(ask, unread('pull_request', { GITHUB_ACTOR: 'ci[bot]' }), run)).skipped).toMatch(
      /^ci\[bot\] is a bot/
    )
    expect(await admit(ask, unread('schedule'), run)).toEqual({})
  })

  test('a comment on a plain issue is skipped from the Trigger alone', async () => {
    const trigger = parseTrigger({ eventName: 'issue_comment', payload: { issue: { number: 3 } }, env: {} })
    expect(await admit(ask, trigger, run)).toEqual({
      skipped: 'the comment is on an issue, not on a pull request'
    })
  })
})
