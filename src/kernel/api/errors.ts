/**
 * What went wrong with one API call, in terms a caller can act on.
 *  - http:         the API answered with a non-success status (`status`, `apiMessage`).
 *  - network:      no usable answer: refused, reset, DNS, socket errors.
 *  - timeout:      the per-request timeout or the caller's deadline passed.
 *  - invalid-body: a success status whose body is not JSON (a proxy page): a failed read, retryable.
 *  - contract:     JSON that breaks the API contract (no id, unknown status): retrying cannot fix it.
 *  - too-large:    the body exceeded the size limit.
 *  - cancelled:    the caller's signal aborted the call.
 */
export type ApiErrorKind =
  'http' | 'network' | 'timeout' | 'invalid-body' | 'contract' | 'too-large' | 'cancelled'

export interface ApiErrorDetails {
  kind: ApiErrorKind
  method: string
  /** Path without host or query, e.g. `/v2/agent/proj/job`. Never holds the key. */
  path: string
  status?: number
  apiMessage?: string
  /** From a 429's (or 503's) `Retry-After`: how long the server asked us to wait, in ms. */
  retryAfterMs?: number
  /**
   * A 2xx to a create or follow-up whose body broke the contract may still name the job: its id, when
   * one could be salvaged, so the caller can report it (the job may exist).
   */
  jobId?: string
  /** True when the failure is transient: a later identical request may well succeed. */
  retryable: boolean
  /** For POSTs: the request may have reached the server, so it must not be sent again. */
  mayHaveReachedServer: boolean
  /** Every attempt was refused (429) or never sent, and the call stopped before the next one. */
  noAttemptAccepted?: boolean
  cause?: unknown
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly method: string
  readonly path: string
  readonly status?: number
  readonly apiMessage?: string
  readonly retryAfterMs?: number
  readonly jobId?: string
  readonly retryable: boolean
  readonly mayHaveReachedServer: boolean
  readonly noAttemptAccepted: boolean

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.name = 'ApiError'
    this.kind = details.kind
    this.method = details.method
    this.path = details.path
    this.status = details.status
    this.apiMessage = details.apiMessage
    this.retryAfterMs = details.retryAfterMs
    this.jobId = details.jobId
    this.retryable = details.retryable
    this.mayHaveReachedServer = details.mayHaveReachedServer
    this.noAttemptAccepted = details.noAttemptAccepted === true
  }
}

/**
 * A request's path as a message shows it: each segment as the caller wrote it (`Acme Docs`, not
 * `Acme%20Docs`, which reads as `Acme%2520Docs` once a log command escapes its `%`), with only what
 * would make it ambiguous or unprintable encoded (`/`, `?`, `#`, `%`, control characters).
 */
export function shownPath(segments: readonly string[], base = ''): string {
  // eslint-disable-next-line no-control-regex
  const shown = (s: string) => s.replace(/[%/?#\u0000-\u001f\u007f]/g, c => encodeURIComponent(c))
  return `${base}/${segments.map(shown).join('/')}`
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
