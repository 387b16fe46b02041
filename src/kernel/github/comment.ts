// This action's comments on GitHub: the hidden markers that name the workflow job that wrote one,
// who wrote it (markers count only in this action's own comments), and GitHub's comment JSON read
// leniently. `<!-- docs-agent-job:{jobId} -->` is for people and searches only: nothing trusts it.

export interface CommentKey {
  workflow: string
  job: string
}

export interface IssueComment {
  id: number
  body: string
  url: string
  updatedAt: string
  /** Who wrote it: markers count only in comments by the identity this action writes as. */
  author: CommentAuthor
}

export interface CommentAuthor {
  login: string
  type: string
  id?: number
}

/** The author of comments written with the default `GITHUB_TOKEN`. */
export const ACTIONS_BOT: CommentAuthor = { login: 'github-actions[bot]', type: 'Bot', id: 41898282 }

/** Whether `author` is `identity` (by login and type; by id as well when both carry one). */
export function sameAuthor(author: CommentAuthor, identity: CommentAuthor): boolean {
  if (author.login !== identity.login || author.type !== identity.type) return false
  return author.id === undefined || identity.id === undefined || author.id === identity.id
}

export interface MarkedComment extends IssueComment {
  key: CommentKey
}

const KEY_MARKER = /<!-- docs-agent-action:([^\s:]+):([^\s:]+) -->/

/**
 * Names go into an HTML comment, separated by `:`. Percent-encoding keeps `:`, `>` and spaces out;
 * `--` cannot appear inside an HTML comment, so its second dash is encoded as well.
 */
export function encodeMarkerPart(value: string): string {
  // encodeURIComponent throws on a lone surrogate; those cannot name anything anyway.
  const wellFormed = value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD'
  )
  return encodeURIComponent(wellFormed).replace(/-(?=-)/g, '%2D')
}

function decodeMarkerPart(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

export function keyMarker(key: CommentKey): string {
  return `<!-- docs-agent-action:${encodeMarkerPart(key.workflow)}:${encodeMarkerPart(key.job)} -->`
}

export function jobMarker(jobId: string): string {
  return `<!-- docs-agent-job:${encodeMarkerPart(jobId)} -->`
}

/** The key marker of a comment body, or undefined when it is not this action's comment. */
export function parseMarkers(body: string): { key: CommentKey } | undefined {
  const key = KEY_MARKER.exec(body)
  if (!key) return undefined
  const workflow = decodeMarkerPart(key[1] as string)
  const job = decodeMarkerPart(key[2] as string)
  if (workflow === undefined || job === undefined) return undefined
  return { key: { workflow, job } }
}

/** Comments carrying this action's markers, whoever wrote them (the caller then checks the author). */
export function withMarkers(comments: IssueComment[]): MarkedComment[] {
  return comments.flatMap(c => {
    const markers = parseMarkers(c.body)
    return markers ? [{ ...c, ...markers }] : []
  })
}

/**
 * Anyone (a person, another bot quoting a person) can write a marker into a comment: only comments
 * whose author is one of `identities` (this action's) count.
 */
export function markedComments(comments: IssueComment[], identities: CommentAuthor[]): MarkedComment[] {
  return withMarkers(comments).filter(c => identities.some(id => sameAuthor(c.author, id)))
}

/** Lenient reading of GitHub's issue comment JSON. */
export function issueComment(raw: unknown): IssueComment | undefined {
  const c = (raw ?? {}) as Record<string, unknown>
  if (typeof c.id !== 'number') return undefined
  const user = (c.user ?? {}) as Record<string, unknown>
  return {
    id: c.id,
    body: typeof c.body === 'string' ? c.body : '',
    url: typeof c.html_url === 'string' ? c.html_url : '',
    updatedAt: typeof c.updated_at === 'string' ? c.updated_at : '',
    author: commentAuthor(user) ?? { login: '', type: '' }
  }
}

/** A GitHub user object (comment author, `GET /user`), leniently. */
export function commentAuthor(raw: unknown): CommentAuthor | undefined {
  const user = (raw ?? {}) as Record<string, unknown>
  if (typeof user.login !== 'string' || !user.login) return undefined
  return {
    login: user.login,
    type: typeof user.type === 'string' ? user.type : '',
    id: typeof user.id === 'number' ? user.id : undefined
  }
}
