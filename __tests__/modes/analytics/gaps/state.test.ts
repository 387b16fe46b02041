import { describe, expect, test } from '@jest/globals'
import { asReaderText } from '../../../../src/kernel/publish/reader-text.js'
import { readState, stateLine, type LoopState } from '../../../../src/modes/analytics/gaps/state.js'
import { issueBody, MAX_ISSUE_BODY_CHARS } from '../../../../src/modes/analytics/report-issue-body.js'

const place = { apiKey: 'mint_key_one', repository: 'acme/widgets', issueNumber: 500, project: 'proj' }
const state: LoopState = {
  v: 1,
  period: { dateFrom: '2026-02-01', dateTo: '2026-02-08' },
  gaps: [{ key: 'q-0123456789ab', text: asReaderText('webhook retries for jane') }],
  job: { id: 'job_1', period: { dateFrom: '2026-02-01', dateTo: '2026-02-08' }, asked: 3 }
}

describe('the loop state in the report issue', () => {
  test('reads back where it was sealed, and its reader text is not readable in the issue', () => {
    const line = stateLine(place, state)
    expect(line).not.toContain('webhook')
    expect(Buffer.from(line.split(' ')[2]!.split('.')[0]!, 'base64url').toString('latin1')).not.toContain(
      'webhook'
    )
    expect(readState(`body\n${line}\nmore`, place)).toEqual({ state, previousKey: false })
  })

  test('another issue, project or key does not verify; no marker is no state', () => {
    const line = stateLine(place, state)
    expect(readState(line, { ...place, issueNumber: 501 })).toEqual({ invalid: true })
    expect(readState(line, { ...place, project: 'other' })).toEqual({ invalid: true })
    expect(readState(line, { ...place, apiKey: 'mint_key_two' })).toEqual({ invalid: true })
    expect(readState('<!-- docs-agent-action:gaps-state forged.seal -->', place)).toEqual({ invalid: true })
    expect(readState('just a report', place)).toEqual({ none: true })
  })

  test('a report past the body limit is cut with a note, and the state survives the cut', () => {
    const line = stateLine(place, state)
    const body = issueBody('a line of the report\n'.repeat(5000), line)
    expect(body.length).toBeLessThanOrEqual(MAX_ISSUE_BODY_CHARS)
    expect(body).toMatch(/cut here to fit GitHub's limit/)
    expect(readState(body, place)).toEqual({ state, previousKey: false })
  })
})

describe('after a key rotation', () => {
  test('a state sealed with the previous key opens with previous-api-key, and says so', () => {
    const line = stateLine(place, state)
    const rotated = { ...place, apiKey: 'mint_key_new', previousApiKey: place.apiKey }
    expect(readState(line, rotated)).toEqual({ state, previousKey: true })
    expect(readState(line, { ...place, apiKey: 'mint_key_new' })).toEqual({ invalid: true })
    // Sealed again, it opens with the new key alone.
    expect(readState(stateLine(rotated, state), { ...place, apiKey: 'mint_key_new' })).toEqual({
      state,
      previousKey: false
    })
  })
})
