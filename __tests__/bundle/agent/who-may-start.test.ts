// On the built bundle: who may start the agent. The action reads `/docs` comments itself, asks GitHub
// for the commenter's permission, refuses bots unless allowed, skips the agent's own pull requests and
// pull requests that only touch skipped paths, and reacts to the commands it accepts.
import { describe, expect, test } from '@jest/globals'
import { pullRequestPayload, sha } from '../../../__fixtures__/events.js'
import { runEvent, warningsOf } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, TEST_KEY, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()

const PR = 90
const COMMENT_ID = 5551
const agentRequests = () => sim.requests.filter(r => r.route === 'create' || r.route === 'message')
const replies = () => gh.comments.filter(c => c.issueNumber === PR && !c.body.includes('docs-agent-action:'))
const reactions = () => gh.reactions.map(r => `${r.on}/${r.commentId}:${r.content}`)

interface Commenter {
  login: string
  type?: 'User' | 'Bot'
  association?: string
}

/** An `issue_comment` on pull request 90 (open unless told), by `who`. */
function comment(
  body: string,
  who: Commenter,
  options: { action?: string; state?: string; onIssue?: boolean; openedBy?: string } = {}
) {
  gh.addPullRequest({ number: PR, headSha: sha('a'), files: [{ filename: 'src/a.ts', status: 'added' }] })
  return {
    event: 'issue_comment',
    payload: {
      action: options.action ?? 'created',
      issue: {
        number: PR,
        title: 'Add widgets',
        state: options.state ?? 'open',
        user: {
          login: options.openedBy ?? 'octocat',
          type: options.openedBy?.endsWith('[bot]') ? 'Bot' : 'User'
        },
        ...(options.onIssue ? {} : { pull_request: { url: 'x' } })
      },
      comment: {
        id: COMMENT_ID,
        body,
        user: { login: who.login, type: who.type ?? 'User' },
        author_association: who.association ?? 'MEMBER'
      },
      sender: { login: who.login, type: who.type ?? 'User' },
      repository: { name: 'widgets', owner: { login: 'acme' } }
    }
  }
}

const run = (spec: ReturnType<typeof comment>, inputs: Record<string, string> = {}) =>
  runEvent(sim, gh, { ...spec, workflow: 'Docs follow-up', job: 'follow-up', inputs })

describe('comment commands, read by the action', () => {
  test('a writer: accepted with 👀, the text after /docs is the instruction, 🚀 when the docs PR exists', async () => {
    gh.permissions.wendy = 'write'
    const result = await run(comment('/Docs  document the --fast flag\nplease', { login: 'wendy' }))
    expect(result.code).toBe(0)
    expect(result.outputs.action).toBe('created')
    expect(agentRequests()).toHaveLength(1)
    expect(agentRequests()[0]?.body).toMatchObject({
      prompt: expect.stringMatching(/^document the --fast flag\nplease/)
    })
    expect(reactions()).toEqual([`issues/${COMMENT_ID}:eyes`, `issues/${COMMENT_ID}:rocket`])
    expect(gh.requests.some(r => r.path === '/repos/acme/widgets/collaborators/wendy/permission')).toBe(true)
    // The job's source and docs pull request, as outputs.
    expect(result.outputs.branch).toBe('main')
    expect(result.outputs.repository).toMatch(/^https:\/\//)
    expect(result.outputs['docs-pr-number']).toMatch(/^\d+$/)
    expect(result.outputs['skipped-reason'] ?? '').toBe('')
  })

  test.each([
    ['a reader', { login: 'rita', association: 'COLLABORATOR' }, 'read', '`read`'],
    [
      'an organisation MEMBER with read access only',
      { login: 'mo', association: 'MEMBER' },
      'read',
      '`read`'
    ],
    [
      'a first-time contributor (not a collaborator: 404)',
      { login: 'newbie', association: 'FIRST_TIME_CONTRIBUTOR' },
      undefined,
      '`none`'
    ],
    ['a triager', { login: 'tri', association: 'MEMBER' }, 'triage', '`triage`']
  ] as [string, Commenter, string | undefined, string][])(
    '%s: refused with a reply that says why, no echo, no agent request',
    async (_name, who, role, shown) => {
      if (role) gh.permissions[who.login] = role
      const result = await run(comment('/docs SECRET-INSTRUCTION <b>x</b>', who))
      expect(result.code).toBe(0)
      expect(result.outputs.action).toBe('skipped')
      expect(result.outputs['skipped-reason']).toContain(shown)
      expect(agentRequests()).toEqual([])
      expect(sim.requests).toEqual([])
      expect(reactions()).toEqual([])
      expect(replies()).toHaveLength(1)
      const reply = replies()[0]?.body ?? ''
      expect(reply).toContain(`@${who.login}, the docs agent was not started`)
      expect(reply).not.toContain('SECRET-INSTRUCTION')
      expect(result.summary).toContain('Skipped')
    }
  )

  test('a maintainer clears `min-permission: maintain`; a writer does not', async () => {
    gh.permissions.wendy = 'write'
    const writer = await run(comment('/docs x', { login: 'wendy' }), { 'min-permission': 'maintain' })
    expect(writer.outputs.action).toBe('skipped')
    const maintainer = await run(comment('/docs x', { login: 'maintainer' }), {
      'min-permission': 'maintain'
    })
    expect(maintainer.outputs.action).toBe('created')
  })

  test('bots: refused unless listed, with no reply and no permission read; a listed bot is accepted', async () => {
    const bot = { login: 'release-bot[bot]', type: 'Bot' as const, association: 'NONE' }
    const refused = await run(comment('/docs update for the release', bot))
    expect(refused.outputs.action).toBe('skipped')
    expect(refused.outputs['skipped-reason']).toContain('release-bot[bot] is a bot')
    expect(replies()).toEqual([])
    expect(gh.requests).toEqual([])
    const allowed = await run(comment('/docs update for the release', bot), {
      'allowed-bots': 'release-bot[bot]'
    })
    expect(allowed.outputs.action).toBe('created')
    expect(gh.requests.some(r => r.path.includes('/collaborators/'))).toBe(false)
    const star = await run(comment('/docs again', { ...bot, login: 'other[bot]' }), { 'allowed-bots': '*' })
    expect(star.outputs.action).toBe('follow-up')
  })

  test("a writer's /docs on the agent's own docs pull request starts no job (`agent-authors`)", async () => {
    gh.permissions.wendy = 'write'
    const result = await run(
      comment('/docs also fix the typo', { login: 'wendy' }, { openedBy: 'mintlify[bot]' })
    )
    expect(result.code).toBe(0)
    expect(result.outputs.action).toBe('skipped')
    expect(result.outputs['skipped-reason']).toContain(
      `pull request #${PR} was opened by mintlify[bot], the agent: it is the agent's own`
    )
    expect(sim.requests).toEqual([])
    expect(reactions()).toEqual([])
    expect(gh.requests.some(r => r.path.includes('/collaborators/'))).toBe(false)
    expect(replies()[0]?.body).toContain('@wendy, the docs agent was not started')
    // The same command on a pull request a person opened is accepted.
    const accepted = await run(comment('/docs also fix the typo', { login: 'wendy' }))
    expect(accepted.outputs.action).toBe('created')
  })

  test('a user listed in `allowed-users` needs no permission', async () => {
    const result = await run(comment('/docs x', { login: 'guest', association: 'NONE' }), {
      'allowed-users': 'Guest'
    })
    expect(result.outputs.action).toBe('created')
    expect(gh.requests.some(r => r.path.includes('/collaborators/'))).toBe(false)
  })

  test.each([
    [
      'a comment without the command',
      () => comment('LGTM, thanks! /docs later', { login: 'alice' }),
      'the comment does not start with /docs'
    ],
    [
      '`/docsfoo`',
      () => comment('/docsfoo bar', { login: 'alice' }),
      'the comment does not start with /docs'
    ],
    ['a bare /docs', () => comment('/docs  \n ', { login: 'alice' }), '/docs without an instruction'],
    [
      'an issue that is not a pull request',
      () => comment('/docs x', { login: 'alice' }, { onIssue: true }),
      'not on a pull request'
    ],
    [
      'a closed pull request',
      () => comment('/docs x', { login: 'alice' }, { state: 'closed' }),
      `pull request #${PR} is closed`
    ],
    [
      'an edited comment',
      () => comment('/docs x', { login: 'alice' }, { action: 'edited' }),
      '`allow-edited-comments` is off'
    ]
  ])('%s: skipped at once, no request to either API', async (_name, spec, reason) => {
    const result = await run(spec())
    expect(result.code).toBe(0)
    expect(result.outputs.action).toBe('skipped')
    expect(result.outputs['skipped-reason']).toContain(reason)
    expect(result.outputs['job-id'] ?? '').toBe('')
    expect(sim.requests).toEqual([])
    expect(gh.requests).toEqual([])
    expect(warningsOf(result)).toEqual([])
  })

  test('an edited comment counts with `allow-edited-comments: true`', async () => {
    const result = await run(comment('/docs x', { login: 'alice' }, { action: 'edited' }), {
      'allow-edited-comments': 'true'
    })
    expect(result.outputs.action).toBe('created')
  })

  test('a custom command, any case', async () => {
    const result = await run(comment('@DocsBot explain the API', { login: 'alice' }), { command: '@docsbot' })
    expect(result.outputs.action).toBe('created')
    expect(agentRequests()[0]?.body).toMatchObject({ prompt: expect.stringMatching(/^explain the API/) })
  })

  test('a failed permission read fails closed: a clear error, no agent request', async () => {
    gh.permissions.carol = 502
    const result = await run(comment('/docs x', { login: 'carol' }))
    expect(result.code).toBe(1)
    expect(result.stdout + result.stderr).toContain('Could not read the repository permission of carol')
    expect(sim.requests).toEqual([])
    expect(reactions()).toEqual([])
  })

  test('a review comment on a line of the diff works the same; the reactions go to the review comment', async () => {
    const payload = pullRequestPayload(gh, PR, sha('a'), { files: [{ filename: 'src/a.ts' }] })
    const result = await runEvent(sim, gh, {
      event: 'pull_request_review_comment',
      payload: {
        ...payload,
        action: 'created',
        comment: { id: 777, body: '/docs document this function', user: { login: 'alice', type: 'User' } },
        sender: { login: 'alice', type: 'User' }
      },
      inputs: {}
    })
    expect(result.outputs.action).toBe('created')
    expect(reactions()).toEqual(['pulls/777:eyes', 'pulls/777:rocket'])
  })

  test('`reply-when-done` mentions who asked, with the docs pull request; a failure gets 😕', async () => {
    const done = await run(comment('/docs x', { login: 'alice' }), { 'reply-when-done': 'true' })
    expect(done.outputs.action).toBe('created')
    const reply = replies().at(-1)?.body ?? ''
    expect(reply).toMatch(
      /^@alice, the docs agent job <code>job_[0-9a-f]+<\/code> is completed: pull request <a href="https:/
    )
    gh.reactions.length = 0
    const failed = await run(comment('/docs [sim:failed polls=0]', { login: 'alice' }))
    expect(failed.code).toBe(1)
    expect(reactions()).toEqual([`issues/${COMMENT_ID}:eyes`, `issues/${COMMENT_ID}:confused`])
  })

  test('workflows written for the old examples (the instruction as `prompt`) keep working', async () => {
    const result = await run(comment('/docs from the comment', { login: 'alice' }), {
      prompt: 'from the workflow'
    })
    expect(result.outputs.action).toBe('created')
    expect(agentRequests()[0]?.body).toMatchObject({ prompt: expect.stringMatching(/^from the workflow/) })
  })
})

describe('pull requests and pushes', () => {
  const opened = (author: string, files = [{ filename: 'src/a.ts', status: 'added' }]) => {
    const payload = pullRequestPayload(gh, 91, sha('b'), { files }, 'opened')
    return {
      event: 'pull_request',
      payload: {
        ...payload,
        pull_request: { ...payload.pull_request, user: { login: author } },
        sender: { login: author, type: author.endsWith('[bot]') ? 'Bot' : 'User' }
      },
      inputs: { prompt: 'Update the docs' }
    }
  }

  test("the agent's own pull request is skipped: no request to either API", async () => {
    const result = await runEvent(sim, gh, opened('mintlify[bot]'))
    expect(result.outputs.action).toBe('skipped')
    expect(result.outputs['skipped-reason']).toContain("the agent's own")
    expect(sim.requests).toEqual([])
    expect(gh.requests).toEqual([])
  })

  test('a pull request opened by a bot is skipped unless the bot is allowed', async () => {
    const refused = await runEvent(sim, gh, opened('dependabot[bot]'))
    expect(refused.outputs.action).toBe('skipped')
    expect(sim.requests).toEqual([])
    const spec = opened('dependabot[bot]')
    const allowed = await runEvent(sim, gh, {
      ...spec,
      inputs: { ...spec.inputs, 'allowed-bots': 'dependabot[bot]' }
    })
    expect(allowed.outputs.action).toBe('created')
  })

  test('a pull request whose files all match `skip-paths` is skipped; one that also changes code is not', async () => {
    const docsOnly = opened('octocat', [
      { filename: 'docs/a.mdx', status: 'modified' },
      { filename: 'docs/guides/b.mdx', status: 'added' }
    ])
    const skipped = await runEvent(sim, gh, {
      ...docsOnly,
      inputs: { ...docsOnly.inputs, 'skip-paths': 'docs/**, *.md' }
    })
    expect(skipped.outputs.action).toBe('skipped')
    expect(skipped.outputs['skipped-reason']).toContain('`skip-paths`')
    expect(sim.requests).toEqual([])
    const mixed = opened('octocat', [
      { filename: 'docs/a.mdx', status: 'modified' },
      { filename: 'src/a.ts', status: 'added' }
    ])
    const kept = await runEvent(sim, gh, { ...mixed, inputs: { ...mixed.inputs, 'skip-paths': 'docs/**' } })
    expect(kept.outputs.action).toBe('created')
  })

  test('a push by a bot is skipped unless allowed; a person pushing needs no request', async () => {
    const push = (login: string, type: string) => ({
      event: 'push',
      payload: { ref: 'refs/heads/main', before: sha('1'), after: sha('2'), sender: { login, type } },
      inputs: { prompt: 'Docs', 'event-context': 'false' }
    })
    const bot = await runEvent(sim, gh, push('ci-bot[bot]', 'Bot'))
    expect(bot.outputs.action).toBe('skipped')
    const person = await runEvent(sim, gh, push('octocat', 'User'))
    expect(person.outputs.action).toBe('created')
    expect(gh.requests).toEqual([])
  })
})

describe('hostile values', () => {
  test('a hostile login and instruction never become markup, a mention of someone else or a leak', async () => {
    const login = `x](https://evil.example) @everyone <img src=x> ${TEST_KEY}`
    const result = await run(comment(`/docs ${TEST_KEY} [click](https://evil.example) <script>`, { login }))
    expect(result.outputs.action).toBe('skipped')
    const reply = replies()[0]?.body ?? ''
    expect(reply).not.toMatch(/<img|<script|\]\(https|@everyone/)
    expect(reply).not.toContain(TEST_KEY)
    expect(reply).not.toContain('evil.example/')
    // The runner is told to mask the key (the first line); it appears nowhere else.
    expect(result.stdout.replace(/^::add-mask::.*\n/, '')).not.toContain(TEST_KEY)
    expect(result.outputs['skipped-reason']).not.toContain(TEST_KEY)
  })
})
