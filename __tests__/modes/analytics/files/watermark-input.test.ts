// `since-watermark` and `format: ndjson` as inputs: read and checked before any request, every
// mistake named by its input.
import { describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

const MARKS = { views: '2026-02-08T00:00:00.000Z', feedback: '2026-02-05T08:00:00.000Z' }
function watermarkDir(file: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'since-watermark-'))
  writeFileSync(join(dir, 'watermark.json'), typeof file === 'string' ? file : JSON.stringify(file))
  return dir
}

describe('format: ndjson', () => {
  test('alone or with csv and json, in that order', () => {
    expect(parse({ format: 'ndjson' }).formats).toEqual(['ndjson'])
    expect(parse({ format: 'ndjson, csv' }).formats).toEqual(['csv', 'ndjson'])
    expect(parse({ format: 'csv,json,ndjson' }).formats).toEqual(['csv', 'json', 'ndjson'])
    expect(problems({ format: 'parquet' })).toContain('`format` must be a comma list of csv, json, ndjson')
  })
})

describe('since-watermark', () => {
  test('a folder holding watermark.json, or the file itself: its marks', () => {
    const dir = watermarkDir({ version: 1, project: 'proj', watermarks: MARKS })
    expect(parse({ format: 'ndjson', 'since-watermark': dir }).sinceWatermark).toEqual(MARKS)
    const file = join(dir, 'watermark.json')
    expect(parse({ format: 'csv,ndjson', 'since-watermark': file }).sinceWatermark).toEqual(MARKS)
    expect(parse({ format: 'ndjson' }).sinceWatermark).toBeUndefined()
  })

  test.each([
    ['no ndjson format', { format: 'csv' }, 'needs `format` to include ndjson'],
    ['a missing path', { 'since-watermark': '/nowhere/at/all' }, 'does not exist'],
    ['not JSON', { file: '{"version":' }, 'is not JSON'],
    ['another shape', { file: { version: 1, project: 'proj', watermarks: { views: 'later' } } }, 'ISO 8601'],
    ['another project', { file: { version: 1, project: 'other', watermarks: MARKS } }, '"other"'],
    ['an empty folder', { emptyDir: true }, 'which is a folder, not a regular file']
  ])('%s is an error naming since-watermark', (_, given, says) => {
    const inputs: Record<string, string> = { format: 'ndjson' }
    if ('format' in given) inputs.format = given.format as string
    if ('file' in given) inputs['since-watermark'] = watermarkDir(given.file)
    if ('since-watermark' in given) inputs['since-watermark'] = given['since-watermark'] as string
    if ('emptyDir' in given) {
      const dir = mkdtempSync(join(tmpdir(), 'since-watermark-empty-'))
      mkdirSync(join(dir, 'watermark.json'))
      inputs['since-watermark'] = dir
    }
    if (!inputs['since-watermark']) inputs['since-watermark'] = watermarkDir({})
    const said = problems(inputs)
    expect(said).toContain('`since-watermark`')
    expect(said).toContain(says)
  })
})
