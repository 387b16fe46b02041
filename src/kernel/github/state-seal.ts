import { createHmac, timingSafeEqual } from 'node:crypto'

// The seal on what this action keeps in a pull request's comment. Every workflow that uses the default
// token writes as github-actions[bot], so the author alone cannot tell this action's state from text
// another workflow merely quotes. State counts only with a seal made with a key derived from the API
// key (an HMAC reveals nothing of its key), over the repository, the pull request, the project and the
// comment it sits in: a copy in any other comment, pull request or project does not verify. Each
// project (a matrix leg) therefore has its own state.

const PURPOSE = 'docs-agent-action pull request state v1'

/** Whose state it is: the sealing key and what the seal is bound to, but the comment. */
export interface StateOwner {
  readonly key: Buffer
  readonly repository: string
  readonly pullRequest: number
  readonly project: string
}

export function stateOwner(
  apiKey: string,
  where: { repository: string; pullRequest: number; project: string }
): StateOwner {
  return { key: createHmac('sha256', apiKey).update(PURPOSE).digest(), ...where }
}

/** What a seal covers: a state in comment `commentId`, or a claim (made before its comment exists). */
export type SealedKind = { kind: 'state'; commentId: number } | { kind: 'claim' }

function mac(owner: StateOwner, what: SealedKind, payload: string): Buffer {
  const message = JSON.stringify([
    PURPOSE,
    what.kind,
    what.kind === 'state' ? what.commentId : 0,
    owner.repository.toLowerCase(),
    owner.pullRequest,
    owner.project,
    payload
  ])
  return createHmac('sha256', owner.key).update(message).digest()
}

/** `payload.seal` (both base64url), for a hidden marker. */
export function seal(owner: StateOwner, what: SealedKind, json: string): string {
  const payload = Buffer.from(json, 'utf8').toString('base64url')
  return `${payload}.${mac(owner, what, payload).toString('base64url')}`
}

/** The JSON text a sealed marker carries, when its seal verifies for this owner and place; else undefined. */
export function unseal(owner: StateOwner, what: SealedKind, sealed: string): string | undefined {
  const [payload = '', given = '', ...rest] = sealed.split('.')
  if (rest.length > 0) return undefined
  const expected = mac(owner, what, payload)
  const got = Buffer.from(given, 'base64url')
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return undefined
  return Buffer.from(payload, 'base64url').toString('utf8')
}
