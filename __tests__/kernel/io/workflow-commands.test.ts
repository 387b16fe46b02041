// entry-core.ts stands in for @actions/core before a mode starts: what it writes and reads must be
// exactly what @actions/core writes and reads, for any text (the runner parses these lines).
import { afterEach, expect, jest, test } from '@jest/globals'
import * as core from '@actions/core'
import * as entry from '../../../src/kernel/io/entry-core.js'

const TEXTS = [
  'plain',
  '',
  'a%b',
  'line\nbreak',
  'cr\r\nlf',
  '%0A literal',
  '::error::inside',
  ' padded ',
  'ü 🚀'
]

function written(fn: () => void): string {
  const chunks: string[] = []
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    chunks.push(String(chunk))
    return true
  })
  try {
    fn()
  } finally {
    spy.mockRestore()
  }
  return chunks.join('')
}

afterEach(() => {
  process.exitCode = undefined
  for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) delete process.env[name]
})

test.each(TEXTS)('setSecret, warning, info and setFailed write what @actions/core writes (%j)', text => {
  for (const name of ['setSecret', 'warning', 'info', 'setFailed'] as const) {
    const theirs = written(() => core[name](text))
    const theirCode = process.exitCode
    process.exitCode = undefined
    expect(written(() => entry[name](text))).toBe(theirs)
    expect(process.exitCode).toBe(theirCode)
    process.exitCode = undefined
  }
})

test('getInput reads INPUT_ variables as @actions/core does', () => {
  process.env['INPUT_API-KEY'] = '  mint_x  '
  process.env['INPUT_OUTPUT_DIR'] = 'dir'
  process.env['INPUT_EMPTY'] = ''
  for (const name of ['api-key', 'API-KEY', 'output dir', 'empty', 'missing']) {
    expect(entry.getInput(name)).toBe(core.getInput(name))
  }
  expect(entry.getInput('api-key')).toBe('mint_x')
})
