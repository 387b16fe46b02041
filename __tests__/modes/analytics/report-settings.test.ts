import { describe, expect, test } from '@jest/globals'
import { asReaderText } from '../../../src/kernel/publish/reader-text.js'
import type { Run } from '../../../src/kernel/run/run.js'
import { createRunBudget } from '../../../src/kernel/time/run-budget.js'
import { parseTrigger } from '../../../src/kernel/trigger/index.js'
import { openRunGate } from '../../../src/modes/analytics/report-settings.js'

const text = asReaderText('mail jane.doe@example.com about webhooks')

function runOf(audience: Run['audience'], repository?: { private: boolean }) {
  const lines: string[] = []
  const payload = repository
    ? { repository: { name: 'w', owner: { login: 'acme' }, ...repository } }
    : undefined
  const trigger = payload
    ? parseTrigger({ eventName: 'workflow_dispatch', payload, env: { GITHUB_REPOSITORY: 'acme/w' } })
    : parseTrigger({ eventName: '', env: {}, unreadable: 'the run was started from the command line' })
  const log = { info: (m: string) => lines.push(m) } as unknown as Run['log']
  const budget = createRunBudget(60_000, new AbortController().signal, Date.now())
  return { run: { trigger, budget, log, audience }, lines }
}

describe('the run gate of the analytics mode', () => {
  test('the command line: the person running it, no repository asked about, reader text redacted', async () => {
    const { run, lines } = runOf('operator')
    const gate = await openRunGate(run, 'redact', 'ghs_token')
    expect(gate.isPublic).toBe(false)
    expect(gate.show(text, 'report-file')).toBe('mail [email] about webhooks')
    expect(lines).toEqual([])
  })

  test('a step of a public repository: none, and the log says so once with the way to opt in', async () => {
    const { run, lines } = runOf('repository', { private: false })
    const gate = await openRunGate(run, 'redact', '')
    expect(gate.show(text, 'summary')).toBe('[reader text omitted]')
    expect(gate.show(text, 'prompt')).toBe('mail [email] about webhooks')
    expect(lines).toEqual([expect.stringContaining('set `reader-text: keep` to show it')])
  })

  test('a step of a private repository, and a step whose repository nobody can tell (counted as public)', async () => {
    const known = runOf('repository', { private: true })
    expect((await openRunGate(known.run, 'redact', '')).show(text, 'issue')).toBe(
      'mail [email] about webhooks'
    )
    const unknown = runOf(undefined)
    expect((await openRunGate(unknown.run, 'redact', '')).isPublic).toBe(true)
    expect(unknown.lines).toEqual([expect.stringContaining('unknown visibility, so taken as public')])
  })
})
