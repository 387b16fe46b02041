// The seal (state-seal.ts): the first key seals, every key opens, and a seal made for this very place
// with a key this run does not hold is told apart from a copy made elsewhere.
import { describe, expect, test } from '@jest/globals'
import {
  openWith,
  seal,
  sealKeys,
  sealWith,
  stateOwner,
  unseal
} from '../../../src/kernel/github/state-seal.js'

const OLD = sealKeys('purpose', ['mint_old_key'])
const NEW = sealKeys('purpose', ['mint_new_key'])
const BOTH = sealKeys('purpose', ['mint_new_key', undefined, 'mint_old_key'])
const HERE = ['purpose', 'state', 7, 'acme/docs'] as const

describe('sealWith and openWith', () => {
  test('the first key seals; every key opens, and says which', () => {
    expect(BOTH).toHaveLength(2)
    const sealed = sealWith(OLD, HERE, '{"job":"job_1"}')
    expect(openWith(OLD, HERE, sealed)).toEqual({ json: '{"job":"job_1"}', key: 0 })
    expect(openWith(BOTH, HERE, sealed)).toEqual({ json: '{"job":"job_1"}', key: 1 })
    expect(openWith(BOTH, HERE, sealWith(BOTH, HERE, 'x'))).toEqual({ json: 'x', key: 0 })
    expect(() => sealWith([], HERE, 'x')).toThrow('no key')
  })

  test('another key for this place is `otherKey`; a copy from another place, or no tag, is nothing', () => {
    const sealed = sealWith(OLD, HERE, '{}')
    expect(openWith(NEW, HERE, sealed)).toEqual({ otherKey: true })
    expect(openWith(NEW, ['purpose', 'state', 8, 'acme/docs'], sealed)).toBeUndefined()
    expect(openWith(OLD, ['purpose', 'state', 8, 'acme/docs'], sealed)).toBeUndefined()
    const untagged = sealed.split('.').slice(0, 2).join('.')
    expect(openWith(OLD, HERE, untagged)).toEqual({ json: '{}', key: 0 })
    expect(openWith(NEW, HERE, untagged)).toBeUndefined()
    expect(openWith(OLD, HERE, `${sealed}.extra`)).toBeUndefined()
  })

  test('the pull request state: what the previous key sealed opens for an owner holding both keys', () => {
    const where = { repository: 'acme/docs', pullRequest: 7, project: 'proj' }
    const rotated = stateOwner(['mint_new_key', 'mint_old_key'], where)
    const old = stateOwner('mint_old_key', where)
    expect(unseal(rotated, { kind: 'claim' }, seal(old, { kind: 'claim' }, '{"at":1}'))).toBe('{"at":1}')
    expect(unseal(rotated, { kind: 'claim' }, 'not.a.seal')).toBeUndefined()
    expect(unseal(old, { kind: 'claim' }, seal(rotated, { kind: 'claim' }, '{}'))).toBeUndefined()
  })
})
