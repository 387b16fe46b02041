// The pull request lifecycle's transitions (lifecycle.ts): pure functions from one state to the next,
// so every state and answer is tested here without GitHub.
import { describe, expect, test } from '@jest/globals'
import { ACTIONS_BOT, type IssueComment } from '../../src/kernel/github/comment.js'
import { type OwnComment } from '../../src/pr-job/comment-body.js'
import { mergeRun, type CommentState } from '../../src/pr-job/history.js'
import {
  adopted,
  begun,
  claimWon,
  commentOf,
  checkRecorded,
  initialLifecycle,
  pendingAfter,
  knownOf,
  listedWithout,
  merged,
  prepared,
  replaced,
  turnedOff,
  withKnown,
  writeFailed,
  written,
  wrote,
  type CommentPhase,
  type Known,
  type RunPhase
} from '../../src/pr-job/lifecycle.js'
import type { JobAction } from '../../src/pr-job/job.js'

const HEAD_A = 'a'.repeat(40)
const HEAD_B = 'b'.repeat(40)
const key = { workflow: 'Docs', job: 'docs' }
const otherKey = { workflow: 'Other', job: 'build' }
const comment = (id: number, body = ''): IssueComment => ({
  id,
  body,
  url: `https://c/${id}`,
  updatedAt: '2026-01-01T00:00:00Z',
  author: ACTIONS_BOT
})
const found = (id: number, state: CommentState, k = key): OwnComment => ({ ...comment(id), key: k, state })
const unlisted = (): CommentPhase => initialLifecycle(true).comment
const held = (state: CommentState, readHead?: string): CommentPhase => ({
  kind: 'held',
  comment: { id: 7, key },
  known: { state, readHead }
})

describe('the comment phase', () => {
  test('starts unlisted with nothing known, or off without comment-on-pr', () => {
    expect(initialLifecycle(true)).toEqual({
      comment: { kind: 'unlisted', known: { state: { entries: [] } } },
      run: { kind: 'asking', asked: { handled: {} } },
      check: { kind: 'none' }
    })
    expect(initialLifecycle(false).comment).toEqual({ kind: 'off' })
  })

  test('the pending record: a start puts this run’s in; a finish clears or keeps its own, never a newer run’s', () => {
    const mine = { job: 'job_1', action: 'created' as const, token: 'tok_1', since: '2026-11-27T10:00:00Z' }
    const newer = { ...mine, job: 'job_2', token: 'tok_2' }
    expect(pendingAfter(newer, { kind: 'record', mine })).toBe(mine)
    expect(pendingAfter(mine, { kind: 'finish', mine, leaves: false })).toBeUndefined()
    expect(pendingAfter(newer, { kind: 'finish', mine, leaves: false })).toBe(newer)
    expect(pendingAfter(undefined, { kind: 'finish', mine, leaves: true })).toBe(mine)
    expect(pendingAfter(newer, { kind: 'finish', mine, leaves: true })).toBe(newer)
    // The record this run replaced is another run's: its check ends as replaced, and its label stays.
    expect(checkRecorded(mine, newer, true)).toEqual({
      kind: 'open',
      pending: mine,
      replaced: newer,
      labelled: true
    })
    expect(checkRecorded(mine, undefined, true)).toEqual({ kind: 'open', pending: mine, labelled: false })
    expect(checkRecorded(mine, undefined, false)).toEqual({ kind: 'open', pending: mine, labelled: true })
  })

  test('wrote folds a write’s answer in: the comment’s phase, its URL, and the check the start opens', () => {
    const mine = { job: 'job_1', action: 'created' as const, token: 'tok_1', since: '2026-11-27T10:00:00Z' }
    const state = { job: 'job_1', entries: [], pending: mine }
    const before = { ...initialLifecycle(true), url: 'https://c/1' }
    const answer = {
      phase: held(state),
      outcome: { kind: 'written' as const, known: { state }, key: otherKey, comment: comment(7) },
      url: 'https://c/7'
    }
    const after = wrote(before, answer, { pending: mine, wait: true })
    expect(after.comment).toEqual(written(held(state), comment(7), otherKey, { state }))
    expect(after.url).toBe('https://c/7')
    expect(after.check).toEqual(checkRecorded(mine, undefined, true))
    expect(wrote(before, answer).check).toEqual({ kind: 'none' })
    // Deleted: the comment is off from now on, and its URL goes with it.
    const gone = wrote(before, { phase: held(state), outcome: { kind: 'deleted' } })
    expect(gone).toMatchObject({ comment: { kind: 'off' }, url: undefined })
  })

  test('a found comment is held with its state, and the head it recorded is the version to check', () => {
    const state = { job: 'job_1', head: HEAD_A, entries: [] }
    expect(adopted(unlisted(), found(7, state, otherKey))).toEqual({
      kind: 'held',
      comment: { id: 7, key: otherKey },
      known: { state, readHead: HEAD_A }
    })
    expect(adopted(turnedOff(), found(7, state))).toEqual({ kind: 'off' })
  })

  test('listed without a comment: the next write posts one; other phases stay', () => {
    const phase = unlisted()
    expect(listedWithout(phase)).toEqual({ kind: 'absent', known: knownOf(phase) })
    const h = held({ entries: [] })
    expect(listedWithout(h)).toBe(h)
  })

  test('a won claim holds no state, and is the comment to write', () => {
    const phase = claimWon(unlisted(), comment(9), key)
    expect(phase).toEqual({ kind: 'claimed', comment: { id: 9, key } })
    expect(knownOf(phase)).toEqual({ state: { entries: [] } })
    expect(commentOf(phase)).toEqual({ id: 9, key })
    expect(claimWon(turnedOff(), comment(9), key)).toEqual({ kind: 'off' })
  })

  test('written: a found comment keeps its marker, a new one gets this job’s', () => {
    const known: Known = { state: { job: 'job_1', entries: [] } }
    const foundPhase: CommentPhase = { kind: 'held', comment: { id: 7, key: otherKey }, known }
    expect(written(foundPhase, comment(7), key, known)).toEqual(foundPhase)
    expect(written({ kind: 'absent', known }, comment(8), key, known)).toEqual({
      kind: 'held',
      comment: { id: 8, key },
      known
    })
    expect(written(claimWon(unlisted(), comment(9), key), comment(9), key, known)).toEqual({
      kind: 'held',
      comment: { id: 9, key },
      known
    })
  })

  test('a failed write with no comment lists afresh next time; a held comment or a claim stays', () => {
    const known: Known = { state: { job: 'job_1', entries: [] } }
    expect(writeFailed({ kind: 'absent', known: { state: { entries: [] } } }, known)).toEqual({
      kind: 'unlisted',
      known
    })
    expect(writeFailed(held({ entries: [] }), known)).toEqual({ ...held({ entries: [] }), known })
    const claim = claimWon(unlisted(), comment(9), key)
    expect(writeFailed(claim, known)).toBe(claim)
    expect(withKnown({ kind: 'absent', known: { state: { entries: [] } } }, known)).toEqual({
      kind: 'absent',
      known
    })
  })
})

describe('the run phase', () => {
  const started = (
    run: RunPhase,
    jobId: string,
    action: JobAction,
    comment?: { author: string; body: string }
  ) => begun({ ...initialLifecycle(true), run }, { jobId, action, comment }).state.run

  test('the next write records the pending job the start brings, and none without one', () => {
    const mine = { job: 'job_1', action: 'created' as const, token: 't', since: '2026-01-01T00:00:00Z' }
    const start = { jobId: 'job_1', action: 'created' as const }
    expect(begun(initialLifecycle(true), { ...start, pending: mine }).plan).toEqual({ kind: 'record', mine })
    expect(begun(initialLifecycle(true), start).plan).toBeUndefined()
  })

  test('the history line is fixed when the job starts: what was handled, and why a job was replaced', () => {
    let run = initialLifecycle(true).run
    run = prepared(run, 'Update the docs', { sha: HEAD_B, files: 3 })
    run = replaced(run, 'the previous job job_0 is archived')
    const line = started(run, 'job_1', 'created')
    expect(line).toMatchObject({
      kind: 'started',
      jobId: 'job_1',
      action: 'created',
      line: {
        entry: {
          kind: 'created',
          job: 'job_1',
          sha: HEAD_B,
          files: 3,
          reason: 'the previous job job_0 is archived'
        },
        head: HEAD_B,
        job: 'job_1'
      }
    })
  })

  test('a comment’s follow-up line shows the instruction sent, not the raw comment', () => {
    const run = prepared(initialLifecycle(true).run, 'fix the typo', {})
    const line = started(run, 'job_1', 'follow-up', { author: 'alice', body: '/docs fix the typo please' })
    expect(line.kind === 'started' && line.line).toEqual({
      entry: { kind: 'docs', by: 'alice', text: 'fix the typo' },
      job: 'job_1'
    })
  })

  test('merged: the run’s line joins the history once; the head moves only from the version read', () => {
    const state: CommentState = { job: 'job_1', head: HEAD_A, entries: [] }
    const run = started(prepared(initialLifecycle(true).run, 'p', { sha: HEAD_B }), 'job_1', 'follow-up')
    expect(merged(state, held(state, HEAD_A), initialLifecycle(true).run)).toEqual(state)
    const mine = run.kind === 'started' ? run.line : undefined
    const once = merged(state, held(state, HEAD_A), run)
    expect(once).toEqual(mergeRun(state, mine!, HEAD_A))
    expect(once.head).toBe(HEAD_B)
    // Another run moved the head since this one read it: it stays where that run put it.
    expect(merged(state, held(state, 'c'.repeat(40)), run).head).toBe(HEAD_A)
    expect(merged(once, held(once, HEAD_A), run).entries).toHaveLength(1)
    // A run whose top line no longer stands adds its line and nothing else.
    expect(merged(state, held(state, HEAD_A), run, false)).toEqual({ ...state, entries: once.entries })
  })
})
