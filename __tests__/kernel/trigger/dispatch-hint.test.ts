// A dispatch's payload read as a hint: the notifier's keys and workflow_dispatch's string inputs are
// taken when they have the narrow shape of a pull request, a job or a docs pull request; anything else
// (wrong types, another repository, control characters, huge strings) is dropped and named by its key.
import { describe, expect, test } from '@jest/globals'
import { dispatchFacts, hintsAnything } from '../../../src/kernel/trigger/dispatch-hint.js'
import { parseTrigger } from '../../../src/kernel/trigger/index.js'

const SELF = 'acme/widgets'
const docsPr = {
  repository: 'acme/docs',
  number: 88,
  url: 'https://github.com/acme/docs/pull/88',
  'head-ref': 'mintlify/docs-update-1'
}
const repositoryDispatch = (clientPayload: unknown, action: unknown = 'docs-agent-pr') =>
  dispatchFacts('repository_dispatch', { action, client_payload: clientPayload }, SELF)

describe('the notifier payload', () => {
  test('every key the notifier sends is read', () => {
    expect(
      repositoryDispatch({ 'docs-pull-request': docsPr, 'job-id': 'job_7', 'pull-request': 12 })
    ).toEqual({
      eventType: 'docs-agent-pr',
      hint: {
        pullRequest: 12,
        jobId: 'job_7',
        docsPullRequest: {
          repository: 'acme/docs',
          number: 88,
          url: 'https://github.com/acme/docs/pull/88',
          headRef: 'mintlify/docs-update-1'
        }
      },
      ignored: []
    })
  })

  test('the docs pull request alone is a hint; nothing at all is none', () => {
    const alone = repositoryDispatch({ 'docs-pull-request': docsPr })
    expect(alone?.hint).toEqual({ docsPullRequest: expect.objectContaining({ number: 88 }) })
    expect(hintsAnything(alone?.hint ?? {})).toBe(true)
    for (const nothing of [{}, undefined, null])
      expect(repositoryDispatch(nothing)).toMatchObject({
        hint: {},
        ignored: nothing === null ? ['client_payload'] : []
      })
    expect(hintsAnything({})).toBe(false)
  })

  test('the pull request as digits or as this repository’s URL; another repository’s URL is dropped', () => {
    expect(repositoryDispatch({ 'pull-request': '12' })?.hint).toEqual({ pullRequest: 12 })
    expect(repositoryDispatch({ 'pull-request': 'https://github.com/Acme/Widgets/pull/12' })?.hint).toEqual({
      pullRequest: 12
    })
    expect(repositoryDispatch({ 'pull-request': 'https://github.com/evil/widgets/pull/12' })).toMatchObject({
      hint: {},
      ignored: ['pull-request']
    })
  })

  test('a payload about another code repository gives no hint at all', () => {
    expect(repositoryDispatch({ repository: 'evil/other', 'pull-request': 12, 'job-id': 'job_7' })).toEqual({
      eventType: 'docs-agent-pr',
      hint: {},
      ignored: ['repository']
    })
    expect(repositoryDispatch({ repository: 'acme/widgets', 'pull-request': 12 })?.hint).toEqual({
      pullRequest: 12
    })
  })
})

describe('garbage and hostile values are dropped, by key', () => {
  const huge = 'x'.repeat(1_000_000)
  test.each([
    ['wrong types', { 'pull-request': { n: 1 }, 'job-id': 42, 'docs-pull-request': [1, 2] }],
    ['negative, fractional and huge numbers', { 'pull-request': -3, 'job-id': '', 'docs-pull-request': 1.5 }],
    [
      'control characters',
      {
        'pull-request': '12\n::error::x',
        'job-id': 'job\u0000_7',
        'docs-pull-request': 'https://github.com/a/b/pull/1\r\n'
      }
    ],
    [
      '1 MB strings',
      {
        'pull-request': huge,
        'job-id': huge,
        'docs-pull-request': { url: huge, repository: huge, 'head-ref': huge }
      }
    ]
  ])('%s', (_name, payload) => {
    const facts = repositoryDispatch(payload)
    expect(facts?.hint).toEqual({})
    expect(facts?.ignored.length).toBeGreaterThan(0)
    for (const key of facts?.ignored ?? [])
      expect(['pull-request', 'job-id', 'docs-pull-request']).toContain(key)
  })

  test('a client_payload that is no object, and an event type that is no plain word', () => {
    expect(repositoryDispatch('a string', '::warning::hi\n')).toEqual({
      eventType: '',
      hint: {},
      ignored: ['client_payload']
    })
    expect(repositoryDispatch([1, 2])?.ignored).toEqual(['client_payload'])
  })

  test('a docs pull request URL that is not https, or not a pull request, is dropped', () => {
    for (const url of [
      'http://github.com/acme/docs/pull/1',
      'https://github.com/acme/docs/issues/1',
      'javascript:alert(1)'
    ])
      expect(repositoryDispatch({ 'docs-pull-request': { url } })?.ignored).toEqual(['docs-pull-request'])
  })
})

describe('workflow_dispatch and the trigger', () => {
  test('inputs are strings: the pull request as digits, the docs pull request as its URL', () => {
    expect(
      dispatchFacts(
        'workflow_dispatch',
        {
          inputs: {
            'pull-request': '12',
            'job-id': 'job_7',
            'docs-pull-request': 'https://github.com/acme/docs/pull/88'
          }
        },
        SELF
      )
    ).toEqual({
      eventType: '',
      hint: {
        pullRequest: 12,
        jobId: 'job_7',
        docsPullRequest: { repository: 'acme/docs', number: 88, url: 'https://github.com/acme/docs/pull/88' }
      },
      ignored: []
    })
  })

  test('other events carry no dispatch; a dispatch event does, whatever its kind', () => {
    const env = { GITHUB_REPOSITORY: SELF }
    expect(
      parseTrigger({ eventName: 'schedule', payload: { schedule: '* * * * *' }, env }).dispatch
    ).toBeUndefined()
    const dispatched = parseTrigger({
      eventName: 'repository_dispatch',
      payload: { action: 'docs-agent-pr', client_payload: { 'pull-request': 5 } },
      env
    })
    expect(dispatched.dispatch?.hint).toEqual({ pullRequest: 5 })
    const manual = parseTrigger({ eventName: 'workflow_dispatch', payload: { inputs: {} }, env })
    expect(manual).toMatchObject({ kind: 'manual', dispatch: { hint: {}, ignored: [] } })
  })
})
