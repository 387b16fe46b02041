// The sealed copy of the rows that carry reader text: read back whole with the API key, for the same
// export; anything else is a SealedCopyError saying why.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freshState } from '../../../../src/modes/analytics/fetch/export.js'
import {
  readSealedCopy,
  SealedCopyError,
  sealedCopyKeys,
  writeSealedCopy
} from '../../../../src/modes/analytics/files/sealed-copy.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sealed-copy-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const ABOUT = {
  projectId: 'proj_demo',
  apiOrigin: 'https://api.mintlify.com',
  range: { dateFrom: '2026-02-01', dateTo: '2026-03-01' }
}
const KEYS = sealedCopyKeys(['mint_key_a'])
const TYPED = 'jane.doe@example.com, +1 415 555 0100'

function datasets() {
  const searches = freshState('searches', { includeContact: false, pageSize: 250 })
  for (let i = 0; i < 300; i++)
    searches.rows.add({
      searchQuery: `${TYPED} ${i}`,
      hits: i,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: 'x'
    })
  const feedback = freshState('feedback', { includeContact: true, pageSize: 250 })
  feedback.rows.add({
    id: 'f1',
    path: '/a',
    comment: TYPED,
    createdAt: null,
    source: 'contextual',
    status: 'pending',
    contact: 'a@b.co'
  })
  return [searches, feedback]
}

describe('writeSealedCopy and readSealedCopy', () => {
  test('the rows come back as they were, in the files order; none of their text is readable', async () => {
    const states = datasets()
    const path = await writeSealedCopy(dir, KEYS, ABOUT, states)
    expect(path).toBe(join(dir, 'reader-text.sealed'))
    const bytes = readFileSync(path)
    expect(bytes.includes(Buffer.from('jane.doe'))).toBe(false)
    const rows = readSealedCopy(path, KEYS, ABOUT)
    expect(rows.searches).toEqual([...(states[0]?.rows.sorted() ?? [])])
    expect(rows.feedback).toEqual([...(states[1]?.rows.sorted() ?? [])])
    expect(Object.keys(rows)).toEqual(['searches', 'feedback'])
  })

  test('after a key rotation the previous API key opens it', async () => {
    const path = await writeSealedCopy(dir, KEYS, ABOUT, datasets())
    expect(readSealedCopy(path, sealedCopyKeys(['mint_key_b', 'mint_key_a']), ABOUT).searches).toHaveLength(
      300
    )
  })

  test.each([
    ['another API key', sealedCopyKeys(['mint_key_b']), ABOUT, /does not open with this run's `api-key`/],
    ['another project', KEYS, { ...ABOUT, projectId: 'proj_other' }, /does not open/],
    ['another range', KEYS, { ...ABOUT, range: { ...ABOUT.range, dateTo: '2026-02-28' } }, /does not open/]
  ])('%s: a SealedCopyError', async (_, keys, about, message) => {
    const path = await writeSealedCopy(dir, KEYS, ABOUT, datasets())
    expect(() => readSealedCopy(path, keys, about)).toThrow(SealedCopyError)
    expect(() => readSealedCopy(path, keys, about)).toThrow(message)
  })

  test('a missing, changed or foreign file: a SealedCopyError', async () => {
    const path = join(dir, 'reader-text.sealed')
    expect(() => readSealedCopy(path, KEYS, ABOUT)).toThrow(SealedCopyError)
    await writeSealedCopy(dir, KEYS, ABOUT, datasets())
    const bytes = readFileSync(path)
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1
    writeFileSync(path, bytes)
    expect(() => readSealedCopy(path, KEYS, ABOUT)).toThrow(/does not open/)
    writeFileSync(path, '{"datasets":{}}')
    expect(() => readSealedCopy(path, KEYS, ABOUT)).toThrow(SealedCopyError)
  })
})
