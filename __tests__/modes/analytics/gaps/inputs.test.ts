import { describe, expect, test } from '@jest/globals'
import { resolve } from 'node:path'
import { InputError } from '../../../../src/kernel/inputs/index.js'
import { parseInputs } from '../../../../src/modes/index.js'
import type { AnalyticsInputs } from '../../../../src/modes/analytics/input-types.js'

const base: Record<string, string> = {
  'api-key': 'mint_test_0123456789abcdef',
  'project-id': 'proj',
  mode: 'analytics'
}
const parse = (inputs: Record<string, string>) =>
  parseInputs(name => ({ ...base, ...inputs })[name] ?? '', {}, new Date('2026-02-10T00:00:00Z'))
    .inputs as AnalyticsInputs
const problems = (inputs: Record<string, string>): string => {
  try {
    parse(inputs)
  } catch (error) {
    if (error instanceof InputError) return error.problems.join('\n')
    throw error
  }
  return ''
}

describe('the gaps inputs', () => {
  test('defaults: off, redact, threshold 0.5; gaps adds the datasets it needs', () => {
    const off = parse({})
    expect(off).toMatchObject({ gaps: false, gapsAgent: 0, readerText: 'redact', scoreThreshold: 0.5 })
    expect(off.datasets).toEqual(['views'])
    const on = parse({ gaps: 'true' })
    expect(on.datasets).toEqual(['views', 'searches', 'feedback', 'assistant'])
  })

  test('gaps-agent asks for the gaps; the keys and domain are read as given', () => {
    const loop = parse({
      'gaps-agent': '5',
      'report-issue': 'Docs gaps',
      'assistant-api-key': 'mint_dsc_abc',
      'docs-domain': 'Acme-Docs',
      'score-threshold': '0.75',
      'reader-text': 'omit'
    })
    expect(loop).toMatchObject({
      gaps: true,
      gapsAgent: 5,
      assistantApiKey: 'mint_dsc_abc',
      docsDomain: 'acme-docs',
      scoreThreshold: 0.75,
      readerText: 'omit'
    })
  })

  test.each([
    ['acme', 'acme'],
    ['Acme', 'acme'],
    ['acme.mintlify.site', 'acme'],
    ['acme.mintlify.app', 'acme'],
    ['https://acme.mintlify.site/', 'acme']
  ])('docs-domain %j is the identifier %j', (given, identifier) => {
    expect(parse({ 'docs-domain': given }).docsDomain).toBe(identifier)
  })

  test('history-dir keeps the job instead of report-issue: resolved from the working folder', () => {
    const loop = parse({ 'gaps-agent': '3', 'history-dir': 'gaps-history' })
    expect(loop).toMatchObject({ gaps: true, gapsAgent: 3, historyDir: resolve('gaps-history') })
    expect(loop.reportIssue).toBeUndefined()
  })

  test('previous-api-key is read for the loop state after a rotation', () => {
    expect(parse({ 'previous-api-key': 'mint_old_key_0123' }).previousApiKey).toBe('mint_old_key_0123')
  })

  test.each([
    [{ 'assistant-api-key': 'mint_admin', 'docs-domain': 'acme' }, /`assistant-api-key` is an admin key/],
    [{ 'assistant-api-key': 'sk_other', 'docs-domain': 'acme' }, /must be an assistant key/],
    [{ 'assistant-api-key': 'mint_dsc_abc' }, /`assistant-api-key` needs `docs-domain`/],
    [
      { 'docs-domain': 'docs.example.com' },
      /app\.mintlify\.com\/\{organization\}\/\{domain\}.*"docs\.example\.com"/
    ],
    [{ 'docs-domain': 'https://docs.example.com/guide' }, /`docs-domain` must be the domain identifier/],
    [{ 'docs-domain': 'acme:8443' }, /`docs-domain` must be the domain identifier/],
    [{ 'docs-domain': 'acme.mintlify.com' }, /`docs-domain` must be the domain identifier/],
    [{ 'previous-api-key': 'mint_old\nkey' }, /`previous-api-key` contains a line break/],
    [{ 'gaps-agent': '-2' }, /`gaps-agent` must be a whole number/],
    [{ 'gaps-agent': '2.5' }, /`gaps-agent` must be a whole number/],
    [{ 'gaps-agent': '21', 'report-issue': 'x' }, /`gaps-agent` must be a whole number from 0 \(off\) to 20/],
    [{ 'gaps-agent': '1' }, /`gaps-agent` needs `report-issue` or `history-dir`/],
    [{ 'history-dir': 'package.json' }, /`history-dir` must be a folder[^]*"package\.json"/],
    [{ 'reader-text': 'hide' }, /`reader-text` must be `redact`, `omit` or `keep`/],
    [{ 'score-threshold': '1.5' }, /`score-threshold` must be a number from 0 to 1/]
  ])('%j is an input error naming the input', (inputs, message) => {
    expect(problems(inputs)).toMatch(message)
  })
})
