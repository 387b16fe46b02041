// The comment's history and the bounded GitHub request: pure parts, no network.
import { describe, expect, test } from '@jest/globals'
import { boundedRequest, readPages, type GitHubRequest } from '../src/github/api.js'
import {
  addEntry,
  MAX_ENTRIES,
  parseState,
  renderHistory,
  runEntry,
  stateMarker,
  type CommentState
} from '../src/github/history.js'
import { createRunBudget } from '../src/time/run-budget.js'

const SHA_A = 'a'.repeat(40)

describe('history', () => {
  test('round trip through the hidden marker; the newest head is kept', () => {
    let state: CommentState = { entries: [] }
    state = addEntry(state, { kind: 'created', job: 'job_1', sha: SHA_A, files: 2 }, SHA_A)
    state = addEntry(state, { kind: 'docs', by: 'alice', text: 'more' })
    const parsed = parseState(`x\n${stateMarker(state)}\ny`)
    expect(parsed).toEqual(state)
    expect(parsed.head).toBe(SHA_A)
  })

  test('bounded: the oldest entries are dropped first, long text is cut', () => {
    let state: CommentState = { entries: [] }
    for (let i = 0; i < MAX_ENTRIES + 5; i++)
      state = addEntry(state, { kind: 'docs', by: `u${i}`, text: 'x'.repeat(5000) })
    expect(state.entries).toHaveLength(MAX_ENTRIES)
    expect(state.entries[0]?.by).toBe('u5')
    expect(state.entries[0]?.text?.length).toBeLessThanOrEqual(80)
    expect(stateMarker(state).length).toBeLessThan(10_000)
  })

  test('a broken or hostile marker gives an empty history, never a crash', () => {
    expect(parseState('<!-- docs-agent-state:!!! -->')).toEqual({ entries: [] })
    expect(parseState('<!-- docs-agent-state:bm90IGpzb24 -->')).toEqual({ entries: [] })
    const weird = Buffer.from(
      JSON.stringify({ head: 'not a sha', entries: [{ kind: 'rm -rf' }, { kind: 'docs', files: -1, by: 7 }] })
    ).toString('base64url')
    expect(parseState(`<!-- docs-agent-state:${weird} -->`)).toEqual({
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

  test('runEntry: pull request runs move the head, /docs does not', () => {
    expect(runEntry('follow-up', 'j', { sha: SHA_A, files: 3 })).toEqual({
      entry: { kind: 'follow-up', sha: SHA_A, files: 3 },
      head: SHA_A
    })
    expect(runEntry('follow-up', 'j', { sha: SHA_A, comment: { author: 'al', body: '/Docs fix' } })).toEqual({
      entry: { kind: 'docs', by: 'al', text: ' fix' }
    })
  })
})

describe('boundedRequest', () => {
  const failing = (statuses: (number | 'network')[]) => {
    const seen: string[] = []
    const request: GitHubRequest = async route => {
      seen.push(route)
      const next = statuses.shift()
      if (next === undefined) return { status: 200, headers: {}, data: [] }
      if (next === 'network') throw Object.assign(new Error('socket hang up'), { status: 500 })
      throw Object.assign(new Error(`HTTP ${next}`), { status: next, response: {} })
    }
    return { request, seen }
  }

  test('reads retry 502/503/504 and network failures, at most 3 attempts', async () => {
    const ok = failing([502, 'network'])
    await boundedRequest(ok.request)('GET /x', {})
    expect(ok.seen).toHaveLength(3)
    const out = failing([503, 504, 502, 502])
    await expect(boundedRequest(out.request)('GET /x', {})).rejects.toThrow('HTTP 502')
    expect(out.seen).toHaveLength(3)
  }, 20_000)

  test('writes and non-transient statuses are not retried', async () => {
    const post = failing([502])
    await expect(boundedRequest(post.request)('POST /x', {})).rejects.toThrow('HTTP 502')
    expect(post.seen).toHaveLength(1)
    const notFound = failing([404])
    await expect(boundedRequest(notFound.request)('GET /x', {})).rejects.toThrow('HTTP 404')
    expect(notFound.seen).toHaveLength(1)
  })

  test('no retry when the deadline leaves no room', async () => {
    const budget = createRunBudget(500, new AbortController().signal)
    const r = failing([502, 502])
    await expect(boundedRequest(r.request, budget)('GET /x', {})).rejects.toThrow('HTTP 502')
    expect(r.seen).toHaveLength(1)
  })

  test('a hanging request ends at the deadline (a plain timer, which fires on Node 20)', async () => {
    const budget = createRunBudget(300, new AbortController().signal)
    const hang: GitHubRequest = (_route, params) =>
      new Promise((_resolve, reject) => {
        const signal = (params.request as { signal: AbortSignal }).signal
        signal.addEventListener('abort', () => reject(signal.reason))
      })
    await expect(boundedRequest(hang, budget)('GET /x', {})).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  test('readPages stops at maxPages when every page says rel="next"', async () => {
    let calls = 0
    const endless: GitHubRequest = async () => {
      calls++
      return { status: 200, headers: { link: '<x>; rel="next"' }, data: [{}] }
    }
    const result = await readPages(endless, 'GET /x', {}, { perPage: 100, maxPages: 4 })
    expect(calls).toBe(4)
    expect(result.capped).toBe(true)
  })
})

describe('comment size', () => {
  test('a history too large for GitHub drops its oldest lines, whatever the values', async () => {
    const { renderCommentBody, MAX_COMMENT_CHARS } = await import('../src/github/comment.js')
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
      state
    })
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS)
    const kept = parseState(body).entries
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.at(-1)?.job).toBe(state.entries.at(-1)?.job)
  })
})
