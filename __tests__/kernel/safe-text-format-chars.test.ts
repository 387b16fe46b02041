// Characters that hide or reorder text (bidi controls, zero-width and other format characters, the
// invisible TAG block) are treated like control characters by every text sink of safe-text.ts.
import { describe, expect, it } from '@jest/globals'
import { forLog, forMarkdown, forOutput, forPre } from '../../src/kernel/safe-text.js'

/** One of each kind: Arabic letter mark, zero-width space, LRM, RLO, word joiner, RLI, PDI, BOM, soft hyphen, TAGs. */
const HIDDEN = [
  '\u061C',
  '\u200B',
  '\u200E',
  '\u202E',
  '\u2060',
  '\u2067',
  '\u2069',
  '\uFEFF',
  '\u00AD',
  '\u180E',
  '\u{E0000}',
  '\u{E0001}',
  '\u{E0041}',
  '\u{E007F}'
]
const ANY_HIDDEN = /[\u061C\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/u

describe('format characters', () => {
  it.each(HIDDEN)('U+%#: no sink lets it through raw', ch => {
    const text = `a${ch}b`
    for (const out of [forLog(text), forOutput(text), forMarkdown(text), forPre(text)]) {
      expect(out).not.toMatch(ANY_HIDDEN)
      expect(out).toContain('a')
      expect(out).toContain('b')
    }
  })

  it('the log and outputs show each as its code point, astral ones whole', () => {
    expect(forLog('x\u061Cy')).toBe('x\\u061cy')
    expect(forLog('x\u{E0041}y')).toBe('x\\u{e0041}y')
    expect(forOutput('\u{E007F}')).toBe('\\u{e007f}')
  })

  it('visible text is untouched: letters, emoji and their joiners in the data stay as they are in Markdown cells', () => {
    expect(forLog('naïve café 日本語 🚀')).toBe('naïve café 日本語 🚀')
    expect(forMarkdown('日本語 🚀')).toBe('日本語 🚀')
  })
})
