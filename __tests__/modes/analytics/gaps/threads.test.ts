// The transcripts against a scripted source on the real request ledger: the plan's promise (at most
// MAX_THREADS attempts in all, retries included), the next thread tried after one that keeps failing,
// and one fetch per distinct thread.
import { describe, expect, test } from '@jest/globals'
import type { z } from 'zod'
import type { CallOptions } from '../../../../src/kernel/api/client.js'
import { ApiError } from '../../../../src/kernel/api/errors.js'
import { RequestLedger, type AnalyticsSource } from '../../../../src/modes/analytics/fetch/request-ledger.js'
import {
  fetchTranscripts,
  MAX_THREADS,
  THREAD_ATTEMPTS
} from '../../../../src/modes/analytics/gaps/threads.js'
import { asReaderText } from '../../../../src/kernel/publish/reader-text.js'
import type { Gap } from '../../../../src/modes/analytics/gaps/model.js'
import { fakeClock } from '../../../helpers/fake-clock.js'

const gap = (rank: number, threadId: string): Gap => ({
  key: `q-${rank}`,
  rank,
  text: asReaderText(`question ${rank}`),
  sources: ['assistant'],
  weight: 10 - rank,
  evidence: {
    searches: 0,
    unanswered: 1,
    thumbsDown: 0,
    variants: [],
    pages: [],
    comments: [],
    threadIds: [threadId]
  }
})

const serverError = () =>
  new ApiError('GET /v1/analytics/p/assistant/threads/x: 500', {
    kind: 'http',
    method: 'GET',
    path: '/v1/analytics/p/assistant/threads/x',
    status: 500,
    retryable: true,
    mayHaveReachedServer: false
  })

/** A source that answers each thread as `answer` says, asking the call's gate as the real client does. */
function source(answer: (id: string) => 'ok' | 'fail') {
  const sent: string[] = []
  const client: AnalyticsSource = {
    async getAnalytics<T>(
      _project: string,
      endpoint: string[],
      _query: Record<string, string | number | undefined>,
      schema: z.ZodType<T>,
      call?: CallOptions
    ) {
      const refused = call?.gate?.admit()
      if (refused) throw new Error(refused.message)
      const id = endpoint[2] as string
      sent.push(id)
      if (answer(id) === 'fail') throw serverError()
      return schema.parse({ threadId: id, messages: [{ role: 'user', content: `asked in ${id}` }] })
    }
  }
  return { client, sent }
}

function ledgerOf(client: AnalyticsSource, maxRequests?: number) {
  const clock = fakeClock()
  const cancel = new AbortController().signal
  const time = { deadline: clock.now() + 3_600_000, cancel, signal: cancel }
  const log = { debug: () => undefined, info: () => undefined, warning: () => undefined }
  return new RequestLedger({ client, projectId: 'p', time, maxRequests, log, clock, random: () => 0 })
}

describe('fetchTranscripts', () => {
  test('threads answering 500 get at most MAX_THREADS attempts in all, and the next one is tried', async () => {
    const { client, sent } = source(() => 'fail')
    const ledger = ledgerOf(client)
    const gaps = [1, 2, 3, 4, 5].map(n => gap(n, `t${n}`))
    const result = await fetchTranscripts(gaps, ledger, undefined)
    expect(sent).toHaveLength(MAX_THREADS)
    expect(ledger.requests).toBe(MAX_THREADS)
    expect(sent.slice(0, 2 * THREAD_ATTEMPTS)).toEqual(['t1', 't1', 't2', 't2'])
    expect(result.fetched).toBe(0)
    expect(result.note).toMatch(/left out: the transcripts used the 5 request\(s\) planned for them/)
  })

  test('one thread failing leaves the others fetched', async () => {
    const { client, sent } = source(id => (id === 't1' ? 'fail' : 'ok'))
    const gaps = [1, 2, 3].map(n => gap(n, `t${n}`))
    const result = await fetchTranscripts(gaps, ledgerOf(client), undefined)
    expect(sent).toEqual(['t1', 't1', 't2', 't3'])
    expect(result).toMatchObject({ fetched: 2, wanted: 3 })
    expect(gaps[1]?.evidence.transcript).toEqual([{ role: 'user', content: 'asked in t2' }])
  })

  test('a thread two gaps share is fetched once and given to both', async () => {
    const { client, sent } = source(() => 'ok')
    const gaps = [gap(1, 'shared'), gap(2, 'shared'), gap(3, 'other')]
    const result = await fetchTranscripts(gaps, ledgerOf(client), undefined)
    expect(sent).toEqual(['shared', 'other'])
    expect(result).toMatchObject({ fetched: 3, wanted: 3 })
    expect(gaps[1]?.evidence.transcript).toEqual(gaps[0]?.evidence.transcript)
  })

  test('no request left under max-requests: none is sent, and the note says why', async () => {
    const { client, sent } = source(() => 'ok')
    const result = await fetchTranscripts([gap(1, 't1')], ledgerOf(client, 5), 0)
    expect(sent).toEqual([])
    expect(result.note).toMatch(
      /1 of 1 transcript\(s\) left out: no request was left for them under `max-requests`/
    )
  })
})
