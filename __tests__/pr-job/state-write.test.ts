// The one write path of a pull request's sealed state (src/pr-job/state-write.ts), against a stand-in
// comment store: re-read, merge, precedence by the run that holds the top line, write.
import { describe, expect, test } from '@jest/globals'
import type { IssueComment } from '../../src/kernel/github/comment.js'
import type { CommentStore } from '../../src/kernel/github/comment-store.js'
import { stateOwner } from '../../src/kernel/github/state-seal.js'
import { renderCommentBody } from '../../src/pr-job/comment-body.js'
import { parseState, type CommentState } from '../../src/pr-job/history.js'
import { writeState, type StateWriter } from '../../src/pr-job/state-write.js'

const OWNER = stateOwner('mint_dsc_test_key', { repository: 'acme/widgets', pullRequest: 5, project: 'proj' })
const key = { workflow: 'Docs', job: 'docs' }
const ID = 7

/** A store holding comment 7 as `body` (or deleted); records what is written. */
function storeWith(body: string | 'deleted') {
  let current = body
  const writes: string[] = []
  const comment = (text: string): IssueComment => ({
    id: ID,
    body: text,
    url: 'https://github.com/acme/widgets/pull/5#issuecomment-7',
    updatedAt: '',
    author: { login: 'github-actions[bot]', type: 'Bot' }
  })
  const store = {
    read: async () => (current === 'deleted' ? 'deleted' : comment(current)),
    write: async (_id: number | undefined, text: string) => {
      writes.push(text)
      current = text
      return comment(text)
    }
  } as unknown as CommentStore
  return { store, writes, body: () => current }
}

/** The body a run writes: its job's top line and `state`. */
const bodyOf = (jobId: string, state: CommentState, finished?: boolean) =>
  renderCommentBody({
    key,
    jobId,
    action: 'created',
    state,
    seal: { owner: OWNER, commentId: ID },
    ...(finished
      ? {
          finished: {
            report: { action: 'created', jobId, outcome: 'terminal', job: { status: 'completed' } }
          }
        }
      : {})
  })

/** A run's writer: it adds `line` to the history; a finished run renders its outcome. */
function run(token: string, jobId: string, line: string, takesOver: boolean): StateWriter {
  return {
    token,
    takesOver,
    merge: (current, newest) => {
      const entries = current.entries.some(e => e.text === line)
        ? current.entries
        : [...current.entries, { kind: 'docs' as const, text: line }]
      return newest ? { ...current, job: jobId, entries } : { ...current, entries }
    },
    render: state => bodyOf(jobId, state, !takesOver)
  }
}

const place = (store: CommentStore) => ({ store, owner: OWNER, commentId: ID })
const newer: CommentState = { job: 'job_new', entries: [{ kind: 'docs', text: 'new' }], writer: 'tok_new' }

describe('writeState', () => {
  test('a run that starts its job takes the top line over, and the state names it', async () => {
    const gh = storeWith(bodyOf('job_old', { job: 'job_old', entries: [], writer: 'tok_old' }))
    const written = await writeState(place(gh.store), { entries: [] }, run('tok_new', 'job_new', 'new', true))
    expect(written).toMatchObject({ kind: 'written', newest: true })
    expect(gh.body()).toContain('job <code>job_new</code>')
    expect(parseState(gh.body(), OWNER, ID)).toMatchObject({ job: 'job_new', writer: 'tok_new' })
  })

  test('a run a newer one overtook adds its history line and leaves the top line and the state', async () => {
    const gh = storeWith(bodyOf('job_new', newer, true))
    const top = gh
      .body()
      .split('<details')[0]
      ?.replace(/<!-- docs-agent-state:\S+ -->/, '')
    const written = await writeState(
      place(gh.store),
      { entries: [] },
      run('tok_old', 'job_old', 'old', false)
    )
    expect(written).toMatchObject({ kind: 'written', newest: false })
    expect(
      gh
        .body()
        .split('<details')[0]
        ?.replace(/<!-- docs-agent-state:\S+ -->/, '')
    ).toBe(top)
    expect(gh.body()).not.toContain('job_old')
    expect(parseState(gh.body(), OWNER, ID)).toEqual({
      ...newer,
      entries: [...newer.entries, { kind: 'docs', text: 'old' }]
    })
    expect(gh.body()).toContain('- /docs: &quot;old&quot;')
  })

  test('an overtaken run whose line is there already writes nothing', async () => {
    const gh = storeWith(bodyOf('job_new', { ...newer, entries: [{ kind: 'docs', text: 'old' }] }, true))
    const written = await writeState(
      place(gh.store),
      { entries: [] },
      run('tok_old', 'job_old', 'old', false)
    )
    expect(written.kind).toBe('left')
    expect(gh.writes).toEqual([])
  })

  test('a state sealed before runs named themselves is anyone’s: the run that holds it writes its top line', async () => {
    const gh = storeWith(bodyOf('job_1', { job: 'job_1', entries: [] }))
    const written = await writeState(place(gh.store), { entries: [] }, run('tok_1', 'job_1', 'one', false))
    expect(written).toMatchObject({ kind: 'written', newest: true })
    expect(gh.body()).toContain('✅ Finished')
  })

  test('a comment deleted meanwhile is a reset; a writer with nothing to change writes nothing', async () => {
    const gone = storeWith('deleted')
    expect(await writeState(place(gone.store), { entries: [] }, run('t', 'j', 'l', true))).toEqual({
      kind: 'deleted'
    })
    const gh = storeWith(bodyOf('job_1', { job: 'job_1', entries: [], writer: 'tok_1' }))
    const nothing = { ...run('tok_1', 'job_1', 'x', false), merge: () => undefined }
    expect((await writeState(place(gh.store), { entries: [] }, nothing)).kind).toBe('left')
    expect(gh.writes).toEqual([])
  })
})
