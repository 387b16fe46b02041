import { describe, expect, test } from '@jest/globals'
import { asReaderText } from '../../../../src/kernel/publish/reader-text.js'
import {
  boundedState,
  cutToBytes,
  keptGap,
  KEY_BYTES,
  STATE_BOUND_CHARS,
  WORDING_BYTES
} from '../../../../src/modes/analytics/gaps/state-bound.js'
import { readState, stateLine, type LoopState } from '../../../../src/modes/analytics/gaps/state.js'
import { issueBody, MAX_ISSUE_BODY_CHARS } from '../../../../src/modes/analytics/report-issue-body.js'

const place = { apiKey: 'mint_key_one', repository: 'acme/widgets', issueNumber: 7, project: 'proj' }
const period = { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
const bytes = (s: string) => Buffer.byteLength(JSON.stringify(s).slice(1, -1), 'utf8')

describe('the state bound', () => {
  test.each([
    ['ascii', 'x'.repeat(5000)],
    ['CJK', '漢'.repeat(5000)],
    ['emoji', '😀'.repeat(5000)],
    ['control characters', '\u0001'.repeat(5000)],
    ['quotes and backslashes', '"\\'.repeat(5000)]
  ])('a wording of %s is cut at a character boundary within the stated bytes', (_, text) => {
    const cut = cutToBytes(text, WORDING_BYTES)
    expect(cut.cut).toBe(true)
    expect(bytes(cut.text)).toBeLessThanOrEqual(WORDING_BYTES)
    expect(text.startsWith(cut.text)).toBe(true)
    expect(cut.text).not.toMatch(/[\uD800-\uDBFF]$/)
  })

  test('a short wording is kept whole', () => {
    expect(keptGap({ key: 'q-1', text: asReaderText('webhook retries') })).toEqual({
      gap: { key: 'q-1', text: 'webhook retries' },
      cut: false
    })
  })

  test('the worst state readers can make stays within the bound, beside a report that fills the issue', () => {
    const worst = (n: number) =>
      Array.from(
        { length: 20 },
        (_, k) =>
          keptGap({ key: `p-/${'漢'.repeat(400)}${n}${k}`, text: asReaderText('\u0001😀'.repeat(2000)) }).gap
      )
    const state: LoopState = {
      v: 1,
      period,
      gaps: worst(1),
      job: { id: 'j'.repeat(128), period, asked: 20 },
      previousJob: { id: 'k'.repeat(128), period },
      previous: { period, gaps: worst(2) }
    }
    for (const gap of state.gaps) expect(bytes(gap.key)).toBeLessThanOrEqual(KEY_BYTES)
    const line = stateLine(place, state)
    expect(line.length).toBeLessThanOrEqual(STATE_BOUND_CHARS)
    const body = issueBody('a line of the report\n'.repeat(10_000), line)
    expect(body.length).toBeLessThanOrEqual(MAX_ISSUE_BODY_CHARS)
    expect(readState(body, place)).toEqual({ state, previousKey: false })
  })

  test('a state over the bound keeps fewer gaps, the lowest ranked of either period first', () => {
    const seen: string[] = []
    const line = boundedState({ gaps: ['a1', 'a2'], previous: { gaps: ['b1', 'b2'] } }, s => {
      seen.push([...s.gaps, ...s.previous.gaps].join(','))
      return 'x'.repeat((s.gaps.length + s.previous.gaps.length) * 10_000)
    })
    expect(line.length).toBe(20_000)
    expect(seen).toEqual(['a1,a2,b1,b2', 'a1,a2,b1', 'a1,b1'])
  })
})
