// RowStore keeps paths as UTF-8 bytes: the files it leads to must be byte for byte those of a plain
// store of strings (first row of a path kept; total descending, then UTF-16 code-unit order), for
// every kind of path: ASCII, accents, U+E000–U+FFFF, astral characters, lone surrogates, empty.
import { describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freshState } from '../../../../src/modes/analytics/fetch/export.js'
import { writeCsv, writeJson } from '../../../../src/modes/analytics/files/dataset-files.js'
import type { DatasetRows } from '../../../../src/modes/analytics/datasets/store.js'
import type { PageRow } from '../../../../src/modes/analytics/datasets/model.js'
import { RowStore } from '../../../../src/modes/analytics/datasets/rows.js'

/** The reference: what RowStore did before it stored bytes. */
class PlainStore {
  readonly rows: PageRow[] = []
  private readonly seen = new Set<string>()
  get size(): number {
    return this.rows.length
  }
  add(row: PageRow): boolean {
    if (this.seen.has(row.path)) return false
    this.seen.add(row.path)
    this.rows.push({ ...row })
    return true
  }
  sortedIndices(): Uint32Array {
    const order = Uint32Array.from(this.rows.keys())
    return order.sort((a, b) => {
      const ra = this.rows[a] as PageRow
      const rb = this.rows[b] as PageRow
      if (rb.total !== ra.total) return rb.total - ra.total
      return ra.path < rb.path ? -1 : ra.path > rb.path ? 1 : 0
    })
  }
  row(i: number): PageRow {
    return this.rows[i] as PageRow
  }
}

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const PIECES = [
  '/docs/',
  'guide',
  '-',
  'é',
  'ü',
  '日本',
  '\ue000',
  '\uffff',
  '\ufeff',
  '🚀',
  '𝄞',
  '\ud800',
  '\udfff',
  ',',
  '"',
  '\r\n',
  'a',
  'Z',
  '0',
  '9',
  ''
]

function paths(count: number, seed: number): string[] {
  const next = random(seed)
  return Array.from({ length: count }, () => {
    let path = ''
    const parts = 1 + Math.floor(next() * 5)
    for (let p = 0; p < parts; p++) path += PIECES[Math.floor(next() * PIECES.length)]
    return path
  })
}

/** Either store seen as the views dataset's rows, so the export's own writers write its files. */
function asRows(store: Pick<RowStore, 'row' | 'sortedIndices' | 'size'>): DatasetRows<PageRow> {
  return {
    add: () => false,
    get size() {
      return store.size
    },
    *sorted() {
      for (const i of store.sortedIndices()) yield store.row(i)
    },
    release: () => undefined
  }
}

async function fileBytes(store: Pick<RowStore, 'row' | 'sortedIndices' | 'size'>, dir: string, name: string) {
  const state = { ...freshState('views', { includeContact: false, pageSize: 250 }), rows: asRows(store) }
  state.meta.totals = { human: 1, ai: 2, total: 3 }
  const header = { dateFrom: 'a', dateTo: 'b', exportedAt: 'c', complete: true }
  const csv = join(dir, `${name}.csv`)
  const json = join(dir, `${name}.json`)
  await writeCsv(csv, state)
  await writeJson(json, state, header)
  return [readFileSync(csv), readFileSync(json)]
}

describe('RowStore stores paths as bytes, changing nothing a file shows', () => {
  // Small chunks put many paths at a chunk's end, and make the longer ones too long for a chunk.
  test.each([
    [1, undefined],
    [2, undefined],
    [3, undefined],
    [4, 64],
    [5, 97]
  ])(
    'random hostile paths (seed %i, chunks of %p bytes): same rows, same order, same file bytes',
    async (seed, chunkBytes) => {
      const next = random(seed * 7919)
      const compact = new RowStore(chunkBytes)
      const plain = new PlainStore()
      // Few distinct counts, so many ties are decided by the path order.
      for (const path of paths(5000, seed)) {
        const human = Math.floor(next() * 4)
        const row = { path, human, ai: 0, total: human }
        expect(compact.add(row)).toBe(plain.add(row))
      }
      expect(compact.size).toBe(plain.rows.length)
      for (let i = 0; i < compact.size; i++) expect(compact.row(i)).toEqual(plain.row(i))
      expect(Array.from(compact.sortedIndices())).toEqual(Array.from(plain.sortedIndices()))

      const dir = mkdtempSync(join(tmpdir(), 'rows-compact-'))
      try {
        const [csvA, jsonA] = await fileBytes(compact, dir, 'compact')
        const [csvB, jsonB] = await fileBytes(plain, dir, 'plain')
        expect(csvA?.equals(csvB as Buffer)).toBe(true)
        expect(jsonA?.equals(jsonB as Buffer)).toBe(true)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  )

  test('paths longer than a chunk holds come back whole, in order, and are still found again', () => {
    const compact = new RowStore(64)
    const plain = new PlainStore()
    const base = paths(400, 11)
    const long = base.map((path, i) => `/${'ü'.repeat(i % 40)}${path}`.repeat(1 + (i % 5)))
    for (const path of [...long, ...long]) {
      const row = { path, human: path.length % 3, ai: 0, total: path.length % 3 }
      expect(compact.add(row)).toBe(plain.add(row))
    }
    expect(compact.size).toBe(plain.rows.length)
    for (let i = 0; i < compact.size; i++) expect(compact.row(i)).toEqual(plain.row(i))
    expect(Array.from(compact.sortedIndices())).toEqual(Array.from(plain.sortedIndices()))
  })

  test('orders by UTF-16 code units where UTF-8 byte order differs, and keeps lone surrogates apart', () => {
    const store = new RowStore()
    // Byte order would put U+E000 before 🚀 (U+1F680); code-unit order puts 🚀 (D83D DE80) first.
    for (const path of ['/\ue000', '/🚀', '/\ud83d', '/\ufffd', '/a'])
      store.add({ path, human: 1, ai: 0, total: 1 })
    expect(store.add({ path: '/\ud83d', human: 5, ai: 0, total: 5 })).toBe(false)
    expect(store.size).toBe(5)
    const sorted = Array.from(store.sortedIndices(), i => store.row(i).path)
    expect(sorted).toEqual(['/a', '/\ud83d', '/🚀', '/\ue000', '/\ufffd'])
  })

  test('300k paths: every row comes back as it went in', () => {
    const store = new RowStore()
    for (let i = 0; i < 300_000; i++)
      store.add({ path: `/docs/section-${i % 97}/page-${i}`, human: i, ai: 1, total: i + 1 })
    expect(store.size).toBe(300_000)
    expect(store.add({ path: `/docs/section-${12345 % 97}/page-12345`, human: 0, ai: 0, total: 0 })).toBe(
      false
    )
    expect(store.row(299_999)).toEqual({
      path: `/docs/section-${299_999 % 97}/page-299999`,
      human: 299_999,
      ai: 1,
      total: 300_000
    })
    expect(store.rowsAt(store.sortedIndices(), 1)[0]?.path).toBe(`/docs/section-${299_999 % 97}/page-299999`)
  })
})

describe('RowStore counts and index', () => {
  test('counts past 2^32, fractions and negatives come back exact; adding after a sort still dedupes', () => {
    const store = new RowStore()
    store.add({ path: '/small', human: 1, ai: 2, total: 3 })
    store.add({ path: '/big', human: 2 ** 32 + 5, ai: 0, total: 2 ** 32 + 5 })
    store.add({ path: '/odd', human: 0.5, ai: -1, total: -0.5 })
    expect(store.row(0)).toEqual({ path: '/small', human: 1, ai: 2, total: 3 })
    expect(store.row(1)).toEqual({ path: '/big', human: 2 ** 32 + 5, ai: 0, total: 2 ** 32 + 5 })
    expect(store.row(2)).toEqual({ path: '/odd', human: 0.5, ai: -1, total: -0.5 })
    expect(Array.from(store.sortedIndices())).toEqual([1, 0, 2])
    expect(store.add({ path: '/small', human: 9, ai: 9, total: 18 })).toBe(false)
    for (let i = 0; i < 5000; i++)
      expect(store.add({ path: `/after/${i}`, human: i, ai: 0, total: i })).toBe(true)
    expect(store.add({ path: '/after/4999', human: 0, ai: 0, total: 0 })).toBe(false)
    expect(store.size).toBe(5003)
    expect(store.rowsAt(store.sortedIndices(), 2).map(r => r.path)).toEqual(['/big', '/after/4999'])
  })

  test('growth gives the replaced arrays back at once; release() frees every row', () => {
    const store = new RowStore()
    // Watch the buffers a growing store lets go of: each must be detached (freed) right away. Jest's
    // environment mixes two realms (Buffer and Uint8Array come from outside), so every ArrayBuffer
    // prototype in reach is watched; on Node 20 (no transfer) a stand-in records the calls the same way.
    type Proto = { transfer?(this: ArrayBuffer, n: number): ArrayBuffer }
    const protos = new Set<Proto>([
      ArrayBuffer.prototype as Proto,
      ...[new Uint32Array(1), new Uint8Array(1), Buffer.alloc(1)].map(
        a => Object.getPrototypeOf(a.buffer) as Proto
      )
    ])
    const seen: ArrayBuffer[] = []
    const originals = [...protos].map(proto => [proto, proto.transfer] as const)
    for (const [proto, transfer] of originals)
      proto.transfer = function (this: ArrayBuffer, n: number) {
        seen.push(this)
        return transfer ? transfer.call(this, n) : new ArrayBuffer(n)
      }
    try {
      for (let i = 0; i < 20_000; i++) store.add({ path: `/p/${i}`, human: i, ai: 0, total: i })
    } finally {
      for (const [proto, transfer] of originals) {
        if (transfer) proto.transfer = transfer
        else delete proto.transfer
      }
    }
    // Six arrays each growth (eight from 1,024 to 20,000 rows) and the lookup tables; path bytes are
    // never copied (they grow a chunk at a time).
    expect(seen.length).toBeGreaterThanOrEqual(53)
    if (originals.every(([, transfer]) => transfer)) expect(seen.every(b => b.byteLength === 0)).toBe(true)
    expect(store.row(19_999)).toEqual({ path: '/p/19999', human: 19_999, ai: 0, total: 19_999 })
    store.release()
    expect(store.size).toBe(0)
    expect([...store.sorted()]).toEqual([])
  })
})
