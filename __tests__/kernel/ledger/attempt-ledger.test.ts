import { describe, expect, it } from '@jest/globals'
import { AttemptLedger } from '../../../src/kernel/ledger/attempt-ledger.js'

describe('AttemptLedger', () => {
  it('counts each attempt it allows and refuses the one past max', () => {
    const ledger = new AttemptLedger({ max: 2 })
    expect(ledger.admit()).toBeUndefined()
    expect(ledger.admit()).toBeUndefined()
    expect(ledger.admit()).toMatchObject({
      reason: 'max-requests',
      message: '`max-requests` (2) was reached'
    })
    expect(ledger.attempts).toBe(2)
    expect(ledger.refused?.reason).toBe('max-requests')
  })

  it('without a max, counts and never refuses', () => {
    const ledger = new AttemptLedger()
    for (let i = 0; i < 500; i++) expect(ledger.admit()).toBeUndefined()
    expect(ledger.attempts).toBe(500)
    expect(ledger.refused).toBeUndefined()
  })

  it('refusal() tells what the next attempt would get without counting it', () => {
    const ledger = new AttemptLedger({ max: 1 })
    expect(ledger.refusal()).toBeUndefined()
    expect(ledger.attempts).toBe(0)
  })
})

describe('a share of a ledger', () => {
  it('stops at its own limit, and counts each attempt in the ledger too', () => {
    const ledger = new AttemptLedger({ max: 10 })
    ledger.admit()
    const share = ledger.share(2, 'the transcripts')
    expect(share.admit()).toBeUndefined()
    expect(share.admit()).toBeUndefined()
    expect(share.admit()).toMatchObject({
      reason: 'share',
      message: 'the transcripts used the 2 request(s) planned for them'
    })
    expect(share.attempts).toBe(2)
    expect(ledger.attempts).toBe(3)
  })

  it('is refused when the ledger refuses, and then counts nothing', () => {
    const ledger = new AttemptLedger({ max: 1 })
    const share = ledger.share(5, 'the transcripts')
    expect(share.admit()).toBeUndefined()
    expect(share.admit()).toMatchObject({ reason: 'max-requests' })
    expect(share.attempts).toBe(1)
    expect(ledger.attempts).toBe(1)
  })
})
