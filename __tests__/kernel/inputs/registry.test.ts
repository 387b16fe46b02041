// The wording of input errors and warnings: one plain sentence per problem, an unknown mode
// reported alone, the other mode's inputs named in a warning, a future date range warned about. The
// mode lists next to the parser must agree with action.yml.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { COMMON_INPUTS } from '../../../src/kernel/inputs/registry.js'
import { MODE_INPUTS } from '../../../src/modes/index.js'
import { InputError } from '../../../src/kernel/inputs/index.js'
import { parseInputs } from '../../../src/modes/index.js'
import { ROOT } from '../../helpers/run-action.js'

const NOW = new Date('2026-11-22T10:30:00Z')
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: unknown }>
}
/** What the runner passes: action.yml's defaults, then the step's `with:` values. */
const runnerDefaults = Object.fromEntries(
  Object.entries(action.inputs).flatMap(([name, spec]) =>
    spec.default === undefined || String(spec.default).includes('${{') ? [] : [[name, String(spec.default)]]
  )
)
const asRunner = (values: Record<string, string>) => (name: string) =>
  ({ ...runnerDefaults, ...values })[name] ?? ''
const base = { 'api-key': 'mint_abc', 'project-id': 'proj' }

function problems(values: Record<string, string>): string[] {
  try {
    parseInputs(asRunner(values), {}, NOW)
  } catch (error) {
    if (error instanceof InputError) return error.problems
    throw error
  }
  throw new Error('expected an InputError')
}
const warnings = (values: Record<string, string>) => parseInputs(asRunner(values), {}, NOW).warnings

describe('mode lists', () => {
  it('name every input of action.yml exactly once, with its default', () => {
    const lists = [COMMON_INPUTS, ...Object.values(MODE_INPUTS)]
    const listed = lists.flatMap(list => Object.keys(list))
    expect([...listed].sort()).toEqual(Object.keys(action.inputs).sort())
    expect(new Set(listed).size).toBe(listed.length)
    for (const list of lists) {
      for (const [name, fallback] of Object.entries(list)) {
        const declared = action.inputs[name]?.default
        expect([name, fallback]).toEqual([name, declared === undefined ? undefined : String(declared)])
      }
    }
  })
})

describe('messages', () => {
  it('an unknown mode is the only problem reported', () => {
    expect(problems({ ...base, mode: 'analytic' })).toEqual([
      '`mode` must be `agent`, `analytics`, `deploy`, `preview`, `automation`, `sweep` or `notify`, got "analytic"'
    ])
  })

  it.each([
    ['wait', 'yes', '`wait` must be true or false, got "yes"'],
    ['event-context', 'on', '`event-context` must be true or false, got "on"'],
    ['comment-on-pr', '1', '`comment-on-pr` must be true or false, got "1"'],
    [
      'timeout-minutes',
      'soon',
      '`timeout-minutes` must be a number of minutes, such as 30 or 0.5, got "soon"'
    ],
    ['timeout-minutes', '0', '`timeout-minutes` must be more than 0 minutes, got "0"'],
    [
      'timeout-minutes',
      '20000',
      '`timeout-minutes` must be at most 10080 minutes, which is 7 days, got "20000"'
    ],
    ['poll-interval-seconds', '0.5', '`poll-interval-seconds` must be at least 1 second, got "0.5"'],
    ['poll-interval-seconds', 'x', '`poll-interval-seconds` must be a number of seconds, such as 10, got "x"']
  ])('%s: %j is one plain sentence', (name, value, message) => {
    expect(problems({ ...base, prompt: 'x', [name]: value })).toEqual([message])
  })

  it.each([
    ['page-size', '0', '`page-size` must be from 1 to 250, got "0"'],
    ['page-size', 'many', '`page-size` must be a whole number from 1 to 250, got "many"'],
    ['retention-days', '91', '`retention-days` must be from 1 to 90, got "91"']
  ])('analytics %s: %j is one plain sentence', (name, value, message) => {
    expect(problems({ ...base, mode: 'analytics', [name]: value })).toEqual([message])
  })

  it('no message has nested or doubled brackets', () => {
    const found = problems({
      ...base,
      prompt: 'x',
      wait: 'yes',
      'timeout-minutes': '-1',
      'poll-interval-seconds': '0',
      'fail-on': 'sometimes'
    })
    expect(found).toHaveLength(4)
    for (const p of found) expect(p).not.toMatch(/\)[^(]*\)|\([^)]*\(/)
  })
})

describe('inputs of the other mode', () => {
  it('are ignored silently when they hold action.yml defaults', () => {
    expect(warnings({ ...base, prompt: 'x' })).toEqual([])
    expect(warnings({ ...base, mode: 'analytics' })).toEqual([])
  })

  it('are named in one warning in analytics mode', () => {
    expect(
      warnings({ ...base, mode: 'analytics', prompt: 'Update docs', wait: 'false', 'fail-on': 'none' })
    ).toEqual([
      'Ignored in analytics mode: `prompt`, `wait`, `fail-on` (they apply to `mode: agent`). Remove them, or set `mode: agent`.'
    ])
  })

  it('are named in one warning in agent mode', () => {
    expect(warnings({ ...base, prompt: 'x', 'date-from': '-30d' })).toEqual([
      'Ignored in agent mode: `date-from` (it applies to `mode: analytics`). Remove it, or set `mode: analytics`.'
    ])
    const all = warnings({
      ...base,
      prompt: 'x',
      'date-to': '2026-11-01',
      'page-size': '100',
      format: 'csv',
      'output-dir': 'out',
      'artifact-name': 'views',
      'retention-days': '5'
    })
    for (const name of ['date-to', 'page-size', 'format', 'output-dir', 'artifact-name', 'retention-days'])
      expect(all[0]).toContain(`\`${name}\``)
  })

  it('are not parsed: a bad value of the other mode is no error', () => {
    expect(warnings({ ...base, prompt: 'x', 'page-size': '9999' })[0]).toMatch(/`page-size`/)
  })
})

describe('a date range in the future', () => {
  const analytics = { ...base, mode: 'analytics' }
  it('is an input error naming both inputs and showing the range', () => {
    expect(problems({ ...analytics, 'date-from': '2027-01-01', 'date-to': '2027-02-01' })).toEqual([
      expect.stringMatching(
        /^`date-from` and `date-to` give a range entirely in the future, 2027-01-01 to 2027-02-01 \(now /
      )
    ])
  })
  it('an empty range shows the range too', () => {
    expect(problems({ ...analytics, 'date-from': '2026-01-02', 'date-to': '2026-01-02' })).toEqual([
      expect.stringMatching(
        /`date-from` \(2026-01-02\) must be before `date-to`.*range 2026-01-02 to 2026-01-02 is empty/
      )
    ])
  })
  it('is not warned about when it includes today', () => {
    expect(warnings({ ...analytics, 'date-from': 'today', 'date-to': '2027-01-01' })).toEqual([])
  })
})
