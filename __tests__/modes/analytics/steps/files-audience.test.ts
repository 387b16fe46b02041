// The one decision about the export's files: reader text as fetched, or withheld.
import { describe, expect, test } from '@jest/globals'
import { filesReaderText } from '../../../../src/modes/analytics/steps/files-audience.js'

const REPO = { owner: 'acme', name: 'docs' }
const NONE = { owner: '', name: '' }

describe('filesReaderText', () => {
  test.each([
    ['redact', 'public', REPO, 'withheld'],
    ['redact', 'unknown', REPO, 'withheld'],
    ['omit', 'public', REPO, 'withheld'],
    ['keep', 'public', REPO, 'as-fetched'],
    ['keep', 'unknown', REPO, 'as-fetched'],
    ['redact', 'private', REPO, 'as-fetched'],
    ['omit', 'private', REPO, 'as-fetched'],
    ['redact', 'internal', REPO, 'as-fetched'],
    // No repository: the files are on the user's own disk.
    ['redact', 'unknown', NONE, 'as-fetched']
  ] as const)('reader-text %s on a %s repository %j: %s', (asked, visibility, repository, expected) => {
    expect(filesReaderText(asked, visibility, repository)).toBe(expected)
  })
})
