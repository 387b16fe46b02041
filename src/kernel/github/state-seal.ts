import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

// The seal on what this action keeps on GitHub (a pull request's comment; any other sealed state can
// use the generic part). Every workflow that uses the default token writes as github-actions[bot], so
// the author alone cannot tell this action's state from text another workflow merely quotes. State
// counts only with a seal made with a key derived from the API key (an HMAC reveals nothing of its
// key), over what it is bound to: a copy anywhere else does not verify. The first key seals, every key
// opens: after a rotation the previous API key still opens what it sealed, and the next write seals
// it with the new one. A seal also carries a tag of its binding (a plain hash, no key), so a seal made
// for this very place with a key this run does not hold can be told from a copy made elsewhere.

/** Keys derived from API keys: the first seals, every one opens. */
export type SealKeys = readonly Buffer[]

/** The keys for `purpose`, from the API keys given (the current one first); empty values are skipped. */
export function sealKeys(purpose: string, apiKeys: readonly (string | undefined)[]): SealKeys {
  return apiKeys.filter((k): k is string => !!k).map(k => createHmac('sha256', k).update(purpose).digest())
}

/** What a seal is bound to (its purpose, kind and place): a seal made for other values does not open. */
export type Binding = readonly (string | number)[]

const macOf = (key: Buffer, binding: Binding, payload: string): Buffer =>
  createHmac('sha256', key)
    .update(JSON.stringify([...binding, payload]))
    .digest()

const tagOf = (binding: Binding): string =>
  createHash('sha256').update(JSON.stringify(binding)).digest('base64url').slice(0, 16)

/** The characters of a sealed value (`payload.mac` or `payload.mac.tag`), for a marker's pattern. */
export const SEALED_PATTERN = '[A-Za-z0-9_-]{1,40000}\\.[A-Za-z0-9_-]{43}(?:\\.[A-Za-z0-9_-]{16})?'

/** `payload.mac.tag` (base64url): `json` sealed with the first key for `binding`. */
export function sealWith(keys: SealKeys, binding: Binding, json: string): string {
  const key = keys[0]
  if (!key) throw new Error('no key to seal with')
  const payload = Buffer.from(json, 'utf8').toString('base64url')
  return `${payload}.${macOf(key, binding, payload).toString('base64url')}.${tagOf(binding)}`
}

export type Opened =
  /** Sealed with `keys[key]` for this binding: the JSON text it carries. */
  | { json: string; key: number }
  /** Made for this binding, but no key opens it: sealed with another key (or edited). */
  | { otherKey: true }
  /** Not a seal for this binding (a copy from elsewhere, or unreadable). */
  | undefined

export function openWith(keys: SealKeys, binding: Binding, sealed: string): Opened {
  const [payload = '', given = '', tag, ...rest] = sealed.split('.')
  if (rest.length > 0) return undefined
  const got = Buffer.from(given, 'base64url')
  for (const [index, key] of keys.entries()) {
    const expected = macOf(key, binding, payload)
    if (got.length === expected.length && timingSafeEqual(got, expected))
      return { json: Buffer.from(payload, 'base64url').toString('utf8'), key: index }
  }
  return tag !== undefined && tag === tagOf(binding) ? { otherKey: true } : undefined
}

const PURPOSE = 'docs-agent-action pull request state v1'

/** Whose state it is: the sealing keys and what the seal is bound to, but the comment. */
export interface StateOwner {
  readonly keys: SealKeys
  readonly repository: string
  readonly pullRequest: number
  readonly project: string
}

/** `apiKeys`: `api-key`, then `previous-api-key` when one is given. */
export function stateOwner(
  apiKeys: string | readonly (string | undefined)[],
  where: { repository: string; pullRequest: number; project: string }
): StateOwner {
  return { keys: sealKeys(PURPOSE, typeof apiKeys === 'string' ? [apiKeys] : apiKeys), ...where }
}

/** What a seal covers: a state in comment `commentId`, or a claim (made before its comment exists). */
export type SealedKind = { kind: 'state'; commentId: number } | { kind: 'claim' }

const bindingOf = (owner: StateOwner, what: SealedKind): Binding => [
  PURPOSE,
  what.kind,
  what.kind === 'state' ? what.commentId : 0,
  owner.repository.toLowerCase(),
  owner.pullRequest,
  owner.project
]

/** `payload.mac.tag` (base64url), for a hidden marker. */
export function seal(owner: StateOwner, what: SealedKind, json: string): string {
  return sealWith(owner.keys, bindingOf(owner, what), json)
}

/** What a sealed marker holds for this owner and place (see Opened). */
export function open(owner: StateOwner, what: SealedKind, sealed: string): Opened {
  return openWith(owner.keys, bindingOf(owner, what), sealed)
}

/** The JSON text a sealed marker carries, when its seal verifies for this owner and place; else undefined. */
export function unseal(owner: StateOwner, what: SealedKind, sealed: string): string | undefined {
  const opened = open(owner, what, sealed)
  return opened && 'json' in opened ? opened.json : undefined
}
