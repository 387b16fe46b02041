// gaps.sealed: the wordings open with the same project, period and key (or the previous key), and
// with nothing else; the bytes hold no wording in the clear.
import { describe, expect, test } from '@jest/globals'
import { asReaderText } from '../../../../src/kernel/publish/reader-text.js'
import { openGapWordings, sealGapWordings } from '../../../../src/modes/analytics/history/checks-seal.js'

const KEYS = { apiKey: 'mint_test_key', projectId: 'proj_test' }
const WEEK = { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
const GAPS = [{ key: 'q-0123456789ab', text: asReaderText('webhook retries for jane.doe@example.com') }]

describe('gap wordings, sealed', () => {
  test('open for the same project, period and key; after a rotation with the previous key', () => {
    const sealed = sealGapWordings(KEYS, WEEK, GAPS)
    expect(Buffer.from(sealed).toString('latin1')).not.toContain('webhook')
    expect(openGapWordings(KEYS, WEEK, sealed)).toEqual(new Map([[GAPS[0]!.key, GAPS[0]!.text]]))
    const rotated = { ...KEYS, apiKey: 'mint_new_key', previousApiKey: KEYS.apiKey }
    expect(openGapWordings(rotated, WEEK, sealed)?.size).toBe(1)
  })

  test('closed for another period, project or key, and for changed bytes', () => {
    const sealed = sealGapWordings(KEYS, WEEK, GAPS)
    expect(openGapWordings(KEYS, { ...WEEK, dateFrom: '2026-01-31' }, sealed)).toBeUndefined()
    expect(openGapWordings({ ...KEYS, projectId: 'other' }, WEEK, sealed)).toBeUndefined()
    expect(openGapWordings({ ...KEYS, apiKey: 'mint_other' }, WEEK, sealed)).toBeUndefined()
    const changed = Buffer.from(sealed)
    changed.writeUInt8(changed.readUInt8(changed.length - 1) ^ 1, changed.length - 1)
    expect(openGapWordings(KEYS, WEEK, changed)).toBeUndefined()
  })
})
