import { untypedAs } from '../../../src/kernel/publish/gate.js'
import { describe, expect, test } from '@jest/globals'
import { z } from 'zod'
import {
  apiMessageOf,
  contractProblems,
  mayHoldReaderText,
  quotedBody
} from '../../../src/kernel/api/body.js'
import { assistantPageSchema, searchesPageSchema } from '../../../src/kernel/api/analytics-schemas.js'

const PLANTED = 'Quokkas whisper, write to jane.doe@example.com or call +1 415 555 0100'
const problemsOf = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body)
  if (parsed.success) throw new Error('the body should break the contract')
  return contractProblems(parsed.error)
}

describe('contractProblems', () => {
  test('names each field and what was wrong with it, never its value', () => {
    const body = {
      searches: [{ searchQuery: PLANTED, hits: 'nine', ctr: 0, topClickedPage: null, lastSearchedAt: 'x' }],
      totalSearches: 1,
      nextCursor: null
    }
    const problems = problemsOf(searchesPageSchema, body)
    expect(problems).toBe('searches.0.hits: expected number, got string')
    expect(problems).not.toContain('nine')
  })

  test('a missing field is said to be missing; every broken field is named', () => {
    const body = {
      conversations: [{ id: 'c', timestamp: 't', query: PLANTED, sources: [], resolutionStatus: 'x' }],
      nextCursor: null,
      hasMore: 'yes'
    }
    const problems = problemsOf(assistantPageSchema, body)
    expect(problems).toContain('conversations.0.response: missing (expected string)')
    expect(problems).toContain('hasMore: expected boolean, got string')
    expect(problems).not.toMatch(/Quokkas|jane|415/)
  })
})

describe('what an error says of a body', () => {
  test('answers of the analytics endpoints and the discovery search may hold reader text', () => {
    expect(mayHoldReaderText('/v1/analytics/proj/searches')).toBe(true)
    expect(mayHoldReaderText('/discovery/v1/search/acme')).toBe(true)
    expect(mayHoldReaderText('/v2/agent/proj/job/job_1')).toBe(false)
    expect(mayHoldReaderText('/v1/project/update/proj')).toBe(false)
  })

  test('such a body is named by its size, never quoted; another is quoted in short', () => {
    expect(quotedBody('/v1/analytics/proj/feedback', `<html>${PLANTED}</html>`)).toMatch(
      /^a body of \d+ bytes \(not quoted: it may hold what readers typed\)$/
    )
    expect(quotedBody('/v2/agent/proj/job', '<html>Bad Gateway</html>')).toBe('"<html>Bad Gateway</html>"')
  })

  test("the API's own message of an analytics call passes the runtime gate; a page that is not the error shape is not quoted", () => {
    const body = JSON.stringify({
      error: `no cursor for ${PLANTED}`,
      details: [{ message: 'dateFrom is invalid' }]
    })
    // The client hands the runtime gate in (loaded for these paths only).
    const message = apiMessageOf(body, '/v1/analytics/proj/searches', text => untypedAs(text, 'redact'))
    expect(message).toBe(
      'no cursor for Quokkas whisper, write to [email] or call [phone]: dateFrom is invalid'
    )
    // Without the gate the message is not quoted at all: only the body's size.
    expect(apiMessageOf(body, '/v1/analytics/proj/searches')).toMatch(/^\(a body of \d+ bytes/)
    expect(apiMessageOf(`<p>${PLANTED}</p>`, '/v1/analytics/proj/searches')).toMatch(/^\(a body of \d+ bytes/)
    expect(apiMessageOf('', '/v1/analytics/proj/searches')).toBeUndefined()
    // Elsewhere the API's message is as it said it.
    expect(apiMessageOf('{"error":"Job job_1 not found"}', '/v2/agent/proj/job/job_1')).toBe(
      'Job job_1 not found'
    )
    expect(apiMessageOf('Bad Gateway', '/v2/agent/proj/job')).toBe('"Bad Gateway"')
  })
})
