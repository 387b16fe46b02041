import { describe, expect, test } from '@jest/globals'
import { openGate } from '../../../src/kernel/publish/gate.js'
import {
  asReaderText,
  compareReaderText,
  digestOf,
  measured,
  reworded,
  type ReaderText
} from '../../../src/kernel/publish/reader-text.js'
import { forLog, forMarkdown } from '../../../src/kernel/safe-text.js'
import { searchRowSchema } from '../../../src/kernel/api/analytics-schemas.js'

const text = asReaderText('  Jane asked: how do I rotate keys?  ')
const gate = openGate({ asked: 'keep', frontEnd: 'operator', visibility: 'unknown' })

describe('ReaderText', () => {
  test('no writer takes it as a string: each line below fails to compile (tsc checks this file)', () => {
    const sinks = () => {
      // @ts-expect-error reader text is no string: a log line must take it from the gate
      forLog(text)
      // @ts-expect-error nor may Markdown (the summary, the issue, report.md)
      forMarkdown(text, 100)
      // @ts-expect-error nor a plain string variable
      const plain: string = text
      // @ts-expect-error nor a template's string method
      text.trim()
      const row = searchRowSchema.parse({
        searchQuery: 'q',
        hits: 1,
        ctr: 0,
        topClickedPage: null,
        lastSearchedAt: ''
      })
      // @ts-expect-error a parsed row's query is reader text too
      const query: string = row.searchQuery
      return [plain, query]
    }
    expect(typeof sinks).toBe('function')
    // Through the gate, it is text for the place.
    expect(forLog(gate.show(text, 'log'))).toBe('  Jane asked: how do I rotate keys?  ')
  })

  test('is the string itself at run time: no object per row', () => {
    const row = searchRowSchema.parse({
      searchQuery: 'q',
      hits: 1,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: ''
    })
    expect(typeof row.searchQuery).toBe('string')
    expect(asReaderText('x') as unknown).toBe('x')
  })

  test('work on it gives reader text again, or answers that hold none of it', () => {
    const trimmed: ReaderText = reworded(text, t => t.trim())
    expect(gate.show(trimmed, 'log')).toBe('Jane asked: how do I rotate keys?')
    expect(measured(text, t => t.length)).toBe(37)
    expect(compareReaderText(asReaderText('a'), asReaderText('b'))).toBe(-1)
    expect(compareReaderText(asReaderText('b'), asReaderText('b'))).toBe(0)
    const key = digestOf(text, t => t.trim().toLowerCase())
    expect(key).toMatch(/^[0-9a-f]{12}$/)
    expect(digestOf(asReaderText('JANE ASKED: HOW DO I ROTATE KEYS?'), t => t.trim().toLowerCase())).toBe(key)
    expect(digestOf(asReaderText('   '), t => t.trim())).toBeUndefined()
  })
})
