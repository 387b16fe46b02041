// The one cipher for what the action keeps where others may read it: only a key derived from the
// API key opens a box, for what it was bound to, unchanged; after a rotation the previous key opens it.
import { describe, expect, test } from '@jest/globals'
import { boxKeys, openBox, sealBox } from '../../src/kernel/seal.js'

const PURPOSE = 'test purpose v1'
const plain = Buffer.from('{"rows":["jane.doe@example.com"]}', 'utf8')

describe('sealBox and openBox', () => {
  test('a box opens with its key and binding, and holds nothing of the plaintext in the clear', () => {
    const keys = boxKeys(PURPOSE, ['mint_key_a'])
    const box = sealBox(keys, plain, 'export 1')
    expect(box.includes(Buffer.from('jane.doe'))).toBe(false)
    expect(openBox(keys, box, 'export 1')).toEqual({ plaintext: plain, key: 0 })
    // A fresh IV each time: the same plaintext never gives the same box.
    expect(sealBox(keys, plain, 'export 1').equals(box)).toBe(false)
  })

  test.each([
    ['another API key', boxKeys(PURPOSE, ['mint_key_b']), 'export 1'],
    ['another purpose', boxKeys('other purpose', ['mint_key_a']), 'export 1'],
    ['another binding', boxKeys(PURPOSE, ['mint_key_a']), 'export 2'],
    ['no binding', boxKeys(PURPOSE, ['mint_key_a']), undefined],
    ['no key at all', boxKeys(PURPOSE, ['', undefined]), 'export 1']
  ])('%s does not open it', (_, keys, bound) => {
    const box = sealBox(boxKeys(PURPOSE, ['mint_key_a']), plain, 'export 1')
    expect(openBox(keys, box, bound)).toBeUndefined()
  })

  test('a changed byte anywhere, or a cut box, does not open', () => {
    const keys = boxKeys(PURPOSE, ['mint_key_a'])
    const box = sealBox(keys, plain)
    for (const at of [0, 12, 28, box.length - 1]) {
      const spoiled = Buffer.from(box)
      spoiled[at] = (spoiled[at] as number) ^ 1
      expect(openBox(keys, spoiled)).toBeUndefined()
    }
    expect(openBox(keys, box.subarray(0, 27))).toBeUndefined()
  })

  test('after a rotation the previous key still opens what it sealed; the new one seals', () => {
    const old = sealBox(boxKeys(PURPOSE, ['mint_old']), plain)
    const rotated = boxKeys(PURPOSE, ['mint_new', 'mint_old'])
    expect(openBox(rotated, old)).toEqual({ plaintext: plain, key: 1 })
    expect(openBox(boxKeys(PURPOSE, ['mint_new']), sealBox(rotated, plain))?.key).toBe(0)
  })

  test('sealing without a key is refused', () => {
    expect(() => sealBox([], plain)).toThrow('no key to seal with')
  })
})
