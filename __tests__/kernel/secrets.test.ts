// A run's secrets: the whole secret is always redacted, and so is every 8-character piece of it that
// cannot be an ordinary word, so a cut key leaves no tail of its random part while a readable prefix
// (`mint_dsc_sim_assistant_key_`) does not mask the word "assistant" in everything the run writes.
import { describe, expect, it } from '@jest/globals'
import { redact, registerSecret } from '../../src/kernel/safe-text.js'
import { mayBeWord, RunSecrets, SECRET_RUN, withRunSecrets } from '../../src/kernel/secrets.js'

const inRun = (work: () => void) => () => withRunSecrets(new RunSecrets(), work)

/** Every SECRET_RUN-character run of `part` that appears in `text`. */
function leakedRuns(text: string, part: string): string[] {
  const found: string[] = []
  for (let i = 0; i + SECRET_RUN <= part.length; i++)
    if (text.includes(part.slice(i, i + SECRET_RUN))) found.push(part.slice(i, i + SECRET_RUN))
  return found
}

/** Keys with a readable prefix and a random part, as keys are written. */
const KEYS: readonly [string, string][] = [
  ['mint_dsc_sim_assistant_key_', '0123456789'],
  ['mint_', 'k3Rb9xQzTwLp2VnY7hC4'],
  ['sk_live_', '4eC39HqLyjWDarjtT1zdp7dc'],
  ['ghs_', 'a1b2c3d4e5f6g7h8i9j0KLMN']
]

describe('a run secret', () => {
  it(
    'is redacted whole, and a cut key leaves no 8-character piece of its random part, however it was cut',
    inRun(() => {
      for (const [prefix, random] of KEYS) {
        const key = prefix + random
        registerSecret(key)
        expect(redact(`a ${key} b`)).toBe('a *** b')
        for (let start = 0; start < key.length - SECRET_RUN; start++) {
          for (let end = start + SECRET_RUN; end <= key.length; end++) {
            const shown = redact(`the cut (${key.slice(start, end)}…) here`)
            expect(leakedRuns(shown, random)).toEqual([])
          }
        }
      }
    })
  )

  it(
    'leaves ordinary words that are pieces of its readable prefix: "assistant" stays a word',
    inRun(() => {
      registerSecret('mint_dsc_sim_assistant_key_0123456789')
      const text = 'Questions the assistant could not answer; Assistant usage; assistant_key docs'
      expect(redact(text)).toBe(text)
      expect(redact('key mint_dsc_sim_assistant_key_0123456789 and its tail key_0123456789')).toBe(
        'key *** and its tail ***'
      )
    })
  )

  it(
    'a secret that is a word, or shorter than a piece, is still redacted whole',
    inRun(() => {
      registerSecret('hunter')
      registerSecret('correct-horse-battery')
      expect(redact('my hunter and correct-horse-battery, a horse')).toBe('my *** and ***, a horse')
    })
  )
})

describe('mayBeWord', () => {
  it.each([
    ['assistan', true],
    ['_key_for', true],
    ['Docs-sit', true],
    ['AbCdEfGh', false],
    ['ABCDEFGH', false],
    ['ssistan1', false],
    ['k3Rb9xQz', false],
    ['a_b.c_de', false]
  ])('%j: %s', (piece, expected) => {
    expect(mayBeWord(piece)).toBe(expected)
  })
})
