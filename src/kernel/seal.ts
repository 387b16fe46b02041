import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

// Encryption of what the action keeps where others may read it (the loop's state in a public issue,
// the reader text of a public repository's artifact): AES-256-GCM with a key derived from the API key
// for one purpose, so only a run holding that API key reads it back, and any change to the bytes is
// refused. A box is the 12-byte IV, the 16-byte tag, then the ciphertext. `bound` (additional data,
// not stored) ties a box to what it belongs to: a box made for other values does not open. The first
// key encrypts, every key opens: after a rotation the previous API key still opens what it sealed.

/** Keys derived from API keys for one purpose: the first encrypts, every one opens. */
export type BoxKeys = readonly Buffer[]

/** The keys for `purpose`, from the API keys given (the current one first); empty values are skipped. */
export function boxKeys(purpose: string, apiKeys: readonly (string | undefined)[]): BoxKeys {
  return apiKeys.filter((k): k is string => !!k).map(k => createHmac('sha256', k).update(purpose).digest())
}

const IV_BYTES = 12
const TAG_BYTES = 16

/** `plaintext` encrypted with the first key, bound to `bound` when given. */
export function sealBox(keys: BoxKeys, plaintext: Buffer, bound?: string): Buffer {
  const key = keys[0]
  if (!key) throw new Error('no key to seal with')
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  if (bound !== undefined) cipher.setAAD(Buffer.from(bound, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body])
}

/** The plaintext of `box` and the index of the key that opened it; undefined when no key does. */
export function openBox(
  keys: BoxKeys,
  box: Buffer,
  bound?: string
): { plaintext: Buffer; key: number } | undefined {
  if (box.length < IV_BYTES + TAG_BYTES) return undefined
  for (const [index, key] of keys.entries()) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, box.subarray(0, IV_BYTES))
      if (bound !== undefined) decipher.setAAD(Buffer.from(bound, 'utf8'))
      decipher.setAuthTag(box.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      const plaintext = Buffer.concat([decipher.update(box.subarray(IV_BYTES + TAG_BYTES)), decipher.final()])
      return { plaintext, key: index }
    } catch {
      // Not this key (or the box was changed): the next key may open it.
    }
  }
  return undefined
}
