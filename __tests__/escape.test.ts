import { describe, expect, it } from '@jest/globals'
import { escapeText, linkOrText } from '../src/escape.js'

describe('escapeText', () => {
  it('leaves no HTML or Markdown markup', () => {
    const out = escapeText('<img src=x onerror=alert(1)> **bold** [link](https://e.vil) `code` | a & b')
    expect(out).not.toMatch(/[<>*[\]`|]/)
    expect(out).toContain('&lt;img')
    expect(out).toContain('&amp; b')
  })

  it('links only http(s) URLs', () => {
    expect(linkOrText('https://github.com/a/b/pull/1')).toBe(
      '<a href="https://github.com/a/b/pull/1">https://github.com/a/b/pull/1</a>'
    )
    expect(linkOrText('javascript:alert(1)')).not.toContain('<a')
    expect(linkOrText(null)).toBe('')
  })
})
