// Did-you-mean: the nearest known word by edit distance, only when it is near enough to be a typo.
import { expect, test } from '@jest/globals'
import { didYouMean, editDistance, nearest } from '../../src/cli/suggest.js'

test('edit distance counts insertions, deletions and substitutions', () => {
  expect(editDistance('', 'abc')).toBe(3)
  expect(editDistance('analytcs', 'analytics')).toBe(1)
  expect(editDistance('kitten', 'sitting')).toBe(3)
  expect(editDistance('same', 'same')).toBe(0)
})

const FLAGS = ['date-from', 'date-to', 'max-requests', 'output-dir', 'json']

test('a typo gets the nearest word; a word far from all gets none', () => {
  expect(nearest('date-frm', FLAGS)).toBe('date-from')
  expect(nearest('DATE-TO', FLAGS)).toBe('date-to')
  expect(nearest('max', FLAGS)).toBe('max-requests')
  expect(nearest('jsno', FLAGS)).toBe('json')
  expect(nearest('banana', FLAGS)).toBeUndefined()
  expect(nearest('x', FLAGS)).toBeUndefined()
})

test('the sentence, as the caller spells the word', () => {
  expect(didYouMean('outptu-dir', FLAGS, f => `--${f}`)).toBe(' Did you mean --output-dir?')
  expect(didYouMean('zzz', FLAGS)).toBe('')
})
