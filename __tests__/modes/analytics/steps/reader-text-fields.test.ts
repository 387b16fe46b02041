// The rows a file without reader text shows: every free-text field replaced (a query by its gap key,
// the rest left empty), everything else as fetched.
import { describe, expect, test } from '@jest/globals'
import { holdsReaderText } from '../../../../src/modes/analytics/files/sealed-copy.js'
import { rowWithoutReaderText } from '../../../../src/modes/analytics/steps/reader-text-fields.js'
import { normalisedQuery, queryKey } from '../../../../src/modes/analytics/gaps/model.js'

const TYPED = 'Mail jane.doe@example.com or call +1 415 555 0100'

describe('rowWithoutReaderText', () => {
  test('a search query becomes its gap key; the counts stay', () => {
    const row = { searchQuery: TYPED, hits: 3, ctr: 0, topClickedPage: null, lastSearchedAt: 'x' }
    expect(rowWithoutReaderText('searches', row)).toEqual({
      ...row,
      searchQuery: queryKey(normalisedQuery(TYPED))
    })
    // Wordings that normalise alike share the key, as gaps.json does.
    expect(rowWithoutReaderText('searches', { ...row, searchQuery: `  ${TYPED.toUpperCase()}!` })).toEqual(
      rowWithoutReaderText('searches', row)
    )
    // Text with no words has no key: left empty.
    expect(rowWithoutReaderText('searches', { ...row, searchQuery: '?!' })).toMatchObject({ searchQuery: '' })
  })

  test("an assistant turn keeps its question's key and none of the answer", () => {
    const row = {
      id: 'c1',
      timestamp: 't',
      query: TYPED,
      response: `Sure, I wrote to ${TYPED}`,
      responseType: 'answer',
      sources: [{ title: 'Guide', url: 'https://docs.example.com/g' }],
      resolutionStatus: 'answered',
      queryCategory: null,
      pageUrl: null
    }
    expect(rowWithoutReaderText('assistant', row)).toEqual({
      ...row,
      query: queryKey(normalisedQuery(TYPED)),
      response: ''
    })
  })

  test('feedback keeps whether there was a comment or a contact, not what it says', () => {
    const row = {
      id: 'f1',
      path: '/a',
      comment: TYPED,
      createdAt: null,
      source: 'contextual',
      status: 'pending'
    }
    expect(rowWithoutReaderText('feedback', { ...row, contact: 'jane@example.com' })).toEqual({
      ...row,
      comment: '',
      contact: ''
    })
    expect(rowWithoutReaderText('feedback', { ...row, comment: null, contact: null })).toEqual({
      ...row,
      comment: null,
      contact: null
    })
    expect(rowWithoutReaderText('feedback', row)).not.toHaveProperty('contact')
  })

  test('the datasets without reader text are as fetched', () => {
    const page = { path: '/a', human: 1, ai: 0, total: 1 }
    for (const name of ['views', 'visitors'] as const) {
      expect(rowWithoutReaderText(name, page)).toBe(page)
      expect(holdsReaderText(name)).toBe(false)
    }
    expect(holdsReaderText('feedback-by-page')).toBe(false)
    expect(['searches', 'feedback', 'assistant'].every(n => holdsReaderText(n as 'searches'))).toBe(true)
  })
})
