// The warehouse output's envelope: its fields, and an eventId that is the same for the same row in
// every export holding it and different for any two rows that are not the same.
import { describe, expect, test } from '@jest/globals'
import { asReaderText } from '../../../../src/kernel/publish/reader-text.js'
import {
  EVENT_TYPES,
  envelopeLine,
  eventIdOf
} from '../../../../src/modes/analytics/files/ndjson-envelope.js'
import { DATASETS } from '../../../../src/modes/analytics/input-types.js'

const WEEK = { project: 'proj_1', range: { dateFrom: '2026-02-01', dateTo: '2026-02-08' } }
const NEXT_WEEK = { project: 'proj_1', range: { dateFrom: '2026-02-08', dateTo: '2026-02-15' } }
const page = (path: string, total = 3) => ({ path, human: total, ai: 0, total })
const search = (query: string, hits = 4) => ({
  searchQuery: asReaderText(query),
  hits,
  ctr: 0.5,
  topClickedPage: null,
  lastSearchedAt: '2026-02-03T10:00:00Z'
})
const feedback = (id: string, status = 'pending') => ({
  id,
  path: '/p',
  comment: asReaderText('why'),
  createdAt: '2026-02-02T10:00:00Z',
  source: 'contextual',
  status
})
const turn = (id: string, timestamp: string) => ({
  id,
  timestamp,
  query: asReaderText('q'),
  response: asReaderText('a'),
  responseType: 'answer',
  sources: [],
  resolutionStatus: 'answered',
  queryCategory: null,
  pageUrl: null
})

describe('eventId', () => {
  test('is 32 hex digits, the same for the same row however many times it is computed', () => {
    const id = eventIdOf('views', page('/a'), WEEK)
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(eventIdOf('views', page('/a'), { ...WEEK, range: { ...WEEK.range } })).toBe(id)
  })

  test("a range aggregate's id is its dataset, project, range and key: not its counts", () => {
    const id = eventIdOf('views', page('/a', 3), WEEK)
    // The same page in the same range with other counts (a later export of it): the same event.
    expect(eventIdOf('views', page('/a', 9), WEEK)).toBe(id)
    const others = [
      eventIdOf('views', page('/b'), WEEK),
      eventIdOf('views', page('/a'), NEXT_WEEK),
      eventIdOf('views', page('/a'), { ...WEEK, project: 'proj_2' }),
      eventIdOf('visitors', page('/a'), WEEK),
      eventIdOf('feedback-by-page', page('/a'), WEEK)
    ]
    expect(new Set([id, ...others]).size).toBe(6)
  })

  test("an event's id is its dataset, project and own id, whatever range held it", () => {
    const id = eventIdOf('feedback', feedback('f1'), WEEK)
    expect(eventIdOf('feedback', feedback('f1', 'resolved'), NEXT_WEEK)).toBe(id)
    expect(eventIdOf('feedback', feedback('f2'), WEEK)).not.toBe(id)
    expect(eventIdOf('feedback', feedback('f1'), { ...WEEK, project: 'proj_2' })).not.toBe(id)
    // An assistant turn is its conversation's id and its time: two turns of one conversation differ.
    const first = eventIdOf('assistant', turn('c1', '2026-02-02T10:00:00Z'), WEEK)
    expect(eventIdOf('assistant', turn('c1', '2026-02-02T10:00:00Z'), NEXT_WEEK)).toBe(first)
    expect(eventIdOf('assistant', turn('c1', '2026-02-02T10:05:00Z'), WEEK)).not.toBe(first)
  })

  test("a search's id holds none of its query, and differs by query and range", () => {
    const id = eventIdOf('searches', search('sso with okta'), WEEK)
    expect(eventIdOf('searches', search('sso with okta', 99), WEEK)).toBe(id)
    expect(eventIdOf('searches', search('sso with Okta'), WEEK)).not.toBe(id)
    expect(eventIdOf('searches', search('sso with okta'), NEXT_WEEK)).not.toBe(id)
    expect(id).not.toContain('okta')
  })

  test('ids do not collide across many rows, nor where joining the parts would', () => {
    const ids = new Set<string>()
    for (let k = 0; k < 5000; k++) ids.add(eventIdOf('views', page(`/p/${k}`), WEEK))
    expect(ids.size).toBe(5000)
    // The parts are hashed as a list: a key containing the separator is not another row.
    const a = eventIdOf('assistant', turn('c1', 'x,y'), WEEK)
    const b = eventIdOf('assistant', turn('c1,x', 'y'), WEEK)
    expect(a).not.toBe(b)
  })
})

describe('the envelope', () => {
  test('one line of JSON: eventType, eventId, project, range and the payload as given', () => {
    const line = envelopeLine('views', page('/a'), page('/a'), WEEK)
    expect(line).not.toContain('\n')
    expect(JSON.parse(line)).toEqual({
      eventType: 'page_views',
      eventId: eventIdOf('views', page('/a'), WEEK),
      project: 'proj_1',
      dateFrom: '2026-02-01',
      dateTo: '2026-02-08',
      payload: page('/a')
    })
  })

  test('the id comes from the row as fetched, the payload from the row as shown', () => {
    const fetched = search('charged twice')
    const shown = { ...fetched, searchQuery: 'q-0123456789ab' }
    const event = JSON.parse(envelopeLine('searches', fetched, shown, WEEK))
    expect(event.eventId).toBe(eventIdOf('searches', fetched, WEEK))
    expect(event.payload.searchQuery).toBe('q-0123456789ab')
    expect(JSON.stringify(event)).not.toContain('charged twice')
  })

  test('every dataset has its own event type', () => {
    const types = DATASETS.map(name => EVENT_TYPES[name])
    expect(new Set(types).size).toBe(DATASETS.length)
    expect(EVENT_TYPES.assistant).toBe('assistant_conversation')
    expect(EVENT_TYPES.searches).toBe('search')
  })
})
