import { describe, expect, test } from '@jest/globals'
import { z } from 'zod'
import { checkedReader, mergeIndex, parseIndex } from '../../../../src/modes/analytics/history/index-file.js'
import type { HistoryStore } from '../../../../src/modes/analytics/history/model.js'

const entry = (dateFrom: string, dateTo: string, complete = true) => ({
  dateFrom,
  dateTo,
  complete,
  writtenAt: '2026-03-01T00:00:00Z'
})

describe('index.json', () => {
  test('a period is added in order, and a re-run replaces its own entry only', () => {
    let index = mergeIndex(undefined, 'p', entry('2026-02-08', '2026-02-15'))
    index = mergeIndex(index, 'p', entry('2026-02-01', '2026-02-08'))
    index = mergeIndex(index, 'p', entry('2026-02-08', '2026-02-15', false))
    expect(index.periods.map(p => [p.dateFrom, p.complete])).toEqual([
      ['2026-02-01', true],
      ['2026-02-08', false]
    ])
  })
  test('what is not the history’s shape is malformed, not a crash', () => {
    expect(parseIndex(undefined)).toBeUndefined()
    expect(parseIndex(Buffer.from('{'))).toEqual({ malformed: 'is not JSON' })
    expect(parseIndex(Buffer.from('{"version":2}'))).toMatchObject({
      malformed: expect.stringMatching(/shape/)
    })
  })
  test('a malformed file read through the checked reader is said once and read as absent', async () => {
    const store = {
      where: 'folder `h`',
      read: async () => Buffer.from('{"n": "one"}')
    } as unknown as HistoryStore
    const said: string[] = []
    const read = checkedReader(store, m => said.push(m))
    const schema = z.object({ n: z.number() })
    expect(await read('periods/x/summary.json', schema)).toBeUndefined()
    expect(await read('periods/x/summary.json', schema)).toBeUndefined()
    expect(said).toEqual([
      expect.stringMatching(/^periods\/x\/summary\.json in the history's folder `h` does not have/)
    ])
  })
})
