import { describe, expect, test } from '@jest/globals'
import { modeForPlace, openGate, type GateSettings } from '../../../src/kernel/publish/gate.js'
import { PLACES, REPORT_PLACES, type Place } from '../../../src/kernel/publish/places.js'
import { asReaderText } from '../../../src/kernel/publish/reader-text.js'
import { OMITTED_TEXT } from '../../../src/kernel/reader-text.js'

const PLANTED = 'write to jane.doe@example.com or call +1 415 555 0100'
const text = asReaderText(PLANTED)
const step = (asked: GateSettings['asked'], visibility: GateSettings['visibility']) =>
  openGate({ asked, frontEnd: 'repository', visibility })
const REPOSITORY_PLACES = (Object.keys(PLACES) as Place[]).filter(p => PLACES[p] === 'repository')

describe('the places the action writes', () => {
  test('each is declared once, with its audience; the report is the summary, report.md and the issue', () => {
    expect(REPOSITORY_PLACES).toEqual(
      expect.arrayContaining(['log', 'summary', 'report-file', 'issue', 'pr-comment', 'check-run'])
    )
    expect(REPOSITORY_PLACES).toEqual(expect.arrayContaining(['output', 'artifact', 'chart']))
    expect(PLACES.prompt).toBe('prompt')
    expect(PLACES.sealed).toBe('sealed')
    for (const place of REPORT_PLACES) expect(PLACES[place]).toBe('repository')
  })
})

describe('the gate of a step', () => {
  test.each(['public', 'unknown'] as const)(
    'a %s repository: no reader text in any of its places; the prompt is redacted',
    visibility => {
      const gate = step('redact', visibility)
      expect(gate.isPublic).toBe(true)
      for (const place of REPOSITORY_PLACES) expect(gate.show(text, place)).toBe(OMITTED_TEXT)
      expect(gate.show(text, 'prompt')).toBe('write to [email] or call [phone]')
      expect(gate.show(text, 'sealed')).toBe('write to [email] or call [phone]')
    }
  )

  test.each(['private', 'internal'] as const)(
    'a %s repository: reader text as `reader-text` asks',
    visibility => {
      expect(step('redact', visibility).show(text, 'issue')).toBe('write to [email] or call [phone]')
      expect(step('omit', visibility).show(text, 'summary')).toBe(OMITTED_TEXT)
      expect(step('redact', visibility).isPublic).toBe(false)
    }
  )

  test('keep: every place shows it as it is (the workflow said so)', () => {
    const gate = step('keep', 'public')
    for (const place of Object.keys(PLACES) as Place[]) expect(gate.show(text, place)).toBe(PLANTED)
  })

  test('the prompt follows `reader-text`, whatever the visibility', () => {
    expect(modeForPlace('prompt', { asked: 'omit', frontEnd: 'repository', visibility: 'private' })).toBe(
      'omit'
    )
    expect(modeForPlace('prompt', { asked: 'redact', frontEnd: 'repository', visibility: 'public' })).toBe(
      'redact'
    )
  })

  test('blank text stays blank, and a missing field stays missing', () => {
    const gate = step('redact', 'public')
    expect(gate.show(asReaderText('  '), 'summary')).toBe('  ')
    expect(gate.showMaybe(null, 'summary')).toBeNull()
    expect(gate.showMaybe(undefined, 'summary')).toBeUndefined()
  })

  test('one rendering for several places takes the strictest of them', () => {
    const gate = step('redact', 'public')
    expect(gate.modeIn(['prompt', 'summary'])).toBe('omit')
    expect(gate.showIn(text, ['prompt'])).toBe('write to [email] or call [phone]')
    expect(gate.keptIn([{ a: text }], REPORT_PLACES)).toBeUndefined()
    const rows = [{ a: text }]
    expect(step('keep', 'public').keptIn(rows, REPORT_PLACES)).toBe(rows)
  })

  test('a sealed place keeps reader text typed as such, redacted', () => {
    const sealed = step('redact', 'public').sealed(text)
    expect(step('keep', 'public').show(sealed, 'summary')).toBe('write to [email] or call [phone]')
  })
})

describe('the command line', () => {
  test("its audience is the person running it: reader text as a private repository's, never omitted", () => {
    const gate = openGate({ asked: 'redact', frontEnd: 'operator', visibility: 'unknown' })
    expect(gate.isPublic).toBe(false)
    for (const place of REPOSITORY_PLACES)
      expect(gate.show(text, place)).toBe('write to [email] or call [phone]')
  })
})

describe('the runtime gate', () => {
  test("a caught error's message has its reader-text shapes redacted before a place that does not keep", () => {
    const error = new Error(`search failed for "${PLANTED}"`)
    for (const visibility of ['public', 'private'] as const) {
      const shown = step('redact', visibility).showCaught(error, 'log')
      expect(shown).toBe('search failed for "write to [email] or call [phone]"')
    }
    expect(step('omit', 'private').showUntyped(PLANTED, 'issue')).not.toContain('jane.doe')
    expect(step('keep', 'public').showCaught(error, 'log')).toContain('jane.doe@example.com')
    expect(step('redact', 'public').showCaught('thrown text jane@example.com', 'summary')).toBe(
      'thrown text [email]'
    )
  })
})
