// The check run's outcome for a job (src/pr-job/check-run.ts): the conclusion per status, the
// docs pull request as a link only when it is https, every outside value escaped.
import { describe, expect, test } from '@jest/globals'
import { jobCheckOutcome } from '../../src/pr-job/check-run.js'

describe('jobCheckOutcome', () => {
  test('completed is success, failed is failure, archived and unknown words are neutral', () => {
    expect(jobCheckOutcome('j', { status: 'completed', prLink: 'https://x.test/pull/1' }).conclusion).toBe(
      'success'
    )
    expect(jobCheckOutcome('j', { status: 'failed' }).conclusion).toBe('failure')
    expect(jobCheckOutcome('j', { status: 'archived' }).conclusion).toBe('neutral')
    expect(jobCheckOutcome('j', { status: 'paused' }).conclusion).toBe('neutral')
  })

  test('the docs pull request is the details URL only when it is https; outside text is escaped', () => {
    const ok = jobCheckOutcome('job_1', { status: 'completed', prLink: 'https://x.test/pull/1', model: 'm' })
    expect(ok.detailsUrl).toBe('https://x.test/pull/1')
    expect(ok.summary).toContain('<a href="https://x.test/pull/1">')
    const bad = jobCheckOutcome('<b>j</b>', { status: 'completed', prLink: 'javascript:alert(1)' })
    expect(bad.detailsUrl).toBeUndefined()
    expect(bad.summary).not.toContain('javascript:')
    expect(bad.summary).not.toContain('<b>')
    expect(bad.title).toBe('Job completed; no docs pull request')
  })
})
