// Redaction over a table of forms built from parts (__fixtures__/redaction-forms.ts): every shape of
// personal data and secret, in every layout, in every writing that changes it (full width, other
// scripts' digits, other dashes and spaces, invisible characters), inside sentences of several
// scripts. Each form is gone and its sentence is left; ordinary text is left as it is.
import { describe, expect, test } from '@jest/globals'
import {
  asRead,
  ORDINARY_TEXT,
  redactionForms,
  shows,
  type Shape
} from '../../../__fixtures__/redaction-forms.js'
import { redactReaderText } from '../../../src/kernel/reader-text.js'
import { matchingCopy } from '../../../src/kernel/redaction/normalise.js'

const FORMS = redactionForms()

describe('the table of forms', () => {
  test('holds at least 60 forms, of every shape, in several scripts and writings', () => {
    expect(FORMS.length).toBeGreaterThanOrEqual(60)
    const shapes: Shape[] = ['email', 'phone', 'card', 'national-id', 'secret']
    for (const shape of shapes) expect(FORMS.filter(f => f.shape === shape).length).toBeGreaterThanOrEqual(8)
    expect(new Set(FORMS.map(f => f.script)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(FORMS.map(f => f.writing)).size).toBeGreaterThanOrEqual(10)
    // The table can fail: every form shows its core before redaction.
    for (const form of FORMS) expect(shows(form.text, form.core)).toBe(true)
  })
})

describe('redactReaderText', () => {
  test.each(FORMS.map(f => [`${f.shape}, ${f.layout}, ${f.writing}, in ${f.script}`, f] as const))(
    '%s is redacted, its sentence left',
    (_, form) => {
      const out = redactReaderText(form.text)
      expect(shows(out, form.core)).toBe(false)
      expect(out.startsWith(`${form.around[0]} `)).toBe(true)
      expect(out.endsWith(` ${form.around[1]}`)).toBe(true)
    }
  )

  test.each(ORDINARY_TEXT.map(t => [t]))('%j is left as it is', text => {
    expect(redactReaderText(text)).toBe(text)
  })

  test.each([
    ['Note: password=hunter2', 'Note: [key]'],
    ['url=https://x.example/?token=abc123&page=2', 'url=https://x.example/?[key]&page=2'],
    ['{"user": "bob", "password": "p@ss w0rd!"}', '{"user": "bob", [key]}'],
    ['Authorization: Digest username="bob", response="6629fae4"', '[key]'],
    ['password: jane@example.com', '[key]'],
    ['token: how do I refresh it', 'token: how do I refresh it']
  ])('%j becomes %j: a pair is found after another, and takes what its value holds', (input, output) => {
    expect(redactReaderText(input)).toBe(output)
  })

  test('mentions and references in a redacted text are still broken', () => {
    const out = redactReaderText('ask @octocat about #42, mail maria.silva\uff20example.com')
    expect(out).toBe('ask \uff20octocat about \uff0342, mail [email]')
  })
})

describe('the matching copy', () => {
  test('folds widths, digits, dashes and spaces, drops what nobody sees, and maps back to the original', () => {
    const text = 'ｊａｎｅ\u200b＠ex\u00adample。com ٤١٥\u2013٥٥٥\u00a0０１４２'
    const copy = matchingCopy(text)
    expect(copy.text).toBe('jane@example.com 415-555 0142')
    const at = copy.text.indexOf('@')
    expect(text.slice(copy.starts[at], copy.ends[at])).toBe('＠')
    const four = copy.text.indexOf('415')
    expect(text.slice(copy.starts[four], copy.ends[four + 2])).toBe('٤١٥')
    expect(asRead(text)).toBe('janeexamplecom4155550142')
  })
})
