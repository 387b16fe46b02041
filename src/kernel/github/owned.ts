import { forLog } from '../safe-text.js'
import { encodeMarkerPart, sameAuthor, type CommentAuthor } from './comment.js'
import type { TokenIdentity } from './identity.js'

// What this action writes on GitHub (a comment, an issue, a check run) is its own by one rule: written
// by this token's identity, for this repository, this pull request or issue, this project, and the
// matrix leg an input names (no variable tells an action its leg). The marker at the start of a body
// says the scope; the author says the identity. An object with the marker by another identity, or
// for another scope, is left alone: never adopted, overwritten or duplicated over.

export interface OwnedScope {
  /** What the object is: `preview`, … */
  kind: string
  /** `owner/repo`. */
  repository: string
  /** The pull request's or issue's number. */
  number: number
  /** The docs project (its `project-id`). */
  project: string
  /** The matrix leg the workflow names; empty when one run per project. */
  leg?: string
}

const PREFIX = '<!-- docs-agent-action:'

/** The marker a body of this scope starts with (one line; every part encoded, so no `-->` or `--`). */
export function ownedMarker(scope: OwnedScope): string {
  const parts = [
    `repo=${encodeMarkerPart(scope.repository)}`,
    `number=${scope.number}`,
    `project=${encodeMarkerPart(scope.project)}`,
    `leg=${encodeMarkerPart(scope.leg ?? '')}`
  ]
  return `${PREFIX}${encodeMarkerPart(scope.kind)} ${parts.join(' ')} -->`
}

export interface Authored {
  author: CommentAuthor
  body: string
}

export interface Owned<T> {
  /** The oldest object of this scope by this identity: the one to update. */
  mine?: T
  /** Objects of this scope written by someone else: left alone. */
  strangers: T[]
}

/**
 * This scope's object among `objects` (listed oldest first). The identity is asked only when some
 * object carries this scope's marker; when it cannot be read, this throws and nothing is written.
 */
export async function findOwned<T extends Authored>(
  objects: T[],
  scope: OwnedScope,
  identity: TokenIdentity,
  signal?: AbortSignal
): Promise<Owned<T>> {
  const marker = ownedMarker(scope)
  const marked = objects.filter(o => o.body.startsWith(marker))
  if (marked.length === 0) return { strangers: [] }
  const me = await identity.resolve(signal)
  return {
    mine: marked.find(o => sameAuthor(o.author, me)),
    strangers: marked.filter(o => !sameAuthor(o.author, me))
  }
}

/** The log line for objects left alone, or undefined when there are none. */
export function leftAlone(what: string, strangers: Authored[]): string | undefined {
  if (strangers.length === 0) return undefined
  const who = [...new Set(strangers.map(s => s.author.login || 'unknown'))].slice(0, 5)
  return `Left ${strangers.length} ${what} alone that carry this action's marker but were written by ${forLog(who.join(', '), 200)}, not by this token's identity.`
}
