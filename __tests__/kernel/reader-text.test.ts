import { describe, expect, test } from '@jest/globals'
import { redactReaderText } from '../../src/kernel/reader-text.js'

describe('redactReaderText', () => {
  test.each([
    ['mail jane.doe@example.com now', 'mail [email] now'],
    ['call +1 415 555 0100 today', 'call [phone] today'],
    ['(415) 555-0100', '[phone]'],
    ['card 4111 1111 1111 1111', 'card [number]'],
    ['id 0123456789012345678', 'id [number]'],
    ['key mint_abcdef123456 here', 'key [key] here'],
    ['sk_live_4eC39HqLyjWDarjtT1zdp7dc', '[key]'],
    ['ghp_abcdefghijklmnopqrstuvwxyz0123', '[key]'],
    ['password=hunter22 please', '[key] please'],
    ['https://user:pw@host.example/x then', '[url with credentials] then']
  ])('%j becomes %j', (input, output) => {
    expect(redactReaderText(input)).toBe(output)
  })

  test('mentions and references are broken so nobody is pinged, and read the same', () => {
    const out = redactReaderText('ask @octocat about #42 and GH-7, not a@b')
    expect(out).not.toMatch(/@octocat|#42|GH-7/)
    expect(out).toContain('\uff20octocat')
    expect(out).toContain('\uff0342')
  })

  test('dates, times, versions and ordinary questions are left as they are', () => {
    const text = 'since 2026-02-01 at 10:30, version 1.2.3: how do I use feature 12?'
    expect(redactReaderText(text)).toBe(text)
  })
})
