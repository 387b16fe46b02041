// kernel/run/build.ts, the one builder both front ends run a mode through: the run a mode receives,
// its secrets (scoped to the run, not the process), an input error, and how the run ended.
import { expect, it } from '@jest/globals'
import { InputError } from '../../../src/kernel/inputs/index.js'
import type { RunLog } from '../../../src/kernel/io/log.js'
import { Outputs } from '../../../src/kernel/io/outputs.js'
import { StepSummary, type SummaryBuffer } from '../../../src/kernel/io/step-summary.js'
import { redact } from '../../../src/kernel/safe-text.js'
import { runMode, type FrontEnd, type RunEnd } from '../../../src/kernel/run/build.js'
import type { AnyModeDefinition } from '../../../src/kernel/run/mode.js'
import type { Run } from '../../../src/kernel/run/run.js'
import { parseTrigger } from '../../../src/kernel/trigger/index.js'

const KEY = 'mint_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789xy'
const OTHER_KEY = 'mint_ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210ab'

/** A mode that logs the text it is given (through the run's log) and fails when asked to. */
function echoMode(say: string, fail?: string): AnyModeDefinition {
  return {
    name: 'echo',
    title: 'Echo',
    inputs: {},
    outputs: { said: 'What the mode was given to say.' },
    parse: (_r, { common }) => ({ ...common, mode: 'echo' }),
    run: async (run: Run) => {
      await new Promise(resolve => setTimeout(resolve, 5))
      run.log.info(redact(say))
      run.outputs.set('said', say)
      return fail
    }
  }
}

function frontEnd(mode: AnyModeDefinition, values: Record<string, string>) {
  const lines: string[] = []
  const written: Record<string, string> = {}
  const log: RunLog = {
    info: m => lines.push(m),
    warning: m => lines.push(`warning: ${m}`),
    debug: () => undefined,
    group: (_name, work) => work()
  }
  const buffer: SummaryBuffer = {
    addHeading: () => buffer,
    addTable: () => buffer,
    addRaw: () => buffer,
    addDetails: () => buffer,
    stringify: () => '',
    emptyBuffer: () => undefined
  }
  const end: FrontEnd = {
    loadModes: async () => [mode],
    readInput: name => values[name] ?? '',
    env: {},
    trigger: parseTrigger({ eventName: '', env: {}, unreadable: 'a test' }),
    log,
    openIo: () => ({
      outputs: new Outputs((name, text) => (written[name] = text)),
      summary: new StepSummary(async () => buffer, undefined, log.warning)
    }),
    userAgent: 'test'
  }
  return { end, lines, written }
}

const inputs = (key: string) => ({ 'api-key': key, 'project-id': 'proj', 'base-url': 'http://127.0.0.1:9' })

it('gives the mode a run and redacts the run’s secrets in everything it writes', async () => {
  const { end, lines, written } = frontEnd(echoMode(`key ${KEY}`), inputs(KEY))
  const ended = await runMode(end, (e: RunEnd) => e)
  expect(ended).toMatchObject({ failure: undefined, cancelled: false, mode: { name: 'echo' } })
  expect(ended.run?.outputs.get('said')).toBe('key ***')
  expect(lines).toEqual(['key ***'])
  expect(written).toEqual({ said: 'key ***' })
})

it('keeps two runs in one process apart: each redacts only its own key', async () => {
  const both = `${KEY} ${OTHER_KEY}`
  const first = frontEnd(echoMode(both), inputs(KEY))
  const second = frontEnd(echoMode(both), inputs(OTHER_KEY))
  await Promise.all([runMode(first.end, () => undefined), runMode(second.end, () => undefined)])
  expect(first.lines).toEqual([`*** ${OTHER_KEY}`])
  expect(second.lines).toEqual([`${KEY} ***`])
  // Once a run is over, its secrets are nobody's.
  expect(redact(KEY)).toBe(KEY)
})

it('hands a bad input to the end as an InputError, before any run is built', async () => {
  const { end, lines } = frontEnd(echoMode('never'), { 'project-id': 'proj' })
  const ended = await runMode(end, (e: RunEnd) => e)
  expect(ended.error).toBeInstanceOf(InputError)
  expect(ended.failure).toMatch(/`api-key` is required/)
  expect(ended.run).toBeUndefined()
  expect(lines).toEqual([])
})

it('passes the mode’s failure on, redacted inside the run’s end', async () => {
  const { end } = frontEnd(echoMode('x', `failed with ${KEY}`), inputs(KEY))
  const seen = await runMode(end, e => redact(e.failure ?? ''))
  expect(seen).toBe('failed with ***')
})
