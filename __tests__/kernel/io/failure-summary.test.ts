// The short summary main.ts writes on a failure with no summary of its own: the message is outside
// text (escaped), the hints are ours (input names as code).
import { describe, expect, test } from '@jest/globals'
import { failureHints, failureSummary } from '../../../src/kernel/io/failure-summary.js'
import { agent } from '../../../src/modes/agent/index.js'
import { analytics } from '../../../src/modes/analytics/index.js'

// A mode's title and hints come from its definition, as main.ts passes them.
const agentWithJob = (message: string) => ({
  title: agent.title,
  hints: agent.failureHints?.(message, name => (name === 'job-id' ? 'job_1<b>' : undefined))
})

describe('failureSummary', () => {
  test('an input error: fix the input, nothing was sent', () => {
    expect(failureHints('Invalid input: `timeout-minutes` …', { inputError: true })).toEqual([
      expect.stringContaining('No request was sent')
    ])
  })

  test.each([
    ['connect ECONNREFUSED 127.0.0.1:9', '<code>base-url</code>'],
    ['the deadline passed while waiting', '<code>timeout-minutes</code>'],
    ['401 Unauthorized', '<code>api-key</code>'],
    ['404 Project not found', '<code>project-id</code>'],
    ['something odd', 'usual suspects']
  ])('%s → %s', (message, hint) => {
    expect(failureHints(message).join(' ')).toContain(hint)
  })

  test('a known job is named, with how to resume it', () => {
    const message = 'The workflow was cancelled (SIGINT)'
    const html = failureSummary(message, agentWithJob(message))
    expect(html).toContain('<h2>Docs agent: failed</h2>')
    expect(html).toContain('job_1&lt;b&gt;')
    expect(html).toContain('<code>job-id</code>')
  })

  test('the message cannot add a heading, a link or a tag', () => {
    const html = failureSummary('\n\n# Rotate\n[key](https://evil.example) <img src=x>', {
      title: analytics.title
    })
    expect(html).toContain('<h2>Analytics export: failed</h2>')
    expect(html).not.toMatch(/^#/m)
    expect(html).not.toContain('<img')
    expect(html).not.toContain('](')
  })
})
