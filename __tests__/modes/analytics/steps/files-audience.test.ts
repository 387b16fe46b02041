// The one decision about the export's files: reader text as fetched, or withheld.
import { describe, expect, test } from '@jest/globals'
import { filesReaderText } from '../../../../src/modes/analytics/steps/files-audience.js'
import { openGate } from '../../../../src/kernel/publish/gate.js'

describe('filesReaderText', () => {
  test.each([
    ['redact', 'public', 'repository', 'withheld'],
    ['redact', 'unknown', 'repository', 'withheld'],
    ['omit', 'public', 'repository', 'withheld'],
    ['keep', 'public', 'repository', 'as-fetched'],
    ['keep', 'unknown', 'repository', 'as-fetched'],
    ['redact', 'private', 'repository', 'as-fetched'],
    ['omit', 'private', 'repository', 'as-fetched'],
    ['redact', 'internal', 'repository', 'as-fetched'],
    // The command line: the files are on its operator's own disk.
    ['redact', 'unknown', 'operator', 'as-fetched']
  ] as const)(
    'reader-text %s on a %s repository, front end %s: %s',
    (asked, visibility, frontEnd, expected) => {
      expect(filesReaderText(openGate({ asked, visibility, frontEnd }))).toBe(expected)
    }
  )
})
