import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asReaderText } from '../../../../src/kernel/publish/reader-text.js'
import type { RunLog } from '../../../../src/kernel/run/run.js'
import { dirMemory, readPeriodState } from '../../../../src/modes/analytics/gaps/dir-memory.js'
import { indexFile, loopFile, periodDir } from '../../../../src/modes/analytics/gaps/dir-store.js'
import type { LoopState } from '../../../../src/modes/analytics/gaps/state.js'
import type { GapsRunOptions } from '../../../../src/modes/analytics/input-types.js'

const WEEK_1 = { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
const WEEK_2 = { dateFrom: '2026-02-08', dateTo: '2026-02-15' }
const WEEK_3 = { dateFrom: '2026-02-15', dateTo: '2026-02-22' }
const KEY = 'mint_current_key_0123456789'
const OLD_KEY = 'mint_previous_key_0123456789'

const options = (apiKey: string, previousApiKey?: string) =>
  ({ apiKey, previousApiKey, projectId: 'proj' }) as GapsRunOptions

function recordingLog(): RunLog & { lines: string[] } {
  const lines: string[] = []
  return {
    lines,
    info: m => void lines.push(`info: ${m}`),
    warning: m => void lines.push(`warning: ${m}`),
    debug: () => undefined,
    group: (_name, work) => work()
  }
}

const stateOf = (period: typeof WEEK_1, job?: string): LoopState => ({
  v: 1,
  period,
  gaps: [{ key: 's-webhook', text: asReaderText('webhook retries') }],
  ...(job ? { job: { id: job, period, asked: 1 } } : {})
})

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dir-memory-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

async function keep(state: LoopState, apiKey = KEY, proof?: { checked: number; found: number }) {
  const memory = await dirMemory(options(apiKey), root, state.period, recordingLog())
  return memory.keep(state, { log: recordingLog(), proof })
}

describe('the loop memory in a folder', () => {
  test("loop.json holds the job in the clear and the gaps sealed; index.json is the history's", async () => {
    expect(await keep(stateOf(WEEK_2, 'job-2'))).toBeUndefined()
    await keep(stateOf(WEEK_1, 'job-1'))
    const text = readFileSync(loopFile(root, WEEK_2), 'utf8')
    expect(JSON.parse(text)).toMatchObject({ v: 1, period: WEEK_2, job: { id: 'job-2', asked: 1 } })
    expect(text).not.toContain('webhook')
    expect(text).not.toContain(KEY)
    // The periods held are found from loop.json; index.json is written by the history (history/).
    expect(existsSync(indexFile(root))).toBe(false)
  })

  test("a run reads its own period's state, or else the latest period that started before it", async () => {
    await keep(stateOf(WEEK_1, 'job-1'))
    await keep(stateOf(WEEK_3, 'job-3'))
    const log = recordingLog()
    expect((await dirMemory(options(KEY), root, WEEK_1, log)).state?.job?.id).toBe('job-1')
    expect((await dirMemory(options(KEY), root, WEEK_2, log)).state?.job?.id).toBe('job-1')
    expect(
      (await dirMemory(options(KEY), root, { dateFrom: '2026-02-22', dateTo: '2026-03-01' }, log)).state?.job
        ?.id
    ).toBe('job-3')
  })

  test('the proof of the period before is kept beside the job', async () => {
    await keep({ ...stateOf(WEEK_2, 'job-2'), previous: { period: WEEK_1, gaps: [] } }, KEY, {
      checked: 5,
      found: 3
    })
    expect(JSON.parse(readFileSync(loopFile(root, WEEK_2), 'utf8'))).toMatchObject({
      proof: { period: WEEK_1, checked: 5, found: 3 }
    })
  })

  test('after a key rotation the previous key opens the state; another key does not', async () => {
    await keep(stateOf(WEEK_1, 'job-1'), OLD_KEY)
    const rotated = await readPeriodState(root, WEEK_1, {
      apiKey: KEY,
      previousApiKey: OLD_KEY,
      projectId: 'proj'
    })
    expect(rotated).toMatchObject({ state: { job: { id: 'job-1' } }, previousKey: true })
    const log = recordingLog()
    const other = await dirMemory(options(KEY), root, WEEK_2, log)
    expect(other.state).toBeUndefined()
    expect(log.lines.join('\n')).toMatch(/seal does not open[^]*`previous-api-key`/)
  })

  test("a period's loop.json copied into another period's folder does not open there", async () => {
    await keep(stateOf(WEEK_1, 'job-1'))
    cpSync(periodDir(root, WEEK_1), periodDir(root, WEEK_2), { recursive: true })
    const copied = JSON.parse(readFileSync(loopFile(root, WEEK_2), 'utf8')) as Record<string, unknown>
    writeFileSync(loopFile(root, WEEK_2), JSON.stringify({ ...copied, period: WEEK_2 }))
    expect(await readPeriodState(root, WEEK_2, { apiKey: KEY, projectId: 'proj' })).toHaveProperty('invalid')
  })

  test('a folder that cannot be read is a warning: no state, the run goes on', async () => {
    mkdirSync(join(periodDir(root, WEEK_1), 'loop.json'), { recursive: true })
    const log = recordingLog()
    const memory = await dirMemory(options(KEY), root, WEEK_2, log)
    expect(memory.state).toBeUndefined()
    expect(log.lines.join('\n')).toMatch(/warning: The history folder could not be read/)
  })

  test('a state that cannot be written is a warning, not a lost run', async () => {
    const memory = await dirMemory(options(KEY), join(root, 'missing', '\0bad'), WEEK_1, recordingLog())
    const log = recordingLog()
    await memory.keep(stateOf(WEEK_1), { log })
    expect(log.lines.join('\n')).toMatch(/could not be written to the history folder/)
  })
})
