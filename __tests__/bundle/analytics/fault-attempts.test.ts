// The `requests` output is the number of attempts the API saw, whatever the faults: 5xx pages, 429s
// with and without Retry-After, resets, bodies that are not JSON, hangs cut by the deadline, and a
// `max-requests` that stops retries, across the datasets and the report's daily trend.
import { describe, expect, it } from '@jest/globals'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'
import type { FaultRule } from '../../../simulator/index.js'
import { analyticsAttempts } from '../../../simulator/analytics.js'

const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
const keep = deletedAfter()

const html = '<html><body><h1>502 Bad Gateway</h1></body></html>'
const ALL = {
  'date-from': '2026-02-01',
  'date-to': '2026-02-08',
  datasets: 'views,searches,feedback,assistant'
}

interface FaultCase {
  faults: FaultRule[]
  inputs?: Record<string, string>
  /** The exit code: 0 when the retries get through, 1 when the run stops. */
  code: number
}

const cases: [string, FaultCase][] = [
  [
    '502 HTML on views, twice',
    { faults: [{ route: 'views', fault: { type: 'status', status: 502, body: html }, times: 2 }], code: 0 }
  ],
  [
    '500 JSON on searches, three times',
    { faults: [{ route: 'searches', fault: { type: 'status', status: 500 }, times: 3 }], code: 0 }
  ],
  [
    '429 with Retry-After on feedback, twice',
    {
      faults: [
        {
          route: 'feedback',
          fault: { type: 'status', status: 429, headers: { 'retry-after': '1' } },
          times: 2
        }
      ],
      code: 0
    }
  ],
  [
    'a reset on assistant, then a 200 that is not JSON on its caller stats',
    {
      faults: [
        { route: 'assistant', fault: { type: 'reset-before' }, times: 1 },
        { route: 'caller-stats', fault: { type: 'non-json' }, times: 1 }
      ],
      code: 0
    }
  ],
  [
    '503 on a day of the daily trend',
    {
      faults: [{ route: 'views', fault: { type: 'status', status: 503 }, times: 2, after: 1 }],
      inputs: { datasets: 'views', daily: 'true' },
      code: 0
    }
  ],
  [
    '429 without Retry-After on searches: stops at once',
    {
      faults: [
        {
          route: 'searches',
          fault: { type: 'status', status: 429, body: 'Too many requests' },
          times: Infinity
        }
      ],
      code: 1
    }
  ],
  [
    '500 on views for ever: max-requests stops the retries',
    {
      faults: [{ route: 'views', fault: { type: 'status', status: 500 }, times: Infinity }],
      inputs: { 'max-requests': '3' },
      code: 1
    }
  ],
  [
    'feedback hangs: the deadline ends the attempt',
    {
      faults: [{ route: 'feedback', fault: { type: 'hang' }, times: Infinity }],
      inputs: { 'timeout-minutes': '0.1' },
      code: 1
    }
  ]
]

describe('requests equals the attempts the API saw', () => {
  it.each(cases)(
    '%s',
    async (_name, { faults, inputs, code }) => {
      for (const rule of faults) sim.injectFault(rule)
      const run = keep(await runAnalytics(sim, { ...ALL, ...inputs }))
      expect(run.code).toBe(code)
      expect(Number(run.outputs.requests)).toBe(analyticsAttempts(sim.requests))
    },
    120_000
  )

  it('max-requests counts the retries: no attempt past it is sent', async () => {
    sim.injectFault({ route: 'views', fault: { type: 'status', status: 502, body: html }, times: Infinity })
    const run = keep(await runAnalytics(sim, { ...ALL, 'max-requests': '2' }))
    expect(run.code).toBe(1)
    expect(analyticsAttempts(sim.requests)).toBe(2)
    expect(run.outputs.requests).toBe('2')
  }, 120_000)
})
