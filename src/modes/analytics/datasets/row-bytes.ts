// The byte-level pieces of the row store (rows.ts): path hashes, what a path needs to be compared
// or stored right, and typed arrays that give their memory back as soon as they are replaced.

/** FNV-1a over bytes: cheap, and spreads similar paths (`/docs/page-1`, `-2`, …) well. */
export function hashOf(bytes: Uint8Array, from: number, to: number): number {
  let hash = 0x811c9dc5
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193)
  return hash >>> 0
}

/** FNV-1a over UTF-16 code units, for the rare paths with a lone surrogate. */
export function hashOfString(text: string): number {
  let hash = 0x9e3779b9
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

// Row flags. Rows with neither compare by bytes alone; the others need care (see RowStore.comparePaths).
/** The path has a code point at or above U+E000: UTF-8 byte order and UTF-16 order can differ. */
export const HIGH = 1
/**
 * The string itself is kept in `odd`: the path has a lone surrogate, which UTF-8 cannot hold, or is
 * too long for a chunk.
 */
export const ODD = 2

/** One count per row: Uint32 until a count does not fit, then Float64. */
export type CountArray = Uint32Array | Float64Array

export const fitsUint32 = (n: number): boolean => n >>> 0 === n

export const hasHighCodePoint = (text: string): boolean => /[\ud800-\uffff]/.test(text)
/** In `u` mode a surrogate pair is one code point, so this matches lone surrogates only. */
export const hasLoneSurrogate = (text: string): boolean => /\p{Cs}/u.test(text)

/**
 * `from` copied into the larger `to`, and `from`'s memory given back at once (transfer(0) detaches and
 * frees it): left to the GC, each replaced array lived on until a major collection, and at 300k rows
 * those dead arrays were a large part of the peak.
 */
export function copyInto<T extends CountArray | Uint8Array>(from: T, to: T): T {
  to.set(from)
  free(from)
  return to
}

/** ES2024's ArrayBuffer methods (Node 22+); the project's TypeScript lib is older. */
type Transferable = ArrayBuffer & { readonly detached?: boolean; transfer?(length: number): ArrayBuffer }

/** Frees a typed array's memory now, when it owns its whole buffer (a pooled Buffer does not). */
export function free(array: ArrayBufferView): void {
  const buffer = array.buffer as Transferable
  // Node 20 (a machine that runs the tests, not the action) has no transfer: the GC frees it later.
  if (typeof buffer.transfer !== 'function' || buffer.byteLength !== array.byteLength || buffer.detached)
    return
  buffer.transfer(0)
}
