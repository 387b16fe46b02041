// workflow-commands.ts stands in for @actions/core's log, masks and outputs: what it writes and reads
// must be exactly what @actions/core writes and reads, for any text (the runner parses these lines).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, jest, test } from '@jest/globals'
import * as core from '@actions/core'
import * as entry from '../../../src/kernel/io/workflow-commands.js'

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
  delete process.env.GITHUB_OUTPUT
})

test.each(TEXTS)(
  'setSecret, warning, info, debug and setFailed write what @actions/core writes (%j)',
  text => {
    for (const name of ['setSecret', 'warning', 'info', 'debug', 'setFailed'] as const) {
      const theirs = written(() => core[name](text))
      const theirCode = process.exitCode
      process.exitCode = undefined
      expect(written(() => entry[name](text))).toBe(theirs)
      expect(process.exitCode).toBe(theirCode)
      process.exitCode = undefined
    }
  }
)

test('getInput reads INPUT_ variables as @actions/core does', () => {
  process.env['INPUT_API-KEY'] = '  mint_x  '
  process.env['INPUT_OUTPUT_DIR'] = 'dir'
  process.env['INPUT_EMPTY'] = ''
  for (const name of ['api-key', 'API-KEY', 'output dir', 'empty', 'missing']) {
    expect(entry.getInput(name)).toBe(core.getInput(name))
  }
  expect(entry.getInput('api-key')).toBe('mint_x')
})

test.each(TEXTS)(
  'group folds what its work logs as @actions/core does, however the work ends (%j)',
  async text => {
    const fold = async (group: typeof core.group, fail: boolean) => {
      const chunks: string[] = []
      const spy = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
        chunks.push(String(chunk))
        return true
      })
      try {
        await group(text, async () => {
          process.stdout.write('inside\n')
          if (fail) throw new Error('work failed')
          return 7
        }).catch(() => undefined)
      } finally {
        spy.mockRestore()
      }
      return chunks.join('')
    }
    for (const fail of [false, true]) expect(await fold(entry.group, fail)).toBe(await fold(core.group, fail))
    await expect(entry.group(text, async () => 7)).resolves.toBe(7)
  }
)

test.each(TEXTS)('setOutput writes the output file as @actions/core does (%j)', text => {
  const dir = mkdtempSync(join(tmpdir(), 'workflow-commands-'))
  const outputs = (set: (name: string, value: string) => void) => {
    const file = join(dir, 'output')
    writeFileSync(file, '')
    process.env.GITHUB_OUTPUT = file
    set('job-id', text)
    set('pr-link', `${text}!`)
    // Each call picks a random delimiter: compare with the delimiters named.
    return readFileSync(file, 'utf8').replace(/ghadelimiter_[0-9a-f-]{36}/g, 'ghadelimiter_X')
  }
  expect(outputs(entry.setOutput)).toBe(outputs(core.setOutput))
})

test.each(TEXTS)(
  'setOutput without an output file writes the set-output command as @actions/core does (%j)',
  text => {
    for (const name of ['job-id', 'odd:name,x']) {
      expect(written(() => entry.setOutput(name, text))).toBe(written(() => core.setOutput(name, text)))
    }
  }
)
