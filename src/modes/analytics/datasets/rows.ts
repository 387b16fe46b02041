import type { PageRow } from './model.js'
import { sortInPlace } from './sort-in-place.js'
import {
  copyInto,
  type CountArray,
  fitsUint32,
  free,
  hashOf,
  hashOfString,
  hasHighCodePoint,
  hasLoneSurrogate,
  HIGH,
  ODD
} from './row-bytes.js'
import { EMPTY, freeSlot, indexRows, tableSizeFor } from './row-index.js'

// One compact row per path while pages arrive. An export can reach hundreds of thousands of rows, so
// the raw responses are dropped at once and nothing per row lives on the JS heap as an object:
// - paths are UTF-8 bytes in fixed-size chunks, row i at offsets [start[i], end(i)). Kept as strings,
//   every path was a long-lived heap object. One growable buffer instead of chunks held the old and
//   the new copy at once on every growth, plus up to half its size unused: at a million pages that was
//   the largest single term of the peak;
// - the counts live in growable typed arrays (4 bytes per number, 8 once one passes 2^32);
// - paths are found through an open-addressing table of row indices (row-index.ts) rather than a Map.
// Strings are made again only when a row is read (files, summary), and die young.

const INITIAL_CAPACITY = 1024
/** Path bytes are allocated this many at a time; a path never spans two chunks. */
const CHUNK_BYTES = 1024 * 1024

export class RowStore {
  private count = 0
  /** Every path's UTF-8 bytes, back to back: offset o is byte o % chunkBytes of chunk o / chunkBytes. */
  private chunks: Buffer[] = []
  private used = 0
  /**
   * Row i's path is at offsets [start[i], start[i + 1]) (start[count] is `used`), unless the next path
   * went to a fresh chunk: then it ends at `endBeforeChunk.get(i)` (once a chunk).
   */
  private start = new Uint32Array(INITIAL_CAPACITY + 1)
  private readonly endBeforeChunk = new Map<number, number>()
  private flags = new Uint8Array(INITIAL_CAPACITY)
  /** Paths UTF-8 cannot hold (a lone surrogate) or too long for a chunk, by row. */
  private readonly odd = new Map<number, string>()
  /** Row index per slot, EMPTY when free; kept at most half full so probes stay short. */
  private slots = new Uint32Array(INITIAL_CAPACITY * 2).fill(EMPTY)
  /** Each row's hash, so growing the table does not rehash every path. */
  private hashes = new Uint32Array(INITIAL_CAPACITY)
  // Uint32 (4 bytes a count) until a count does not fit (a popular page over a long range may pass
  // 2^32 views), then Float64 for all three.
  private human: CountArray = new Uint32Array(INITIAL_CAPACITY)
  private ai: CountArray = new Uint32Array(INITIAL_CAPACITY)
  private total: CountArray = new Uint32Array(INITIAL_CAPACITY)
  /** False once sortedIndices() has released the lookup table; add() builds it again. */
  private indexed = true
  /** The files' order, computed once and kept until a row is added: the files and the report each walk it. */
  private order?: Uint32Array
  /** Paths longer than this (in UTF-16 units) are kept as strings: their UTF-8 may not fit a chunk. */
  private readonly longPath: number

  /** `chunkBytes` is for tests, which use small chunks to cross many chunk boundaries. */
  constructor(private readonly chunkBytes = CHUNK_BYTES) {
    this.longPath = Math.floor(chunkBytes / 3)
  }

  get size(): number {
    return this.count
  }

  /** Adds a row; returns false (keeping the first row) when the path is already stored. */
  add(row: PageRow): boolean {
    const i = this.count
    if (i === this.total.length) this.grow()
    if (!this.indexed) this.buildIndex()
    if (
      this.total instanceof Uint32Array &&
      !(fitsUint32(row.human) && fitsUint32(row.ai) && fitsUint32(row.total))
    )
      this.widen()
    const path = row.path
    const high = hasHighCodePoint(path)
    let flag = 0
    let hash: number
    if (path.length <= this.longPath && !(high && hasLoneSurrogate(path))) {
      // Written after the last path; kept only if the path is new.
      const chunk = this.reserve(path.length * 3)
      const at = this.used % this.chunkBytes
      const length = chunk.write(path, at, 'utf8')
      hash = hashOf(chunk, at, at + length)
      if (this.find(hash, this.used, this.used + length, undefined) !== EMPTY) return false
      this.used += length
      if (high) flag = HIGH
    } else {
      hash = hashOfString(path)
      if (this.find(hash, 0, 0, path) !== EMPTY) return false
      this.odd.set(i, path)
      flag = ODD | HIGH
    }
    this.slots[freeSlot(this.slots, hash)] = i
    this.hashes[i] = hash
    this.flags[i] = flag
    this.start[i + 1] = this.used
    this.human[i] = row.human
    this.ai[i] = row.ai
    this.total[i] = row.total
    this.count = i + 1
    this.order = undefined
    return true
  }

  /** Every row in the files' order (see sortedIndices). */
  *sorted(): Iterable<PageRow> {
    this.order ??= this.sortedIndices()
    for (const i of this.order) yield this.row(i)
  }

  row(i: number): PageRow {
    return {
      path: this.pathOf(i),
      human: this.human[i] as number,
      ai: this.ai[i] as number,
      total: this.total[i] as number
    }
  }

  /**
   * Row indices by `total` descending, then `path` in UTF-16 code-unit order (not localeCompare, whose
   * result depends on the runtime's ICU data), so the same rows always give the same file bytes.
   */
  sortedIndices(): Uint32Array {
    const order = new Uint32Array(this.count)
    for (let i = 0; i < order.length; i++) order[i] = i
    const { total } = this
    sortInPlace(order, (a, b) => {
      const byTotal = (total[b] as number) - (total[a] as number)
      return byTotal !== 0 ? byTotal : this.comparePaths(a, b)
    })
    this.releaseIndex()
    return order
  }

  /** The first `count` rows of an order from sortedIndices(), for the summary's top list. */
  rowsAt(order: Uint32Array, count: number): PageRow[] {
    return Array.from(order.subarray(0, count), i => this.row(i))
  }

  private pathOf(i: number): string {
    const odd = this.odd.get(i)
    if (odd !== undefined) return odd
    const from = this.start[i] as number
    const at = from % this.chunkBytes
    return this.chunkAt(from).toString('utf8', at, at + this.endOf(i) - from)
  }

  // Offsets count bytes across all chunks. These run on every lookup and every comparison of the
  // sort, so they return plain numbers (no tuple to allocate).

  /** The chunk that holds offset `at`: a path's bytes are all in the chunk of its first byte. */
  private chunkAt(at: number): Buffer {
    return this.chunks[Math.floor(at / this.chunkBytes)] as Buffer
  }

  /** The offset where row i's path ends. */
  private endOf(i: number): number {
    return this.endBeforeChunk.get(i) ?? (this.start[i + 1] as number)
  }

  /**
   * UTF-8 byte order is code point order, which is UTF-16 code-unit order unless a path holds a code
   * point at or above U+E000 (surrogate pairs sort below U+E000–U+FFFF in UTF-16): those compare as
   * strings, so the order is exactly the one the files always had.
   */
  private comparePaths(a: number, b: number): number {
    if ((this.flags[a] as number) | (this.flags[b] as number)) {
      const pa = this.pathOf(a)
      const pb = this.pathOf(b)
      return pa < pb ? -1 : pa > pb ? 1 : 0
    }
    const fromA = this.start[a] as number
    const fromB = this.start[b] as number
    const atA = fromA % this.chunkBytes
    const atB = fromB % this.chunkBytes
    return this.chunkAt(fromA).compare(
      this.chunkAt(fromB),
      atB,
      atB + this.endOf(b) - fromB,
      atA,
      atA + this.endOf(a) - fromA
    )
  }

  /** The row whose path is the bytes at offsets [from, to) (or `odd`, for a path kept as a string), else EMPTY. */
  private find(hash: number, from: number, to: number, odd: string | undefined): number {
    const mask = this.slots.length - 1
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const i = this.slots[slot] as number
      if (i === EMPTY) return EMPTY
      if (this.hashes[i] !== hash) continue
      if (odd !== undefined) {
        if (this.odd.get(i) === odd) return i
      } else if (!((this.flags[i] as number) & ODD) && this.sameBytes(i, from, to)) {
        return i
      }
    }
  }

  /** Whether row i's path is the bytes at offsets [from, to). */
  private sameBytes(i: number, from: number, to: number): boolean {
    const start = this.start[i] as number
    if (this.endOf(i) - start !== to - from) return false
    const at = from % this.chunkBytes
    const atRow = start % this.chunkBytes
    return this.chunkAt(from).compare(this.chunkAt(start), atRow, atRow + to - from, at, at + to - from) === 0
  }

  /**
   * The chunk with room for `extra` (at most a chunk) more bytes at `used`. When the current one has
   * not, the next path starts a new chunk: the last row's end is noted, as `start` no longer gives it.
   */
  private reserve(extra: number): Buffer {
    const at = this.used % this.chunkBytes
    const current = this.chunks[(this.used - at) / this.chunkBytes]
    if (current && at + extra <= this.chunkBytes) return current
    if (current) {
      if (this.count > 0) this.endBeforeChunk.set(this.count - 1, this.used)
      this.used += this.chunkBytes - at
      this.start[this.count] = this.used
    }
    const chunk = Buffer.allocUnsafeSlow(this.chunkBytes)
    this.chunks.push(chunk)
    return chunk
  }

  /** Grows by half, not double: at 300k rows doubling leaves up to 6 MB of counts unused. */
  private grow(): void {
    const capacity = Math.ceil(this.total.length * 1.5)
    const Count = this.total instanceof Uint32Array ? Uint32Array : Float64Array
    this.human = copyInto(this.human, new Count(capacity))
    this.ai = copyInto(this.ai, new Count(capacity))
    this.total = copyInto(this.total, new Count(capacity))
    this.hashes = copyInto(this.hashes, new Uint32Array(capacity))
    this.flags = copyInto(this.flags, new Uint8Array(capacity))
    this.start = copyInto(this.start, new Uint32Array(capacity + 1))
    if (this.indexed) this.buildIndex()
  }

  /** A count past 2^32 (or not a whole number): every count becomes a Float64 from now on. */
  private widen(): void {
    const capacity = this.total.length
    this.human = copyInto(this.human, new Float64Array(capacity))
    this.ai = copyInto(this.ai, new Float64Array(capacity))
    this.total = copyInto(this.total, new Float64Array(capacity))
  }

  /** The lookup table, sized for the capacity, with every row in it. */
  private buildIndex(): void {
    const tableSize = tableSizeFor(this.total.length, INITIAL_CAPACITY * 2)
    if (tableSize !== this.slots.length) {
      free(this.slots)
      this.slots = new Uint32Array(tableSize)
    }
    indexRows(this.slots, this.hashes, this.count)
    this.indexed = true
  }

  /**
   * Once sorted, the export only reads rows: the lookup table (8 bytes a row) goes, so it is not held
   * through the files and the artifact upload. The path buffer keeps its slack: an exact-size copy
   * would hold both buffers at once, a higher peak than the slack it saves.
   */
  private releaseIndex(): void {
    free(this.slots)
    this.slots = new Uint32Array(0)
    this.indexed = false
  }

  /** Every row and buffer freed (the export has written its files): the store is empty again. */
  release(): void {
    const { chunks, start, flags, slots, hashes, human, ai, total } = this
    for (const array of [...chunks, start, flags, slots, hashes, human, ai, total]) free(array)
    this.chunks = []
    this.endBeforeChunk.clear()
    this.start = new Uint32Array(1)
    this.flags = new Uint8Array(0)
    this.slots = new Uint32Array(0)
    this.hashes = new Uint32Array(0)
    this.human = this.ai = this.total = new Uint32Array(0)
    this.odd.clear()
    if (this.order) free(this.order)
    this.order = undefined
    this.count = 0
    this.used = 0
    this.indexed = false
  }
}
