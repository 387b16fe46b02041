import type { Dispatcher } from 'undici'
import type { z } from 'zod'
import { redact } from '../safe-text.js'
import { currentRunSecrets, RunSecrets, withRunSecrets } from '../secrets.js'
import { timeoutSignal } from '../time/run-budget.js'
import { BodyTooLargeError, mayHoldReaderText, readBodyText } from './body.js'
import { httpError, parseBody, type CallOptions, type Exchange } from './exchange.js'
import { ApiError, shownPath } from './errors.js'
import { DEFAULT_RETRY_POLICY, type RetryPolicyOptions } from './retry-policy.js'
import { retry } from './undici-parts.js'
import { proxyAwareAgent, retryCallback, transportError, type Fail, type RetryEvent } from './transport.js'
import { attemptAsker, AttemptRefusedError, type AttemptGate } from './transport.js'
import { agentJobSchema, type AgentJob } from './schemas.js'
import { API_CALL_BUDGET_MS, API_REQUEST_TIMEOUT_MS } from '../time/limits.js'

// The admin API client. It knows nothing of GitHub Actions: it reports retries through `onRetry`
// and failures as ApiError, so a CLI or a test can use it as well as the action.

export const DEFAULT_BASE_URL = 'https://api.mintlify.com'

/** What `onRetry` receives and what a gate answers; defined next to the retry bridge that uses them. */
export type { AttemptGate, RetryEvent }
export { AttemptRefusedError }

export interface ApiClientOptions {
  baseUrl?: string
  apiKey: string
  userAgent?: string
  /** Per request: the longest wait for response headers, and between two body chunks. */
  requestTimeoutMs?: number
  /** Used when a call passes no deadline: the most one call (with its retries) may take. */
  callBudgetMs?: number
  maxBodyBytes?: number
  retry?: RetryPolicyOptions
  dispatcher?: Dispatcher
  onRetry?: (event: RetryEvent) => void
}

export type { CallOptions }

const MAX_BODY_BYTES = 10 * 1024 * 1024

export class DocsApiClient {
  private readonly origin: string
  private readonly basePath: string
  private readonly dispatcher: Dispatcher
  private readonly ownsDispatcher: boolean
  /** The secrets its calls redact: the run's, or (outside any run) its own, its key among them. */
  private readonly secrets: RunSecrets

  constructor(private readonly options: ApiClientOptions) {
    const url = new URL(options.baseUrl ?? DEFAULT_BASE_URL)
    this.origin = url.origin
    this.basePath = url.pathname.replace(/\/+$/, '')
    this.ownsDispatcher = options.dispatcher === undefined
    // The client redacts its own key from everything it reports, whoever else registered it.
    this.secrets = currentRunSecrets() ?? new RunSecrets()
    this.secrets.add(options.apiKey)
    // throwOnError: false lets a response the policy declines to retry (a 404, the last 503) reach us
    // with its body, so errors can quote the API's own message.
    this.dispatcher = options.dispatcher ?? proxyAwareAgent().compose(retry({ throwOnError: false }))
  }

  createJob(projectId: string, prompt: string, call?: CallOptions): Promise<AgentJob> {
    return this.send('POST', ['v2', 'agent', projectId, 'job'], { prompt }, agentJobSchema, call)
  }

  sendMessage(projectId: string, jobId: string, prompt: string, call?: CallOptions): Promise<AgentJob> {
    const path = ['v2', 'agent', projectId, 'job', jobId, 'message']
    return this.send('POST', path, { prompt }, agentJobSchema, call)
  }

  getJob(projectId: string, jobId: string, call?: CallOptions): Promise<AgentJob> {
    return this.send('GET', ['v2', 'agent', projectId, 'job', jobId], undefined, agentJobSchema, call)
  }

  /**
   * Any analytics endpoint: `GET /v1/analytics/{projectId}/{...endpoint}?query`, parsed with `schema`.
   * Undefined query values are left out. Each dataset brings its own schema (src/kernel/api/analytics-schemas.ts).
   */
  getAnalytics<T>(
    projectId: string,
    endpoint: string[],
    query: Record<string, string | number | undefined>,
    schema: z.ZodType<T>,
    call?: CallOptions
  ): Promise<T> {
    const search = new URLSearchParams()
    for (const [name, value] of Object.entries(query))
      if (value !== undefined) search.set(name, String(value))
    const path = ['v1', 'analytics', projectId, ...endpoint]
    return this.send('GET', path, undefined, schema, call, search.toString())
  }

  /**
   * Any endpoint, as `GET` or `POST /{...segments}`, parsed with `schema`: for the modules that add a
   * group of endpoints on top of this client (admin.ts), with the same retries, limits and errors.
   */
  request<T>(
    method: 'GET' | 'POST',
    segments: string[],
    body: unknown,
    schema: z.ZodType<T>,
    call?: CallOptions
  ): Promise<T> {
    return this.send(method, segments, body, schema, call)
  }

  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close()
  }

  /** Every call goes through here, with the client's secrets (its run's) in force. */
  private send<T>(
    method: 'GET' | 'POST',
    segments: string[],
    body: unknown,
    schema: z.ZodType<T>,
    call?: CallOptions,
    query?: string
  ): Promise<T> {
    return withRunSecrets(this.secrets, () => this.sendNow(method, segments, body, schema, call, query))
  }

  private async sendNow<T>(
    method: 'GET' | 'POST',
    segments: string[],
    body: unknown,
    schema: z.ZodType<T>,
    call: CallOptions = {},
    query = ''
  ): Promise<T> {
    // Every segment is encoded on its own: an id holding `/`, `?` or `..` stays one segment.
    const path = `${this.basePath}/${segments.map(encodeURIComponent).join('/')}`
    const shown = shownPath(segments, this.basePath)
    const deadline = call.deadline ?? Date.now() + (this.options.callBudgetMs ?? API_CALL_BUDGET_MS)
    const fail: Fail = (kind, message, extra = {}) =>
      new ApiError(redact(`${method} ${shown}: ${message}`), {
        kind,
        method,
        path,
        retryable: kind === 'network' || kind === 'timeout' || kind === 'invalid-body',
        mayHaveReachedServer: method === 'POST',
        ...extra
      })

    const remaining = deadline - Date.now()
    if (call.signal?.aborted)
      throw fail('cancelled', 'cancelled before sending', { mayHaveReachedServer: false })
    if (remaining <= 0)
      throw fail('timeout', 'deadline passed before sending', { mayHaveReachedServer: false })
    // A plain timer (not AbortSignal.timeout inside AbortSignal.any, which can fail to fire on Node 20).
    const bounded = timeoutSignal(remaining, call.signal)
    try {
      return await this.attempt(
        { method, path, shown, query, body, call, deadline, signal: bounded.signal, fail },
        schema
      )
    } finally {
      bounded.dispose()
    }
  }

  /** The request (undici retries it as the policy says), its body read, its status and JSON checked. */
  private async attempt<T>(exchange: Exchange, schema: z.ZodType<T>): Promise<T> {
    const response = await this.dispatch(exchange)
    const text = await this.readText(response, exchange)
    const status = response.statusCode
    if (status < 200 || status > 299) throw httpError(exchange, response, text, await gateFor(exchange.path))
    return parseBody(exchange, status, text, schema)
  }

  private async dispatch({ method, path, shown, query, body, call, deadline, signal, fail }: Exchange) {
    const requestTimeout = this.options.requestTimeoutMs ?? API_REQUEST_TIMEOUT_MS
    const between = { waiting: false }
    // Every attempt, the first and each retry, is asked for and counted before it is sent.
    const sendNext = attemptAsker(call)
    const refused = sendNext()
    if (refused !== undefined) throw new AttemptRefusedError(`${method} ${shown}: not sent: ${refused}`)
    try {
      return await this.dispatcher.request({
        origin: this.origin,
        path: query ? `${path}?${query}` : path,
        method,
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          accept: 'application/json',
          'user-agent': this.options.userAgent ?? 'docs-agent-action',
          ...(body === undefined ? {} : { 'content-type': 'application/json' })
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        headersTimeout: requestTimeout,
        bodyTimeout: requestTimeout,
        retryOptions: {
          throwOnError: false,
          retry: retryCallback({
            method,
            path: shown,
            deadline,
            signal,
            policy: call.retry ?? this.options.retry ?? DEFAULT_RETRY_POLICY,
            onRetry: this.options.onRetry,
            sendNext,
            between
          })
        }
      } as Dispatcher.RequestOptions)
    } catch (error) {
      throw transportError(error, call.signal, signal, fail, between.waiting)
    }
  }

  private async readText(
    response: Dispatcher.ResponseData,
    { call, signal, fail }: Exchange
  ): Promise<string> {
    try {
      return await readBodyText(response.body, this.options.maxBodyBytes ?? MAX_BODY_BYTES)
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        throw fail('too-large', error.message, { status: response.statusCode, retryable: false })
      }
      throw transportError(error, call.signal, signal, fail)
    }
  }
}

/**
 * The runtime gate for an error message of an answer that may hold reader text (analytics, the
 * discovery search), loaded only then: an agent, deploy or preview run never loads the redaction.
 */
async function gateFor(path: string): Promise<((text: string) => string) | undefined> {
  if (!mayHoldReaderText(path)) return undefined
  const { untypedAs } = await import('../publish/gate.js')
  return text => untypedAs(text, 'redact')
}
