// The run's Trigger: each kind of event, forks, bots, and payloads that cannot be read (never a crash).
import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { forkWithoutSecrets } from '../../../src/kernel/trigger/fork.js'
import { parseTrigger, readTrigger, type Trigger } from '../../../src/kernel/trigger/index.js'

const dir = mkdtempSync(join(tmpdir(), 'trigger-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const ENV = { GITHUB_REPOSITORY: 'acme/widgets', GITHUB_WORKFLOW: 'Docs', GITHUB_JOB: 'docs' }
const sha = (c: string) => c.repeat(40)
const parse = (eventName: string, payload: unknown, env: NodeJS.ProcessEnv = ENV) =>
  parseTrigger({ eventName, payload, env })
/** The trigger when it is of `kind`, else a failed expectation. */
function as<K extends Trigger['kind']>(trigger: Trigger, kind: K): Extract<Trigger, { kind: K }> {
  expect(trigger.kind).toBe(kind)
  return trigger as Extract<Trigger, { kind: K }>
}

const pullRequest = (headRepo = 'acme/widgets', fork = false) => ({
  number: 7,
  title: 'Add widgets',
  html_url: 'https://github.com/acme/widgets/pull/7',
  body: null,
  state: 'open',
  user: { login: 'octocat', type: 'User' },
  head: { ref: 'feat', label: 'octocat:feat', sha: sha('a'), repo: { full_name: headRepo, fork } },
  base: { ref: 'main', sha: sha('b'), repo: { full_name: 'acme/widgets' } },
  changed_files: 3
})
const repository = { name: 'widgets', owner: { login: 'acme' }, private: false, visibility: 'public' }

describe('kinds of event', () => {
  test.each(['pull_request', 'pull_request_target'])('%s: the pull request, its sides, not a fork', event => {
    const trigger = as(
      parse(event, {
        action: 'opened',
        pull_request: pullRequest(),
        repository,
        sender: { login: 'octocat' }
      }),
      'pull-request'
    )
    expect(trigger).toMatchObject({
      event,
      action: 'opened',
      number: 7,
      repository: { owner: 'acme', name: 'widgets', visibility: 'public' },
      actor: { login: 'octocat', isBot: false },
      head: { ref: 'feat', sha: sha('a'), repo: 'acme/widgets' },
      base: { ref: 'main', sha: sha('b'), repo: 'acme/widgets' },
      fromFork: false,
      workflow: 'Docs',
      job: 'docs'
    })
    expect(trigger.pullRequest).toMatchObject({ title: 'Add widgets', body: '', changedFiles: 3 })
    expect(trigger.pullRequest.author.login).toBe('octocat')
  })

  test('issue_comment: the comment, on a pull request or on a plain issue', () => {
    const payload = {
      action: 'edited',
      issue: {
        number: 9,
        state: 'closed',
        user: { login: 'mintlify[bot]', type: 'Bot' },
        pull_request: { url: 'x' }
      },
      comment: { id: 5, body: '/docs hi', user: { login: 'alice', type: 'User' } },
      sender: { login: 'alice', type: 'User' }
    }
    const onPr = as(parse('issue_comment', payload), 'comment')
    expect(onPr).toMatchObject({ number: 9, review: false, onPullRequest: true, state: 'closed' })
    expect(onPr.comment).toEqual({
      id: 5,
      body: '/docs hi',
      author: { login: 'alice', type: 'User', isBot: false },
      edited: true,
      deleted: false
    })
    // Who opened the pull request: `agent-authors` applies to its comments too.
    expect(onPr.openedBy).toMatchObject({ login: 'mintlify[bot]', isBot: true })
    const onIssue = as(parse('issue_comment', { ...payload, issue: { number: 9 } }), 'comment')
    expect(onIssue.onPullRequest).toBe(false)
    expect(onIssue.openedBy.login).toBe('')
  })

  test('pull_request_review_comment: the comment and the pull request from the payload', () => {
    const trigger = as(
      parse('pull_request_review_comment', {
        action: 'deleted',
        pull_request: pullRequest(),
        comment: { id: 77, body: '/docs x', user: { login: 'alice' } }
      }),
      'comment'
    )
    expect(trigger).toMatchObject({ number: 7, review: true, onPullRequest: true, state: 'open' })
    expect(trigger.comment).toMatchObject({ id: 77, deleted: true, edited: false })
    expect(trigger.pullRequest?.head.ref).toBe('feat')
    expect(trigger.openedBy).toEqual(trigger.pullRequest?.author)
  })

  test('push: ref, range and the first 20 commits, lenient with what is not a commit', () => {
    const commits = [
      { id: sha('c'), message: 'Add widgets\n\nbody', added: ['a.md', 3], modified: 'x' },
      7,
      ...Array.from({ length: 30 }, (_, i) => ({ id: sha('d'), message: `c${i}` }))
    ]
    const trigger = as(
      parse('push', {
        ref: 'refs/heads/main',
        before: '0'.repeat(40),
        after: sha('e'),
        forced: true,
        commits
      }),
      'push'
    )
    expect(trigger.push).toMatchObject({ ref: 'refs/heads/main', before: '0'.repeat(40), after: sha('e') })
    expect(trigger.push.forced).toBe(true)
    expect(trigger.push.commits).toHaveLength(20)
    expect(trigger.push.commits[0]).toEqual({
      sha: sha('c'),
      message: 'Add widgets\n\nbody',
      added: ['a.md'],
      modified: [],
      removed: []
    })
    expect(trigger.push.commits[1]).toEqual({
      sha: undefined,
      message: '',
      added: [],
      modified: [],
      removed: []
    })
    expect(as(parse('push', { after: 'not-a-sha' }), 'push').push.after).toBe(undefined)
  })

  test('release: the release; published_at, else created_at', () => {
    const trigger = as(
      parse('release', {
        action: 'published',
        release: { tag_name: 'v2', name: 'Two', body: 'notes', html_url: 'u', created_at: '2026-01-01' }
      }),
      'release'
    )
    expect(trigger.release).toEqual({
      tag: 'v2',
      name: 'Two',
      notes: 'notes',
      url: 'u',
      publishedAt: '2026-01-01',
      draft: false
    })
  })

  test('schedule, workflow_dispatch and an event this action does not know', () => {
    expect(as(parse('schedule', { schedule: '0 * * * *' }), 'schedule').schedule).toBe('0 * * * *')
    expect(parse('workflow_dispatch', { inputs: {} }).kind).toBe('manual')
    const other = as(parse('deployment', {}), 'other')
    expect(other.problem).toBe(undefined)
  })

  test('the runner variables: GITHUB_SHA, GITHUB_REF, GITHUB_ACTOR when the payload names no sender', () => {
    const trigger = parse(
      'schedule',
      {},
      { GITHUB_SHA: sha('f'), GITHUB_REF: 'refs/heads/main', GITHUB_ACTOR: 'x' }
    )
    expect(trigger).toMatchObject({ sha: sha('f'), ref: 'refs/heads/main', actor: { login: 'x' } })
  })

  test('the repository from the payload when GITHUB_REPOSITORY is not set; private means private', () => {
    const trigger = parse('push', { repository: { ...repository, visibility: undefined, private: true } }, {})
    expect(trigger.repository).toEqual({ owner: 'acme', name: 'widgets', visibility: 'private' })
    expect(parse('push', {}, {}).repository).toEqual({ owner: '', name: '' })
  })
})

describe('forks and bots', () => {
  test('a head repository named otherwise, or marked a fork, is a fork; only pull_request lacks secrets', () => {
    const named = parse('pull_request', { pull_request: pullRequest('mallory/widgets') })
    expect(named.fromFork).toBe(true)
    expect(parse('pull_request', { pull_request: pullRequest('acme/widgets', true) }).fromFork).toBe(true)
    expect(forkWithoutSecrets(named)).toMatch(
      /^`api-key` is empty because this pull request comes from a fork/
    )
    const target = parse('pull_request_target', { pull_request: pullRequest('mallory/widgets') })
    expect(target.fromFork).toBe(true)
    expect(forkWithoutSecrets(target)).toBe(undefined)
    expect(forkWithoutSecrets(parse('pull_request', { pull_request: pullRequest() }))).toBe(undefined)
  })

  test('a bot: `type: Bot`, or a login ending in [bot]', () => {
    const by = (sender: unknown) => parse('push', { sender }).actor
    expect(by({ login: 'dependabot[bot]' })).toEqual({ login: 'dependabot[bot]', type: '', isBot: true })
    expect(by({ login: 'ci', type: 'Bot' }).isBot).toBe(true)
    expect(by({ login: 'octocat', type: 'User' }).isBot).toBe(false)
    expect(by('not a user')).toEqual({ login: '', type: '', isBot: false })
  })
})

describe('payloads that cannot be read', () => {
  test('a pull request without a number: other, with what could be read and the field it lacks', () => {
    const { number: _, ...rest } = pullRequest('mallory/widgets')
    const trigger = as(parse('pull_request', { pull_request: rest, sender: { login: 'm' } }), 'other')
    expect(trigger.problem).toMatch(/^the `pull_request` event's payload has no usable `pull_request.number`/)
    expect(trigger).toMatchObject({ fromFork: true, head: { ref: 'feat' }, actor: { login: 'm' } })
    // The fork message still applies: it needs no number.
    expect(forkWithoutSecrets(trigger)).toMatch(/comes from a fork/)
  })

  test('fields of the wrong type read as missing, never a crash', () => {
    const trigger = as(
      parse('pull_request', { pull_request: { number: 7, title: 42, head: 'x', user: [] }, sender: 3 }),
      'pull-request'
    )
    expect(trigger.pullRequest).toMatchObject({ title: '', author: { login: '' }, head: { ref: undefined } })
    expect(as(parse('release', { release: 'v1' }), 'other').problem).toMatch(/`release`/)
    expect(as(parse('issue_comment', { issue: {} }), 'other').problem).toMatch(/`issue.number`/)
  })

  test('a payload that is no object', () => {
    for (const payload of [null, 3, 'text', [1]])
      expect(as(parse('pull_request', payload), 'other').problem).toBe(
        'the event payload is not a JSON object'
      )
  })

  test('the head branch falls back to GITHUB_HEAD_REF on a pull request event', () => {
    const trigger = parseTrigger({
      eventName: 'pull_request',
      unreadable: 'gone',
      env: { GITHUB_HEAD_REF: 'b' }
    })
    expect(trigger).toMatchObject({ kind: 'other', problem: 'gone', head: { ref: 'b' }, fromFork: false })
    expect(parse('push', {}, { GITHUB_HEAD_REF: 'b' }).head).toBe(undefined)
  })
})

describe('readTrigger', () => {
  const file = (name: string, text: string) => {
    const path = join(dir, name)
    writeFileSync(path, text)
    return path
  }

  test('reads the event file once into the Trigger', () => {
    const path = file('pr.json', JSON.stringify({ pull_request: pullRequest(), repository }))
    const trigger = readTrigger({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: path })
    expect(trigger).toMatchObject({ kind: 'pull-request', number: 7, repository: { owner: 'acme' } })
  })

  test('a malformed file: other, with why', () => {
    const path = file('broken.json', '{"pull_request": ')
    const trigger = as(readTrigger({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: path }), 'other')
    expect(trigger.problem).toMatch(/^the event payload is not JSON \(/)
    expect(trigger.event).toBe('pull_request')
  })

  test('a missing file, or none named: other, with why', () => {
    const path = join(dir, 'nope.json')
    const missing = as(readTrigger({ GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: path }), 'other')
    expect(missing.problem).toBe(`the event payload file ${path} does not exist`)
    const none = as(readTrigger({}), 'other')
    expect(none).toMatchObject({
      event: '',
      problem: 'there is no event payload (GITHUB_EVENT_PATH is not set)'
    })
  })

  test('a directory instead of a file: other, with why', () => {
    const trigger = as(readTrigger({ GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: dir }), 'other')
    expect(trigger.problem).toMatch(/cannot be read/)
  })
})
