// The comment's history: pure parts, no network.
import { describe, expect, test } from '@jest/globals'
import {
  addEntry,
  MAX_ENTRIES,
  parseState,
  renderHistory,
  runEntry,
  stateMarker,
  type CommentState
} from '../../src/pr-job/history.js'
import { seal, stateOwner } from '../../src/kernel/github/state-seal.js'

const SHA_A = 'a'.repeat(40)
const PLACE = { repository: 'acme/docs', pullRequest: 7, project: 'proj_1' }
const OWNER = stateOwner('mint_dsc_test_key', PLACE)

describe('history', () => {
  test('round trip through the hidden marker; the newest head is kept', () => {
    let state: CommentState = { entries: [] }
    state = addEntry(state, { kind: 'created', job: 'job_1', sha: SHA_A, files: 2 }, SHA_A)
    state = addEntry(state, { kind: 'docs', by: 'alice', text: 'more' })
    const parsed = parseState(`x\n${stateMarker(state, OWNER, 11)}\ny`, OWNER, 11)
    expect(parsed).toEqual(state)
    expect(parsed?.head).toBe(SHA_A)
  })

  test('a state sealed in the format runs write before they name the top line’s run still parses', () => {
    const body =
      '<!-- docs-agent-state:eyJqb2IiOiJqb2JfMSIsImhlYWQiOiJhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhIiwiZW50cmllcyI6W3sia2luZCI6ImNyZWF0ZWQiLCJqb2IiOiJqb2JfMSIsInNoYSI6ImFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWEiLCJmaWxlcyI6Mn1dLCJwZW5kaW5nIjp7ImpvYiI6ImpvYl8xIiwiYWN0aW9uIjoiY3JlYXRlZCIsInRva2VuIjoidG9rX3J1bl8xIiwic2luY2UiOiIyMDI2LTExLTI3VDEwOjAwOjAwLjAwMFoiLCJjaGVjayI6NX19.BpxYz05qKcuOqKrelx3gnnY9gHZGaoh-yznr0LzJkf0.SYwnOf2pyUAtB63k -->'
    expect(parseState(body, OWNER, 11)).toEqual({
      job: 'job_1',
      head: SHA_A,
      entries: [{ kind: 'created', job: 'job_1', sha: SHA_A, files: 2 }],
      pending: {
        job: 'job_1',
        action: 'created',
        token: 'tok_run_1',
        since: '2026-11-27T10:00:00.000Z',
        check: 5
      }
    })
    // The run whose top line the comment shows round-trips with it.
    const named: CommentState = { job: 'job_1', entries: [], writer: 'tok_run_2' }
    expect(parseState(stateMarker(named, OWNER, 11), OWNER, 11)).toEqual(named)
  })

  test('the state counts only in the comment, pull request and project it was sealed for', () => {
    const state = addEntry({ job: 'job_1', entries: [] }, { kind: 'created', job: 'job_1' }, SHA_A)
    const body = stateMarker(state, OWNER, 11)
    expect(parseState(body, OWNER, 11)?.job).toBe('job_1')
    expect(parseState(body, OWNER, 12)).toBe(undefined)
    expect(parseState(body, stateOwner('mint_dsc_test_key', { ...PLACE, pullRequest: 8 }), 11)).toBe(
      undefined
    )
    expect(parseState(body, stateOwner('mint_dsc_test_key', { ...PLACE, project: 'proj_2' }), 11)).toBe(
      undefined
    )
    expect(parseState(body, stateOwner('mint_dsc_test_key', { ...PLACE, repository: 'acme/web' }), 11)).toBe(
      undefined
    )
    expect(parseState(body, stateOwner('another_key', PLACE), 11)).toBe(undefined)
    // A payload edited by hand (another job) under the old seal does not verify either.
    const [payload = '', mac = ''] = /docs-agent-state:([^ ]+)/.exec(body)?.[1]?.split('.') ?? []
    const edited = Buffer.from(
      Buffer.from(payload, 'base64url').toString('utf8').replace('job_1', 'job_2')
    ).toString('base64url')
    expect(parseState(`<!-- docs-agent-state:${edited}.${mac} -->`, OWNER, 11)).toBe(undefined)
    // The key itself never appears in the marker.
    expect(body).not.toContain('mint_dsc_test_key')
  })

  test('bounded: the oldest entries are dropped first, long text is cut', () => {
    let state: CommentState = { entries: [] }
    for (let i = 0; i < MAX_ENTRIES + 5; i++)
      state = addEntry(state, { kind: 'docs', by: `u${i}`, text: 'x'.repeat(5000) })
    expect(state.entries).toHaveLength(MAX_ENTRIES)
    expect(state.entries[0]?.by).toBe('u5')
    expect(state.entries[0]?.text?.length).toBeLessThanOrEqual(80)
    expect(stateMarker(state, OWNER, 1).length).toBeLessThan(10_000)
  })

  test('a broken or hostile marker gives no state, never a crash', () => {
    expect(parseState('<!-- docs-agent-state:!!! -->', OWNER, 1)).toBe(undefined)
    expect(parseState('<!-- docs-agent-state:bm90IGpzb24 -->', OWNER, 1)).toBe(undefined)
    const weird = JSON.stringify({
      job: 'job\nbad',
      head: 'not a sha',
      entries: [{ kind: 'rm -rf' }, { kind: 'docs', files: -1, by: 7 }]
    })
    const sealed = `<!-- docs-agent-state:${seal(OWNER, { kind: 'state', commentId: 1 }, weird)} -->`
    expect(parseState(sealed, OWNER, 1)).toEqual({
      job: undefined,
      head: undefined,
      entries: [{ kind: 'docs', by: undefined, text: undefined, reason: undefined, job: undefined }]
    })
  })

  test('rendering escapes every stored value', () => {
    const state = addEntry(
      { entries: [] },
      { kind: 'docs', by: 'x\n\n# h', text: '[a](https://evil.example) <img src=x>' }
    )
    const html = renderHistory(state).join('\n')
    expect(html).not.toMatch(/\]\(|<img|^#/m)
    expect(html).toContain('/docs from &#64;x &#35; h')
  })

  test('runEntry: pull request runs move the head, /docs does not; both record the job', () => {
    expect(runEntry('follow-up', 'j', { sha: SHA_A, files: 3 })).toEqual({
      entry: { kind: 'follow-up', sha: SHA_A, files: 3 },
      head: SHA_A,
      job: 'j'
    })
    expect(runEntry('follow-up', 'j', { sha: SHA_A, comment: { author: 'al', body: '/Docs fix' } })).toEqual({
      entry: { kind: 'docs', by: 'al', text: ' fix' },
      job: 'j'
    })
  })
})

describe('comment size', () => {
  test('a history too large for GitHub drops its oldest lines, whatever the values', async () => {
    const { renderCommentBody, MAX_COMMENT_CHARS } = await import('../../src/pr-job/comment-body.js')
    let state: CommentState = { entries: [] }
    for (let i = 0; i < MAX_ENTRIES; i++)
      state = addEntry(state, {
        kind: 'created',
        job: `j${i}${'|'.repeat(200)}`,
        reason: '|'.repeat(500),
        sha: SHA_A
      })
    const body = renderCommentBody({
      key: { workflow: 'W', job: 'j' },
      jobId: 'job_1',
      action: 'created',
      state,
      seal: { owner: OWNER, commentId: 5 }
    })
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS)
    const kept = parseState(body, OWNER, 5)?.entries ?? []
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.at(-1)?.job).toBe(state.entries.at(-1)?.job)
  })
})
