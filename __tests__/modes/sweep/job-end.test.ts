// modes/sweep/job-end.ts: what one read says of a pending job, and the 404 count carried between sweeps.
import { describe, expect, test } from '@jest/globals'
import { ApiError } from '../../../src/kernel/api/errors.js'
import type { AgentJob } from '../../../src/kernel/api/schemas.js'
import type { SweepContext } from '../../../src/modes/sweep/context.js'
import { endOf, MISSING_FOR_MS, MISSING_SWEEPS } from '../../../src/modes/sweep/job-end.js'
import type { PendingJob } from '../../../src/pr-job/history.js'

const NOW = Date.UTC(2026, 10, 27, 12)
const notFound = () =>
  new ApiError('HTTP 404', {
    kind: 'http',
    method: 'GET',
    path: '/v2/agent/p/job/j',
    status: 404,
    retryable: false,
    mayHaveReachedServer: false
  })

const contextAnswering = (answer: AgentJob | Error): SweepContext =>
  ({
    inputs: { projectId: 'p' },
    client: {
      getJob: async () => {
        if (answer instanceof Error) throw answer
        return answer
      }
    },
    call: { deadline: NOW + 60_000 },
    now: () => NOW
  }) as unknown as SweepContext

const pending = (missing?: PendingJob['missing']): PendingJob => ({
  job: 'j',
  action: 'created',
  token: 't',
  since: new Date(NOW).toISOString(),
  ...(missing ? { missing } : {})
})

describe('endOf', () => {
  test('404: counted from 1, then finished as neutral on the third sweep in a row', async () => {
    const context = contextAnswering(notFound())
    const open = { number: 1, state: 'open' } as const
    expect(await endOf(context, open, pending())).toEqual({
      missing: { count: 1, since: new Date(NOW).toISOString() }
    })
    const since = new Date(NOW - 3600_000).toISOString()
    expect(await endOf(context, open, pending({ count: 1, since }))).toEqual({ missing: { count: 2, since } })
    const third = await endOf(context, open, pending({ count: MISSING_SWEEPS - 1, since }))
    expect(third).toMatchObject({
      check: { conclusion: 'neutral', title: 'Job not found' },
      notFound: { count: 3 }
    })
  })

  test('404 for a day since the first: finished on the second sweep', async () => {
    const since = new Date(NOW - MISSING_FOR_MS).toISOString()
    const ended = await endOf(
      contextAnswering(notFound()),
      { number: 1, state: 'open' },
      pending({ count: 1, since })
    )
    expect(ended).toMatchObject({ notFound: { count: 2, since } })
  })

  test("a closed pull request whose job ended gets the job's outcome; one whose job runs, neutral", async () => {
    const job = { id: 'j', status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' } as AgentJob
    const closed = { number: 1, state: 'closed' } as const
    expect(await endOf(contextAnswering(job), closed, pending())).toMatchObject({
      report: { outcome: 'terminal', job: { status: 'completed', prLink: job.prLink } },
      check: { conclusion: 'success', detailsUrl: job.prLink }
    })
    const running = { id: 'j', status: 'active' } as AgentJob
    expect(await endOf(contextAnswering(running), closed, pending())).toMatchObject({
      report: { outcome: 'closed' },
      check: { conclusion: 'neutral', title: 'Pull request closed' }
    })
    expect(await endOf(contextAnswering(running), { number: 1, state: 'open' }, pending())).toEqual({
      running: 'active'
    })
  })
})
