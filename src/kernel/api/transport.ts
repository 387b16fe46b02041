import { EnvHttpProxyAgent } from './undici-parts.js'
import { errorMessage } from '../error-message.js'
import { forLog } from '../safe-text.js'
import { ApiError, type ApiErrorDetails, type ApiErrorKind } from './errors.js'
import { decideRetry, requestNeverSent, type RetryPolicyOptions } from './retry-policy.js'
import { API_CONNECT_TIMEOUT_MS } from '../time/limits.js'

// The transport side of the client: the dispatcher, the bridge from undici's retry handler to the pure
// policy, and transport errors as ApiError.

export type Fail = (kind: ApiErrorKind, message: string, extra?: Partial<ApiErrorDetails>) => ApiError

/** One retry as the client reports it through `onRetry`. */
export interface RetryEvent {
  method: string
  path: string
  attempt: number
  delayMs: number
  /** What failed, e.g. `status 503` or `ECONNRESET`. */
  cause: string
}

/**
 * An agent that honours HTTPS_PROXY / HTTP_PROXY / NO_PROXY, as the GitHub calls do, so a self-hosted
 * runner behind a proxy reaches the API too. A malformed proxy variable is reported without its value
 * (it may hold credentials).
 */
export function proxyAwareAgent(): EnvHttpProxyAgent {
  try {
    return new EnvHttpProxyAgent({ connect: { timeout: API_CONNECT_TIMEOUT_MS } })
  } catch {
    throw new Error('HTTPS_PROXY, HTTP_PROXY or NO_PROXY holds a value that is not a valid proxy URL.')
  }
}

/** What a caller's gate answers before each attempt (a budget: see kernel/ledger/). */
export interface AttemptGate {
  /** Undefined: send the attempt (the gate has counted it); else why it is not sent. */
  admit(): { message: string } | undefined
}

/** A call whose attempt its gate refused: nothing was sent. */
export class AttemptRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AttemptRefusedError'
  }
}

/** Asks the call's gate for the next attempt and counts it: undefined when it may be sent, else why not. */
export function attemptAsker(call: { gate?: AttemptGate; onAttempt?: () => void }): () => string | undefined {
  return () => {
    const refusal = call.gate?.admit()
    if (refusal) return refusal.message
    call.onAttempt?.()
    return undefined
  }
}

export interface RetryBridge {
  method: string
  path: string
  deadline: number
  signal: AbortSignal
  policy: RetryPolicyOptions
  onRetry?: (event: RetryEvent) => void
  /** Asks for the next attempt and counts it: undefined when it may be sent, else why not. */
  sendNext?: () => string | undefined
  /** Set while the call waits between two attempts: every attempt so far was refused or never sent
   * (the policy repeats a POST only then), so a stop now knows no attempt was accepted. */
  between?: { waiting: boolean }
}

/** Bridges undici's RetryHandler to the pure policy in retry-policy.ts, with abortable waits. */
export function retryCallback(bridge: RetryBridge) {
  const { method, path, deadline, signal, policy, onRetry, sendNext, between } = bridge
  return (err: Error, { state }: { state: { counter: number } }, done: (result?: Error | null) => void) => {
    const { statusCode, code, headers } = err as Error & {
      statusCode?: number
      code?: string
      headers?: Record<string, string | string[] | undefined>
    }
    const isStatus = code === 'UND_ERR_REQ_RETRY' && statusCode !== undefined
    const retryAfter = headers?.['retry-after']
    const decision = decideRetry(
      {
        method,
        attempt: state.counter,
        statusCode: isStatus ? statusCode : undefined,
        errorCode: isStatus ? undefined : code,
        retryAfterHeader: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter
      },
      { now: Date.now(), deadline, options: policy }
    )
    if (!decision.retry || signal.aborted) return done(err)
    onRetry?.({
      method,
      path,
      attempt: state.counter,
      delayMs: decision.delayMs,
      cause: forLog(isStatus ? `status ${statusCode}` : (code ?? err.message), 200)
    })
    if (between) between.waiting = true
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      if (between) between.waiting = false
      // A retry the caller's budget refuses is not sent: the call ends with the last failure.
      done(sendNext?.() === undefined ? null : err)
    }, decision.delayMs)
    const onAbort = () => {
      clearTimeout(timer)
      done(err)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  }
}

/** A transport failure as an ApiError: cancelled, out of time, or a network error (sent or not). */
export function transportError(
  error: unknown,
  callerSignal: AbortSignal | undefined,
  signal: AbortSignal,
  fail: Fail,
  /** Stopped while waiting to retry: no attempt was accepted. */
  betweenAttempts = false
): ApiError {
  if (error instanceof ApiError) return error
  const code = (error as { code?: string }).code
  const neverSent = requestNeverSent(code)
  const unaccepted = betweenAttempts ? { mayHaveReachedServer: false, noAttemptAccepted: true } : {}
  if (callerSignal?.aborted)
    return fail('cancelled', betweenAttempts ? 'cancelled while waiting to retry' : 'cancelled', {
      cause: error,
      retryable: false,
      ...unaccepted
    })
  if (signal.aborted)
    return fail(
      'timeout',
      betweenAttempts ? 'the deadline came while waiting to retry' : 'no answer before the deadline',
      { cause: error, ...unaccepted }
    )
  const detail = forLog(errorMessage(error), 300)
  const isTimeout = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT'
  return fail(isTimeout ? 'timeout' : 'network', `${code ? `${code}: ` : ''}${detail}`, {
    cause: error,
    mayHaveReachedServer: !neverSent
  })
}
