import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  claimFile,
  indexFile,
  loopFile,
  periodFolder,
  readJson,
  writeJsonAtomic
} from '../../../../src/modes/analytics/gaps/dir-store.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dir-store-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the history folder layout', () => {
  test('a period is named by its range; a date-time keeps its zone without colons', () => {
    expect(periodFolder({ dateFrom: '2026-02-01', dateTo: '2026-02-08' })).toBe('2026-02-01_2026-02-08')
    expect(periodFolder({ dateFrom: '2026-02-01T10:00:00+01:00', dateTo: '2026-02-08T10:00:00-05:00' })).toBe(
      '2026-02-01T100000+0100_2026-02-08T100000-0500'
    )
  })

  test('the files of a period, and the index at the top', () => {
    const week = { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
    expect(claimFile(root, week)).toBe(join(root, 'periods', '2026-02-01_2026-02-08', 'claim.json'))
    expect(loopFile(root, week)).toBe(join(root, 'periods', '2026-02-01_2026-02-08', 'loop.json'))
    expect(indexFile(root)).toBe(join(root, 'index.json'))
  })
})

describe('writes and reads', () => {
  test('a write replaces the file whole, leaving no temporary file; folders are made', async () => {
    const path = join(root, 'a', 'b', 'x.json')
    await writeJsonAtomic(path, { v: 1 })
    await writeJsonAtomic(path, { v: 2 })
    expect(await readJson(path)).toEqual({ v: 2 })
    expect(readdirSync(join(root, 'a', 'b'))).toEqual(['x.json'])
  })

  test('a missing file or one that is not JSON reads as undefined', async () => {
    expect(await readJson(join(root, 'none.json'))).toBeUndefined()
    writeFileSync(join(root, 'half.json'), '{"v":')
    expect(await readJson(join(root, 'half.json'))).toBeUndefined()
  })

  test('a write into a path that is a file fails, and leaves nothing behind', async () => {
    writeFileSync(join(root, 'file'), '')
    await expect(writeJsonAtomic(join(root, 'file', 'x.json'), {})).rejects.toThrow()
  })
})
