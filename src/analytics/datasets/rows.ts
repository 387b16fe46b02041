import type { PageRow } from './model.js'

// One compact row per path while pages arrive. An export can reach hundreds of thousands of rows, so
// the raw responses are dropped at once and nothing per row lives on the JS heap as an object:
// - paths are UTF-8 bytes in one growable buffer, row i at [start[i], start[i + 1]). Kept as strings,
//   every path was a long-lived heap object: a 300k-row export on Node 24 (artifact upload included)
//   peaked at ~223 MB instead of ~175 MB (measured with bench/, see BENCHMARKS.md);
// - the counts live in growable typed arrays (4 bytes per number, 8 once one passes 2^32);
// - paths are found through an open-addressing table of row indices (a Uint32Array, about 8 bytes a
//   row) rather than a Map.
// Strings are made again only when a row is read (files, summary), and die young.

const INITIAL_CAPACITY = 1024
const INITIAL_BYTES = 64 * 1024
const EMPTY = 0xffffffff
// Row flags. PLAIN rows compare by bytes alone; the others need care (see comparePaths).
/** The path has a code point at or above U+E000: UTF-8 byte order and UTF-16 order can differ. */
const HIGH = 1
/** The path has a lone surrogate, which UTF-8 cannot hold: the string itself is kept in `odd`. */
const ODD = 2

/** FNV-1a over bytes: cheap, and spreads similar paths (`/docs/page-1`, `-2`, …) well. */
function hashOf(bytes: Uint8Array, from: number, to: number): number {
  let hash = 0x811c9dc5
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193)
  return hash >>> 0
}

/** FNV-1a over UTF-16 code units, for the rare paths with a lone surrogate. */
function hashOfString(text: string): number {
  let hash = 0x9e3779b9
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** One count per row: Uint32 until a count does not fit, then Float64. */
type CountArray = Uint32Array | Float64Array

const fitsUint32 = (n: number): boolean => n >>> 0 === n

const hasHighCodePoint = (text: string): boolean => /[\ud800-\uffff]/.test(text)
/** In `u` mode a surrogate pair is one code point, so this matches lone surrogates only. */
const hasLoneSurrogate = (text: string): boolean => /\p{Cs}/u.test(text)

/**
 * `from` copied into the larger `to`, and `from`'s memory given back at once (transfer(0) detaches and
 * frees it): left to the GC, each replaced array lived on until a major collection, and at 300k rows
 * those dead arrays were a large part of the peak.
 */
function copyInto<T extends CountArray | Uint8Array>(from: T, to: T): T {
  to.set(from)
  free(from)
  return to
}

/** ES2024's ArrayBuffer methods (Node 22+); the project's TypeScript lib is older. */
type Transferable = ArrayBuffer & { readonly detached?: boolean; transfer?(length: number): ArrayBuffer }

/** Frees a typed array's memory now, when it owns its whole buffer (a pooled Buffer does not). */
function free(array: ArrayBufferView): void {
  const buffer = array.buffer as Transferable
  // Node 20 (a machine that runs the tests, not the action) has no transfer: the GC frees it later.
  if (typeof buffer.transfer !== 'function' || buffer.byteLength !== array.byteLength || buffer.detached)
    return
  buffer.transfer(0)
}

export class RowStore {
  private count = 0
  /** Every path's UTF-8 bytes, back to back. */
  private bytes: Buffer = Buffer.allocUnsafe(INITIAL_BYTES)
  private used = 0
  /** Row i's path is bytes[start[i], start[i + 1]); start[count] is `used`. */
  private start = new Uint32Array(INITIAL_CAPACITY + 1)
  private flags = new Uint8Array(INITIAL_CAPACITY)
  /** Paths with a lone surrogate, by row (UTF-8 would replace it, changing the path). */
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
    if (!(high && hasLoneSurrogate(path))) {
      // Written after the last path; kept only if the path is new.
      this.reserve(path.length * 3)
      const length = this.bytes.write(path, this.used, 'utf8')
      hash = hashOf(this.bytes, this.used, this.used + length)
      if (this.find(hash, this.used, this.used + length, undefined) !== EMPTY) return false
      this.used += length
      if (high) flag = HIGH
    } else {
      hash = hashOfString(path)
      if (this.find(hash, 0, 0, path) !== EMPTY) return false
      this.odd.set(i, path)
      flag = ODD | HIGH
    }
    this.slots[this.freeSlot(hash)] = i
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
    order.sort((a, b) => {
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
    return (
      this.odd.get(i) ?? this.bytes.toString('utf8', this.start[i] as number, this.start[i + 1] as number)
    )
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
    const { start } = this
    return this.bytes.compare(
      this.bytes,
      start[b] as number,
      start[b + 1] as number,
      start[a] as number,
      start[a + 1] as number
    )
  }

  /** The row whose path is bytes[from, to) (or `odd`, for a path with a lone surrogate), else EMPTY. */
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

  private sameBytes(i: number, from: number, to: number): boolean {
    const s = this.start[i] as number
    const e = this.start[i + 1] as number
    return e - s === to - from && this.bytes.compare(this.bytes, from, to, s, e) === 0
  }

  private freeSlot(hash: number): number {
    const mask = this.slots.length - 1
    let slot = hash & mask
    while (this.slots[slot] !== EMPTY) slot = (slot + 1) & mask
    return slot
  }

  /** Room for `extra` more bytes of paths. */
  private reserve(extra: number): void {
    if (this.used + extra <= this.bytes.length) return
    const bigger = Buffer.allocUnsafeSlow(Math.max(this.used + extra, Math.ceil(this.bytes.length * 1.5)))
    this.bytes.copy(bigger, 0, 0, this.used)
    free(this.bytes)
    this.bytes = bigger
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

  /** The lookup table: a power of two (for masking) of at least twice the capacity. */
  private buildIndex(): void {
    let tableSize = INITIAL_CAPACITY * 2
    while (tableSize < this.total.length * 2) tableSize *= 2
    if (tableSize !== this.slots.length) {
      free(this.slots)
      this.slots = new Uint32Array(tableSize)
    }
    this.slots.fill(EMPTY)
    for (let i = 0; i < this.count; i++) this.slots[this.freeSlot(this.hashes[i] as number)] = i
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
    for (const array of [
      this.bytes,
      this.start,
      this.flags,
      this.slots,
      this.hashes,
      this.human,
      this.ai,
      this.total
    ])
      free(array)
    this.bytes = Buffer.allocUnsafeSlow(0)
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
