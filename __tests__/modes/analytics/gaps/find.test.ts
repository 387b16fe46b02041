import { describe, expect, test } from '@jest/globals'
import { asReaderText } from '../../../../src/kernel/publish/reader-text.js'
import { findGaps } from '../../../../src/modes/analytics/gaps/find.js'
import { normalisedQuery, queryKey } from '../../../../src/modes/analytics/gaps/model.js'
import type { AssistantRow, SearchRow } from '../../../../src/modes/analytics/datasets/model.js'

const search = (
  searchQuery: string,
  hits: number,
  ctr = 0,
  topClickedPage: string | null = null
): SearchRow => ({
  searchQuery: asReaderText(searchQuery),
  hits,
  ctr,
  topClickedPage,
  lastSearchedAt: '2026-02-02'
})
const question = (id: string, query: string, resolutionStatus = 'unanswered'): AssistantRow =>
  ({
    id,
    timestamp: '2026-02-02T10:00:00Z',
    query: asReaderText(query),
    response: asReaderText(''),
    responseType: 'answer',
    sources: [],
    resolutionStatus,
    queryCategory: null,
    pageUrl: 'https://docs.example.com/docs/webhooks'
  }) as AssistantRow

describe('normalisedQuery', () => {
  test('case, spacing, punctuation and plurals are ignored', () => {
    const forms = ['Webhook Retries', '  webhook   retries?', 'webhook-retry', 'WEBHOOK RETRY!']
    expect(new Set(forms.map(normalisedQuery)).size).toBe(1)
    expect(normalisedQuery('rate limits')).toBe(normalisedQuery('Rate-Limit'))
    expect(normalisedQuery('queries')).toBe('query')
    expect(normalisedQuery('class status')).toBe('class status')
  })
})

describe('findGaps', () => {
  test('only searches without a click; near-duplicates are one gap with a stable key; ranked by readers', () => {
    const gaps = findGaps({
      searches: [
        search('webhook retries', 10),
        search('Webhook Retries?', 4),
        search('clicked', 50, 0.2, '/docs/x'),
        search('low ctr but a page', 30, 0, '/docs/y'),
        search('rate limits', 12)
      ],
      assistant: [question('t1', 'webhook retry'), question('t2', 'answered one', 'answered')]
    })
    expect(gaps.map(g => [g.rank, g.text, g.weight])).toEqual([
      [1, 'webhook retries', 15],
      [2, 'rate limits', 12]
    ])
    const first = gaps[0]!
    expect(first.key).toBe(queryKey(normalisedQuery('webhook retries')))
    expect(first.key).not.toMatch(/webhook/)
    expect(first.sources).toEqual(['search', 'assistant'])
    expect(first.evidence).toMatchObject({
      searches: 14,
      unanswered: 1,
      threadIds: ['t1'],
      pages: ['/docs/webhooks']
    })
    expect(first.evidence.variants).toEqual(['Webhook Retries?', 'webhook retry'])
  })

  test('pages with a thumbs-down carry what readers wrote, newest first', () => {
    const gaps = findGaps({
      feedback: [
        {
          id: 'a',
          path: '/docs/p',
          comment: asReaderText('old'),
          createdAt: '2026-02-01',
          source: 'contextual',
          status: 'pending',
          helpful: false
        },
        {
          id: 'b',
          path: '/docs/p',
          comment: asReaderText('new'),
          createdAt: '2026-02-03',
          source: 'contextual',
          status: 'pending',
          helpful: false
        },
        {
          id: 'c',
          path: '/docs/q',
          comment: asReaderText('fine'),
          createdAt: '2026-02-03',
          source: 'contextual',
          status: 'pending',
          helpful: true
        }
      ]
    })
    expect(gaps).toHaveLength(1)
    expect(gaps[0]).toMatchObject({ text: '/docs/p', evidence: { thumbsDown: 2, comments: ['new', 'old'] } })
  })
})
