import type { Dispatcher } from 'undici'
import type { z } from 'zod'
import { apiMessageOf, contractProblems, quotedBody, salvageJobId } from './body.js'
import type { ApiError } from './errors.js'
import { parseRetryAfter, type RetryPolicyOptions } from './retry-policy.js'
import type { AttemptGate, Fail } from './transport.js'

// One call's exchange with the API, as the client's attempts see it: what a non-2xx answer is as an
// ApiError, and what a 2xx body must be (JSON, then the schema).

export interface CallOptions {
  signal?: AbortSignal
  /** Epoch ms. No attempt starts, and no wait lasts, past it. */
  deadline?: number
  /**
   * Asked before each HTTP attempt of this call, retries included: undefined lets it be sent (the gate
   * counts it), a refusal ends the call without sending it (AttemptRefusedError, or the last answer).
   */
  gate?: AttemptGate
  /** Called as each HTTP attempt of this call is sent, retries included, so callers can count requests. */
  onAttempt?: () => void
  /** This call's retry policy instead of the client's (e.g. `maxRetries: 0` when the caller retries itself). */
  retry?: RetryPolicyOptions
}

/** One call as its request sees it. */
export interface Exchange {
  method: 'GET' | 'POST'
  path: string
  /** The path as messages show it (see shownPath). */
  shown: string
  query: string
  body: unknown
  call: CallOptions
  deadline: number
  /** The caller's signal, bounded by the deadline. */
  signal: AbortSignal
  fail: Fail
}

export function httpError(
  { method, path, fail }: Exchange,
  response: Dispatcher.ResponseData,
  text: string,
  redactUntyped?: (text: string) => string
): ApiError {
  const status = response.statusCode
  const apiMessage = apiMessageOf(text, path, redactUntyped)
  const retryAfter = response.headers['retry-after']
  return fail('http', `${status}${apiMessage ? ` ${apiMessage}` : ''}`, {
    status,
    apiMessage,
    retryAfterMs: parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, Date.now()),
    retryable: status === 429 || status >= 500,
    // A 4xx was refused by the API; a 5xx may have been handled before it failed.
    mayHaveReachedServer: method === 'POST' && status >= 500
  })
}

/** A 2xx body: JSON, and what `schema` says it must be. */
export function parseBody<T>(
  { method, path, fail }: Exchange,
  status: number,
  text: string,
  schema: z.ZodType<T>
): T {
  // A 2xx to a POST means the job may exist: keep any id the body names, whatever else is wrong.
  const jobId = method === 'POST' ? salvageJobId(text) : undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw fail('invalid-body', `${status} with a body that is not JSON: ${quotedBody(path, text)}`, {
      status,
      jobId
    })
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const problems = contractProblems(parsed.error)
    throw fail('contract', `response breaks the API contract (${problems}): ${quotedBody(path, text)}`, {
      status,
      retryable: false,
      mayHaveReachedServer: true,
      jobId
    })
  }
  return parsed.data
}
