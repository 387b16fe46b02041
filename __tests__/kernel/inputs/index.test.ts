import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../../src/kernel/inputs/index.js'
import { parseInputs } from '../../../src/modes/index.js'
import { type AgentInputs } from '../../../src/modes/agent/input-types.js'
import { type AnalyticsInputs } from '../../../src/modes/analytics/input-types.js'

const NOW = new Date('2026-11-22T10:30:00Z')
const reader = (values: Record<string, string>) => (name: string) => values[name] ?? ''
const base = { 'api-key': 'mint_abc', 'project-id': 'proj' }

function problems(values: Record<string, string>): string[] {
  try {
    parseInputs(reader(values), {}, NOW)
  } catch (error) {
    if (error instanceof InputError) return error.problems
    throw error
  }
  throw new Error('expected an InputError')
}

describe('agent inputs', () => {
  it('applies the defaults', () => {
    const { inputs } = parseInputs(reader({ ...base, prompt: 'Update docs' }), {}, NOW)
    const agent = inputs as AgentInputs
    expect(agent).toMatchObject({
      mode: 'agent',
      prompt: 'Update docs',
      wait: true,
      timeoutMs: 30 * 60_000,
      pollIntervalMs: 10_000,
      baseUrl: 'https://api.mintlify.com'
    })
    expect([...agent.failOn]).toEqual(['failed', 'timeout'])
  })

  it('accepts decimals, booleans, fail-on lists and loopback http', () => {
    const { inputs } = parseInputs(
      reader({
        ...base,
        'job-id': 'job_1',
        'timeout-minutes': '0.5',
        wait: 'False',
        'fail-on': 'no-pr, archived',
        'base-url': 'http://127.0.0.1:8787/'
      }),
      {},
      NOW
    )
    expect(inputs).toMatchObject({ timeoutMs: 30_000, wait: false, baseUrl: 'http://127.0.0.1:8787' })
    expect([...(inputs as AgentInputs).failOn]).toEqual(['no-pr', 'archived'])
  })

  it('`none` fails on nothing', () => {
    const { inputs } = parseInputs(reader({ ...base, prompt: 'x', 'fail-on': 'none' }), {}, NOW)
    expect((inputs as AgentInputs).failOn.size).toBe(0)
  })

  it('reports every problem at once, each naming its input', () => {
    const found = problems({
      'api-key': '',
      'project-id': '',
      'poll-interval-seconds': '0.5',
      'fail-on': 'failed,sometimes',
      'base-url': 'http://api.example.com',
      'timeout-minutes': '-1',
      wait: 'maybe'
    })
    for (const name of [
      'api-key',
      'project-id',
      'poll-interval-seconds',
      'fail-on',
      'base-url',
      'timeout-minutes',
      'wait'
    ]) {
      expect(found.some(p => p.includes(`\`${name}\``))).toBe(true)
    }
  })

  it('names both prompt and job-id when neither is given', () => {
    expect(problems(base)).toEqual([expect.stringMatching(/`prompt` or `job-id`/)])
  })

  it.each(['mint_dsc_123', 'mint_us_123'])('refuses the wrong kind of key (%s)', key => {
    expect(problems({ ...base, 'api-key': key, prompt: 'x' })[0]).toMatch(/`api-key`.*admin key/)
  })

  it('warns on a key without the mint_ prefix', () => {
    const { warnings } = parseInputs(reader({ ...base, 'api-key': 'other', prompt: 'x' }), {}, NOW)
    expect(warnings[0]).toMatch(/mint_/)
  })

  it.each(['ftp://x', 'not a url', 'https://user:pw@api.example.com', 'http://10.0.0.1'])(
    'refuses base-url %s',
    url => {
      expect(problems({ ...base, prompt: 'x', 'base-url': url })[0]).toMatch(/`base-url`/)
    }
  )
})

describe('analytics inputs', () => {
  const analytics = { ...base, mode: 'analytics' }

  it('defaults to the last 7 full days, 250 rows a page, both formats', () => {
    const { inputs } = parseInputs(reader(analytics), { RUNNER_TEMP: '/runner/tmp' }, NOW)
    expect(inputs as AnalyticsInputs).toMatchObject({
      dateFrom: '2026-11-15',
      dateTo: '2026-11-22',
      pageSize: 250,
      formats: ['csv', 'json'],
      outputDir: '/runner/tmp/page-views',
      artifactName: undefined
    })
  })

  it('datasets: views by default, all in a fixed order, the budget and resume inputs', () => {
    const plain = parseInputs(reader(analytics), {}, NOW).inputs as AnalyticsInputs
    expect(plain).toMatchObject({
      datasets: ['views'],
      includeContact: false,
      maxRequests: undefined,
      resumeFrom: undefined,
      allowIncomplete: false,
      feedbackFilter: { source: undefined, statuses: [] }
    })
    const all = parseInputs(
      reader({
        ...analytics,
        datasets: 'assistant, ALL',
        'include-contact': 'true',
        'feedback-source': ' contextual ',
        'feedback-status': 'in_progress, pending',
        'report-issue': ' Docs analytics ',
        'max-requests': '80',
        'resume-from': 'previous/export-checkpoint.json',
        'allow-incomplete': 'true'
      }),
      { GITHUB_WORKSPACE: '/work' },
      NOW
    ).inputs as AnalyticsInputs
    expect(all).toMatchObject({
      datasets: ['views', 'visitors', 'searches', 'feedback', 'feedback-by-page', 'assistant'],
      includeContact: true,
      // In the API's order, whatever the order written.
      feedbackFilter: { source: 'contextual', statuses: ['pending', 'in_progress'] },
      reportIssue: { title: 'Docs analytics' },
      maxRequests: 80,
      resumeFrom: '/work/previous/export-checkpoint.json',
      allowIncomplete: true
    })
    const some = parseInputs(reader({ ...analytics, datasets: 'assistant,views' }), {}, NOW).inputs
    expect((some as AnalyticsInputs).datasets).toEqual(['views', 'assistant'])
  })

  it('accepts an artifact name with spaces and refuses one the service would not', () => {
    const { inputs } = parseInputs(reader({ ...analytics, 'artifact-name': 'page-views 2026' }), {}, NOW)
    expect((inputs as AnalyticsInputs).artifactName).toBe('page-views 2026')
    expect(problems({ ...analytics, 'artifact-name': 'a/b:c' })).toEqual([
      expect.stringMatching(/`artifact-name` must not contain ":", "\/"/)
    ])
  })

  it('resolves relative and absolute dates', () => {
    const { inputs } = parseInputs(
      reader({ ...analytics, 'date-from': 'yesterday', 'date-to': '2026-11-23T06:00:00Z', format: 'json' }),
      {},
      NOW
    )
    expect(inputs).toMatchObject({
      dateFrom: '2026-11-21',
      dateTo: '2026-11-23T06:00:00Z',
      formats: ['json']
    })
  })

  it.each([
    [{ 'date-from': '2026-02-30' }, 'date-from'],
    [{ 'date-from': '2026-02-30T00:00:00Z' }, 'date-from'],
    [{ 'date-to': '2026-04-31T12:00:00+02:00' }, 'date-to'],
    [{ 'date-to': 'next week' }, 'date-to'],
    [{ 'date-from': 'today', 'date-to': 'yesterday' }, 'date-from'],
    [{ 'date-from': '2026-11-01', 'date-to': '2026-11-01' }, 'date-from'],
    [{ 'page-size': '251' }, 'page-size'],
    [{ 'page-size': '0' }, 'page-size'],
    [{ 'page-size': '2.5' }, 'page-size'],
    [{ format: 'xml' }, 'format'],
    [{ 'retention-days': '91' }, 'retention-days'],
    [{ 'artifact-name': 'a/b:c' }, 'artifact-name'],
    [{ datasets: 'views,clicks' }, 'datasets'],
    [{ 'max-requests': '0' }, 'max-requests'],
    [{ 'max-requests': '1.5' }, 'max-requests'],
    [{ 'include-contact': 'yes' }, 'include-contact'],
    [{ 'allow-incomplete': 'maybe' }, 'allow-incomplete'],
    [{ 'feedback-source': 'email' }, 'feedback-source'],
    [{ 'feedback-source': 'contextual,agent' }, 'feedback-source'],
    [{ 'feedback-status': 'pending,open' }, 'feedback-status'],
    [{ 'report-issue': '#0' }, 'report-issue'],
    [{ 'report-issue': 'Weekly\u0007report' }, 'report-issue'],
    [{ 'report-issue': 'x'.repeat(257) }, 'report-issue']
  ])('refuses %j naming `%s`', (values, name) => {
    expect(problems({ ...analytics, ...values }).some(p => p.includes(`\`${name}\``))).toBe(true)
  })
})

describe('api-key and base-url that would leak or fail late', () => {
  it.each([
    'https://someone:s3cr3tpass@api.example.com/',
    'https://api.example.com/?token=s3cr3tpass',
    'http://example.com/#s3cr3tpass',
    'not a url //user:s3cr3tpass@host?token=s3cr3tpass'
  ])('base-url %s is refused without echoing its secret part', url => {
    const found = problems({ ...base, prompt: 'x', 'base-url': url })
    expect(found).toEqual([expect.stringMatching(/^`base-url` must/)])
    expect(found.join()).not.toContain('s3cr3tpass')
  })

  it.each(['mint_abc\ndef', 'mint_abc\r\ndef', 'mint_abc\u0007def'])(
    'a key with a control character inside (%j) is refused, without echoing it',
    key => {
      const found = problems({ ...base, prompt: 'x', 'api-key': key })
      expect(found).toEqual([expect.stringMatching(/`api-key` contains a line break or another control/)])
      expect(found.join()).not.toContain('def')
    }
  )
  it('previous-api-key: optional, read as given; one with a control character is refused without echoing it', () => {
    const parse = (extra: Record<string, string>) =>
      parseInputs(reader({ ...base, prompt: 'x', ...extra }), {}, NOW).inputs as AgentInputs
    expect(parse({}).previousApiKey).toBeUndefined()
    expect(parse({ 'previous-api-key': ' mint_old ' }).previousApiKey).toBe('mint_old')
    const found = problems({ ...base, prompt: 'x', 'previous-api-key': 'mint_old\nsecretpart' })
    expect(found).toEqual([expect.stringMatching(/^`previous-api-key` contains a line break/)])
    expect(found.join()).not.toContain('secretpart')
  })
})

describe('agent inputs for pull requests, pushes and releases', () => {
  it('pr-updates: follow-up by default, new-job on request, anything else named', () => {
    const parse = (extra: Record<string, string>) =>
      parseInputs(reader({ ...base, prompt: 'x', ...extra }), {}, NOW).inputs as AgentInputs
    expect(parse({}).prUpdates).toBe('follow-up')
    expect(parse({ 'pr-updates': 'new-job' }).prUpdates).toBe('new-job')
    expect(parse({}).eventContext).toBe(true)
    expect(parse({ 'event-context': 'false' }).eventContext).toBe(false)
    expect(problems({ ...base, prompt: 'x', 'pr-updates': 'always' })[0]).toContain(
      '`pr-updates` must be `follow-up` or `new-job`'
    )
  })

  it('a whitespace-only prompt is blank, not missing; the prompt is trimmed', () => {
    expect(problems({ ...base, prompt: '  \n\t' })).toEqual([expect.stringContaining('`prompt` is blank')])
    const { inputs } = parseInputs(reader({ ...base, prompt: '  Update\n' }), {}, NOW)
    expect((inputs as AgentInputs).prompt).toBe('Update')
  })
})
