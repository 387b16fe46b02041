import type { ServerResponse } from 'node:http'
import type { Answer } from './checks.js'
import type { TokenHolder } from './identity.js'

// `POST /repos/{owner}/{repo}/dispatches` for any repository, as GitHub answers it: 204 and a recorded
// dispatch for a token that may write the repository's contents; 404 for a token that cannot see the
// repository (GitHub hides what a token may not read); 403 for one that reads it without
// `contents: write`; 422 for an `event_type` missing or over 100 characters, or a `client_payload`
// that is no object or has more than 10 top-level keys. A test says which repositories a token may
// dispatch to (`allow`); no token may by default, the workflow's GITHUB_TOKEN included.

export type DispatchAccess = 'write' | 'read'

export interface RecordedDispatch {
  /** `owner/name`, as the request's path spelled it. */
  repository: string
  eventType: string
  clientPayload: Record<string, unknown>
  /** The login of the token's holder: the `sender` of the `repository_dispatch` event. */
  sender: string
}

const DOCS = 'https://docs.github.com/rest/repos/repos#create-a-repository-dispatch-event'

export class Dispatches {
  /** Every dispatch GitHub accepted, in order. */
  readonly sent: RecordedDispatch[] = []
  /** Token → repository (lower-cased `owner/name`) → what the token may do there. */
  private readonly access = new Map<string, Map<string, DispatchAccess>>()

  /** From now on `token` may dispatch to `repositories` (`write`), or only read them (`read`: 403). */
  allow(token: string, repositories: readonly string[], access: DispatchAccess = 'write'): void {
    const own = this.access.get(token) ?? new Map<string, DispatchAccess>()
    for (const repository of repositories) own.set(repository.toLowerCase(), access)
    this.access.set(token, own)
  }

  /** Answers the request when it is a dispatch (true), or leaves it to the other routes (false). */
  serve(
    method: string,
    parts: readonly string[],
    request: { body: unknown; authorization?: string },
    holder: TokenHolder,
    res: ServerResponse
  ): boolean {
    if (method !== 'POST' || parts[0] !== 'repos' || parts[3] !== 'dispatches' || parts.length !== 4)
      return false
    const repository = `${parts[1]}/${parts[2]}`
    const answer = this.answer(repository, request, holder)
    if (answer.status === 204) res.writeHead(204).end()
    else {
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(answer.body))
    }
    return true
  }

  private answer(
    repository: string,
    request: { body: unknown; authorization?: string },
    holder: TokenHolder
  ): Answer {
    const token = (request.authorization ?? '').split(/\s+/).pop() ?? ''
    const access = this.access.get(token)?.get(repository.toLowerCase())
    if (!access)
      return { status: 404, body: { message: 'Not Found', documentation_url: DOCS, status: '404' } }
    if (access === 'read') {
      const message =
        holder.kind === 'personal'
          ? 'Resource not accessible by personal access token'
          : 'Resource not accessible by integration'
      return { status: 403, body: { message, documentation_url: DOCS, status: '403' } }
    }
    const body = (request.body ?? {}) as { event_type?: unknown; client_payload?: unknown }
    const eventType = body.event_type
    if (typeof eventType !== 'string' || eventType.length === 0 || eventType.length > 100)
      return invalid('event_type must be a string of 1 to 100 characters')
    const payload = body.client_payload ?? {}
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
      return invalid('client_payload must be an object')
    if (Object.keys(payload).length > 10)
      return invalid('client_payload may have at most 10 top-level properties')
    this.sent.push({
      repository,
      eventType,
      clientPayload: payload as Record<string, unknown>,
      sender: holder.login
    })
    return { status: 204, body: undefined }
  }

  reset(): void {
    this.sent.length = 0
    this.access.clear()
  }
}

const invalid = (why: string): Answer => ({
  status: 422,
  body: { message: `Invalid request.\n\n${why}.`, documentation_url: DOCS, status: '422' }
})
