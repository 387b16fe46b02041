// The page (index.html) is public whatever the repository's visibility: a GitHub Pages site is public
// even from a private repository. Only `reader-text: keep` lets readers' words onto it.
import { describe, expect, test } from '@jest/globals'
import { openGate, type GateSettings } from '../../../src/kernel/publish/gate.js'
import { PLACES } from '../../../src/kernel/publish/places.js'
import { asReaderText } from '../../../src/kernel/publish/reader-text.js'
import { OMITTED_TEXT } from '../../../src/kernel/reader-text.js'

const PLANTED = 'write to jane.doe@example.com or call +1 415 555 0100'
const text = asReaderText(PLANTED)

describe('the place `page`', () => {
  test('is declared public', () => {
    expect(PLACES.page).toBe('public')
  })

  const settings: [GateSettings['frontEnd'], GateSettings['visibility']][] = [
    ['repository', 'public'],
    ['repository', 'unknown'],
    ['repository', 'private'],
    ['repository', 'internal'],
    ['operator', 'unknown']
  ]

  test.each(settings)(
    'from a %s front end on a %s repository: no reader text unless keep',
    (frontEnd, visibility) => {
      for (const asked of ['redact', 'omit'] as const) {
        const gate = openGate({ asked, frontEnd, visibility })
        expect(gate.modeFor('page')).toBe('omit')
        expect(gate.show(text, 'page')).toBe(OMITTED_TEXT)
        expect(gate.showUntyped(`failed for ${PLANTED}`, 'page')).not.toContain('jane.doe')
      }
      const kept = openGate({ asked: 'keep', frontEnd, visibility })
      expect(kept.show(text, 'page')).toBe(PLANTED)
    }
  )

  test('a private repository still shows reader text in its own places (the report), not on the page', () => {
    const gate = openGate({ asked: 'redact', frontEnd: 'repository', visibility: 'private' })
    expect(gate.show(text, 'report-file')).toBe('write to [email] or call [phone]')
    expect(gate.modeIn(['report-file', 'page'])).toBe('omit')
  })
})
